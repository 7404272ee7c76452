import Foundation
import SeededRandom
import Testing

@testable import Simulator

/// Matching in order and hashing only the regions gives the batch that hashing every item gives
/// (each continuing section taken as one region), and updating a snapshot in place gives the
/// snapshot init(sections:) builds: over seeded sequences of small snapshots with every kind of
/// change, and over long lists with scattered inserts, deletes, moves and reversed runs.
@Suite struct DiffableRegionPropertyTests {
  static func wholeListDifference(
    from old: DiffableDataSourceSnapshot, to new: DiffableDataSourceSnapshot
  ) -> [UpdateOperation] {
    DiffableDifference(
      fromSections: old.sectionIdentifiers, items: old.itemsBySection, to: new, reconfigured: [],
      regions: .wholeLists
    ).operations
  }

  /// The snapshot `old` becomes in place, checked against `new` (without its marks).
  static func expectUpdate(from old: DiffableDataSourceSnapshot, to new: DiffableDataSourceSnapshot)
    throws
  {
    var updated = old
    try updated.update(to: Array(zip(new.sectionIdentifiers, new.itemsBySection)))
    #expect(updated == new.applied)
    #expect(updated.numberOfItems == new.numberOfItems)
    for item in new.itemIdentifiers {
      #expect(updated.sectionIndex(containingItem: item) == new.sectionIndex(containingItem: item))
    }
  }

  @Test func smallSnapshotsGiveTheWholeListBatch() throws {
    var generator = SeededGenerator(seed: 0xBEEF)
    var next = 0
    var snapshot = try DiffableDifferenceTests.snapshot([
      ("s0", ["a", "b", "c"]), ("s1", ["d", "e"]),
    ])
    for _ in 0..<5_000 {
      let new = DiffableDifferenceTests.randomChange(snapshot, next: &next, &generator)
      #expect(
        DiffableDifference(from: snapshot, to: new).operations
          == Self.wholeListDifference(from: snapshot, to: new))
      try Self.expectUpdate(from: snapshot, to: new)
      snapshot = new.applied
    }
  }

  /// `items` with a few seeded edits: a delete, an insert, a move or a reversed run of three.
  static func edited(_ items: [String], fresh: inout Int, _ generator: inout SeededGenerator)
    -> [String]
  {
    var result = items
    for _ in 0..<Int.random(in: 1...12, using: &generator) {
      let kind = Int.random(in: 0..<4, using: &generator)
      if kind == 0, !result.isEmpty {
        result.remove(at: Int.random(in: 0..<result.count, using: &generator))
      } else if kind == 1 {
        fresh += 1
        result.insert("n\(fresh)", at: Int.random(in: 0...result.count, using: &generator))
      } else if kind == 2, result.count > 1 {
        let moved = result.remove(at: Int.random(in: 0..<result.count, using: &generator))
        result.insert(moved, at: Int.random(in: 0...result.count, using: &generator))
      } else if result.count > 4 {
        let start = Int.random(in: 0..<(result.count - 3), using: &generator)
        result[start..<(start + 3)].reverse()
      }
    }
    return result
  }

  @Test func longListsGiveTheWholeListBatch() throws {
    var generator = SeededGenerator(seed: 0xABCD)
    var fresh = 0
    var items = (0..<500).map { "i\($0)" }
    var split = 250
    for _ in 0..<400 {
      let next = Self.edited(items, fresh: &fresh, &generator)
      let newSplit = Int.random(in: 0...next.count, using: &generator)
      let old = try DiffableDifferenceTests.snapshot([
        ("a", Array(items.prefix(split))), ("b", Array(items.dropFirst(split))),
      ])
      let new = try DiffableDifferenceTests.snapshot([
        ("a", Array(next.prefix(newSplit))), ("b", Array(next.dropFirst(newSplit))),
      ])
      #expect(
        DiffableDifference(from: old, to: new).operations
          == Self.wholeListDifference(from: old, to: new))
      try Self.expectUpdate(from: old, to: new)
      items = next
      split = newSplit
    }
  }
}
