import Foundation
import Testing

@testable import LayoutKit

/// A section's measurements worked out again for the items measured since (`updating`), as a
/// display tick of a self-sizing fling does for each chunk: the groups' changes equal those
/// worked out whole, each derived by hand in the case's comment; a section that is not the one
/// they were worked out for is worked out whole.
@Suite struct CompositionalMeasurementsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The group's leaves' heights (a vertical layout; each leaf 100 wide, side by side).
    let leafHeights: [Double]
    let itemCount: Int
    let groupsGrow: Bool
    /// Batches of (item, measured height), recorded in turn.
    let batches: [[(Int, Double)]]
    /// After each batch: the sum of the changes before each group (0 ... groups), then the
    /// change of every group.
    let shifts: [[Double]]
    let totals: [Double]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      // Rows estimated 44, five of them. Row 2 at 60 grows its group 16: groups 3 and later
      // start 16 further. Row 4 at 30 shrinks its group 14: after it, 16 - 14 = 2. Row 2 back
      // at 44 (its estimate) changes nothing any more: only row 4's -14 stays.
      name: "rows grow, shrink and settle back at the estimate",
      leafHeights: [44], itemCount: 5, groupsGrow: true,
      batches: [[(2, 60)], [(4, 30)], [(2, 44)]],
      shifts: [
        [0, 0, 0, 16, 16, 16], [0, 0, 0, 16, 16, 2], [0, 0, 0, 0, 0, -14],
      ],
      totals: [16, 2, -14]),
    Case(
      // Two items a group, five items: groups {0, 1}, {2, 3}, {4}. Item 0 at 80: one of two
      // measured, so the group grows by at least 0: 36. Item 1 at 30: both measured, the most
      // either changed: max(36, -14) = 36. Item 0 at 20: max(-24, -14) = -14. Item 4 at 50,
      // alone in its group: 6; the sums are 0, -14, -14, -8.
      name: "a group takes the most its items changed",
      leafHeights: [44, 44], itemCount: 5, groupsGrow: true,
      batches: [[(0, 80)], [(1, 30)], [(0, 20)], [(4, 50)]],
      shifts: [[0, 36, 36, 36], [0, 36, 36, 36], [0, -14, -14, -14], [0, -14, -14, -8]],
      totals: [36, 36, -14, -8]),
    Case(
      // Two rows measured in one batch, and one past the item count (ignored): rows 0 at 50
      // (+6) and 3 at 40 (-4): 0, 6, 6, 6, 2.
      name: "a batch of several items",
      leafHeights: [44], itemCount: 4, groupsGrow: true,
      batches: [[(0, 50), (3, 40), (7, 90)]],
      shifts: [[0, 6, 6, 6, 2]],
      totals: [2]),
    Case(
      // A group whose own height is absolute does not grow: the lengths are kept for the items,
      // no group moves.
      name: "groups that do not grow",
      leafHeights: [44], itemCount: 3, groupsGrow: false,
      batches: [[(1, 80)], [(2, 10)]],
      shifts: [[0, 0, 0, 0], [0, 0, 0, 0]],
      totals: [0, 0]),
  ]

  static func leaves(_ heights: [Double]) -> [CompositionalLeaf] {
    heights.enumerated().map { place, height in
      CompositionalLeaf(frame: CGRect(x: Double(place) * 100, y: 0, width: 100, height: height))
    }
  }

  @Test(arguments: cases)
  func updatingMatchesTheRule(_ testCase: Case) {
    let leaves = Self.leaves(testCase.leafHeights)
    var lengths: [Int: Double] = [:]
    var measurements = CompositionalMeasurements(
      lengths: lengths, leaves: leaves, itemCount: testCase.itemCount, axis: FlowAxis(.vertical),
      groupsGrow: testCase.groupsGrow)
    for (batch, (shifts, total)) in zip(testCase.batches, zip(testCase.shifts, testCase.totals)) {
      for (item, height) in batch { lengths[item] = height }
      guard
        let updated = measurements.updating(
          lengths: lengths, items: batch.map(\.0), leaves: leaves, itemCount: testCase.itemCount,
          axis: FlowAxis(.vertical), groupsGrow: testCase.groupsGrow)
      else {
        Issue.record("not updated after \(batch)")
        return
      }
      measurements = updated
      #expect(shifts.indices.map { measurements.shift(before: $0) } == shifts, "\(batch)")
      #expect(measurements.total == total, "\(batch)")
      #expect(measurements.lengths == lengths)
      // The walk's copy: the same lengths in item order (the batch's case lists them).
      let inOrder = lengths.sorted { $0.key < $1.key }
      #expect(measurements.orderedItems == inOrder.map(\.key), "\(batch)")
      #expect(measurements.orderedLengths == inOrder.map(\.value), "\(batch)")
    }
  }

  /// A section other than the one measurements were worked out for (rows estimated 44, three
  /// of them, growing groups, row 0 measured).
  struct OtherSection: CustomTestStringConvertible, Sendable {
    let name: String
    let leafHeight: Double
    let itemCount: Int
    let groupsGrow: Bool
    let uniform: Bool
    var testDescription: String { name }
  }

  static let otherSections: [OtherSection] = [
    OtherSection(
      name: "another item count", leafHeight: 44, itemCount: 4, groupsGrow: true, uniform: false),
    OtherSection(
      name: "another leaf height", leafHeight: 50, itemCount: 3, groupsGrow: true, uniform: false),
    OtherSection(
      name: "groups that stop growing", leafHeight: 44, itemCount: 3, groupsGrow: false,
      uniform: false),
    OtherSection(
      name: "uniform siblings", leafHeight: 44, itemCount: 3, groupsGrow: true, uniform: true),
  ]

  /// What makes measurements another section's: each is worked out whole (nil), never updated.
  @Test(arguments: otherSections)
  func anotherSectionIsWorkedOutWhole(_ other: OtherSection) {
    let before = CompositionalMeasurements(
      lengths: [0: 60], leaves: Self.leaves([44]), itemCount: 3, axis: FlowAxis(.vertical),
      groupsGrow: true)
    var leaves = Self.leaves([other.leafHeight])
    leaves[0].uniformHeight = other.uniform
    #expect(
      before.updating(
        lengths: [0: 60, 1: 70], items: [1], leaves: leaves, itemCount: other.itemCount,
        axis: FlowAxis(.vertical), groupsGrow: other.groupsGrow) == nil)
  }

  /// Lengths that differ from the ones worked out at more than the items named (a measurement
  /// dropped) are worked out whole.
  @Test func lengthsChangedElsewhereAreWorkedOutWhole() {
    let before = CompositionalMeasurements(
      lengths: [0: 60, 1: 70], leaves: Self.leaves([44]), itemCount: 3, axis: FlowAxis(.vertical),
      groupsGrow: true)
    #expect(
      before.updating(
        lengths: [2: 50], items: [2], leaves: Self.leaves([44]), itemCount: 3,
        axis: FlowAxis(.vertical), groupsGrow: true) == nil)
  }
}
