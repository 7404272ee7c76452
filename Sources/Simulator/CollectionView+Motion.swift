import Foundation
import LayoutKit

/// Flings, drags, paging and springs: UIScrollView's motions, one content offset per display
/// tick, each computed in closed form from the time since the motion began (so 60 and 120 Hz
/// pass through the same curve) and reported with its velocity.
extension CollectionView {
  /// The velocity a scroll event carries: pt/s in content-offset terms.
  private func velocity(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

  /// Stops the motion under way, if any, and returns the token of the one that starts now.
  public func beginMotion() -> Int {
    motionGeneration += 1
    return motionGeneration
  }

  /// The physics with the deceleration rate the collection view has now: a layout may set
  /// `collectionView.decelerationRate` (a snapping carousel sets `.fast`). A rate outside (0, 1)
  /// keeps the scenario's.
  var currentPhysics: ScrollPhysics {
    var physics = physics
    let rate = decelerationRate.rawValue
    if rate > 0, rate < 1 { physics.decelerationRate = rate }
    return physics
  }

  /// A fling: the finger lifts with `velocity` (pt/s). The resting point is projected with the
  /// deceleration rate, the layout's targetContentOffset(forProposedContentOffset:
  /// withScrollingVelocity:) decides it (a `target` event), it is clamped to the offset limits,
  /// and the content decelerates there with the rate's time constant, ending exactly on it once
  /// less than `physics.restDistance` remains. With paging, the content springs to a page.
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
    let rate = currentPhysics.decelerationRate
    let proposed = CGPoint(
      x: start.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
      y: start.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
    let args = JSONValue.object([
      ("proposedContentOffset", JSONValue(proposed)), ("velocity", JSONValue(velocity)),
    ])
    call("targetContentOffset(forProposedContentOffset:withScrollingVelocity:)", args)
    let answer = layout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    drainDiagnostics()
    guard answer.x.isFinite, answer.y.isFinite else {
      log.error("the layout's target content offset is not a finite point: \(answer)")
      completion()
      return
    }
    let target = clampedContentOffset(answer)
    log.emit(.target(proposed: proposed, velocity: velocity, target: target))
    decelerate(from: start, to: target, drivesClock: drivesClock, completion: completion)
  }

  /// Decelerates from `start` to `target` with the deceleration rate's time constant.
  func decelerate(
    from start: CGPoint, to target: CGPoint, drivesClock: Bool, completion: @escaping () -> Void
  ) {
    let token = beginMotion()
    let physics = currentPhysics
    let distance = CGPoint(x: target.x - start.x, y: target.y - start.y)
    let duration = max(
      physics.decayDuration(distance: distance.x), physics.decayDuration(distance: distance.y))
    guard duration > 0 else {
      if target != bounds.origin { setContentOffset(target) }
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
      let t = Double(tick) / frameRate
      // The content may have shrunk under the motion (an update, reloadData): the offset never
      // goes past the limits the collection view has now.
      if t >= duration {
        setContentOffset(clampedContentOffset(target), velocity: .zero)
        completion()
        return false
      }
      let x = physics.decay(distance: distance.x, at: t)
      let y = physics.decay(distance: distance.y, at: t)
      setContentOffset(
        clampedContentOffset(CGPoint(x: start.x + x.offset, y: start.y + y.offset)),
        velocity: velocity(x.velocity, y.velocity))
      return true
    }
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
    let movesX = maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal
    let movesY = maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical
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

  /// The displayed offset for a finger at `raw`: past an edge, the rubber band of the overshoot
  /// in the bounds' dimension along that axis; without `bounces`, the edge itself.
  public func rubberBanded(_ raw: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    func band(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
      if value < low {
        return bounces
          ? low - physics.rubberBand(overshoot: low - value, dimension: dimension) : low
      }
      if value > high {
        return bounces
          ? high + physics.rubberBand(overshoot: value - high, dimension: dimension) : high
      }
      return value
    }
    return CGPoint(
      x: band(raw.x, low.x, high.x, bounds.width), y: band(raw.y, low.y, high.y, bounds.height))
  }

  /// A critically damped spring from the current offset to `target`, starting with `velocity`;
  /// it lands exactly on `target` once it is within half a pixel (0.5 / displayScale points).
  func springBack(
    to target: CGPoint, velocity start: CGPoint, drivesClock: Bool = true,
    completion: @escaping () -> Void
  ) {
    let token = beginMotion()
    let origin = bounds.origin
    let displacement = CGPoint(x: origin.x - target.x, y: origin.y - target.y)
    let threshold = 0.5 / max(displayScale, 1)
    let physics = currentPhysics
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
      let t = Double(tick) / frameRate
      let x = physics.spring(displacement: displacement.x, velocity: start.x, at: t)
      let y = physics.spring(displacement: displacement.y, velocity: start.y, at: t)
      let settled = abs(x.displacement) < threshold && abs(y.displacement) < threshold
      if settled || t >= physics.maximumDuration {
        setContentOffset(target, velocity: .zero)
        completion()
        return false
      }
      setContentOffset(
        CGPoint(x: target.x + x.displacement, y: target.y + y.displacement),
        velocity: velocity(x.velocity, y.velocity))
      return true
    }
  }

  /// Paging: the page (a multiple of the bounds) nearest the point a fling at the paging rate
  /// would reach, at most one page from the page the gesture began on, within the offset
  /// limits; the content springs there with the release velocity.
  func snapToPage(
    velocity: CGPoint, pageOrigin: CGPoint, drivesClock: Bool, completion: @escaping () -> Void
  ) {
    let offset = bounds.origin
    let rate = physics.pagingDecelerationRate
    func page(_ value: Double, _ v: Double, _ origin: Double, _ size: Double) -> Double {
      guard size > 0 else { return value }
      let projected = value + ScrollPhysics.projectedDistance(velocity: v, rate: rate)
      let startPage = (origin / size).rounded()
      let chosen = min(max((projected / size).rounded(), startPage - 1), startPage + 1)
      return chosen * size
    }
    let target = clampedContentOffset(
      CGPoint(
        x: page(offset.x, velocity.x, pageOrigin.x, bounds.width),
        y: page(offset.y, velocity.y, pageOrigin.y, bounds.height)))
    springBack(to: target, velocity: velocity, drivesClock: drivesClock, completion: completion)
  }

  /// scrollToItem(at:at:animated:)'s offset: the item's frame placed at the position in the
  /// visible area (the bounds inset by the adjusted content inset), clamped to the limits; the
  /// axis the position does not name keeps its offset. Nil for an item the layout has no
  /// attributes for.
  public func contentOffset(scrollingTo indexPath: IndexPath, position: String) -> CGPoint? {
    call(
      "layoutAttributesForItem(at:)",
      .object([("id", .string(ElementKey.cell(indexPath.section, indexPath.item).id))]))
    guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
    let inset = adjustedContentInset
    let visibleWidth = bounds.width - inset.left - inset.right
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var offset = bounds.origin
    switch position {
    case "top": offset.y = frame.minY - inset.top
    case "centeredVertically": offset.y = frame.midY - visibleHeight / 2 - inset.top
    case "bottom": offset.y = frame.maxY - visibleHeight - inset.top
    case "left": offset.x = frame.minX - inset.left
    case "centeredHorizontally": offset.x = frame.midX - visibleWidth / 2 - inset.left
    case "right": offset.x = frame.maxX - visibleWidth - inset.left
    default: break
    }
    return clampedContentOffset(offset)
  }
}
