import Foundation
import LayoutKit

/// The simulated UIScrollView under the collection view: its geometry (a `ScrollGeometry`), the
/// motion constants, and the one door every content offset change passes through, which reports
/// it as a `scroll` event. Its motions (flings, drags, springs, animated scrolls) are in
/// `ScrollView+Motion` and `ScrollView+Animation`. Confined to its run loop's queue.
open class ScrollView: LayoutCollectionView {
  let runLoop: DispatchRunLoop
  let log: EventLog
  /// UIScrollView.contentInsetAdjustmentBehavior
  public let contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there).
  /// The motion model of flings, drags and paging (its deceleration rate is
  /// `decelerationRate`, read when a motion starts).
  @exclusivity(unchecked) public var physics = ScrollPhysics()
  /// UIScrollView.bounces: past an edge a drag rubber-bands instead of stopping.
  @exclusivity(unchecked) public var bounces = true
  /// UIScrollView.alwaysBounceVertical: the vertical axis counts as scrollable even when the
  /// content fits.
  @exclusivity(unchecked) public var alwaysBounceVertical = false
  /// UIScrollView.alwaysBounceHorizontal
  @exclusivity(unchecked) public var alwaysBounceHorizontal = false
  /// The motion that moves the offset now; a new motion or a direct offset change from a step
  /// stops the one before, as a touch or setContentOffset stops UIScrollView's deceleration.
  @exclusivity(unchecked) var motionGeneration = 0

  /// How long UIKit's animations of a scroll or collection view last when nobody says (an
  /// animated scroll, scrollToItem, a batch update outside `performBatchUpdates`, a rotation, a
  /// layout switch): 0.3 s, the duration UIKit's collection view animations are commonly
  /// measured at (docs/uikit-choices.md).
  public static let defaultAnimationDuration = 0.3

  /// A scroll view on `runLoop`, reporting to `log`.
  public init(runLoop: DispatchRunLoop, log: EventLog, behavior: ContentInsetAdjustmentBehavior) {
    self.runLoop = runLoop
    self.log = log
    contentInsetAdjustmentBehavior = behavior
    super.init()
  }

  /// The geometry as it is now.
  public var scrollGeometry: ScrollGeometry {
    var geometry = ScrollGeometry(
      bounds: bounds, contentSize: contentSize, contentInset: contentInset,
      safeAreaInsets: safeAreaInsets, adjustmentBehavior: contentInsetAdjustmentBehavior)
    geometry.alwaysBounceVertical = alwaysBounceVertical
    geometry.alwaysBounceHorizontal = alwaysBounceHorizontal
    geometry.bounces = bounces
    return geometry
  }

  /// Whether the content scrolls along an axis (`ScrollGeometry.scrolls(along:)`).
  public func scrolls(along axis: ScrollDirection) -> Bool {
    scrollGeometry.scrolls(along: axis)
  }

  /// UIScrollView.adjustedContentInset (`ScrollGeometry.adjustedContentInset`).
  public override var adjustedContentInset: EdgeInsets {
    ScrollGeometry.adjustedContentInset(
      contentInset, safeAreaInsets: safeAreaInsets, behavior: contentInsetAdjustmentBehavior
    ) { scrollGeometry.scrolls(along: $0) }
  }

  /// The smallest content offset: (-adjustedInset.left, -adjustedInset.top).
  public var minimumContentOffset: CGPoint { scrollGeometry.minimumContentOffset }

  /// The largest content offset: the content size plus the trailing adjusted inset, minus the
  /// bounds, never below the minimum.
  public var maximumContentOffset: CGPoint { scrollGeometry.maximumContentOffset }

  /// `offset` within [minimum, maximum] on both axes.
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    scrollGeometry.clamped(offset)
  }

  /// UIScrollView.setContentOffset(_:animated:), as a layout or an app calls it: a scroll that
  /// stops the motion under way, animated over UIKit's default duration along the default curve.
  public override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated {
      animateContentOffset(to: contentOffset, duration: Self.defaultAnimationDuration) {}
    } else {
      _ = beginMotion()
      setContentOffset(contentOffset)
    }
  }

  /// Who changes the content offset, which decides what follows the change.
  public enum ContentOffsetChange: Sendable {
    /// UIScrollView.contentOffset's setter (a scroll, a motion's tick): the bounds change asks
    /// the layout whether it invalidates, and a layout pass follows.
    case scroll
    /// A layout pass moves the content (an invalidation context's offset adjustment, a
    /// self-sizing restoration anchor, an update's or a transition's target offset): the pass
    /// goes on with the new bounds.
    case layoutPass
    /// Set inside an animation block (an animated update's target): the model value changes
    /// without a `scroll` event; the animation's `presentation` changes show it.
    case animationBlock
    /// What an animation shows on a display tick while the model value is already set: a
    /// `scroll` event only.
    case presentation
  }

  /// The one door for content offset changes: every change is a `scroll` event (with its
  /// velocity, for motions), but for the model change of an animation block, whose
  /// presentation is reported tick by tick instead.
  public func setContentOffset(
    _ offset: CGPoint, velocity: CGPoint? = nil, change: ContentOffsetChange = .scroll
  ) {
    if change == .presentation {
      log.emit(scrollEvent(offset, velocity))
      return
    }
    guard offset != bounds.origin else { return }
    if change != .animationBlock { log.emit(scrollEvent(offset, velocity)) }
    contentOffsetDidChange(to: CGRect(origin: offset, size: bounds.size), change: change)
  }

  /// The orthogonally scrolling section this scroll view scrolls (UIKit embeds one per section);
  /// nil for the collection view's own.
  open var orthogonalSection: Int? { nil }

  /// Whether a fling asks `targetContentOffset(proposed:velocity:)` as the layout's question,
  /// reported as a `target` event: the collection view's own scroll view does; a section's
  /// applies its behaviour's rule, which the stream's `target` does not describe.
  open var reportsTargetEvents: Bool { true }

  /// The `scroll` event of an offset change: a section's carries its index.
  private func scrollEvent(_ offset: CGPoint, _ velocity: CGPoint?) -> Event.Payload {
    guard let section = orthogonalSection else {
      return .scroll(offset: offset, velocity: velocity)
    }
    return .orthogonalScroll(section: section, offset: offset, velocity: velocity)
  }

  /// Applies new bounds whose origin a content offset change moved. A collection view asks its
  /// layout first (`shouldInvalidateLayout(forBoundsChange:)`) when the change is a scroll.
  open func contentOffsetDidChange(to newBounds: CGRect, change: ContentOffsetChange) {
    bounds = newBounds
  }

  /// The offset a fling rests on, when the finger lifts with `velocity` and the deceleration
  /// would rest at `proposed` (UIScrollViewDelegate's scrollViewWillEndDragging(_:withVelocity:
  /// targetContentOffset:)); nil when the answer is not a finite point. A plain scroll view
  /// keeps the proposal; a collection view asks its layout.
  open func targetContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint? { proposed }
}
