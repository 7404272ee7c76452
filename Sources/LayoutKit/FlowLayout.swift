import Foundation

/// UICollectionViewFlowLayout: lines of items with optional section headers and footers.
///
/// Invalidation only records what must be redone (`pending`); `prepare()` does that work and
/// clears it, so a scroll that invalidates nothing costs nothing, and a scroll that only moves
/// pinned headers recomputes nothing but their frames at query time.
open class FlowLayout: CollectionViewLayout {
  /// UICollectionViewFlowLayout.init()
  public override init() { super.init() }

  /// UICollectionViewFlowLayout.init?(coder:): the defaults, as `init()` gives them.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// UICollectionViewFlowLayout.scrollDirection (default vertical)
  open var scrollDirection = ScrollDirection.vertical {
    didSet { if oldValue != scrollDirection { propertyDidChange() } }
  }
  /// UICollectionViewFlowLayout.itemSize (default 50 x 50)
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet {
      if oldValue != itemSize {
        propertyDidChange(unlessDelegateAnswers: .sizeForItem, force: true)
      }
    }
  }
  /// UICollectionViewFlowLayout.estimatedItemSize (default zero: no self-sizing). Non-zero turns on
  /// self-sizing: the delegate's sizes stand for the cells' preferred sizes and every section
  /// takes the variable path.
  open var estimatedItemSize = CGSize.zero {
    didSet {
      // UIKit invalidates everything on any change, laid out or not.
      guard oldValue != estimatedItemSize else { return }
      let context = FlowLayoutInvalidationContext()
      context.invalidateEverything = true
      invalidateLayout(with: context)
    }
  }
  /// UICollectionViewFlowLayout.minimumLineSpacing (default 10)
  open var minimumLineSpacing: Double = 10 {
    didSet { if oldValue != minimumLineSpacing { propertyDidChange() } }
  }
  /// UICollectionViewFlowLayout.minimumInteritemSpacing (default 10)
  open var minimumInteritemSpacing: Double = 10 {
    didSet { if oldValue != minimumInteritemSpacing { propertyDidChange() } }
  }
  /// UICollectionViewFlowLayout.sectionInset (default zero)
  open var sectionInset = EdgeInsets.zero {
    didSet {
      if oldValue != sectionInset { propertyDidChange(unlessDelegateAnswers: .insetForSection) }
    }
  }
  /// UICollectionViewFlowLayout.sectionInsetReference (default fromContentInset)
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { if oldValue != sectionInsetReference { propertyDidChange() } }
  }
  /// UICollectionViewFlowLayout.headerReferenceSize (default zero: no headers)
  open var headerReferenceSize = CGSize.zero {
    didSet {
      if oldValue != headerReferenceSize {
        propertyDidChange(unlessDelegateAnswers: .referenceSizeForHeader)
      }
    }
  }
  /// UICollectionViewFlowLayout.footerReferenceSize (default zero: no footers)
  open var footerReferenceSize = CGSize.zero {
    didSet {
      if oldValue != footerReferenceSize {
        propertyDidChange(unlessDelegateAnswers: .referenceSizeForFooter)
      }
    }
  }
  /// UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds (default false). UIKit's setter
  /// only sets a flag: nothing is invalidated, and the headers move at the next bounds change.
  open var sectionHeadersPinToVisibleBounds = false
  /// UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds (default false); like the header
  /// flag, setting it invalidates nothing.
  open var sectionFootersPinToVisibleBounds = false
  /// The behaviours the reference marks UNCERTAIN; iOS 26's by default.
  open var quirks = FlowLayoutQuirks() {
    didSet { if oldValue != quirks { propertyDidChange() } }
  }

  /// The computed geometry, brought up to date first when invalidation asked for it (UIKit's
  /// `_fetchItemsInfoForRect:` runs from prepare() and again from any query after an
  /// invalidation); nil without a collection view.
  public var geometry: FlowLayoutGeometry? {
    fetchItemsInfo()
    return computedGeometry
  }
  /// The configuration problem that left the layout empty at the last prepare, if any.
  public internal(set) var configurationError: FlowLayoutConfigurationError?

  var pending = PendingWork.everything
  var metrics: [FlowSectionMetrics] = []
  /// Whether the delegate answered each section's item sizes (for the warning's text), one flag
  /// per section, so that an update moves them with the sections in place.
  var delegateSizedSections: [Bool] = []
  /// What the invalidations since the layout was last valid changed, when the next computation
  /// can redo only that (a batch update's items, or the items a context names); nil when
  /// anything else asked for work.
  var pendingPartialWork: PartialWork?
  var computedGeometry: FlowLayoutGeometry?
  /// While self-sizing: the sections, their windows and the measured sizes (`_UIFlowLayoutInfo`).
  var estimating: EstimatingFlowLayoutInfo?
  /// Measured sizes an invalidation kept (a bounds change, a batch update), for the next build,
  /// and the content size to compute the new layout over at once.
  var retainedSizes: [IndexPath: CGSize]?
  var retainedContentSize: CGSize?
  /// Preferred attributes queued during a visible-cells pass (`_UIUpdateVisibleCellsContext`).
  var queuedPreferredAttributes: [LayoutAttributes] = []
  /// Whether the collection view is inside a visible-cells pass (flag 0x10000).
  var isInVisibleCellsPass = false
  /// `_contentSizeAdjustment`: the length change of the last section a measurement changed.
  var currentContentSizeAdjustment = CGSize.zero
  /// The self-sizing sections' revision the current geometry was built from.
  var geometryRevision = -1

  /// UIKit's "layout valid" flag (0x80): set when the geometry has been computed, cleared by an
  /// invalidation of the attributes or the counts. Setters invalidate only while it is set.
  private var isLayoutValid: Bool {
    computedGeometry != nil && !pending.geometry && !pending.counts && !pending.delegateMetrics
  }

  /// What invalidation has asked prepare() to redo.
  struct PendingWork: Equatable {
    var counts: Bool
    var delegateMetrics: Bool
    var geometry: Bool
    static let everything = PendingWork(counts: true, delegateMetrics: true, geometry: true)
    static let nothing = PendingWork(counts: false, delegateMetrics: false, geometry: false)
  }

  /// UIKit's setters invalidate only when the value changes and the layout is valid, and not at
  /// all for a value the delegate supplies (itemSize, sectionInset, header and footer sizes). A
  /// value set while the layout is invalid (before the first computation, or inside a subclass's
  /// prepare() before super) is simply read by the next computation; one set after super.prepare()
  /// invalidates, and the collection view's next query recomputes with it in the same pass.
  /// `force` is setItemSize:'s rule on current SDKs: any change invalidates.
  private func propertyDidChange(
    unlessDelegateAnswers method: FlowDelegateMethod? = nil, force: Bool = false
  ) {
    if let method, collectionView?.flowLayoutDelegate?.responds(to: method) == true { return }
    if isLayoutValid || force { invalidateLayout() }
  }

  // MARK: - UICollectionViewLayout

  open override class var invalidationContextClass: AnyClass {
    FlowLayoutInvalidationContext.self
  }

  /// UICollectionViewFlowLayout.flipsHorizontallyInOppositeLayoutDirection: true.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  open override var scrollingAxes: Set<ScrollDirection> { [scrollDirection] }

  /// UICollectionViewFlowLayout.prepare(): computes what invalidation asked for, for non-empty
  /// bounds (`_fetchItemsInfoForRect:`). A subclass that changes a property after super.prepare()
  /// invalidates again, and the geometry is recomputed at the collection view's next query.
  open override func prepare() {
    super.prepare()
    currentContentSizeAdjustment = .zero
    guard let cv = collectionView, !cv.bounds.isEmpty else { return }
    if !boundsAndInsetsAreValidForReferenceDimension(cv) { reportUnplacedItems(cv) }
    fetchItemsInfo()
  }

  /// `_fetchItemsInfoForRect:`: asks the delegate again and recomputes the geometry only where
  /// invalidation asked for it, and only when something did.
  func fetchItemsInfo(for rect: CGRect? = nil) {
    guard let cv = collectionView else {
      computedGeometry = nil
      return
    }
    if estimatesSizes {
      fetchEstimatedItemsInfo(cv, rect: rect ?? cv.bounds)
      return
    }
    guard computedGeometry == nil || pending != .nothing else { return }
    // UIKit computes nothing when no width (or height) is left across the scroll direction:
    // the last computation stays, content size included, with its work still pending.
    guard boundsAndInsetsAreValidForReferenceDimension(cv) else { return }
    let partialWork = pendingPartialWork
    pendingPartialWork = nil
    if let partialWork {
      if refreshPartially(partialWork, cv) {
        if let computedGeometry { reportInvalidSizes(computedGeometry, collectionView: cv) }
        pending = .nothing
        return
      }
      // The named items' sizes are not kept: with everything else, they are asked again.
      pending.delegateMetrics = true
    }
    if pending.counts || pending.delegateMetrics || computedGeometry == nil {
      readMetrics(from: cv)
      pending.geometry = true
    }
    let computed = FlowLayoutGeometry(environment: environment(of: cv), sections: metrics)
    reportInvalidSizes(computed, collectionView: cv)
    computedGeometry = computed
    pending = .nothing
  }

  /// UICollectionViewFlowLayout.collectionViewContentSize
  open override var collectionViewContentSize: CGSize {
    // Read in place: `geometry` would copy the whole value (its arrays retained and released)
    // for one size, and features ask for it several times a display tick.
    fetchItemsInfo()
    return computedGeometry?.contentSize ?? .zero
  }

  /// UICollectionViewFlowLayout.layoutAttributesForElements(in:): the items, then the headers,
  /// then the footers that intersect `rect`, each group in section order.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    guard let geometry = geometryAnswering(rect) else { return [] }
    let bounds = collectionView?.bounds ?? .zero
    var cells: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var footers: [LayoutAttributes] = []
    // Read once: a stored property of an open class is checked for exclusive access at every
    // read, and this one was read for every item.
    let budget = _elementBudget
    for section in geometry.sections(intersecting: rect) {
      geometry.forEachItem(inSection: section, intersecting: rect) { item, frame in
        cells.append(cellAttributes(section: section, item: item, frame: frame))
        // Past the collection view's budget the answer is refused whole: stop building it.
        return cells.count <= budget
      }
      if cells.count > budget { return cells }
      for (kind, frame) in supplementaryFrames(geometry, section: section, bounds: bounds)
      where frame.intersectsAsFoundation(rect) {
        let attributes = supplementaryAttributes(kind: kind, section: section, frame: frame)
        if kind == ElementKind.sectionHeader {
          headers.append(attributes)
        } else {
          footers.append(attributes)
        }
      }
    }
    return cells + headers + footers
  }

  /// UICollectionViewFlowLayout.layoutAttributesForItem(at:)
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    frameOfItem(at: indexPath).map {
      cellAttributes(section: indexPath.section, item: indexPath.item, frame: $0)
    }
  }

  /// UICollectionViewFlowLayout.layoutAttributesForSupplementaryView(ofKind:at:): the section
  /// header or footer (pinned where pinning is on), at index path (0, section); nil for other
  /// kinds and zero-size ones.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard let geometry, geometry.sections.indices.contains(indexPath.section) else { return nil }
    let bounds = collectionView?.bounds ?? .zero
    let frames = supplementaryFrames(geometry, section: indexPath.section, bounds: bounds)
    guard let frame = frames.first(where: { $0.kind == elementKind })?.frame else { return nil }
    // UIKit reads only the section and answers for (0, section).
    return supplementaryAttributes(kind: elementKind, section: indexPath.section, frame: frame)
  }

  /// UICollectionViewFlowLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): while estimating, true for a cell whose preferred size differs
  /// from its attributes' (exactly), except inside a visible-cells pass, where the answer is
  /// queued for the end of the pass and false is returned. Headers, footers and decorations never
  /// self-size in a flow layout.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    preferredAttributesInvalidate(preferredAttributes, original: originalAttributes)
  }

  /// UICollectionViewFlowLayout.invalidationContext(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): records the preferred size and names the item; neither flow flag
  /// is set; contentSizeAdjustment is the layout's own, contentOffsetAdjustment always zero.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    preferredAttributesContext(preferredAttributes, original: originalAttributes)
  }

  package override var _estimatesSizes: Bool { estimatesSizes }

  package override func _willPerformUpdateVisibleCellsPass() { willPerformVisibleCellsPass() }

  package override func _didPerformUpdateVisibleCellsPass() -> Bool {
    didPerformVisibleCellsPass()
  }

  /// UICollectionViewFlowLayout.shouldInvalidateLayout(forBoundsChange:) (docs/uikit-reference.md,
  /// "Bounds-change invalidation"): true when a pinned header or footer, as it stands now, lies in
  /// the old or the new bounds, or when the bounds change across the scroll direction (width or x
  /// for vertical scrolling).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let cv = collectionView else { return false }
    if let geometry = geometryForPinning() {
      for kind in pinnedKinds
      where !sections(geometry, withSupplementaryOfKind: kind, in: cv.bounds).isEmpty
        || !sections(geometry, withSupplementaryOfKind: kind, in: newBounds).isEmpty
      {
        return true
      }
    }
    return crossAxisChanged(from: cv.bounds, to: newBounds)
  }

  /// UICollectionViewFlowLayout.invalidationContext(forBoundsChange:) (docs/uikit-reference.md,
  /// "Bounds-change invalidation"): neither flag set; the attributes flag when the bounds change
  /// across the scroll direction, otherwise the pinned headers and footers found in the union of
  /// the old and new bounds. While self-sizing, both flags stay off and the existing sizes are kept
  /// for the new layout.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    guard let flow = context as? FlowLayoutInvalidationContext, let cv = collectionView else {
      return context
    }
    flow.invalidateFlowLayoutDelegateMetrics = false
    flow.invalidateFlowLayoutAttributes = false
    if crossAxisChanged(from: cv.bounds, to: newBounds) {
      flow.invalidateFlowLayoutAttributes = true
    } else if let geometry = geometryForPinning() {
      let union = newBounds.union(cv.bounds)
      for kind in pinnedKinds {
        let paths = sections(geometry, withSupplementaryOfKind: kind, in: union).map {
          IndexPath(item: 0, section: $0)
        }
        if !paths.isEmpty { flow.invalidateSupplementaryElements(ofKind: kind, at: paths) }
      }
    }
    if estimatedItemSize != .zero {
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes = false
      flow._retainsExistingSizingInfoForEstimates = true
    }
    return flow
  }

  /// The geometry, brought up to date as `geometry` does, for the bounds-change questions; nil
  /// when no kind pins, without copying it (its arrays retained and released): a fling asks both
  /// questions at every display tick.
  private func geometryForPinning() -> FlowLayoutGeometry? {
    fetchItemsInfo()
    return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
      ? computedGeometry : nil
  }

  /// `_shouldInvalidateLayoutForOldInsets:newInsets:`: only a change across the scroll direction
  /// (left or right for vertical scrolling) invalidates; the reference dimension does not depend
  /// on the others.
  package override func _shouldInvalidateLayout(
    forOldInsets oldInsets: EdgeInsets, newInsets: EdgeInsets
  ) -> Bool {
    switch scrollDirection {
    case .vertical: oldInsets.left != newInsets.left || oldInsets.right != newInsets.right
    case .horizontal: oldInsets.top != newInsets.top || oldInsets.bottom != newInsets.bottom
    }
  }

  /// The supplementary kinds that pin to the visible bounds.
  var pinnedKinds: [String] {
    // Most layouts pin nothing: the empty answer allocates no array.
    guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return [] }
    return (sectionHeadersPinToVisibleBounds ? [ElementKind.sectionHeader] : [])
      + (sectionFootersPinToVisibleBounds ? [ElementKind.sectionFooter] : [])
  }

  /// UICollectionViewFlowLayout.invalidateLayout(with:): records what the next prepare() redoes.
  /// A context that is not a flow-layout context is refused with UIKit's exception text.
  open override func invalidateLayout(with context: InvalidationContext) {
    guard let flow = context as? FlowLayoutInvalidationContext else {
      report(.exception(Self.wrongContextMessage(context, collectionView)))
      return
    }
    if estimatesSizes { invalidateEstimates(with: flow) }
    let wasValid = isLayoutValid && pending == .nothing
    let counts = context.invalidateEverything || context.invalidateDataSourceCounts
    if counts {
      pending.counts = true
      pending.delegateMetrics = true
    }
    // Named items are laid out again (their cached attributes dropped); a self-sizing layout
    // follows its own named items (`invalidateEstimates`).
    let namesItems = !estimatesSizes && !(flow.invalidatedItemIndexPaths ?? []).isEmpty
    if flow.invalidateFlowLayoutAttributes || counts || namesItems {
      pending.geometry = true
      if flow.invalidateFlowLayoutDelegateMetrics { pending.delegateMetrics = true }
    }
    if !notePartialWork(flow, wasValid: wasValid), namesItems {
      // Not followed item by item: the named items' sizes are asked again with everything.
      pending.delegateMetrics = true
    }
    super.invalidateLayout(with: context)
  }
}
