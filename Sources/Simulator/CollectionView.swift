import Foundation
import LayoutKit

/// The simulated UICollectionView (with its UIScrollView part): geometry, insets, data, the
/// visible set, and the layout pass. It is the layout's `LayoutCollectionView` and, with the
/// scenario's answers, its flow delegate. Confined to its run loop's queue.
public final class CollectionView: ScrollView, CollectionViewDelegateFlowLayout,
  CollectionViewDataSource, CollectionViewHost
{
  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there).
  /// Whether every call into the layout is logged as a `call` event.
  @exclusivity(unchecked) public var tracesCalls = false
  /// The most elements one visible-rect query may return before the replay halts (a guard on
  /// memory, scrollsim's, not UIKit's).
  public var maximumVisibleElements = 100_000 {
    didSet { layout._elementBudget = maximumVisibleElements }
  }
  /// The most items all `prepare()` calls of the replay may lay out together (each counts the
  /// data's items) before the replay halts (scrollsim's guard on time, not UIKit's).
  @exclusivity(unchecked) public var maximumLayoutItems = Int.max
  /// Items laid out by the prepares so far.
  @exclusivity(unchecked) var layoutItems = 0

  /// The data source's sections.
  @exclusivity(unchecked) public internal(set) var data: [SectionData] {
    // Counted again when next asked (`dataTally`), unless the writer knows the new tally: a
    // batch update knows what it changed, and does not walk every section to learn it.
    didSet { knownDataTally = nil }
  }
  /// What `data` holds, kept between changes: a prepare adds its items to `layoutItems`, and a
  /// fling over pinned headers prepares at every display tick.
  var knownDataTally: SectionData.Tally?
  /// The flow delegate's per-section answers.
  public var sectionAnswers: [Int: FlowSectionAnswers]
  /// UICollectionView.collectionViewLayout
  @exclusivity(unchecked) public internal(set) var layout: CollectionViewLayout {
    didSet { layout._elementBudget = maximumVisibleElements }
  }

  /// The displayed elements and their attributes, in canonical order.
  @exclusivity(unchecked) public internal(set) var visible = VisibleElements() {
    // A cell handed out by cellForItem(at:) lives while its item is shown.
    didSet { if !cellViews.isEmpty { cellViews = cellViews.filter { visible[$0.key] != nil } } }
  }
  @exclusivity(unchecked) var layoutIsValid = false
  /// The pass asked for and not yet run.
  @exclusivity(unchecked) var scheduledPass: LayoutPassRequest?
  /// Counts scheduled passes, so that one whose work was done at once (a self-sizing layout's
  /// recursion) is skipped when its turn comes.
  @exclusivity(unchecked) var passGeneration = 0
  /// Why the collection view is calling into its layout now (`asking(_:_:)`).
  @exclusivity(unchecked) var invalidationRequest: InvalidationRequest?
  @exclusivity(unchecked) var cycle = 0
  @exclusivity(unchecked) var hasReportedContentSize = false
  /// Decoration kinds already reported as unregistered: UIKit would stop at the first exception,
  /// so each is an `error` event once, not once per frame.
  var unregisteredDecorationKinds: Set<String> = []
  /// Problems with the layout's answers already reported (see `acceptedElements`).
  var reportedLayoutProblems: Set<String> = []
  /// Attributes for a cell the data source does not have raise the exception of iOS 12 and
  /// earlier instead of iOS 13's log line.
  public var raisesOnInvalidAttributes = false
  /// Views whose preferred attributes have been asked since they were last reused
  /// (`_arePreferredAttributesValid`).
  @exclusivity(unchecked) var askedPreferredAttributes = AskedElements()
  /// Invalidations so far: a self-sizing pass that saw one runs again.
  @exclusivity(unchecked) var invalidationCount = 0
  /// The content offset restoration anchor of a layout that estimates sizes: an element and how
  /// far the visible origin was from it, kept in place through the passes after a batch update or
  /// a bounds size change.
  @exclusivity(unchecked) var restorationAnchor: (key: ElementKey, distance: Double)?
  /// The cells handed out by `cellForItem(at:)`, by element, while their items are shown.
  var cellViews: [ElementKey: SimulatedCell] = [:]
  /// Whether `setInsets` is changing the insets, which it reports once for both.
  private var settingInsets = false
  /// The embedded scroll views of orthogonally scrolling sections, made when a step first
  /// scrolls one (`CollectionView+Orthogonal`).
  var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]

  /// A collection view with the given geometry, data and layout.
  public init(
    runLoop: DispatchRunLoop, log: EventLog, size: CGSize, contentOffset: CGPoint?,
    contentInset: EdgeInsets, safeAreaInsets: EdgeInsets,
    behavior: ContentInsetAdjustmentBehavior, layoutDirection: UserInterfaceLayoutDirection,
    displayScale: Double, data: [SectionData], sectionAnswers: [Int: FlowSectionAnswers],
    layout: CollectionViewLayout
  ) {
    self.data = Self.withSectionHeadroom(data)
    self.sectionAnswers = sectionAnswers
    self.layout = layout
    super.init(runLoop: runLoop, log: log, behavior: behavior)
    bounds = CGRect(origin: .zero, size: size)
    self.contentInset = contentInset
    self.safeAreaInsets = safeAreaInsets
    effectiveUserInterfaceLayoutDirection = layoutDirection
    Application.setUserInterfaceLayoutDirection(layoutDirection, on: runLoop.queue)
    self.displayScale = displayScale
    host = self
    dataSource = self
    delegate = self
    layout._setCollectionView(self)
    layout._elementBudget = maximumVisibleElements
    bounds.origin = contentOffset ?? minimumContentOffset
  }

  // MARK: - LayoutCollectionView

  /// UICollectionView.indexPathsForVisibleItems: the cells shown, in index path order.
  public override var indexPathsForVisibleItems: [IndexPath] {
    visible.keys.filter { $0.category == .cell }.sorted().map(\.indexPath)
  }

  /// UICollectionView.visibleCells: the cells shown, in index path order.
  public override var visibleCells: [CollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
  }

  /// UICollectionView.cellForItem(at:): the cell shown for the item (the same object for as long
  /// as the item stays shown, through updates that move it), nil when it is not shown.
  public override func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    guard indexPath.count == 2 else { return nil }
    let key = ElementKey.cell(indexPath.section, indexPath.item)
    guard let attributes = visible[key] else { return nil }
    let cell = cellViews[key] ?? SimulatedCell(frame: attributes.frame)
    cellViews[key] = cell
    cell.update(with: attributes)
    return cell
  }

  /// UICollectionView.scrollToItem(at:at:animated:) as layout code calls it
  /// (`scroll(toItem:at:animated:)`).
  public override func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: CollectionViewScrollPosition, animated: Bool
  ) {
    scroll(toItem: indexPath, at: scrollPosition, animated: animated)
  }

  /// UICollectionView.indexPath(for:): where the cell is shown now (it follows its item through
  /// updates), nil when it is not one of the cells shown.
  public override func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    cellViews.first { $0.value === cell }?.key.indexPath
  }

  /// UICollectionView.indexPathForItem(at:): the shown cell whose frame contains `point`; where
  /// several overlap, the one on top (the highest zIndex, then the last in index path order, as
  /// later views are added above earlier ones).
  public override func indexPathForItem(at point: CGPoint) -> IndexPath? {
    visible.filter { $0.key.category == .cell && $0.value.frame.contains(point) }
      .max { a, b in
        a.value.zIndex != b.value.zIndex ? a.value.zIndex < b.value.zIndex : a.key < b.key
      }?.key.indexPath
  }

  public override var numberOfSections: Int { data.count }

  public override func numberOfItems(inSection section: Int) -> Int {
    data.indices.contains(section) ? max(0, data[section].count) : 0
  }

  /// collectionView(_:numberOfItemsInSection:): the scenario's data.
  public func collectionView(
    _ collectionView: LayoutCollectionView, numberOfItemsInSection section: Int
  ) -> Int { numberOfItems(inSection: section) }

  /// numberOfSections(in:): the scenario's data.
  public func numberOfSections(in collectionView: LayoutCollectionView) -> Int? { data.count }

  package func layoutDidInvalidate(
    _ layout: CollectionViewLayout, with context: InvalidationContext
  ) {
    let request = invalidationRequest ?? InvalidationRequest(cause: .layout)
    let reason: InvalidationReason
    if let asked = request.reason {
      reason = asked
    } else if context.invalidateEverything {
      reason = .everything
    } else if context.invalidateDataSourceCounts {
      reason = .dataSourceCounts
    } else {
      reason = .invalidateLayout
    }
    layoutIsValid = false
    invalidationCount += 1
    guard request.isLogged else { return }
    log.emit(
      .invalidate(reason: reason, context: reason == .context ? Self.summary(of: context) : nil))
    applyAdjustments(of: context)
    setNeedsLayoutPass(LayoutPassRequest(cause: request.cause))
  }

  /// `_invalidateLayoutWithContext:`: the content moves by the context's offset adjustment at
  /// once, not clamped. (UIKit also adds the size adjustment to the content size it knows until
  /// the next layout pass reads the layout's; the stream reports the layout's, at that pass.)
  func applyAdjustments(of context: InvalidationContext) {
    let offset = context.contentOffsetAdjustment
    guard offset != .zero else { return }
    setContentOffset(
      CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), change: .layoutPass)
  }

  package func displayedLayoutAttributes(for key: ElementKey) -> LayoutAttributes? {
    visible[key]
  }

  // MARK: - Changes

  /// A scroll asks the layout about the new bounds before applying them (`changeBounds`); an
  /// offset a layout pass or an animation block sets is applied as it is.
  public override func contentOffsetDidChange(to newBounds: CGRect, change: ContentOffsetChange) {
    if change == .scroll {
      changeBounds(to: newBounds, cause: .scroll)
    } else {
      bounds = newBounds
    }
  }

  /// A fling's target: the layout's targetContentOffset(forProposedContentOffset:
  /// withScrollingVelocity:), as UICollectionView answers for its scroll view.
  public override func targetContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint? {
    let args = JSONValue.object([
      ("proposedContentOffset", JSONValue(proposed)), ("velocity", JSONValue(velocity)),
    ])
    let answer = callLayout(
      "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)", args
    ) {
      $0.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
    drainDiagnostics()
    guard answer.x.isFinite, answer.y.isFinite else {
      log.error("the layout's target content offset is not a finite point: \(answer)")
      return nil
    }
    return answer
  }

  /// The bounds size changes (rotation, split view): logs `bounds`, then applies it. Animated,
  /// the layout hears prepare(forAnimatedBoundsChange:) before the layout pass and
  /// finalizeAnimatedBoundsChange() after it, and elements entering or leaving get the layout's
  /// initial and final attributes.
  public func setBoundsSize(_ size: CGSize, animated: Bool = false) {
    guard size != bounds.size else { return }
    let old = bounds
    log.emit(.bounds(size: size))
    // A size change makes every view answer its preferred attributes again, and keeps the item
    // at the top of the visible area where it is.
    if layout._estimatesSizes {
      askedPreferredAttributes.removeAll()
      saveRestorationAnchor(excluding: [])
    }
    changeBounds(to: CGRect(origin: bounds.origin, size: size), cause: .bounds)
    if animated {
      callLayout("prepare(forAnimatedBoundsChange:)", .object([("oldBounds", JSONValue(old))])) {
        $0.prepare(forAnimatedBoundsChange: old)
      }
      drainDiagnostics()
      setNeedsLayoutPass(LayoutPassRequest(cause: .bounds, work: .animatedBoundsChange))
    }
  }

  /// Asks the layout whether the new bounds invalidate it (before applying them, as UIKit does),
  /// invalidates with its context if so, then applies the bounds; the visible set is brought up to
  /// date on the next turn.
  func changeBounds(to newBounds: CGRect, cause: Cause) {
    func args() -> JSONValue { .object([("bounds", JSONValue(newBounds))]) }
    let invalidates = asking(InvalidationRequest(cause: cause)) {
      callLayout("shouldInvalidateLayout(forBoundsChange:)", args()) {
        $0.shouldInvalidateLayout(forBoundsChange: newBounds)
      }
    }
    if invalidates {
      let context = asking(InvalidationRequest(cause: cause)) {
        callLayout("invalidationContext(forBoundsChange:)", args()) {
          $0.invalidationContext(forBoundsChange: newBounds)
        }
      }
      asking(InvalidationRequest(reason: .boundsChange, cause: cause)) {
        callLayout("invalidateLayout(with:)") { $0.invalidateLayout(with: context) }
      }
      drainDiagnostics()
    }
    bounds = newBounds
    setNeedsLayoutPass(LayoutPassRequest(cause: cause))
  }

  /// Changes the insets. When the adjusted inset changes, the layout is asked whether that
  /// invalidates it (`_shouldInvalidateLayoutForOldInsets:newInsets:`); the visible set is brought
  /// up to date either way, since the content offset limits moved.
  public func setInsets(contentInset: EdgeInsets?, safeAreaInsets: EdgeInsets?) {
    let before = adjustedContentInset
    settingInsets = true
    if let contentInset { self.contentInset = contentInset }
    settingInsets = false
    if let safeAreaInsets { self.safeAreaInsets = safeAreaInsets }
    adjustedContentInsetDidChange(from: before)
  }

  /// UIScrollView.contentInset, as a layout (or an app) sets it: the adjusted inset is
  /// recomputed from it, and a change asks the layout whether that invalidates it, as the
  /// `insets` step does; the `invalidate` event and the pass that follows log it. The content
  /// offset stays until something clamps it, as UIScrollView's does.
  public override var contentInset: EdgeInsets {
    didSet {
      guard !settingInsets, hasReportedContentSize, contentInset != oldValue else { return }
      var before = scrollGeometry
      before.contentInset = oldValue
      adjustedContentInsetDidChange(from: before.adjustedContentInset)
    }
  }

  /// A change of the adjusted inset asks the layout whether it invalidates; either way the
  /// visible set is brought up to date, since the offset limits moved.
  func adjustedContentInsetDidChange(from before: EdgeInsets) {
    let after = adjustedContentInset
    guard after != before else { return }
    // The private question is a call into the layout: with `--trace calls` its event shows the
    // adjusted inset before and after, the only trace of a change that invalidates nothing.
    let args = JSONValue.object([
      ("oldInsets", .numbers(before.top, before.left, before.bottom, before.right)),
      ("newInsets", .numbers(after.top, after.left, after.bottom, after.right)),
    ])
    let invalidates = callLayout("_shouldInvalidateLayout(forOldInsets:newInsets:)", args) {
      $0._shouldInvalidateLayout(forOldInsets: before, newInsets: after)
    }
    if invalidates {
      invalidateLayout(cause: .bounds)
    } else {
      setNeedsLayoutPass(LayoutPassRequest(cause: .bounds))
    }
  }

  /// invalidateLayout() on the layout, as the simulator's own request.
  public func invalidateLayout(cause: Cause) {
    asking(InvalidationRequest(cause: cause)) {
      callLayout("invalidateLayout()") { $0.invalidateLayout() }
    }
    drainDiagnostics()
  }

  /// invalidateLayout(with:) on the layout. The `invalidate` event's reason is `reason`, or, when
  /// nil, what the context's flags say (everything, then data source counts).
  public func invalidateLayout(
    with context: InvalidationContext, reason: InvalidationReason? = nil, cause: Cause
  ) {
    asking(InvalidationRequest(reason: reason, cause: cause)) {
      callLayout("invalidateLayout(with:)", reason == .context ? Self.summary(of: context) : nil) {
        $0.invalidateLayout(with: context)
      }
    }
    drainDiagnostics()
  }

  /// Changes layout properties through `change` (setters invalidate as UIKit's do).
  public func changeLayout(cause: Cause, _ change: (CollectionViewLayout) -> Void) {
    asking(InvalidationRequest(cause: cause)) { change(layout) }
    drainDiagnostics()
  }

  // MARK: - Calls and diagnostics

  /// The one way the collection view calls into its layout (or, during a layout switch, the
  /// layout `on` names): a `call` event with `--trace calls`, then the call. What the layout logs
  /// or raises is reported by `drainDiagnostics()` where the pass's order puts it.
  @discardableResult
  public func callLayout<T>(
    _ method: String, _ args: @autoclosure () -> JSONValue? = nil,
    on target: CollectionViewLayout? = nil, _ body: (CollectionViewLayout) -> T
  ) -> T {
    // The arguments are made only when they are written: a display tick calls into the layout
    // several times, nearly always untraced.
    if tracesCalls { log.emit(.call(method: method, args: args())) }
    return body(target ?? layout)
  }

  /// Reports what the layout logged or raised since the last call.
  public func drainDiagnostics() {
    for diagnostic in layout.takeDiagnostics() {
      switch diagnostic {
      case .warning(let message): log.emit(.warning(message: message))
      case .exception(let message): log.error(message)
      }
    }
  }
}
