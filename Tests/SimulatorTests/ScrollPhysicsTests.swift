import Foundation
import Testing

@testable import Simulator

/// The motion formulas, against numbers worked out by hand from the rules in
/// docs/uikit-choices.md ("Scrolling physics").
@Suite struct ScrollPhysicsTests {
  struct RestCase: CustomTestStringConvertible, Sendable {
    let name: String
    let velocity: Double
    let rate: Double
    let distance: Double
    let seconds: Double
    var testDescription: String { name }
  }

  // c = d / (1000 (1 - d)): 0.998 / 2 = 0.499 and 0.99 / 10 = 0.099; λ = -1000 ln d: 2.0020027
  // and 10.0503359. Distance c (|v0| - 10), time ln(|v0| / 10) / λ.
  static let rests: [RestCase] = [
    // 0.499 x 990 = 494.01; ln 100 / 2.0020027 = 4.6051702 / 2.0020027 = 2.30028.
    RestCase(
      name: "1,000 pt/s, normal", velocity: 1000, rate: 0.998, distance: 494.01, seconds: 2.30028),
    // 0.499 x 2,990 = 1,492.01; ln 300 / 2.0020027 = 5.7037825 / 2.0020027 = 2.84904.
    RestCase(
      name: "3,000 pt/s, normal", velocity: 3000, rate: 0.998, distance: 1492.01, seconds: 2.84904),
    // Upwards: the same distance, negative.
    RestCase(
      name: "1,000 pt/s up", velocity: -1000, rate: 0.998, distance: -494.01, seconds: 2.30028),
    // 0.099 x 990 = 98.01 (not the 99.5 of -v0 / k); ln 100 / 10.0503359 = 0.45821.
    RestCase(
      name: "1,000 pt/s, fast", velocity: 1000, rate: 0.99, distance: 98.01, seconds: 0.45821),
    // At or below the stop velocity nothing moves.
    RestCase(name: "10 pt/s", velocity: 10, rate: 0.998, distance: 0, seconds: 0),
    RestCase(name: "-5 pt/s", velocity: -5, rate: 0.998, distance: 0, seconds: 0),
  ]

  @Test(arguments: rests)
  func restingPointAndTime(_ c: RestCase) {
    let physics = ScrollPhysics()
    #expect(abs(physics.restingDistance(velocity: c.velocity, rate: c.rate) - c.distance) < 1e-6)
    #expect(abs(physics.stoppingTime(velocity: c.velocity, rate: c.rate) - c.seconds) < 1e-5)
    if c.distance != 0 {
      let back = physics.velocity(toTravel: c.distance, rate: c.rate)
      #expect(abs(back - c.velocity) < 1e-6, "the inverse gives the release velocity back")
    }
  }

  struct DeviceFling: CustomTestStringConvertible, Sendable {
    let velocity: Double
    let measuredDistance: Double
    let measuredSeconds: Double
    /// The model's distance, 0.499 (v0 - 10), and the display tick (60 Hz) at which the speed
    /// has fallen to 10 pt/s: ceil(60 ln(v0 / 10) / 2.0020027).
    let distance: Double
    let ticks: Int
    var testDescription: String { "\(velocity) pt/s" }
  }

  // The four device measurements at the normal rate (docs/uikit-choices.md). 60 ln(v0 / 10) /
  // 2.0020027: ln 461.994 = 6.13557 -> 183.88; ln 139.87 = 4.94071 -> 148.07; ln 238.96 = 5.47631
  // -> 164.13; ln 227.93 = 5.42904 -> 162.71.
  static let device: [DeviceFling] = [
    DeviceFling(
      velocity: 4619.94, measuredDistance: 2300.5, measuredSeconds: 3.069, distance: 2300.36006,
      ticks: 184),
    DeviceFling(
      velocity: 1398.7, measuredDistance: 693, measuredSeconds: 2.485, distance: 692.9613,
      ticks: 149),
    DeviceFling(
      velocity: 2389.6, measuredDistance: 1187.5, measuredSeconds: 2.752, distance: 1187.4204,
      ticks: 165),
    DeviceFling(
      velocity: 2279.3, measuredDistance: 1132.5, measuredSeconds: 2.719, distance: 1132.3807,
      ticks: 163),
  ]

  /// Each measured fling within 1 pt and one frame, by the rule's hand-worked numbers.
  @Test(arguments: device)
  func deviceFlings(_ c: DeviceFling) {
    let physics = ScrollPhysics()
    let distance = physics.restingDistance(velocity: c.velocity, rate: 0.998)
    #expect(abs(distance - c.distance) < 1e-3)
    #expect(abs(distance - c.measuredDistance) < 1)
    let seconds = physics.stoppingTime(velocity: c.velocity, rate: 0.998)
    #expect(Int((seconds * 60).rounded(.up)) == c.ticks)
    #expect(abs(Double(c.ticks) / 60 - c.measuredSeconds) < 1.0 / 60)
  }

  /// x(t) = 0.499 v0 (1 - e^(-λ t)) and v(t) = v0 e^(-λ t): at 0.5 s from 1,000 pt/s,
  /// e^(-1.0010013) = 0.3675113, so 499 x 0.6324887 = 315.6119 and 367.5113 pt/s; at the stopping
  /// time the offset is the resting distance and the speed 10.
  @Test func decelerationCurve() {
    let half = ScrollPhysics.decelerate(velocity: 1000, rate: 0.998, at: 0.5)
    #expect(abs(half.offset - 315.6119) < 1e-3)
    #expect(abs(half.velocity - 367.5113) < 1e-3)
    let physics = ScrollPhysics()
    let t = physics.stoppingTime(velocity: 1000, rate: 0.998)
    let end = ScrollPhysics.decelerate(velocity: 1000, rate: 0.998, at: t)
    #expect(abs(end.offset - 494.01) < 1e-9)
    #expect(abs(end.velocity - 10) < 1e-9)
  }

  // b = (1 - 1 / (x c / d + 1)) d with c = 0.55: for d = 960, x = 100: 1 / (1 + 0.0572917) =
  // 0.9458128, so 0.0541872 x 960 = 52.02; the rest by the same arithmetic.
  @Test(arguments: [
    (5.0, 960.0, 2.74), (10, 960, 5.47), (100, 960, 52.02), (400, 960, 178.98),
    (960, 960, 340.65), (100, 844, 51.64), (844, 844, 299.48), (0, 844, 0), (-5, 844, 0),
  ])
  func rubberBand(_ overshoot: Double, _ dimension: Double, _ band: Double) {
    let b = ScrollPhysics().rubberBand(overshoot: overshoot, dimension: dimension)
    #expect(abs(b - band) < 0.005)
  }

  /// Critically damped, ω0 = 10 rad/s: from 100 pt at rest, (100 + 1000 t) e^(-10 t) falls
  /// below 0.5 pt between 0.74 s (0.513) and 0.75 s (0.470), never overshooting.
  @Test func springSettles() {
    let physics = ScrollPhysics()
    #expect(physics.springFrequency == 10)
    let at = physics.spring(displacement: 100, velocity: 0, at: 0.75)
    #expect(at.displacement > 0 && at.displacement < 0.5)
    let before = physics.spring(displacement: 100, velocity: 0, at: 0.74)
    #expect(before.displacement > 0.5)
    let start = physics.spring(displacement: 100, velocity: -300, at: 0)
    #expect(start.displacement == 100 && start.velocity == -300)
  }

  /// The start velocity towards the rest point is at most ω |x0| (10 x 800 = 8,000 pt/s from
  /// 800 pt off); slower ones and ones away from it are kept.
  @Test(arguments: [
    (-800.0, 50_000.0, 8_000.0), (-800, 5_000, 5_000), (-800, -100, -100), (100, -5_000, -1_000),
    (100, -300, -300), (100, 300, 300), (0, 2_000, 2_000),
  ])
  func springStartVelocity(_ x0: Double, _ v0: Double, _ start: Double) {
    #expect(ScrollPhysics().springStartVelocity(displacement: x0, velocity: v0) == start)
  }

  /// With the limited start the spring never passes its rest point: from -800 at 8,000 pt/s,
  /// x = -800 e^(-10 t) stays negative.
  @Test func aLimitedSpringDoesNotOvershoot() {
    let physics = ScrollPhysics()
    let v0 = physics.springStartVelocity(displacement: -800, velocity: 50_000)
    for n in 1...120 {
      let x = physics.spring(displacement: -800, velocity: v0, at: Double(n) / 60).displacement
      #expect(x < 0 && abs(x + 800 * exp(-10 * Double(n) / 60)) < 1e-9, "tick \(n)")
    }
  }
}
