import Foundation
import Testing

@testable import Simulator

/// The motion formulas, against the numbers of the public analyses they come from.
@Suite struct ScrollPhysicsTests {
  // x∞ - x0 = -v0 / k with k = 1000 ln d: 1000 / 2.0020027 = 499.4998 and 3000 / 10.0503359 =
  // 298.4975 (the reference's 499.5 and 298.5).
  @Test(arguments: [
    (1000.0, 0.998, 499.4998), (3000, 0.998, 1498.4995), (5000, 0.998, 2497.4992),
    (3000, 0.99, 298.4975), (-1000, 0.998, -499.4998),
  ])
  func restingPoints(_ velocity: Double, _ rate: Double, _ distance: Double) {
    #expect(abs(ScrollPhysics.projectedDistance(velocity: velocity, rate: rate) - distance) < 1e-3)
  }

  // b = (1 - 1 / (x c / d + 1)) d with c = 0.55: the reference's table for d = 960, and
  // d = 844, x = 100 -> 51.64.
  @Test(arguments: [
    (5.0, 960.0, 2.74), (10, 960, 5.47), (100, 960, 52.02), (400, 960, 178.98),
    (960, 960, 340.65), (100, 844, 51.64), (844, 844, 299.48), (0, 844, 0), (-5, 844, 0),
  ])
  func rubberBand(_ overshoot: Double, _ dimension: Double, _ band: Double) {
    let b = ScrollPhysics().rubberBand(overshoot: overshoot, dimension: dimension)
    #expect(abs(b - band) < 0.005)
  }

  /// A deceleration covering 499.5 pt: 0.5 pt are left after ln(0.5 / 499.5) / k = 3.45 s, the
  /// reference's figure; its velocity starts at 499.5 |k| = 1000 pt/s.
  @Test func decelerationTiming() {
    let physics = ScrollPhysics()
    let distance = ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998)
    #expect(abs(physics.decayDuration(distance: distance) - 3.449) < 0.001)
    let start = physics.decay(distance: distance, at: 0)
    #expect(start.offset == 0)
    #expect(abs(start.velocity - 1000) < 1e-9)
    let end = physics.decay(distance: distance, at: physics.decayDuration(distance: distance))
    #expect(abs(distance - end.offset - 0.5) < 1e-9)
    #expect(physics.decayDuration(distance: 0.4) == 0)
  }

  /// Critically damped, ω0 = 10 rad/s: from 100 pt at rest, (100 + 1000 t) e^(-10 t) falls
  /// below 0.5 pt between 0.74 s (0.513) and 0.75 s (0.470), the reference's 0.74 s, never
  /// overshooting.
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
}
