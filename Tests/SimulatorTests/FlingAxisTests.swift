import Foundation
import Testing

@testable import Simulator

/// One axis of a fling, by the rules of docs/uikit-choices.md ("Scrolling physics"): c = 0.499
/// pt per pt/s, λ = 2.0020027 /s, stop velocity 10 pt/s, spring ω = 10 rad/s.
@Suite struct FlingAxisTests {
  let physics = ScrollPhysics()

  /// A target the layout moved: from 0 to 170, the start velocity is 170 / 0.499 + 10 =
  /// 350.681 pt/s, which stops after ln(35.0681) / 2.0020027 = 3.55729 / 2.0020027 = 1.77687 s,
  /// on 170 exactly.
  @Test func aTargetTheLayoutChose() {
    let axis = FlingAxis(start: 0, target: 170, rate: 0.998, physics: physics)
    #expect(abs(axis.velocity - 350.681) < 1e-3)
    #expect(abs(axis.stopTime - 1.77687) < 1e-5)
    let before = axis.sample(at: 1.77, rate: 0.998, physics: physics, threshold: 0.25)
    #expect(!before.finished && before.offset < 170 && before.velocity > 10)
    let end = axis.sample(at: 1.78, rate: 0.998, physics: physics, threshold: 0.25)
    #expect(end.finished && end.offset == 170 && end.velocity == 0)
  }

  /// No distance, no motion.
  @Test func noDistance() {
    let axis = FlingAxis(start: 40, target: 40, rate: 0.998, physics: physics)
    #expect(axis.velocity == 0 && axis.stopTime == 0)
    #expect(axis.sample(at: 0, rate: 0.998, physics: physics, threshold: 0.25).finished)
  }

  /// Into an edge 190 pt away at 3,000 pt/s: the content reaches it at 3,000 - 190 / 0.499 =
  /// 2,619.238 pt/s, after ln(3,000 / 2,619.238) / 2.0020027 = 0.135727 / 2.0020027 = 0.067796 s.
  /// It bounces: v τ e^(-10 τ) past the edge, at most 2,619.238 / (10 e) = 96.356 pt at τ = 0.1 s;
  /// without bounces it stops on the edge then.
  @Test(arguments: [true, false])
  func intoAnEdge(_ bounces: Bool) {
    let axis = FlingAxis(
      start: 9_400, velocity: 3_000, natural: 10_892.01, edge: 9_590, bounces: bounces,
      rate: 0.998)
    #expect(abs(axis.stopTime - 0.067796) < 1e-6)
    #expect(
      bounces ? abs((axis.bounceVelocity ?? 0) - 2_619.238) < 1e-3 : axis.bounceVelocity == nil)
    let reaching = axis.sample(at: 0.0677, rate: 0.998, physics: physics, threshold: 0.25)
    #expect(!reaching.finished && reaching.offset < 9_590)
    let peak = axis.sample(at: 0.167796, rate: 0.998, physics: physics, threshold: 0.25)
    if bounces {
      #expect(!peak.finished && abs(peak.offset - 9_590 - 96.356) < 1e-3)
      #expect(abs(peak.velocity) < 0.01)
      // Within 0.25 pt on the way back: 2,619.238 τ e^(-10 τ) is 2,357.3 x 0.00012341 = 0.2909 at
      // τ = 0.9 and 2,488.3 x 0.00007485 = 0.1863 at τ = 0.95.
      let late = axis.sample(at: 0.0678 + 0.9, rate: 0.998, physics: physics, threshold: 0.25)
      #expect(!late.finished)
      let back = axis.sample(at: 0.0678 + 0.95, rate: 0.998, physics: physics, threshold: 0.25)
      #expect(back.finished && back.offset == 9_590)
    } else {
      #expect(peak.finished && peak.offset == 9_590)
    }
  }

  struct MovedEdge: CustomTestStringConvertible, Sendable {
    let name: String
    let high: Double
    let time: Double
    /// Where the axis rests after the edge moved, and the speed it reaches that edge with (nil:
    /// it decelerates to rest, no edge ahead).
    let rest: Double
    let bounceVelocity: Double?
    var testDescription: String { name }
  }

  // Released at 9,400 with 3,000 pt/s: natural rest 9,400 + 0.499 x 2,990 = 10,892.01; the
  // edge at 9,590 is reached after 0.067796 s (above).
  static let movedEdges: [MovedEdge] = [
    // The content grew past the natural resting point: it decelerates there, no bounce.
    MovedEdge(
      name: "grown past the rest", high: 20_000, time: 0.05, rest: 10_892.01, bounceVelocity: nil),
    // Grown to 10,000: it reaches the new edge at 3,000 - 600 / 0.499 = 1,797.595 pt/s.
    MovedEdge(
      name: "grown short of the rest", high: 10_000, time: 0.05, rest: 10_000,
      bounceVelocity: 1_797.595),
    // Shrunk: the edge stays where it was (the caller clamps to the limits it has now).
    MovedEdge(name: "shrunk", high: 9_500, time: 0.05, rest: 9_590, bounceVelocity: 2_619.238),
    // Grown after the content reached its edge: the bounce under way goes on.
    MovedEdge(
      name: "grown after the edge", high: 20_000, time: 0.07, rest: 9_590, bounceVelocity: 2_619.238
    ),
  ]

  /// UIScrollView decelerates into content that appears ahead of it (a self-sizing pass or an
  /// update that grows the content while a fling runs): the edge it was heading for moves on.
  @Test(arguments: movedEdges) func anEdgeThatMovesOnBeforeTheContentReachesIt(_ example: MovedEdge)
  {
    let axis = FlingAxis(
      start: 9_400, velocity: 3_000, natural: 10_892.01, edge: 9_590, bounces: true, rate: 0.998)
    let moved = axis.following(
      limits: (0, example.high), at: example.time, rate: 0.998, physics: physics)
    #expect(abs(moved.rest - example.rest) < 1e-6)
    if let expected = example.bounceVelocity {
      #expect(abs((moved.bounceVelocity ?? 0) - expected) < 1e-3)
    } else {
      #expect(moved.bounceVelocity == nil)
    }
    // The same curve up to then: the release velocity from the release point.
    let before = axis.sample(at: 0.04, rate: 0.998, physics: physics, threshold: 0.25)
    let after = moved.sample(at: 0.04, rate: 0.998, physics: physics, threshold: 0.25)
    #expect(before.offset == after.offset && before.velocity == after.velocity)
  }
}
