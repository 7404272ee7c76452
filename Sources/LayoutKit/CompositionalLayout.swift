import Foundation

/// UICollectionViewCompositionalLayout: sections of groups of items, each section from one
/// `CollectionLayoutSection` or from a section provider asked per section with the layout
/// environment.
///
/// `prepare()` solves every section (docs/compositional-layout.md); the queries answer in display
/// space, mirrored for right-to-left and with origins and sizes rounded to the display scale.
open class CompositionalLayout: CollectionViewLayout {
  let sectionProvider: SectionProvider
  /// UICollectionViewCompositionalLayout.configuration, a copying property as in UIKit: the
  /// layout keeps its own copy of the configuration it is given and hands out copies, so a
  /// change made to a configuration object directly has no effect (UIKit's header says so);
  /// setting it invalidates the layout.
  public var configuration: CompositionalLayoutConfiguration {
    get { layoutConfiguration.copy() }
    set {
      layoutConfiguration = newValue.copy()
      invalidateLayout()
    }
  }
  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there); the
  // configuration is read at every query and every measurement, never held across a call.
  // The geometry stays checked: a query holds it open (`withGeometry`) while it makes the
  // attributes, and a LayoutAttributes subclass's initializer or setters (user code) could reach
  // the layout then; the check stops that with an error instead of reading freed sections.
  /// The layout's own copy of its configuration, which it solves with.
  @exclusivity(unchecked) final private(set) var layoutConfiguration:
    CompositionalLayoutConfiguration
  // The layout's own state is `final`: read in place (an overridable property's getter would
  // hand out a copy of the geometry), and never a subclass's to replace.
  final var geometry: CompositionalLayoutGeometry?
  /// The geometry the last solve replaced: where a batch update's deleted items were.
  @exclusivity(unchecked) private var geometryBeforeLastSolve: CompositionalLayoutGeometry?
  /// The badges the batch update in progress inserts and deletes.
  private var itemSupplementaryUpdates: ItemSupplementaryUpdates?
  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there).
  /// The lengths along the scroll direction self-sizing measured, by section and item.
  @exclusivity(unchecked) final var measuredLengths: [Int: [Int: Double]] = [:]
  /// The lengths across the scroll direction self-sizing measured (a tag's width in a vertical
  /// layout), by section and item: they re-flow the groups that hold them.
  @exclusivity(unchecked) final var measuredCrossLengths: [Int: [Int: Double]] = [:]
  /// The lengths along the scroll direction self-sizing measured for sections' boundary items
  /// (estimated headers and footers), by section and kind.
  @exclusivity(unchecked) final var measuredBoundaryLengths: [Int: [String: Double]] = [:]
  /// What self-sizing measured of badges and of the layout's own boundary items.
  final var measuredSupplementaries = MeasuredSupplementaries()
  /// Preferred attributes answered during a visible-cells pass, recorded when it ends.
  @exclusivity(unchecked) final var queuedPreferredAttributes: [LayoutAttributes] = []
  /// Whether a visible-cells pass is under way.
  @exclusivity(unchecked) final var isInVisibleCellsPass = false
  /// Whether self-sizing solved measured lengths into the geometry since the last invalidation:
  /// the invalidation that carries them then needs no solve at the next prepare().
  @exclusivity(unchecked) final var measurementsSolvedSinceInvalidation = false
  /// What the invalidations since the last prepare() asked for: when they only moved pinned
  /// boundary items (scrolling), prepare() keeps the solved sections, as pinned frames are found
  /// per query; so it does when they only carried lengths self-sizing has solved in already.
  @exclusivity(unchecked) private var invalidatedSincePrepare = InvalidatedElements.nothing
  /// The environment the sections were last solved in, which visible-items handlers are given.
  @exclusivity(unchecked) final var layoutEnvironment: CompositionalLayoutEnvironment?
  /// The section provider's answers, by section, from the last full solve: a section solved
  /// again for self-sizing's measurements reuses its definition rather than asking the provider
  /// again (UIKit's solver keeps its existing section definitions; docs/uikit-choices.md,
  /// "Compositional layout").
  @exclusivity(unchecked) final var sectionDefinitions: [CollectionLayoutSection?] = []
  /// The definitions' revision (`CompositionalDefinitionRevision`) when each section was last
  /// solved: a section solved again for self-sizing keeps its group while it is unchanged.
  @exclusivity(unchecked) final var sectionRevisions: [Int] = []
  /// The sections' visible-items handlers, by section, from the last solve.
  @exclusivity(unchecked) final var visibleItemsHandlers:
    [Int: CollectionLayoutSection.VisibleItemsInvalidationHandler] =
      [:]
  /// What the handlers set on their sections' items, by section and element.
  @exclusivity(unchecked) final var visibleItemEdits: [Int: [ElementKey: VisibleItemEdit]] = [:]
  /// Whether UIKit's note that a handler cannot change the items of a layout with estimated
  /// items was reported (once per layout).
  @exclusivity(unchecked) final var reportedEstimatedItemsHandlerNote = false
  /// Contexts this layout made that only move what is shown (a section scrolled, or a scroll
  /// past a section with a handler): they keep the solved sections, as pinned items' do.
  @exclusivity(unchecked) final var displayOnlyContexts: [InvalidationContext] = []

  /// How many elements the last rect query answered: the next one reserves room for as many
  /// (at most `answerCapacityHintLimit`), rather than growing its answer step by step.
  @exclusivity(unchecked) private var lastAnswerCount = 0
  static let answerCapacityHintLimit = 4_096
  /// The cells the last rect query answered, which the next hands out again where unchanged.
  @exclusivity(unchecked) final var answeredCells = CompositionalAnsweredCells()

  private enum InvalidatedElements {
    case nothing, keepsSolvedSections, anything
  }

  /// UICollectionViewCompositionalLayout(sectionProvider:configuration:)
  public init(
    sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    layoutConfiguration = configuration.copy()
    super.init()
  }

  /// UICollectionViewCompositionalLayout(coder:): nothing is archived on Linux, and a layout
  /// without sections cannot be made, so this fails.
  public required init?(coder: NSCoder) { return nil }

  // MARK: - UICollectionViewLayout

  /// True, as in UIKit: leading and trailing follow the layout direction.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  open override var scrollingAxes: Set<ScrollDirection> { [layoutConfiguration.scrollDirection] }

  /// Solves every section: asks the provider for each with the environment, repeats each
  /// section's group until its items are used, and stacks the sections with the configuration's
  /// spacing and boundary items. Nothing is solved for empty bounds.
  open override func prepare() {
    super.prepare()
    let invalidated = invalidatedSincePrepare
    invalidatedSincePrepare = .nothing
    guard let cv = collectionView, !cv.bounds.isEmpty else {
      geometry = nil
      return
    }
    // The geometry's size is read in place: a copy of the geometry retains every part it holds.
    let solvedSize = geometry?.solvedBoundsSize
    if invalidated == .keepsSolvedSections, solvedSize == cv.bounds.size {
      runVisibleItemsHandlers()
      return
    }
    // Measured lengths belong to the widths they were measured at.
    if let solvedSize, solvedSize != cv.bounds.size { forgetMeasurements() }
    geometryBeforeLastSolve = geometry
    geometry = solve(cv).keepingOffsets(of: geometry)
    runVisibleItemsHandlers()
  }

  /// UICollectionViewCompositionalLayout.collectionViewContentSize
  open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

  /// The elements whose frames intersect `rect`: per section its cells, boundary items and
  /// decorations, then the layout's own boundary items.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    guard geometry != nil, rect.isFiniteRect || rect.isInfinite else { return [] }
    var answer: [LayoutAttributes] = []
    // A query is most often near the last one (a display tick's, a self-sizing pass's).
    answer.reserveCapacity(min(lastAnswerCount, Self.answerCapacityHintLimit))
    let budget = _elementBudget
    let type = Self.layoutAttributesType
    // Read once: each read of the layout's own property is checked.
    let edits = visibleItemEdits
    let reuses = reusesAnsweredCells(type: type, edits: edits)
    // Taken out while the answer is built, so that it grows in place rather than as a copy.
    var cells = CompositionalAnsweredCells(beginningAfter: answeredCells)
    answeredCells = CompositionalAnsweredCells()
    let visible = visibleBounds
    withGeometry { geometry in
      geometry.forEachElement(in: rect, visible: visible) { key, frame, zIndex in
        if reuses && key.category == .cell {
          answer.append(
            cells.cell(section: key.section, item: key.item, frame: frame, zIndex: zIndex) {
              Self.attributes(key, frame: frame, zIndex: zIndex, type: type, edits: edits)
            })
        } else {
          answer.append(
            Self.attributes(key, frame: frame, zIndex: zIndex, type: type, edits: edits))
        }
        // Past the collection view's budget the answer is refused whole: stop building it.
        return answer.count <= budget
      }
    }
    // A query over a large rect (a test's, a snapshot's) is not kept: the next is a tick's.
    if cells.count <= Self.answerCapacityHintLimit { answeredCells = cells }
    lastAnswerCount = answer.count
    return answer
  }

  /// UICollectionViewCompositionalLayout.layoutAttributesForItem(at:)
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2,
      let found = withGeometry({
        $0.displayedItem(section: indexPath.section, item: indexPath.item)
      }), let placed = found
    else { return nil }
    return attributes(
      .cell(indexPath.section, indexPath.item), frame: placed.frame, zIndex: placed.zIndex,
      type: Self.layoutAttributesType)
  }

  /// UICollectionViewCompositionalLayout.layoutAttributesForSupplementaryView(ofKind:at:): a
  /// section's boundary item at (section, 0), or the layout's own at (0, 0).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard indexPath.count == 2, let geometry,
      let found = geometry.supplementary(
        kind: elementKind, section: indexPath.section, item: indexPath.item,
        visible: visibleBounds)
    else { return nil }
    // A badge is at its item's index path, a boundary item at (section, 0).
    let item =
      geometry.item(section: indexPath.section, item: indexPath.item)?.supplementaries
        .contains { $0.kind == elementKind } == true ? indexPath.item : 0
    return attributes(
      .supplementary(elementKind, indexPath.section, item), frame: found.frame,
      zIndex: found.element.zIndex, type: Self.layoutAttributesType)
  }

  /// UICollectionViewCompositionalLayout.layoutAttributesForDecorationView(ofKind:at:): a
  /// section's background at (section, 0).
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard indexPath.count == 2, let geometry,
      let element = geometry.decoration(
        kind: elementKind, section: indexPath.section, item: indexPath.item)
    else { return nil }
    return attributes(
      .decoration(elementKind, indexPath.section, 0), frame: geometry.displayed(element.frame),
      zIndex: element.zIndex, type: Self.layoutAttributesType)
  }

  /// True when the bounds change size (fractions resolve against the collection view's width
  /// and height), when any section has a visible-items handler (UIKit then invalidates on every
  /// bounds change), or when a boundary item pins in a section that meets the old or the new
  /// visible bounds: scrolling then moves it (docs/uikit-choices.md, "Compositional layout").
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let cv = collectionView else { return false }
    if cv.bounds.size != newBounds.size || !visibleItemsHandlers.isEmpty { return true }
    return !pinnedSupplementaries(from: cv.bounds, to: newBounds).isEmpty
  }

  /// UICollectionViewCompositionalLayout.invalidationContext(forBoundsChange:): for a scroll, a
  /// context naming the pinned boundary items whose sections meet the old or the new visible
  /// bounds, so only they move; for a change of size, an empty context (everything is solved
  /// again).
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    guard let cv = collectionView, cv.bounds.size == newBounds.size else { return context }
    let pinned = pinnedSupplementaries(from: cv.bounds, to: newBounds)
    for kind in pinned.keys.sorted() {
      context.invalidateSupplementaryElements(ofKind: kind, at: pinned[kind] ?? [])
    }
    if !visibleItemsHandlers.isEmpty {
      let handled = handlerSections(from: cv.bounds, to: newBounds)
      if !handled.isEmpty { context.invalidateItems(at: visibleCellIndexPaths(sections: handled)) }
      displayOnlyContexts.append(context)
    }
    return context
  }

  /// UICollectionViewLayout.invalidateLayout(with:): a context that names only boundary items
  /// (the bounds-change context of a scroll) keeps the solved sections; anything else solves
  /// them again at the next prepare().
  open override func invalidateLayout(with context: InvalidationContext) {
    let namesOnlySupplementaries =
      !context.invalidateEverything && !context.invalidateDataSourceCounts
      && context.invalidatedItemIndexPaths == nil && context.invalidatedDecorationIndexPaths == nil
      && context.invalidatedSupplementaryIndexPaths != nil
      && context.contentSizeAdjustment == .zero && context.contentOffsetAdjustment == .zero
    let movesOnly = namesOnlySupplementaries || displayOnlyContexts.contains { $0 === context }
    displayOnlyContexts.removeAll { $0 === context }
    let solvedAlready =
      measurementsSolvedSinceInvalidation && !context.invalidateEverything
      && !context.invalidateDataSourceCounts
    measurementsSolvedSinceInvalidation = false
    invalidatedSincePrepare =
      (movesOnly || solvedAlready) && invalidatedSincePrepare != .anything
      ? .keepsSolvedSections : .anything
    // New data: the items measured may be other items now; the cells shown are measured again.
    // A batch update says where each item went: its measured length moves with it, as the cell
    // that showed it is not asked again (a deleted or reloaded item's is dropped).
    if context.invalidateEverything {
      forgetMeasurements()
    } else if context.invalidateDataSourceCounts {
      moveMeasurements(by: context._finalIndexPath)
    }
    super.invalidateLayout(with: context)
  }

  // MARK: - Self-sizing

  package override var _estimatesSizes: Bool { geometry?.estimatesSizes ?? false }

  /// UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): true for a cell whose length along the scroll direction is
  /// estimated and preferred different (or a boundary item's, or a badge's estimated size); inside
  /// a visible-cells pass the answer is queued for the end of the pass and false is returned.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    guard selfSizedLengths(preferredAttributes, original: originalAttributes) != nil else {
      return false
    }
    guard isInVisibleCellsPass else { return true }
    queuedPreferredAttributes.append(preferredAttributes)
    return false
  }

  /// UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): records the preferred length and names the item, with the content
  /// size's change along the scroll direction as `contentSizeAdjustment`.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    guard let lengths = selfSizedLengths(preferredAttributes, original: originalAttributes) else {
      return context
    }
    context.contentSizeAdjustment = record([(originalAttributes.indexPath, lengths)])
    Self.name([(originalAttributes.indexPath, lengths)], in: context)
    return context
  }

  package override func _willPerformUpdateVisibleCellsPass() { isInVisibleCellsPass = true }

  package override func _didPerformUpdateVisibleCellsPass() -> Bool {
    didPerformVisibleCellsPass()
  }

  // MARK: - Updates

  /// UICollectionViewLayout.prepare(forCollectionViewUpdates:): notes the badges of the items
  /// the update inserts, deletes and reloads, so they fade in and out with their items.
  open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    itemSupplementaryUpdates = ItemSupplementaryUpdates(
      updateItems, before: geometryBeforeLastSolve, after: geometry)
  }

  /// UICollectionViewLayout.finalizeCollectionViewUpdates()
  open override func finalizeCollectionViewUpdates() {
    itemSupplementaryUpdates = nil
    super.finalizeCollectionViewUpdates()
  }

  /// True for the kinds of items' supplementary items (badges, and a group's, which ride on its
  /// first item): they follow their items through an update.
  open override func supplementaryViewsFollowItems(ofKind elementKind: String) -> Bool {
    geometry?.itemSupplementaryKinds.contains(elementKind) ?? false
  }

  /// The supplementary views of inserted sections, and the badges of inserted and reloaded
  /// items.
  open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String)
    -> [IndexPath]
  {
    super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
      + (itemSupplementaryUpdates?.inserted[elementKind] ?? [])
  }

  /// The supplementary views of deleted sections, and the badges of deleted and reloaded items.
  open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
    -> [IndexPath]
  {
    super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
      + (itemSupplementaryUpdates?.deleted[elementKind] ?? [])
  }

  // MARK: - Orthogonal sections

  package override func _orthogonalScroller(section: Int) -> CompositionalOrthogonalScroller? {
    geometry?.orthogonalScroller(section: section)
  }

  package override func _orthogonalOffset(section: Int) -> Double? {
    geometry?.orthogonalOffset(section: section)
  }

  package override func _orthogonalOffset(showing indexPath: IndexPath, at position: String)
    -> Double?
  {
    let vertical = layoutConfiguration.scrollDirection == .vertical
    let across: [String: CompositionalLayoutGeometry.StripPosition] =
      vertical
      ? ["left": .start, "centeredHorizontally": .center, "right": .end]
      : ["top": .start, "centeredVertically": .center, "bottom": .end]
    guard let place = across[position] else { return nil }
    return withGeometry {
      $0.orthogonalOffset(showing: indexPath.item, section: indexPath.section, at: place)
    } ?? nil
  }

  package override func _setOrthogonalOffset(_ offset: Double, section: Int)
    -> InvalidationContext?
  {
    orthogonalOffsetDidChange(offset, section: section)
  }
}
