import Foundation

/// UIScrollView's motion as reverse-engineered in public analyses and fitted to device
/// measurements (docs/uikit-choices.md, "Scrolling physics"): a deceleration stepped per
/// millisecond at the collection view's `decelerationRate` until the speed falls to
/// `stopVelocity`, the 0.55 rubber band, and a critically damped spring back to an edge or a page.
/// Apple publishes none of these numbers, so each is a parameter. The deceleration rate is not
/// one of them: it is the collection view's, which a layout may change. Pure functions of time,
/// so a motion sampled at 60 or 120 Hz passes through the same points.
public struct ScrollPhysics: Equatable, Sendable {
  /// The rubber band's coefficient c in b = (1 - 1 / (x c / d + 1)) d (0.55 for touch).
  public var rubberBandCoefficient: Double = 0.55
  /// The stiffness of the critically damped spring (mass 1) that returns the content to an edge
  /// or a page: 100, so ω0 = 10 rad/s.
  public var springStiffness: Double = 100
  /// A deceleration ends, where it is, when its speed falls to this many points per second; a
  /// fling released slower does not move. 10 fits the device measurements.
  public var stopVelocity: Double = 10
  /// The rate used to project a paging fling's resting point (the fast rate, 0.99).
  public var pagingDecelerationRate: Double = 0.99
  /// The longest a deceleration or a spring may run, in seconds: beyond it the motion lands on
  /// its target (with a warning), so a rate or stiffness near its limit cannot make a replay
  /// endless.
  public var maximumDuration: Double = 600

  /// The defaults.
  public init() {}

  /// λ = -1000 ln d, in 1/s: the speed after t seconds is v0 d^(1000 t) = v0 e^(-λ t).
  public static func decay(rate: Double) -> Double { -1000 * log(rate) }

  /// The points travelled per point-per-second of speed lost, d / (1000 (1 - d)): each
  /// millisecond the velocity is multiplied by d and then moves the content v / 1000, so from v0
  /// to v the content travels the geometric sum (v0 - v) d / (1000 (1 - d)) (0.499 s at 0.998).
  /// (Written 1000 - 1000 d, which is exact for both named rates, so 0.998 gives 0.499 itself.)
  public static func distancePerVelocity(rate: Double) -> Double { rate / (1000 - 1000 * rate) }

  /// How far a fling released at `velocity` (pt/s) travels before its speed falls to
  /// `stopVelocity`: c (|v0| - vs), signed as v0; nothing when it starts at or below vs.
  public func restingDistance(velocity: Double, rate: Double) -> Double {
    let speed = abs(velocity)
    guard speed > stopVelocity else { return 0 }
    let distance = Self.distancePerVelocity(rate: rate) * (speed - stopVelocity)
    return velocity < 0 ? -distance : distance
  }

  /// When that speed is reached: ln(|v0| / vs) / λ seconds after release (0 at or below vs).
  public func stoppingTime(velocity: Double, rate: Double) -> Double {
    let speed = abs(velocity)
    guard speed > stopVelocity else { return 0 }
    return log(speed / stopVelocity) / Self.decay(rate: rate)
  }

  /// The release velocity whose deceleration rests `distance` away: the inverse of
  /// `restingDistance`, |v0| = |D| / c + vs, signed as D (0 for no distance).
  public func velocity(toTravel distance: Double, rate: Double) -> Double {
    guard distance != 0 else { return 0 }
    let speed = abs(distance) / Self.distancePerVelocity(rate: rate) + stopVelocity
    return distance < 0 ? -speed : speed
  }

  /// A deceleration released at `velocity`, t seconds later: the distance travelled,
  /// c (v0 - v0 e^(-λ t)), and the velocity v0 e^(-λ t). The velocity is the scroll view's own
  /// (the one the stop rule reads); the offset's derivative is c λ of it, 0.1 % less at 0.998.
  public static func decelerate(velocity: Double, rate: Double, at time: Double) -> (
    offset: Double, velocity: Double
  ) {
    let now = velocity * exp(-decay(rate: rate) * time)
    return (distancePerVelocity(rate: rate) * (velocity - now), now)
  }

  /// The displayed overshoot for a finger `overshoot` points past an edge, in a viewport
  /// `dimension` points long: (1 - 1 / (x c / d + 1)) d.
  public func rubberBand(overshoot: Double, dimension: Double) -> Double {
    guard overshoot > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// ω0 = sqrt(stiffness / mass) with mass 1.
  public var springFrequency: Double { springStiffness.squareRoot() }

  /// The velocity a spring from `displacement` starts with, given the content's `velocity`: at
  /// most ω |x0| towards the rest point, the fastest start with which a critically damped spring
  /// does not pass it (x = x0 e^(-ω t) at that limit); a velocity away from it is kept.
  public func springStartVelocity(displacement x0: Double, velocity v0: Double) -> Double {
    let limit = springFrequency * abs(x0)
    if x0 > 0, v0 < -limit { return -limit }
    if x0 < 0, v0 > limit { return limit }
    return v0
  }

  /// A critically damped spring from `displacement` points off its rest point with `velocity`,
  /// t seconds later: x = (x0 + (v0 + ω x0) t) e^(-ω t) and its derivative.
  public func spring(displacement x0: Double, velocity v0: Double, at time: Double) -> (
    displacement: Double, velocity: Double
  ) {
    let frequency = springFrequency
    let decay = exp(-frequency * time)
    let slope = v0 + frequency * x0
    return ((x0 + slope * time) * decay, (slope - frequency * (x0 + slope * time)) * decay)
  }
}
