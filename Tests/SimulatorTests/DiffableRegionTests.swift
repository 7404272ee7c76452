import Foundation
import Testing

@testable import Simulator

/// The regions where two orders of identifiers differ: everything outside them agrees item for
/// item, so a difference hashes only the regions. Expected regions are read off the lists by
/// hand: where the lists first disagree, both are read on in step until an identifier read on
/// one side was read on the other.
@Suite struct DiffableRegionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var old: [String]
    var new: [String]
    var expected: [DiffableRegion]
    var testDescription: String { name }
  }

  static func region(_ old: Range<Int>, _ new: Range<Int>) -> DiffableRegion {
    DiffableRegion(old: old, new: new)
  }

  static let cases: [Case] = [
    Case(
      name: "equal lists have no region", old: ["a", "b", "c"], new: ["a", "b", "c"], expected: []),
    Case(
      name: "an insert is a region of the new list only", old: ["a", "b", "c"],
      new: ["a", "x", "b", "c"], expected: [region(1..<1, 1..<2)]),
    Case(
      name: "a delete is a region of the old list only", old: ["a", "b", "c", "d"],
      new: ["a", "c", "d"], expected: [region(1..<2, 1..<1)]),
    Case(
      name: "a replaced item is one region on both sides", old: ["a", "b", "c"],
      new: ["a", "x", "c"], expected: [region(1..<2, 1..<2)]),
    Case(
      name: "changes apart are regions apart", old: ["a", "b", "c", "d", "e"],
      new: ["x", "a", "b", "d", "e", "y"],
      expected: [region(0..<0, 0..<1), region(2..<3, 3..<3), region(5..<5, 5..<6)]),
    Case(
      name: "an item moved to the end leaves a region at each place", old: ["a", "b", "c"],
      new: ["b", "c", "a"], expected: [region(0..<1, 0..<0), region(3..<3, 2..<3)]),
    Case(
      name: "what one list has past the other's end is a region", old: ["a", "b"],
      new: ["a", "b", "c", "d"], expected: [region(2..<2, 2..<4)]),
    Case(
      name: "an emptied list is one region", old: ["a", "b"], new: [],
      expected: [region(0..<2, 0..<0)]),
    Case(
      name: "swapped neighbours are two regions the staying item joins",
      old: ["a", "b", "c", "d"], new: ["a", "c", "b", "d"],
      expected: [region(1..<1, 1..<2), region(2..<3, 3..<3)]),
  ]

  @Test(arguments: cases) func regions(_ testCase: Case) {
    #expect(DiffableRegion.regions(old: testCase.old, new: testCase.new) == testCase.expected)
  }
}
