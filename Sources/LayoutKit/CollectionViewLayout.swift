import Foundation

/// UICollectionViewLayout: the abstract base class of every layout.
///
/// Subclasses override the same methods they override on iOS. The collection view calls
/// `prepare()` before its first layout pass and after every invalidation, then
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)`.
open class CollectionViewLayout {
  /// UICollectionViewLayout.init()
  public init() {}

  /// UICollectionViewLayout.init?(coder:): a layout from an archive (a storyboard). Nothing is
  /// archived on Linux, so it starts as `init()` would; it is `required`, as in UIKit, so a port
  /// that declares `required init?(coder:)` and calls `super.init(coder:)` compiles unchanged.
  public required init?(coder: NSCoder) {}

  private weak var _collectionView: LayoutCollectionView?
  // Stored properties marked `@exclusivity(unchecked)` are plain state of an object confined to
  // one queue, never passed inout across a call that could reach them again. Swift checks every
  // other access to a class's stored property at run time, some 90 instructions each: about 700
  // accesses, a tenth of the instructions, in a display tick of a self-sizing fling
  // (docs/compositional-layout.md, "The fling tick").
  @exclusivity(unchecked) private var diagnostics: [LayoutDiagnostic] = []
  private var decorationViewClasses: [String: AnyClass] = [:]
  var updateState: UpdateBookkeeping?
  /// The most elements the collection view accepts from one rect query: a built-in layout stops
  /// building attributes past it (the collection view then refuses the answer), so a rect over
  /// millions of tiny items cannot exhaust memory first. Not UIKit's: scrollsim's guard.
  @exclusivity(unchecked) package var _elementBudget = Int.max
  weak var transitionPeer: CollectionViewLayout?

  /// UICollectionViewLayout.collectionView
  public var collectionView: LayoutCollectionView? { _collectionView }

  /// Attaches the layout to a collection view; UIKit does this when the layout is assigned to
  /// `collectionViewLayout`.
  package func _setCollectionView(_ collectionView: LayoutCollectionView?) {
    _collectionView = collectionView
    collectionView?.collectionViewLayout = self
  }

  // MARK: - Classes

  /// UICollectionViewLayout.layoutAttributesClass
  open class var layoutAttributesClass: AnyClass { LayoutAttributes.self }

  /// `layoutAttributesClass` as the attributes class it must be (LayoutAttributes when an
  /// override names another class).
  public static var layoutAttributesType: LayoutAttributes.Type {
    (layoutAttributesClass as? LayoutAttributes.Type) ?? LayoutAttributes.self
  }

  /// UICollectionViewLayout.invalidationContextClass
  open class var invalidationContextClass: AnyClass { InvalidationContext.self }

  /// A new context of `invalidationContextClass` (a plain InvalidationContext when an override
  /// names a class that is not one).
  public static func makeInvalidationContext() -> InvalidationContext {
    ((invalidationContextClass as? InvalidationContext.Type) ?? InvalidationContext.self).init()
  }

  // MARK: - Providing layout attributes

  /// UICollectionViewLayout.prepare(): the base implementation does nothing.
  open func prepare() {}

  /// UICollectionViewLayout.collectionViewContentSize: zero in the base class.
  open var collectionViewContentSize: CGSize { .zero }

  /// UICollectionViewLayout.layoutAttributesForElements(in:): nil in the base class.
  open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { nil }

  /// UICollectionViewLayout.layoutAttributesForItem(at:): nil in the base class.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

  /// UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:): nil in the base
  /// class.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? { nil }

  /// UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:): nil in the base class.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? { nil }

  /// The per-element query for any category: one of the three methods above.
  public func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
    switch key.category {
    case .cell: layoutAttributesForItem(at: key.indexPath)
    case .supplementaryView:
      layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
    case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
    }
  }

  /// UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:):
  /// the proposed offset in the base class.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// UICollectionViewLayout.targetContentOffset(forProposedContentOffset:): the proposed offset,
  /// clamped along the layout's scrolling axes to the offsets the content size allows, as iOS 26
  /// does for apps built with a current SDK.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    clampedContentOffset(proposedContentOffset, axes: scrollingAxes)
  }

  /// The axes along which this layout's content scrolls; the base class scrolls on both.
  open var scrollingAxes: Set<ScrollDirection> { [.vertical, .horizontal] }

  /// `offset` clamped on the given axes to [minimum, maximum] content offset: minimum is
  /// (-adjustedInset.left, -adjustedInset.top); maximum is content size + trailing inset - bounds,
  /// never below the minimum.
  public func clampedContentOffset(_ offset: CGPoint, axes: Set<ScrollDirection>) -> CGPoint {
    guard let cv = collectionView else { return offset }
    let inset = cv.adjustedContentInset
    let size = collectionViewContentSize
    let bounds = cv.bounds
    var result = offset
    if axes.contains(.horizontal) {
      let minX = -inset.left
      let maxX = max(minX, size.width + inset.right - bounds.width)
      result.x = min(max(offset.x, minX), maxX)
    }
    if axes.contains(.vertical) {
      let minY = -inset.top
      let maxY = max(minY, size.height + inset.bottom - bounds.height)
      result.y = min(max(offset.y, minY), maxY)
    }
    return result
  }

  // MARK: - Invalidation

  /// UICollectionViewLayout.invalidateLayout(): a context of `invalidationContextClass`, passed to
  /// `invalidateLayout(with:)`. Returns at once; the layout pass happens on the next run-loop turn.
  open func invalidateLayout() {
    invalidateLayout(with: Self.makeInvalidationContext())
  }

  /// UICollectionViewLayout.invalidateLayout(with:): tells the collection view, which marks its
  /// layout data invalid and schedules one layout pass. Overrides must call super.
  open func invalidateLayout(with context: InvalidationContext) {
    collectionView?.host?.layoutDidInvalidate(self, with: context)
  }

  /// UIKit's private `_shouldInvalidateLayoutForOldInsets:newInsets:`, asked when the adjusted
  /// content inset changes: true in the base class.
  package func _shouldInvalidateLayout(forOldInsets oldInsets: EdgeInsets, newInsets: EdgeInsets)
    -> Bool
  { true }

  /// UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): whether a view's preferred attributes (self-sizing) invalidate the
  /// layout. The base class answers false.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool { false }

  /// UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): the context for such an invalidation. The base class returns an
  /// empty context of `invalidationContextClass`.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    Self.makeInvalidationContext()
  }

  /// UIKit's private `_estimatesSizes`: whether the collection view runs the self-sizing cycle
  /// (chunked cell creation, preferred attributes, repeated passes) for this layout.
  package var _estimatesSizes: Bool { false }

  /// UIKit's private `_willPerformUpdateVisibleCellsPass`, before the collection view brings its
  /// visible views up to date.
  package func _willPerformUpdateVisibleCellsPass() {}

  /// UIKit's private `_didPerformUpdateVisibleCellsPassWithLayoutOffset:`, after it; true when the
  /// layout invalidated itself and asks for another pass.
  package func _didPerformUpdateVisibleCellsPass() -> Bool { false }

  /// How section `section` scrolls on its own (a compositional layout's orthogonal section, which
  /// UIKit gives an embedded scroll view); nil in the base class.
  package func _orthogonalScroller(section: Int) -> CompositionalOrthogonalScroller? { nil }

  /// Section `section`'s own content offset along the direction it scrolls; nil when it does not
  /// scroll on its own.
  package func _orthogonalOffset(section: Int) -> Double? { nil }

  /// The offset of the section of `indexPath`, when it scrolls on its own, that scrollToItem's
  /// `position` across the layout's direction shows the item at (UIKit scrolls the section's
  /// embedded scroll view); nil for a section that does not, or a position along the layout's
  /// direction, which the collection view itself scrolls to.
  package func _orthogonalOffset(showing indexPath: IndexPath, at position: String) -> Double? {
    nil
  }

  /// The section's embedded scroll view moved to `offset`: the layout answers with the new
  /// frames from now on, and returns the context to invalidate with when the move must run the
  /// section's visible-items handler again (nil: nothing to invalidate).
  package func _setOrthogonalOffset(_ offset: Double, section: Int) -> InvalidationContext? { nil }

  /// UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:): false in the base class.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// UICollectionViewLayout.invalidationContext(forBoundsChange:): a fresh instance of
  /// `invalidationContextClass`.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
    Self.makeInvalidationContext()
  }

  // MARK: - Updates

  /// UICollectionViewLayout.prepare(forCollectionViewUpdates:). UIKit has already recorded the
  /// default initial and final attributes when this runs (iOS 26 does it in a private wrapper
  /// before calling the hook), so the base implementation does nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

  /// UICollectionViewLayout.finalizeCollectionViewUpdates(): nothing in the base class.
  open func finalizeCollectionViewUpdates() {}

  /// UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:): the recorded on-screen
  /// attributes of an item that was visible before the update, else the peer layout's attributes
  /// during a transition, else this layout's attributes with alpha 0 (docs/uikit-reference.md,
  /// "Default initial and final attributes").
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    defaultInitialLayoutAttributes(for: .cell(itemIndexPath.section, itemIndexPath.item))
  }

  /// UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:): the recorded new
  /// attributes of an item still visible after the update, else the peer layout's attributes during
  /// a transition, else the displayed attributes with alpha 0 (docs/uikit-reference.md, "Default
  /// initial and final attributes").
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    defaultFinalLayoutAttributes(for: .cell(itemIndexPath.section, itemIndexPath.item))
  }

  /// UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:):
  /// as for items (docs/uikit-reference.md, "Supplementary and decoration bookkeeping").
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultInitialLayoutAttributes(
      for: .supplementary(elementKind, elementIndexPath.section, elementIndexPath.item))
  }

  /// UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:):
  /// as for items (docs/uikit-reference.md, "Supplementary and decoration bookkeeping").
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultFinalLayoutAttributes(
      for: .supplementary(elementKind, elementIndexPath.section, elementIndexPath.item))
  }

  /// UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:):
  /// as for items (docs/uikit-reference.md, "Supplementary and decoration bookkeeping").
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultInitialLayoutAttributes(
      for: .decoration(elementKind, decorationIndexPath.section, decorationIndexPath.item))
  }

  /// UICollectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:):
  /// as for items (docs/uikit-reference.md, "Supplementary and decoration bookkeeping").
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultFinalLayoutAttributes(
      for: .decoration(elementKind, decorationIndexPath.section, decorationIndexPath.item))
  }

  /// scrollsim's seam for what UIKit keeps private: whether supplementary views of `elementKind`
  /// belong to the item at their index path (badges), so that a batch update carries each where
  /// its item goes (a moved item's badge moves with it). False in the base class: a supplementary
  /// view keeps its index path within its section, as a section header does. The collection
  /// view asks once per kind shown, before the update (docs/compositional-layout.md,
  /// "Badges through moves").
  open func supplementaryViewsFollowItems(ofKind elementKind: String) -> Bool { false }

  /// UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:): the kind's index
  /// paths in inserted sections.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    updateState?.insertedSupplementaryIndexPaths[elementKind] ?? []
  }

  /// UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:): the kind's index
  /// paths in deleted sections.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    updateState?.deletedSupplementaryIndexPaths[elementKind] ?? []
  }

  /// UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:): the kind's index paths
  /// in inserted sections.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    updateState?.insertedDecorationIndexPaths[elementKind] ?? []
  }

  /// UICollectionViewLayout.indexPathsToDeleteForDecorationView(ofKind:): the kind's index paths
  /// in deleted sections.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    updateState?.deletedDecorationIndexPaths[elementKind] ?? []
  }

  // MARK: - Animated bounds changes

  /// UICollectionViewLayout.prepare(forAnimatedBoundsChange:): called before the collection view
  /// lays out for an animated bounds change; nothing in the base class.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// UICollectionViewLayout.finalizeAnimatedBoundsChange(): called once the animations for the
  /// bounds change are created; nothing in the base class.
  open func finalizeAnimatedBoundsChange() {}

  // MARK: - Transitions

  /// UICollectionViewLayout.prepareForTransition(to:): sent to the old layout; nothing in the base
  /// class.
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}

  /// UICollectionViewLayout.prepareForTransition(from:): sent to the new layout; nothing in the
  /// base class.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

  /// UICollectionViewLayout.finalizeLayoutTransition(): nothing in the base class.
  open func finalizeLayoutTransition() {}

  // MARK: - Decoration views

  /// UICollectionViewLayout.register(_:forDecorationViewOfKind:). Passing nil unregisters the kind.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass
  }

  /// Whether a class is registered for the decoration kind; UIKit raises "could not dequeue a
  /// decoration view of kind: KIND - must register as a class or nib or connect a prototype in a
  /// storyboard" when a layout returns a decoration of a kind that is not.
  public func isDecorationViewKindRegistered(_ elementKind: String) -> Bool {
    decorationViewClasses[elementKind] != nil
  }

  /// UIKit's exception text for a decoration of a kind nothing is registered for.
  public static func unregisteredDecorationMessage(kind: String) -> String {
    "could not dequeue a decoration view of kind: \(kind) - must register as a class or nib or "
      + "connect a prototype in a storyboard"
  }

  // MARK: - Layout direction

  /// UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection: false in the base class.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// UICollectionViewLayout.developmentLayoutDirection: left to right in the base class.
  open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

  /// Whether frames are mirrored now: the layout flips, and the collection view's effective
  /// direction is the opposite of the development direction.
  public var isMirroringLayoutDirection: Bool {
    guard flipsHorizontallyInOppositeLayoutDirection, let cv = collectionView else { return false }
    return cv.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
  }

  // MARK: - Diagnostics

  /// Records a console message or exception text for the simulator to report.
  public func report(_ diagnostic: LayoutDiagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Returns and clears the diagnostics recorded since the last call.
  package func takeDiagnostics() -> [LayoutDiagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }
}
