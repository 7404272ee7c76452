import Foundation
import SeededRandom
import Testing

@testable import LayoutKit

/// The search a rect query of a measured section makes for its first and last groups
/// (`CompositionalMeasurements.partitionGroups`): it finds the run of groups between two changed
/// ones first, then the group in it, and must answer what a plain binary search over every
/// group answers, each group's start worked out with its own measured position.
@Suite struct CompositionalMeasuredCandidatesTests {
  /// Seeded sections of rows estimated 44 (one or three to a group), some rows measured 20 to
  /// 90 tall; every threshold from before the first group to past the last, both of a query's
  /// predicates (a group's start reaching a low edge, passing a high edge).
  @Test func theRunSearchAnswersAsThePlainSearch() {
    var generator = SeededGenerator(seed: 0xCA4D)
    for round in 0..<40 {
      let perGroup = round % 2 == 0 ? 1 : 3
      let leaves = (0..<perGroup).map {
        CompositionalLeaf(frame: CGRect(x: Double($0) * 100, y: 0, width: 100, height: 44))
      }
      let itemCount = Int.random(in: 1...120, using: &generator)
      var lengths: [Int: Double] = [:]
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        lengths[Int.random(in: 0..<itemCount, using: &generator)] = Double(
          Int.random(in: 20...90, using: &generator))
      }
      let measurements = CompositionalMeasurements(
        lengths: lengths, leaves: leaves, itemCount: itemCount, axis: FlowAxis(.vertical),
        groupsGrow: true)
      let groups = (itemCount + perGroup - 1) / perGroup
      let pitch = 50.0
      func start(_ group: Int, _ position: Int) -> Double {
        10 + pitch * Double(group) + measurements.shift(atPosition: position)
      }
      let end = start(groups, measurements.position(before: groups))
      for threshold in stride(from: -20.0, through: end + 20, by: 7) {
        let reaching = measurements.partitionGroups(groups) { start($0, $1) + 44 >= threshold }
        let plainReaching = partitionPoint(groups) {
          start($0, measurements.position(before: $0)) + 44 >= threshold
        }
        #expect(reaching == plainReaching, "round \(round), threshold \(threshold)")
        let passing = measurements.partitionGroups(groups) { start($0, $1) > threshold }
        let plainPassing = partitionPoint(groups) {
          start($0, measurements.position(before: $0)) > threshold
        }
        #expect(passing == plainPassing, "round \(round), threshold \(threshold)")
      }
    }
  }
}
