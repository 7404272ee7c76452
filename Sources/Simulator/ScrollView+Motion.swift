import Foundation
import LayoutKit

/// Flings, drags, paging and springs: UIScrollView's motions, one content offset per display
/// tick, each computed in closed form from the time since the motion began (so 60 and 120 Hz
/// pass through the same curve) and reported with its velocity.
extension ScrollView {
  /// The velocity a scroll event carries: pt/s in content-offset terms.
  private func velocity(_ horizontal: Double, _ vertical: Double) -> CGPoint {
    CGPoint(x: horizontal, y: vertical)
  }

  /// Stops the motion under way, if any, and returns the token of the one that starts now.
  public func beginMotion() -> Int {
    motionGeneration += 1
    return motionGeneration
  }

  /// The collection view's `decelerationRate`, read when a motion starts: the one place the rate
  /// is kept, so a layout that sets `collectionView.decelerationRate` (carousels often set
  /// `.fast`) is honoured. A rate outside (0, 1) would never stop or would stop at once; it
  /// decelerates at `normal`, with a warning.
  var liveDecelerationRate: Double {
    let rate = decelerationRate.rawValue
    if rate > 0, rate < 1 { return rate }
    log.emit(
      .warning(
        message:
          "decelerationRate \(cgFloatDescription(rate)) is not between 0 and 1; the motion decelerates at "
          + "normal (0.998)"))
    return DecelerationRate.normal.rawValue
  }

  /// A fling: the finger lifts with `velocity` (pt/s). The layout's targetContentOffset(
  /// forProposedContentOffset:withScrollingVelocity:) is proposed where the deceleration would
  /// rest, within the offset limits; its answer, clamped to them, is where the content rests (a
  /// `target` event). With paging, the content springs to a page instead.
  public func fling(
    velocity: CGPoint, drivesClock: Bool = true, completion: @escaping () -> Void
  ) {
    if isPagingEnabled {
      snapToPage(
        velocity: velocity, pageOrigin: bounds.origin, drivesClock: drivesClock,
        completion: completion)
      return
    }
    let start = bounds.origin
    let rate = liveDecelerationRate
    let natural = CGPoint(
      x: start.x + physics.restingDistance(velocity: velocity.x, rate: rate),
      y: start.y + physics.restingDistance(velocity: velocity.y, rate: rate))
    let proposed = clampedContentOffset(natural)
    guard let answer = targetContentOffset(proposed: proposed, velocity: velocity) else {
      completion()
      return
    }
    let target = clampedContentOffset(answer)
    if reportsTargetEvents {
      log.emit(.target(proposed: proposed, velocity: velocity, target: target))
    }
    let low = minimumContentOffset
    let high = maximumContentOffset
    let horizontal = flingAxis(
      start: start.x, velocity: velocity.x, natural: natural.x, target: target.x,
      limits: (low.x, high.x), bounces: bounces && (high.x > low.x || alwaysBounceHorizontal),
      rate: rate)
    let vertical = flingAxis(
      start: start.y, velocity: velocity.y, natural: natural.y, target: target.y,
      limits: (low.y, high.y), bounces: bounces && (high.y > low.y || alwaysBounceVertical),
      rate: rate)
    decelerate(
      x: horizontal, y: vertical, rate: rate, drivesClock: drivesClock, completion: completion)
  }

  /// One axis of a fling. When the layout kept the proposed point and that point is an edge the
  /// deceleration runs into, the content decelerates as released until it reaches the edge and
  /// bounces there; otherwise it decelerates at the same rate from the velocity that makes it
  /// rest exactly on the target (the release velocity itself when the target is the natural
  /// resting point).
  private func flingAxis(
    start: Double, velocity: Double, natural: Double, target: Double,
    limits: (low: Double, high: Double), bounces: Bool, rate: Double
  ) -> FlingAxis {
    let inside = start >= limits.low && start <= limits.high
    let clamped = min(max(natural, limits.low), limits.high)
    if inside, natural != clamped, target == clamped {
      return FlingAxis(
        start: start, velocity: velocity, natural: natural, edge: target, bounces: bounces,
        rate: rate)
    }
    return FlingAxis(start: start, target: target, rate: rate, physics: physics)
  }

  /// Runs a fling's two axes, one offset per tick, until both rest.
  func decelerate(
    x horizontal: FlingAxis, y vertical: FlingAxis, rate: Double, drivesClock: Bool,
    completion: @escaping () -> Void
  ) {
    let token = beginMotion()
    let physics = physics
    let threshold = 0.5 / max(displayScale, 1)
    var horizontal = horizontal
    var vertical = vertical
    let target = CGPoint(x: horizontal.rest, y: vertical.rest)
    if horizontal.sample(at: 0, rate: rate, physics: physics, threshold: threshold).finished,
      vertical.sample(at: 0, rate: rate, physics: physics, threshold: threshold).finished
    {
      if target != bounds.origin { setContentOffset(clampedContentOffset(target)) }
      completion()
      return
    }
    let frameRate = Double(runLoop.clock.frameRate)
    var tick = 0
    runLoop.addTickObserver(drivesClock: drivesClock) { [self] in
      guard token == motionGeneration else {
        completion()
        return false
      }
      tick += 1
      let elapsed = Double(tick) / frameRate
      // An edge ahead may have moved since release (the content grew under the motion). It
      // moved after the last tick's offset was shown (a self-sizing pass or an update that
      // followed it), so whether the axis had reached its edge is asked at that tick's time.
      let changedAt = Double(tick - 1) / frameRate
      let low = minimumContentOffset
      let high = maximumContentOffset
      horizontal = horizontal.following(
        limits: (low.x, high.x), at: changedAt, rate: rate, physics: physics)
      vertical = vertical.following(
        limits: (low.y, high.y), at: changedAt, rate: rate, physics: physics)
      let horizontalSample = horizontal.sample(
        at: elapsed, rate: rate, physics: physics, threshold: threshold)
      let verticalSample = vertical.sample(
        at: elapsed, rate: rate, physics: physics, threshold: threshold)
      let capped = elapsed >= physics.maximumDuration
      if horizontalSample.finished && verticalSample.finished || capped {
        if capped && !(horizontalSample.finished && verticalSample.finished) {
          warnMotionCapped("fling")
        }
        setContentOffset(
          clampedContentOffset(CGPoint(x: horizontal.rest, y: vertical.rest)), velocity: .zero)
        completion()
        return false
      }
      // The content may have shrunk under the motion (an update, reloadData): a decelerating
      // axis never goes past the limits the collection view has now; a bouncing one does.
      let limited = clampedContentOffset(
        CGPoint(x: horizontalSample.offset, y: verticalSample.offset))
      setContentOffset(
        CGPoint(
          x: elapsed < horizontal.stopTime ? limited.x : horizontalSample.offset,
          y: elapsed < vertical.stopTime ? limited.y : verticalSample.offset),
        velocity: velocity(horizontalSample.velocity, verticalSample.velocity))
      return true
    }
  }

  /// The `warning` of a motion stopped by `physics.maximumDuration` (docs/event-stream.md).
  private func warnMotionCapped(_ motion: String) {
    let seconds = cgFloatDescription(physics.maximumDuration)
    log.emit(
      .warning(
        message: "the \(motion) did not come to rest within \(seconds) s (the longest a motion "
          + "runs); it is placed on its target"))
  }

  /// A pan of `by` points over `duration` seconds, the finger moving at constant speed: the
  /// content follows it along each axis that scrolls, rubber-banding past the edges (stopping
  /// there without `bounces`). On release it springs back to an edge it is past, snaps to a page
  /// with paging, or decelerates from `releaseVelocity` (asking the layout for the target).
  public func drag(
    by translation: CGPoint, duration: Double, releaseVelocity: CGPoint,
    completion: @escaping () -> Void
  ) {
    let token = beginMotion()
    let start = bounds.origin
    let ticks = max(1, runLoop.clock.ticks(for: duration))
    let frameRate = Double(runLoop.clock.frameRate)
    // UIScrollView pans along an axis whose offset range is not empty, or that always bounces.
    let (movesX, movesY) = scrollGeometry.pans
    var tick = 0
    var previous = start
    runLoop.addTickObserver { [self] in
      guard token == motionGeneration else {
        completion()
        return false
      }
      tick += 1
      let fraction = Double(tick) / Double(ticks)
      let raw = CGPoint(
        x: movesX ? start.x + translation.x * fraction : start.x,
        y: movesY ? start.y + translation.y * fraction : start.y)
      let offset = rubberBanded(raw)
      setContentOffset(
        offset,
        velocity: velocity((offset.x - previous.x) * frameRate, (offset.y - previous.y) * frameRate)
      )
      previous = offset
      guard tick >= ticks else { return true }
      release(velocity: releaseVelocity, pageOrigin: start, completion: completion)
      return false
    }
  }

  /// What the content does when the finger lifts.
  private func release(
    velocity: CGPoint, pageOrigin: CGPoint, completion: @escaping () -> Void
  ) {
    let offset = bounds.origin
    let inside = clampedContentOffset(offset)
    // Released past an edge but thrown back into the content: it decelerates inwards instead
    // of springing to the edge.
    let inwards =
      (offset.x < inside.x && velocity.x > 0) || (offset.x > inside.x && velocity.x < 0)
      || (offset.y < inside.y && velocity.y > 0) || (offset.y > inside.y && velocity.y < 0)
    if inside != offset && !inwards {
      springBack(to: inside, velocity: velocity, completion: completion)
    } else if isPagingEnabled {
      snapToPage(
        velocity: velocity, pageOrigin: pageOrigin, drivesClock: true,
        completion: completion)
    } else {
      fling(velocity: velocity, completion: completion)
    }
  }

  /// The displayed offset for a finger at `raw` (`ScrollGeometry.rubberBanded`).
  public func rubberBanded(_ raw: CGPoint) -> CGPoint {
    scrollGeometry.rubberBanded(raw, physics: physics)
  }

  /// A critically damped spring from the current offset to `target`, starting with `velocity`
  /// limited so it never passes the target (`ScrollPhysics.springStartVelocity`); it lands
  /// exactly on `target` once it is within half a pixel (0.5 / displayScale points).
  func springBack(
    to target: CGPoint, velocity release: CGPoint, drivesClock: Bool = true,
    completion: @escaping () -> Void
  ) {
    let token = beginMotion()
    let origin = bounds.origin
    let displacement = CGPoint(x: origin.x - target.x, y: origin.y - target.y)
    let threshold = 0.5 / max(displayScale, 1)
    let physics = physics
    let start = CGPoint(
      x: physics.springStartVelocity(displacement: displacement.x, velocity: release.x),
      y: physics.springStartVelocity(displacement: displacement.y, velocity: release.y))
    let frameRate = Double(runLoop.clock.frameRate)
    var tick = 0
    guard abs(displacement.x) >= threshold || abs(displacement.y) >= threshold else {
      if origin != target { setContentOffset(target) }
      completion()
      return
    }
    runLoop.addTickObserver(drivesClock: drivesClock) { [self] in
      guard token == motionGeneration else {
        completion()
        return false
      }
      tick += 1
      let elapsed = Double(tick) / frameRate
      let horizontal = physics.spring(displacement: displacement.x, velocity: start.x, at: elapsed)
      let vertical = physics.spring(displacement: displacement.y, velocity: start.y, at: elapsed)
      let settled =
        abs(horizontal.displacement) < threshold && abs(vertical.displacement) < threshold
      let capped = elapsed >= physics.maximumDuration
      if settled || capped {
        if capped && !settled { warnMotionCapped("spring") }
        setContentOffset(target, velocity: .zero)
        completion()
        return false
      }
      setContentOffset(
        CGPoint(x: target.x + horizontal.displacement, y: target.y + vertical.displacement),
        velocity: velocity(horizontal.velocity, vertical.velocity))
      return true
    }
  }

  /// Paging: the page (a multiple of the bounds) nearest the point a fling at the paging rate
  /// would reach, at most one page from the page the gesture began on, within the offset
  /// limits; the content springs there with the release velocity, limited so that it does not
  /// pass the page.
  func snapToPage(
    velocity: CGPoint, pageOrigin: CGPoint, drivesClock: Bool, completion: @escaping () -> Void
  ) {
    let target = scrollGeometry.pageTarget(
      velocity: velocity, pageOrigin: pageOrigin, physics: physics)
    springBack(to: target, velocity: velocity, drivesClock: drivesClock, completion: completion)
  }
}
