import Foundation
import SeededRandom
import Testing

@testable import Simulator

/// The difference between two snapshots: hand-derived batches for the cases users report, then
/// seeded sequences of snapshots whose every batch UIKit's validation accepts and whose result is
/// the new snapshot, with no surviving item deleted and re-inserted.
@Suite struct DiffableDifferenceTests {
  /// A snapshot from `[(section, [items])]`.
  static func snapshot(_ sections: [(String, [String])]) throws -> DiffableDataSourceSnapshot {
    try DiffableDataSourceSnapshot(sections: sections.map { ($0.0, $0.1) })
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var old: [(String, [String])]
    var new: [(String, [String])]
    var reloaded: [String] = []
    var expected: [UpdateOperation]
    var testDescription: String { name }
  }

  /// Each expected batch is derived from the rule: survivors that keep their order stay, the item
  /// displaced farther moves, a deleted section's survivors are inserted where they land.
  static let cases: [Case] = [
    Case(
      name: "the last item moved to the front is one move",
      old: [("list", ["a", "b", "c", "d", "e"])], new: [("list", ["e", "a", "b", "c", "d"])],
      expected: [.moveItem(ip(0, 4), to: ip(0, 0))]),
    Case(
      name: "the first item moved to the end is one move",
      old: [("list", ["a", "b", "c", "d", "e"])], new: [("list", ["b", "c", "d", "e", "a"])],
      expected: [.moveItem(ip(0, 0), to: ip(0, 4))]),
    Case(
      name: "two items swapped: the later one moves in front",
      old: [("list", ["a", "b"])], new: [("list", ["b", "a"])],
      expected: [.moveItem(ip(0, 1), to: ip(0, 0))]),
    Case(
      name: "a search filter deletes what it hides",
      old: [("results", ["a", "b", "c", "d"])], new: [("results", ["b", "d"])],
      expected: [.deleteItems([ip(0, 0), ip(0, 2)])]),
    Case(
      name: "clearing the filter inserts them again",
      old: [("results", ["b", "d"])], new: [("results", ["a", "b", "c", "d"])],
      expected: [.insertItems([ip(0, 0), ip(0, 2)])]),
    Case(
      name: "a favourite moves between sections",
      old: [("favourites", ["a"]), ("all", ["b", "c"])],
      new: [("favourites", ["a", "c"]), ("all", ["b"])],
      expected: [.moveItem(ip(1, 1), to: ip(0, 1))]),
    Case(
      name: "the last section moved to the front",
      old: [("x", ["a"]), ("y", ["b"]), ("z", ["c"])],
      new: [("z", ["c"]), ("x", ["a"]), ("y", ["b"])],
      expected: [.moveSection(2, to: 0)]),
    Case(
      name: "a reload in place is a reload",
      old: [("list", ["a", "b", "c"])], new: [("list", ["a", "b", "c"])], reloaded: ["b"],
      expected: [.reloadItems([ip(0, 1)])]),
    Case(
      name: "a reload beside a delete is still a reload, at its old index path",
      old: [("list", ["a", "b", "c"])], new: [("list", ["b", "c"])], reloaded: ["c"],
      expected: [.deleteItems([ip(0, 0)]), .reloadItems([ip(0, 2)])]),
    Case(
      name: "a reload in a section with a move is a delete and an insert",
      old: [("list", ["a", "b", "c"])], new: [("list", ["b", "a", "c"])], reloaded: ["c"],
      expected: [
        .deleteItems([ip(0, 2)]), .insertItems([ip(0, 2)]), .moveItem(ip(0, 1), to: ip(0, 0)),
      ]),
    Case(
      name: "an item of a deleted section is inserted where it lands",
      old: [("gone", ["a", "b"]), ("kept", ["c"])], new: [("kept", ["c", "a"])],
      expected: [.deleteSections([0]), .insertItems([ip(0, 1)])]),
    Case(
      name: "an item moving into an inserted section is deleted where it was",
      old: [("kept", ["a", "b"])], new: [("new", ["b"]), ("kept", ["a"])],
      expected: [.insertSections([0]), .deleteItems([ip(0, 1)])]),
    Case(
      name: "the same snapshot is no update",
      old: [("list", ["a", "b"])], new: [("list", ["a", "b"])], expected: []),
  ]

  @Test(arguments: cases) func handDerivedBatches(_ testCase: Case) throws {
    let old = try Self.snapshot(testCase.old)
    var new = try Self.snapshot(testCase.new)
    try new.reloadItems(testCase.reloaded)
    let difference = DiffableDifference(from: old, to: new)
    #expect(difference.operations == testCase.expected)
    try Self.checkApplies(difference, old: old, new: new)
  }

  /// The batch passes UIKit's validation, and every item that survives outside a deleted,
  /// inserted or reloaded section, and is not itself reloaded, lands where the new snapshot has it
  /// (a move, never a delete and an insert); every other item of the new snapshot is new to it.
  static func checkApplies(
    _ difference: DiffableDifference, old: DiffableDataSourceSnapshot,
    new: DiffableDataSourceSnapshot, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let oldData = old.itemsBySection.map { SectionData(count: $0.count, ids: $0) }
    let newData = new.itemsBySection.map { SectionData(count: $0.count, ids: $0) }
    let result = BatchUpdate(difference.operations).plan(old: oldData, new: newData)
    guard case .success(let plan) = result else {
      Issue.record("refused \(difference.operations): \(result)", sourceLocation: sourceLocation)
      return
    }
    let newSectionOf = Dictionary(
      uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })
    let oldSectionOf = Dictionary(
      uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
    for (section, items) in old.itemsBySection.enumerated() {
      let sectionName = old.sectionIdentifiers[section]
      for (item, identifier) in items.enumerated() {
        let place = plan.newPlace(forOldItem: item, inSection: section)
        guard let target = new.indexPath(ofItem: identifier) else {
          #expect(!place.exists, "\(identifier) was deleted", sourceLocation: sourceLocation)
          continue
        }
        let targetName = new.sectionIdentifiers[target.section]
        let covered =
          newSectionOf[sectionName] == nil || oldSectionOf[targetName] == nil
          || new.reloadedSectionIdentifiers.contains(sectionName)
          || new.reloadedSectionIdentifiers.contains(targetName)
          || new.reloadedItemIdentifiers.contains(identifier)
        if covered {
          #expect(
            !place.exists, "\(identifier) is new to its place", sourceLocation: sourceLocation)
        } else {
          #expect(
            place == UpdatePlan.Place(target.section, target.item),
            "\(identifier) goes to \(target) by \(difference.operations)",
            sourceLocation: sourceLocation)
        }
      }
    }
  }

  /// A random change of a snapshot through its operations, as an app makes them.
  static func randomChange(
    _ snapshot: DiffableDataSourceSnapshot, next: inout Int, _ generator: inout SeededGenerator
  ) -> DiffableDataSourceSnapshot {
    var result = snapshot.applied
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let sections = result.sectionIdentifiers
      let items = result.itemIdentifiers
      func someItems() -> [String] {
        (0..<Int.random(in: 1...3, using: &generator)).compactMap { _ in
          items.randomElement(using: &generator)
        }
      }
      func fresh(_ count: Int) -> [String] {
        (0..<count).map { _ in
          next += 1
          return "i\(next)"
        }
      }
      func position(_ among: [String]) -> DiffablePosition? {
        guard let anchor = among.randomElement(using: &generator) else { return nil }
        return Bool.random(using: &generator) ? .before(anchor) : .after(anchor)
      }
      // Each operation may be refused (an item named twice); the snapshot is then as it was.
      switch Int.random(in: 0..<12, using: &generator) {
      case 0 where sections.count < 10:
        next += 1
        try? result.appendSections(["s\(next)"])
      case 1 where sections.count < 10:
        next += 1
        if let at = position(sections) { try? result.insertSections(["s\(next)"], at) }
      case 2 where sections.count > 1:
        if let section = sections.randomElement(using: &generator) {
          try? result.deleteSections([section])
        }
      case 3:
        if let section = sections.randomElement(using: &generator), let at = position(sections) {
          try? result.moveSection(section, at)
        }
      case 4 where items.count < 200:
        _ = try? result.appendItems(
          fresh(Int.random(in: 1...6, using: &generator)),
          toSection: sections.randomElement(using: &generator),
          duplicates: .raise)
      case 5 where items.count < 200:
        if let at = position(items) {
          _ = try? result.insertItems(
            fresh(Int.random(in: 1...3, using: &generator)), at, duplicates: .raise)
        }
      case 6: try? result.deleteItems(Array(Set(someItems())))
      case 7, 8:
        if let item = items.randomElement(using: &generator), let at = position(items) {
          try? result.moveItem(item, at)
        }
      case 9: try? result.reloadItems(someItems())
      case 10:
        if let section = sections.randomElement(using: &generator) {
          try? result.reloadSections([section])
        }
      default:
        // A shuffle of one section, as a sort order changing.
        if let section = sections.randomElement(using: &generator),
          let list = result.itemIdentifiers(inSection: section), list.count > 1
        {
          let shuffled = list.shuffled(using: &generator)
          try? result.deleteItems(list)
          _ = try? result.appendItems(shuffled, toSection: section, duplicates: .raise)
        }
      }
    }
    return result
  }

  @Test func randomSnapshotSequencesApplyAsBatches() throws {
    var generator = SeededGenerator(seed: 0xD1FF)
    var next = 0
    var snapshot = try Self.snapshot([("s0", ["a", "b", "c"]), ("s1", ["d", "e"])])
    var moves = 0
    var sectionMovesWithItemChanges = 0
    var reloads = 0
    for _ in 0..<5_000 {
      let new = Self.randomChange(snapshot, next: &next, &generator)
      let difference = DiffableDifference(from: snapshot, to: new)
      let kinds = difference.operations.map { operation -> Int in
        switch operation {
        case .moveSection: 0
        case .reloadItems, .reloadSections: 1
        case .insertSections, .deleteSections: 2
        default: 3
        }
      }
      if kinds.contains(0) && kinds.contains(3) { sectionMovesWithItemChanges += 1 }
      if kinds.contains(1) { reloads += 1 }
      try Self.checkApplies(difference, old: snapshot, new: new)
      // The same two snapshots give the same batch.
      #expect(DiffableDifference(from: snapshot, to: new).operations == difference.operations)
      moves +=
        difference.operations.filter {
          if case .moveItem = $0 { return true }
          return false
        }.count
      snapshot = new.applied
    }
    // The sequence reaches the hard cases: items changing in moved sections, and reloads.
    #expect(moves > 1_000)
    #expect(sectionMovesWithItemChanges > 100)
    #expect(reloads > 300)
  }

  @Test func oneMovedItemInALongListIsOneMove() throws {
    let items = (0..<1_000).map { "item\($0)" }
    var reordered = items
    reordered.insert(reordered.remove(at: 900), at: 10)
    let difference = DiffableDifference(
      from: try Self.snapshot([("list", items)]), to: try Self.snapshot([("list", reordered)]))
    #expect(difference.operations == [.moveItem(ip(0, 900), to: ip(0, 10))])
  }
}
