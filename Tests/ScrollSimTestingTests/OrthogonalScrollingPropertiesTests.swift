import Foundation
import LayoutKit
import ScrollSimTesting
import Simulator
import Testing

/// An orthogonal section's `orthogonalScrollingProperties` (iOS 17) replayed on the layout of
/// `OrthogonalReplayTests`: a row of 280-pt groups at x = 20 + 290 i in a 390-wide strip.
@Suite struct OrthogonalScrollingPropertiesTests {
  typealias Properties = CollectionLayoutSectionOrthogonalScrollingProperties

  struct Rate: CustomTestStringConvertible, Sendable {
    let name: String
    let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    let rate: Properties.DecelerationRate
    /// The collection view's own `decelerationRate` in the scenario.
    var collectionViewRate = "normal"
    let velocity: Double
    let rest: Double
    var testDescription: String { name }
  }

  // A fling travels d / (1000 (1 - d)) per pt/s above the 10 pt/s stop.
  static let rates: [Rate] = [
    // 0.99 / 10 = 0.099; 0.099 x 990 = 98.01 (automatic: 0.499 x 990 = 494.01).
    Rate(
      name: "fast slows a continuous section", behavior: .continuous, rate: .fast, velocity: 1000,
      rest: 98.01),
    // 0.995 / 5 = 0.199; 0.199 x 990 = 197.01.
    Rate(
      name: "a rate of its own", behavior: .continuous, rate: .init(rawValue: 0.995),
      velocity: 1000, rest: 197.01),
    // 0.998 / 2 = 0.499; 494.01 / 290 = 1.70, one group at most from group 0: 290
    // (automatic decelerates fast: 98.01 / 290 = 0.34 stays on group 0).
    // automatic follows the collection view's fast rate: 98.01, as above.
    Rate(
      name: "automatic takes the collection view's rate", behavior: .continuous,
      rate: .automatic, collectionViewRate: "fast", velocity: 1000, rest: 98.01),
    // The paging behaviours decelerate fast whatever the collection view's rate: 98.01 / 290
    // = 0.34 stays on group 0 (at normal it would reach group 1, as below).
    Rate(
      name: "automatic keeps groupPaging fast", behavior: .groupPaging, rate: .automatic,
      collectionViewRate: "normal", velocity: 1000, rest: 0),
    Rate(
      name: "normal lets groupPaging reach the next group", behavior: .groupPaging, rate: .normal,
      velocity: 1000, rest: 290),
  ]

  @Test(arguments: rates) func theDecelerationRateSetsWhereAFlingRests(_ example: Rate) throws {
    let log = try OrthogonalReplayTests.replay(
      example.behavior, steps: "  - fling: {velocity: [\(example.velocity), 0], section: 0}",
      collectionView: "{size: [390, 844], decelerationRate: \(example.collectionViewRate)}",
      configure: { $0.orthogonalScrollingProperties.decelerationRate = example.rate })
    // A section that stays where it was reports no offset.
    let last = OrthogonalReplayTests.sectionOffsets(log).offsets.last?.x ?? 0
    #expect(abs(last - example.rest) < 1e-9)
  }

  struct Bounce: CustomTestStringConvertible, Sendable {
    let name: String
    let bounce: Properties.Bounce
    let groups: Int
    let step: String
    /// Whether the section goes past its offset range [low, high], and whether it moves at all.
    let passesTheEdge: Bool
    let moves: Bool
    var testDescription: String { name }
  }

  // Five groups: offsets 0...1090. One group: a row of 20 + 280 + 20 = 320 in a 390-wide strip,
  // offsets 0...0.
  static let bounces: [Bounce] = [
    Bounce(
      name: "automatic bounces at the start", bounce: .automatic, groups: 5,
      step: "  - fling: {velocity: [-1000, 0], section: 0}", passesTheEdge: true, moves: true),
    Bounce(
      name: "never stops at the start", bounce: .never, groups: 5,
      step: "  - fling: {velocity: [-1000, 0], section: 0}", passesTheEdge: false, moves: false),
    Bounce(
      name: "automatic does not pan a row that fits", bounce: .automatic, groups: 1,
      step: "  - drag: {by: [100, 0], section: 0}", passesTheEdge: false, moves: false),
    Bounce(
      name: "always pans a row that fits and springs back", bounce: .always, groups: 1,
      step: "  - drag: {by: [100, 0], section: 0}", passesTheEdge: true, moves: true),
  ]

  @Test(arguments: bounces) func theBounceSetsWhetherTheSectionPassesItsEdges(_ example: Bounce)
    throws
  {
    let log = try OrthogonalReplayTests.replay(
      .continuous, steps: example.step, groups: example.groups,
      configure: { $0.orthogonalScrollingProperties.bounce = example.bounce })
    let offsets = OrthogonalReplayTests.sectionOffsets(log).offsets.map(\.x)
    let high = example.groups == 5 ? 1090.0 : 0
    #expect(offsets.contains { $0 < 0 || $0 > high } == example.passesTheEdge)
    #expect(!offsets.isEmpty == example.moves)
    if example.moves { #expect(offsets.last == 0) }
  }
}
