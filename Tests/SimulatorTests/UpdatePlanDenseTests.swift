import Foundation
import LayoutKit
import SeededRandom
import TestSupport
import Testing

@testable import Simulator

/// The plan keeps sorted lists of what a batch changes and answers by binary search; here it is
/// held to tables with an entry for every section and item, worked out by walking both sides in
/// step (`DenseUpdateTables`, the maps the plan kept before), over seeded batches.
@Suite struct UpdatePlanDenseTests {
  /// Over seeded changes (deletes, inserts, moves, repeated and colliding ones, counts that do
  /// not add up), `SectionPlacement` answers every section both ways as the dense tables do, and
  /// its in-place rearrangement is the tables' gather.
  @Test func sectionPlacementAnswersAsTheDenseTables() {
    var generator = SeededGenerator(seed: 0x5EC7_10)
    for round in 0..<2_000 {
      let oldCount = Int.random(in: 0...30, using: &generator)
      let newCount = max(0, oldCount + Int.random(in: -4...4, using: &generator))
      func some(_ count: Int, below limit: Int) -> [Int] {
        limit > 0 ? (0..<count).map { _ in Int.random(in: 0..<limit, using: &generator) } : []
      }
      let deleted = some(Int.random(in: 0...4, using: &generator), below: oldCount)
      let inserted = some(Int.random(in: 0...4, using: &generator), below: newCount + 1)
      let sources = some(Int.random(in: 0...3, using: &generator), below: oldCount)
      let moves = sources.map { (from: $0, to: Int.random(in: 0...newCount, using: &generator)) }
      let placement = SectionPlacement(
        oldCount: oldCount, newCount: newCount, deleted: deleted, inserted: inserted, moves: moves)
      let dense = DenseUpdateTables.sections(
        oldCount: oldCount, newCount: newCount, deleted: deleted, inserted: inserted, moves: moves)
      #expect((0..<oldCount).map { placement.newSection(forOld: $0) } == dense.forward, "\(round)")
      #expect((0..<newCount).map { placement.oldSection(forNew: $0) } == dense.backward, "\(round)")
      var elements = (0..<oldCount).map { "s\($0)" }
      let before = elements
      placement.rearrange(&elements) { "_" }
      #expect(elements == dense.backward.map { $0.map { before[$0] } ?? "_" }, "round \(round)")
    }
  }

  /// Over seeded batches of deletes, inserts, moves and reloads of sections and items (valid
  /// ones, and random ones of which UIKit accepts some, now and then with the data afterwards
  /// given), every old item's new place and every new item's old place, and every section both
  /// ways, are what the dense tables built from the plan's update items say.
  @Test func thePlanAnswersAsTheDenseTables() {
    var generator = SeededGenerator(seed: 0xDE_45E)
    var checked = 0
    for round in 0..<1_500 {
      let (old, operations, given) = Self.randomBatch(round, &generator)
      guard case .success(let plan) = BatchUpdate(operations).plan(old: old, new: given) else {
        continue
      }
      checked += 1
      let newCounts = plan.newData(from: old).map { max(0, $0.count) }
      let dense = Self.denseTables(plan, oldCounts: old.map { max(0, $0.count) }, newCounts)
      #expect(
        old.indices.map { plan.newSection(forOld: $0) } == dense.sections.forward, "\(operations)")
      #expect(
        newCounts.indices.map { plan.oldSection(forNew: $0) } == dense.sections.backward,
        "\(operations)")
      #expect(Self.places(plan.newPlaceForOld(old)) == dense.forward, "\(operations)")
      #expect(Self.places(plan.oldPlaceForNew(old)) == dense.backward, "\(operations)")
    }
    #expect(checked > 900)
  }

  static func places(_ table: [[UpdatePlan.Place]]) -> [[IndexPath?]] {
    table.map { section in
      section.map { $0.exists ? IndexPath(item: Int($0.item), section: Int($0.section)) : nil }
    }
  }

  /// A valid batch (`BatchUpdatePropertyTests.randomBatch`) two times in three, else random
  /// operations over small sections, with the data afterwards given one time in four.
  static func randomBatch(_ round: Int, _ g: inout SeededGenerator) -> (
    [SectionData], [UpdateOperation], [SectionData]?
  ) {
    if round % 3 != 2 {
      let batch = BatchUpdatePropertyTests.randomBatch(&g)
      return (batch.old.map { SectionData(count: $0.count) }, batch.operations, nil)
    }
    let old = (0..<Int.random(in: 1...4, using: &g)).map { _ in
      SectionData(count: Int.random(in: 0...6, using: &g))
    }
    func path() -> IndexPath {
      ip(Int.random(in: 0...4, using: &g), Int.random(in: 0...6, using: &g))
    }
    var operations: [UpdateOperation] = []
    for _ in 0..<Int.random(in: 1...4, using: &g) {
      switch Int.random(in: 0..<8, using: &g) {
      case 0: operations.append(.insertItems([path()]))
      case 1: operations.append(.deleteItems([path()]))
      case 2: operations.append(.reloadItems([path()]))
      case 3: operations.append(.moveItem(path(), to: path()))
      case 4: operations.append(.insertSections([Int.random(in: 0...4, using: &g)]))
      case 5: operations.append(.deleteSections([Int.random(in: 0...3, using: &g)]))
      case 6: operations.append(.reloadSections([Int.random(in: 0...3, using: &g)]))
      default:
        operations.append(
          .moveSection(Int.random(in: 0...3, using: &g), to: Int.random(in: 0...3, using: &g)))
      }
    }
    let given =
      Int.random(in: 0..<4, using: &g) == 0
      ? (0..<Int.random(in: 1...5, using: &g)).map { _ in
        SectionData(count: Int.random(in: 0...7, using: &g))
      } : nil
    return (old, operations, given)
  }

  /// The dense tables of the changes `plan`'s update items name: deleted and reloaded sections
  /// leave, inserted and reloaded ones arrive, moved ones go to their targets; in each continuing
  /// section the deleted, reloaded and moved-out items leave and the inserted, reloaded and
  /// moved-in ones arrive (item operations inside a deleted or inserted section count for
  /// nothing); a moved item goes to its target.
  static func denseTables(_ plan: UpdatePlan, oldCounts: [Int], _ newCounts: [Int]) -> (
    sections: (forward: [Int?], backward: [Int?]), forward: [[IndexPath?]],
    backward: [[IndexPath?]]
  ) {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [IndexPath: IndexPath] = [:]
    for item in plan.items {
      if let before = item.before, item.action == .delete || item.action == .reload {
        if before.item == NSNotFound {
          deletedSections.insert(before.section)
        } else {
          deletes.append(before)
        }
      }
      if let after = item.after, item.action == .insert || item.action == .reload {
        if after.item == NSNotFound {
          insertedSections.insert(after.section)
        } else {
          inserts.append(after)
        }
      }
      if item.action == .move, let before = item.before, let after = item.after {
        if before.item == NSNotFound {
          sectionMoves.append((before.section, after.section))
        } else {
          moves[before] = after
        }
      }
    }
    let sections = DenseUpdateTables.sections(
      oldCount: oldCounts.count, newCount: newCounts.count, deleted: Array(deletedSections),
      inserted: Array(insertedSections), moves: sectionMoves)
    var forward = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
    var backward = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
    for (newSection, oldSection) in sections.backward.enumerated() {
      guard let oldSection else { continue }
      let leaving = Set(
        deletes.filter { $0.section == oldSection && !deletedSections.contains($0.section) }
          .map(\.item) + moves.keys.filter { $0.section == oldSection }.map(\.item))
      let arriving = Set(
        inserts.filter { $0.section == newSection && !insertedSections.contains($0.section) }
          .map(\.item) + moves.values.filter { $0.section == newSection }.map(\.item))
      let items = DenseUpdateTables.items(
        oldCount: oldCounts[oldSection], newCount: newCounts[newSection], leaving: leaving,
        arriving: arriving)
      for (oldItem, newItem) in items.forward.enumerated() {
        forward[oldSection][oldItem] = newItem.map { IndexPath(item: $0, section: newSection) }
      }
      for (newItem, oldItem) in items.backward.enumerated() {
        backward[newSection][newItem] = oldItem.map { IndexPath(item: $0, section: oldSection) }
      }
    }
    for (source, target) in moves {
      forward[source.section][source.item] = target
      backward[target.section][target.item] = source
    }
    return (sections, forward, backward)
  }
}
