import Foundation

/// One axis of a fling after the finger lifts (docs/uikit-choices.md, "Scrolling physics"): a
/// deceleration at the collection view's rate that ends, in place, when its speed falls to the
/// stop velocity; or, when the content runs into an edge first, the deceleration up to the edge
/// and then a bounce (a critically damped spring from the edge with the speed it arrived with), or
/// a stop at the edge without `bounces`. A pure function of the time since release.
struct FlingAxis: Equatable {
  /// The offset at release.
  let start: Double
  /// The velocity the deceleration starts with (the release velocity, or the one that makes it
  /// rest on a target the layout chose).
  let velocity: Double
  /// Where the axis comes to rest.
  let rest: Double
  /// When the deceleration ends: at the stop velocity, or when it reaches the edge.
  let stopTime: Double
  /// The velocity at the edge, when the axis bounces there.
  let bounceVelocity: Double?
  /// Where the release velocity alone would rest, when the axis runs into an edge short of it
  /// (`init(start:velocity:edge:bounces:rate:)`); nil for an axis aimed at a target.
  let natural: Double?
  /// Whether the axis bounces at its edge rather than stopping there.
  let bounces: Bool

  /// An axis decelerating from `start` to rest exactly on `target`: its start velocity is the
  /// one whose deceleration rests there.
  init(start: Double, target: Double, rate: Double, physics: ScrollPhysics) {
    self.start = start
    velocity = physics.velocity(toTravel: target - start, rate: rate)
    rest = target
    stopTime = physics.stoppingTime(velocity: velocity, rate: rate)
    bounceVelocity = nil
    natural = nil
    bounces = false
  }

  /// An axis released at `velocity` that decelerates to its natural resting point, `natural`
  /// (x0 + c (|v0| - vs), signed as v0).
  init(start: Double, velocity: Double, natural: Double, rate: Double, physics: ScrollPhysics) {
    self.start = start
    self.velocity = velocity
    rest = natural
    stopTime = physics.stoppingTime(velocity: velocity, rate: rate)
    bounceVelocity = nil
    self.natural = nil
    bounces = false
  }

  /// An axis released at `velocity` whose natural resting point lies past `edge`: it decelerates
  /// until it reaches the edge, x0 + c (v0 - v) = edge, at t = ln(v0 / v) / λ with
  /// v = v0 - (edge - x0) / c, then bounces with v (or stops, without `bounces`).
  init(
    start: Double, velocity: Double, natural: Double, edge: Double, bounces: Bool, rate: Double
  ) {
    self.start = start
    self.velocity = velocity
    self.natural = natural
    self.bounces = bounces
    rest = edge
    let atEdge = velocity - (edge - start) / ScrollPhysics.distancePerVelocity(rate: rate)
    // The caller passes a start inside the limits and a velocity that carries the content past
    // the edge, so 0 < v / v0 <= 1; anything else lands on the edge at once.
    let ratio = velocity != 0 ? atEdge / velocity : 0
    let reaches = ratio > 0 && ratio <= 1
    stopTime = reaches ? -log(ratio) / ScrollPhysics.decay(rate: rate) : 0
    bounceVelocity = bounces && reaches ? atEdge : nil
  }

  /// The axis once the edge it runs into is at `limits` (the content grew or shrank under the
  /// motion, an update or a self-sizing pass): before it reaches its edge, a deceleration whose
  /// edge moved on follows the same curve to the new edge, or to its natural resting point when
  /// the content now holds it, as UIScrollView decelerates into content that appears ahead of
  /// it; otherwise the axis as it is. Moving the edge closer is left to the caller's clamp.
  func following(
    limits: (low: Double, high: Double), at time: Double, rate: Double, physics: ScrollPhysics
  )
    -> FlingAxis
  {
    guard let natural, time < stopTime else { return self }
    let forward = natural > rest
    let edge = forward ? limits.high : limits.low
    guard forward ? edge > rest : edge < rest else { return self }
    if forward ? natural <= edge : natural >= edge {
      return FlingAxis(
        start: start, velocity: velocity, natural: natural, rate: rate, physics: physics)
    }
    return FlingAxis(
      start: start, velocity: velocity, natural: natural, edge: edge, bounces: bounces, rate: rate)
  }

  /// The offset and velocity t seconds after release, and whether the axis has come to rest.
  func sample(at time: Double, rate: Double, physics: ScrollPhysics, threshold: Double) -> (
    offset: Double, velocity: Double, finished: Bool
  ) {
    if time < stopTime {
      let deceleration = ScrollPhysics.decelerate(velocity: velocity, rate: rate, at: time)
      return (start + deceleration.offset, deceleration.velocity, false)
    }
    guard let bounceVelocity else { return (rest, 0, true) }
    let bounce = physics.spring(displacement: 0, velocity: bounceVelocity, at: time - stopTime)
    // Settled once within the threshold on the way back (moving towards the edge or still).
    if time > stopTime, abs(bounce.displacement) < threshold,
      bounce.displacement * bounce.velocity <= 0
    {
      return (rest, 0, true)
    }
    return (rest + bounce.displacement, bounce.velocity, false)
  }
}
