import Foundation

/// UIScrollView's motion as reverse-engineered in public analyses: exponential deceleration at a
/// rate per millisecond, the 0.55 rubber band, and a critically damped spring back to an edge or
/// a page. Apple publishes none of these numbers, so each is a parameter with the common default.
/// Pure functions of time, so a motion sampled at 60 or 120 Hz passes through the same points.
public struct ScrollPhysics: Equatable, Sendable {
  /// UIScrollView.decelerationRate: the velocity factor per millisecond (normal 0.998).
  public var decelerationRate: Double = 0.998
  /// The rubber band's coefficient c in b = (1 - 1 / (x c / d + 1)) d (0.55 for touch).
  public var rubberBandCoefficient: Double = 0.55
  /// The stiffness of the critically damped spring (mass 1) that returns the content to an edge
  /// or a page: 100, so ω0 = 10 rad/s.
  public var springStiffness: Double = 100
  /// A deceleration ends when less than this many points remain (its velocity is then below
  /// restDistance x |k|, 1 pt/s at the normal rate); a fling that would travel less does not
  /// start.
  public var restDistance: Double = 0.5
  /// The rate used to project a paging fling's resting point (the fast rate, 0.99).
  public var pagingDecelerationRate: Double = 0.99
  /// The longest a deceleration or a spring may run, in seconds: beyond it the motion lands on
  /// its target, so a rate or stiffness near its limit cannot make a replay endless.
  public var maximumDuration: Double = 600

  /// The defaults.
  public init() {}

  /// k = 1000 ln d, in 1/s (negative): v(t) = v0 e^(k t).
  public static func k(rate: Double) -> Double { 1000 * log(rate) }

  /// How far a deceleration from `velocity` (pt/s) travels at `rate`: -v0 / k.
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    -velocity / k(rate: rate)
  }

  /// A deceleration covering `distance` with this rate's time constant, t seconds after it
  /// started: the offset travelled and the velocity, x = A (1 - e^(k t)), v = -A k e^(k t).
  public func decay(distance: Double, at t: Double) -> (offset: Double, velocity: Double) {
    let k = Self.k(rate: decelerationRate)
    let remaining = exp(k * t)
    return (distance * (1 - remaining), -distance * k * remaining)
  }

  /// When a deceleration covering `distance` has less than `restDistance` left: ln(r / |A|) / k.
  public func decayDuration(distance: Double) -> Double {
    guard abs(distance) > restDistance else { return 0 }
    return min(log(restDistance / abs(distance)) / Self.k(rate: decelerationRate), maximumDuration)
  }

  /// The displayed overshoot for a finger `overshoot` points past an edge, in a viewport
  /// `dimension` points long: (1 - 1 / (x c / d + 1)) d.
  public func rubberBand(overshoot: Double, dimension: Double) -> Double {
    guard overshoot > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// ω0 = sqrt(stiffness / mass) with mass 1.
  public var springFrequency: Double { springStiffness.squareRoot() }

  /// A critically damped spring from `displacement` points off its rest point with `velocity`,
  /// t seconds later: x = (x0 + (v0 + ω x0) t) e^(-ω t) and its derivative.
  public func spring(displacement x0: Double, velocity v0: Double, at t: Double) -> (
    displacement: Double, velocity: Double
  ) {
    let w = springFrequency
    let e = exp(-w * t)
    let b = v0 + w * x0
    return ((x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
  }
}
