import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import LayoutKit

/// A continuing section's items through a batch update, by two binary searches instead of a
/// table (docs/uikit-reference.md, "Index paths of an update"): survivors keep their order and
/// fill the new places nothing arrives at.
@Suite struct IndexShiftTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var leaving: [Int]
    var arriving: [Int]
    var oldCount: Int
    var newCount: Int
    /// Old item to new item (nil: leaves), and new item to old item (nil: arrives).
    var forward: [Int?]
    var backward: [Int?]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Old 0, 2, 4, 5 survive in order and fill new 1, 2, 3, 4 (new 0 is an insert).
    Case(
      name: "deletes at 1 and 3, an insert at 0", leaving: [3, 1], arriving: [0], oldCount: 6,
      newCount: 5, forward: [1, nil, 2, nil, 3, 4], backward: [nil, 0, 2, 4, 5]),
    // Three inserts in front push both survivors to 3 and 4.
    Case(
      name: "inserts in front", leaving: [], arriving: [2, 0, 1], oldCount: 2, newCount: 5,
      forward: [3, 4], backward: [nil, nil, nil, 0, 1]),
    // Counts that do not add up (data given by the scenario): places run out.
    Case(
      name: "fewer new places than survivors", leaving: [], arriving: [], oldCount: 5, newCount: 3,
      forward: [0, 1, 2, nil, nil], backward: [0, 1, 2]),
    // A repeated index counts once.
    Case(
      name: "duplicates count once", leaving: [0, 0], arriving: [4, 4], oldCount: 4,
      newCount: 4, forward: [nil, 0, 1, 2], backward: [1, 2, 3, nil]),
    Case(
      name: "inserts between survivors", leaving: [], arriving: [1, 3], oldCount: 3, newCount: 5,
      forward: [0, 2, 4], backward: [0, nil, 1, nil, 2]),
  ]

  @Test(arguments: cases)
  func survivorsFillTheFreePlacesInOrder(_ c: Case) {
    let shift = IndexShift(
      leaving: c.leaving, arriving: c.arriving, oldCount: c.oldCount, newCount: c.newCount)
    #expect((0..<c.oldCount).map { shift.newIndex(forOld: $0) } == c.forward)
    #expect((0..<c.newCount).map { shift.oldIndex(forNew: $0) } == c.backward)
    #expect(shift.newIndex(forOld: -1) == nil && shift.newIndex(forOld: c.oldCount) == nil)
  }

  /// For random sections and changes, the lookups give what walking both sections in step gives:
  /// the n-th old item that stays takes the n-th new place nothing arrives at.
  @Test func lookupsAgreeWithWalkingTheSections() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<500 {
      let oldCount = Int.random(in: 0...40, using: &generator)
      let leaving = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in
        oldCount > 0 ? Int.random(in: 0..<oldCount, using: &generator) : nil
      }
      let newCount = Int.random(in: 0...40, using: &generator)
      let arriving = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in
        newCount > 0 ? Int.random(in: 0..<newCount, using: &generator) : nil
      }
      let (forward, backward) = DenseUpdateTables.items(
        oldCount: oldCount, newCount: newCount, leaving: Set(leaving), arriving: Set(arriving))
      let shift = IndexShift(
        leaving: leaving, arriving: arriving, oldCount: oldCount, newCount: newCount)
      #expect((0..<oldCount).map { shift.newIndex(forOld: $0) } == forward)
      #expect((0..<newCount).map { shift.oldIndex(forNew: $0) } == backward)
    }
  }
}
