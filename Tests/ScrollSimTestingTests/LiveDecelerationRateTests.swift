import Foundation
import LayoutKit
import ScrollSimTesting
import Testing

/// The deceleration rate is the collection view's, which a layout may set: a replay obeys the
/// layout's rate over the scenario's, on a fling and on a drag's release.
@Suite struct LiveDecelerationRateTests {
  /// A flow layout that sets its collection view's rate in prepare(), as carousels do.
  final class RateLayout: FlowLayout {
    let rate: DecelerationRate?

    init(rate: DecelerationRate?) {
      self.rate = rate
      super.init()
    }
    required init?(coder: NSCoder) { nil }

    override func prepare() {
      super.prepare()
      if let rate { collectionView?.decelerationRate = rate }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let scenarioRate: String
    let layoutRate: Double?
    let step: String
    let offset: Double
    var testDescription: String { name }
  }

  // 320 x 400, rows 100 apart, content 9,990. A fling rests 0.499 x (1,000 - 10) = 494.01 at
  // the normal rate and 0.099 x 990 = 98.01 at the fast one; the drag adds its 100 pt.
  static let cases: [Case] = [
    Case(
      name: "the layout's fast over the scenario's normal", scenarioRate: "normal",
      layoutRate: 0.99, step: "fling: {velocity: [0, 1000]}", offset: 98.01),
    Case(
      name: "the layout's normal over the scenario's fast", scenarioRate: "fast",
      layoutRate: 0.998, step: "fling: {velocity: [0, 1000]}", offset: 494.01),
    Case(
      name: "a drag's release at the layout's fast", scenarioRate: "normal", layoutRate: 0.99,
      step: "drag: {by: [0, 100], releaseVelocity: [0, 1000]}", offset: 198.01),
    Case(
      name: "without the layout's, the scenario's fast", scenarioRate: "fast", layoutRate: nil,
      step: "fling: {velocity: [0, 1000]}", offset: 98.01),
  ]

  @Test(arguments: cases)
  func theLayoutsRateWins(_ c: Case) throws {
    let yaml = """
      name: rate
      collectionView: {size: [320, 400], decelerationRate: \(c.scenarioRate)}
      layout: {kind: flow, itemSize: [320, 90]}
      data: {sections: [100]}
      steps:
        - \(c.step)
        - expect: {contentOffset: [0, \(c.offset)]}
      """
    let rate = c.layoutRate.map { DecelerationRate(rawValue: $0) }
    let log = try ScenarioReplay.run(yaml: yaml) { RateLayout(rate: rate) }
    #expect(log.failures.isEmpty, "\(log.failures)")
    #expect(log.exitStatus == 0)
  }
}
