import Foundation
import Testing

@testable import Simulator

/// A snapshot updated in place to the sections an apply gives: it becomes what init(sections:)
/// makes, hashing only the regions where a section's lists differ, and it refuses a duplicate
/// with UIKit's text (naming every duplicate in the order found) and stays as it was.
@Suite struct DiffableSnapshotUpdateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var old: [(String, [String])]
    var new: [(String, [String])]
    /// The duplicates UIKit names, in the order found; empty when the update is accepted.
    var duplicates: [String] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an insert and a delete are indexed", old: [("s", ["a", "b", "c"])],
      new: [("s", ["x", "a", "c"])]),
    Case(
      name: "an item moved to another section is indexed there",
      old: [("s", ["a", "b"]), ("t", ["c", "d"])], new: [("s", ["a"]), ("t", ["c", "b", "d"])]),
    Case(
      name: "sections in another order are indexed whole",
      old: [("s", ["a"]), ("t", ["b"])], new: [("t", ["b", "c"]), ("s", ["a"])]),
    Case(
      name: "a new copy of an item that stays is refused", old: [("s", ["a", "b", "c"])],
      new: [("s", ["a", "b", "x", "b", "c"])], duplicates: ["b"]),
    Case(
      name: "two copies of a new item are refused", old: [("s", ["a", "b", "c"])],
      new: [("s", ["a", "x", "b", "x", "c"])], duplicates: ["x"]),
    Case(
      name: "a copy of an item that stays in a later section is refused",
      old: [("s", ["a", "b"]), ("t", ["c", "d"])],
      new: [("s", ["a", "b", "d"]), ("t", ["c", "d"])],
      duplicates: ["d"]),
    Case(
      name: "every duplicate is named in the order found", old: [("s", ["a", "b"])],
      new: [("s", ["x", "a", "b", "x", "a"])], duplicates: ["x", "a"]),
  ]

  @Test(arguments: cases) func update(_ testCase: Case) throws {
    let old = try DiffableDifferenceTests.snapshot(testCase.old)
    var updated = old
    do {
      try updated.update(to: testCase.new.map { ($0.0, $0.1) })
      #expect(testCase.duplicates.isEmpty)
      #expect(updated.sectionIdentifiers == testCase.new.map(\.0))
      #expect(updated.itemsBySection == testCase.new.map(\.1))
      #expect(updated.numberOfItems == testCase.new.reduce(0) { $0 + $1.1.count })
      for (section, (_, items)) in testCase.new.enumerated() {
        for item in items { #expect(updated.sectionIndex(containingItem: item) == section) }
      }
      let gone = Set(old.itemIdentifiers).subtracting(testCase.new.flatMap(\.1))
      for item in gone { #expect(updated.sectionIndex(containingItem: item) == nil) }
    } catch {
      let members = testCase.duplicates.map { "    " + $0 }.joined(separator: ",\n")
      #expect(
        error.message
          == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n"
          + members + "\n)}")
      #expect(updated == old)
      for (section, (_, items)) in testCase.old.enumerated() {
        for item in items { #expect(updated.sectionIndex(containingItem: item) == section) }
      }
      #expect(updated.sectionIndex(containingItem: "x") == nil)
    }
  }
}
