import Foundation
import LayoutKit

extension CollectionView {
  /// Asks for a layout pass on the next turn; requests before it runs are one pass
  /// (`LayoutPassRequest.merged(with:)`).
  func setNeedsLayoutPass(_ request: LayoutPassRequest) {
    if let scheduled = scheduledPass {
      scheduledPass = scheduled.merged(with: request)
      return
    }
    scheduledPass = request
    let generation = passGeneration
    runLoop.perform { [self] in
      guard generation == passGeneration, let request = scheduledPass else { return }
      scheduledPass = nil
      passGeneration += 1
      layoutPass(request)
    }
  }

  /// The pass asked for will not run: its work is being done now.
  func cancelScheduledPass() {
    guard scheduledPass != nil else { return }
    scheduledPass = nil
    passGeneration += 1
  }

  /// Runs `body` with `request` as the reason the collection view is calling into its layout.
  func asking<T>(_ request: InvalidationRequest, _ body: () -> T) -> T {
    let outer = invalidationRequest
    invalidationRequest = request
    defer { invalidationRequest = outer }
    return body()
  }

  /// The first layout pass, run at once before the first step. Setting a layout (and a data
  /// source) hands the layout a context with `invalidateEverything` and
  /// `invalidateDataSourceCounts` before its first `prepare()` (Apple's documentation of
  /// `invalidateEverything`; docs/uikit-choices.md, "The first layout pass"), so a layout that
  /// reads or sets its state in `invalidateLayout(with:)` sees it as on iOS.
  public func layoutInitially() {
    if let counts = dataFromUserDataSource() { data = counts }
    let context = type(of: layout).makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    // The request opens the stream's first pass (the contract's first `invalidate`), before
    // the traced call that carries it; the pass is this one, not one scheduled for later.
    log.emit(.invalidate(reason: .everything, context: nil))
    asking(InvalidationRequest(cause: .layout, isLogged: false)) {
      callLayout("invalidateLayout(with:)") { $0.invalidateLayout(with: context) }
    }
    drainDiagnostics()
    layoutIsValid = false
    layoutPass(LayoutPassRequest(cause: .layout))
  }

  /// UIKit's order (docs/uikit-choices.md, "Simulated collection view"): prepare when invalid,
  /// the content size, then the elements in the bounds, diffed against what was displayed (or
  /// the request's update, layout switch or self-sizing passes). A layout that invalidates by
  /// itself meanwhile is answered with this request's cause.
  func layoutPass(_ request: LayoutPassRequest) {
    asking(InvalidationRequest(cause: request.cause)) {
      prepareIfNeeded()
      switch request.work {
      case .update(let update): performUpdatePass(update)
      case .transition(let transition): performTransitionPass(transition)
      case .layout, .animatedBoundsChange:
        if layout._estimatesSizes {
          selfSizingLayoutPass(cause: request.cause)
        } else {
          visibleElementsPass(request)
        }
      }
    }
    // The pass is over: its element events are written, in order, before anything else happens.
    log.releaseHeld()
  }

  /// The visible elements brought up to date. An animated bounds change moves what stays on
  /// screen from where it is shown; only elements entering or leaving get the layout's initial
  /// and final attributes.
  private func visibleElementsPass(_ request: LayoutPassRequest) {
    let now = queryVisibleElements()
    let animated: Bool
    if case .animatedBoundsChange = request.work { animated = true } else { animated = false }
    emitTransitions(
      from: visible, to: now, cause: request.cause, animated: animated, asksSurvivors: false
    )
    visible = now
    if animated {
      callLayout("finalizeAnimatedBoundsChange()") { $0.finalizeAnimatedBoundsChange() }
      drainDiagnostics()
    }
  }

  /// prepare() and the content size when the layout is invalid. The content size is read only
  /// after a prepare: UIKit caches it until the next invalidation, so a scroll that invalidates
  /// nothing costs the layout one rect query.
  func prepareIfNeeded() {
    guard !layoutIsValid else { return }
    let firstPass = !hasReportedContentSize
    cycle += 1
    layoutItems += dataItemCount
    guard layoutItems <= maximumLayoutItems else {
      log.halt(
        "the replay laid out more than its limit of \(maximumLayoutItems) items in all "
          + "(--max-layout-items)")
      layoutIsValid = true
      return
    }
    callLayout("prepare") { layout in
      log.emit(.prepare(cycle: cycle))
      layout.prepare()
    }
    layoutIsValid = true
    drainDiagnostics()
    readContentSize(firstPass: firstPass)
  }

  /// collectionViewContentSize, logged when it changed, with what a change of the content size
  /// does to the adjusted inset and a resting offset.
  func readContentSize(firstPass: Bool) {
    let size = callLayout("collectionViewContentSize") { $0.collectionViewContentSize }
    guard size != contentSize || !hasReportedContentSize else { return }
    let insetBefore = adjustedContentInset
    let minimumBefore = minimumContentOffset
    contentSize = size
    hasReportedContentSize = true
    log.emit(.contentSize(size))
    // The content size decides which axes scroll, and so which safe-area edges the inset
    // adjustment adds. A content offset resting at the old minimum follows the new one, as
    // UIScrollView keeps content at the top when its adjusted inset changes.
    guard adjustedContentInset != insetBefore else { return }
    var offset = bounds.origin
    if offset.x == minimumBefore.x { offset.x = minimumContentOffset.x }
    if offset.y == minimumBefore.y { offset.y = minimumContentOffset.y }
    if offset != bounds.origin { setContentOffset(offset) }
    adjustedContentInsetDidChange(from: insetBefore)
    // Part of this pass: what these changes ask for keeps the pass's cause. In the first pass
    // an invalidation they cause (an `invalidate` where it happens) is carried out at once: the
    // layout prepares again before any element is shown, in this pass.
    if let cause = invalidationRequest?.cause { scheduledPass?.cause = cause }
    if firstPass {
      cancelScheduledPass()
      prepareIfNeeded()
    }
  }

  /// layoutAttributesForElements(in:) for `rect` (the bounds by default), keeping what
  /// intersects the bounds.
  func queryVisibleElements(in queryRect: CGRect? = nil) -> VisibleElements {
    let rect = queryRect ?? bounds
    let answer =
      callLayout("layoutAttributesForElements(in:)", .object([("rect", JSONValue(rect))])) {
        $0.layoutAttributesForElements(in: rect)
      } ?? []
    guard answer.count <= maximumVisibleElements else {
      drainDiagnostics()
      log.halt(
        "the layout returned \(answer.count) elements for the visible rect; the limit is "
          + "\(maximumVisibleElements) (--max-visible)")
      return VisibleElements()
    }
    let now = acceptedElements(answer, in: bounds)
    drainDiagnostics()
    return now
  }
}
