import Foundation
import LayoutKit
import SeededRandom
import Testing

@testable import Simulator

/// Random batches built from a known before-and-after arrangement of item ids: the engine must
/// accept every valid one and rebuild exactly that arrangement, and refuse every invalid one with
/// one of UIKit's texts, never trapping.
@Suite struct BatchUpdatePropertyTests {
  /// A random valid batch: the old arrangement, the operations, and the arrangement they lead to.
  static func randomBatch(_ g: inout SeededGenerator) -> (
    old: [[String]], operations: [UpdateOperation], new: [[String]]
  ) {
    let old = (0..<Int.random(in: 1...4, using: &g)).map { s in
      (0..<Int.random(in: 0...9, using: &g)).map { "\(s)-\($0)" }
    }
    var operations: [UpdateOperation] = []
    // Sections: maybe delete one, maybe move one, maybe insert one.
    var surviving = Array(old.indices)
    if old.count > 1, Bool.random(using: &g) {
      let deleted = surviving.remove(at: Int.random(in: 0..<surviving.count, using: &g))
      operations.append(.deleteSections([deleted]))
    }
    var movedSection: Int?
    if surviving.count > 1, Bool.random(using: &g) {
      let from = surviving.remove(at: Int.random(in: 0..<surviving.count, using: &g))
      surviving.insert(from, at: Int.random(in: 0...surviving.count, using: &g))
      movedSection = from
    }
    // New section order: surviving old sections, with an inserted (empty) section somewhere.
    var order: [Int?] = surviving.map { $0 }
    if Bool.random(using: &g) { order.insert(nil, at: Int.random(in: 0...order.count, using: &g)) }
    if let from = movedSection, let to = order.firstIndex(of: from) {
      operations.append(.moveSection(from, to: to))
    }
    if let inserted = order.firstIndex(of: nil) { operations.append(.insertSections([inserted])) }

    // Items: delete some, move some (not out of or into a moved section, whose index paths UIKit
    // does not adjust), reload some in sections without moves.
    var lists: [[String]] = order.map { $0.map { old[$0] } ?? [] }
    var oldPlace: [String: IndexPath] = [:]
    for (s, items) in old.enumerated() {
      for (i, id) in items.enumerated() { oldPlace[id] = ip(s, i) }
    }
    var deletes: [IndexPath] = []
    var movers: [String] = []
    var reloadCandidates: [String] = []
    for (n, source) in order.enumerated() {
      guard let source else { continue }
      var kept: [String] = []
      for id in lists[n] {
        let roll = Int.random(in: 0..<10, using: &g)
        if roll < 2 {
          deletes.append(oldPlace[id] ?? ip(0, 0))
        } else if roll < 3, source != movedSection {
          movers.append(id)
        } else {
          kept.append(id)
          if source != movedSection { reloadCandidates.append(id) }
        }
      }
      lists[n] = kept
    }
    if !deletes.isEmpty { operations.append(.deleteItems(deletes)) }
    let targets = order.indices.filter { order[$0] != nil && order[$0] != movedSection }
    for id in movers {
      guard let n = targets.randomElement(using: &g) else { continue }
      lists[n].insert(id, at: Int.random(in: 0...lists[n].count, using: &g))
    }
    var insertedIDs: [String] = []
    for (k, n) in targets.enumerated() where Bool.random(using: &g) {
      let id = "new-\(k)"
      insertedIDs.append(id)
      lists[n].insert(id, at: Int.random(in: 0...lists[n].count, using: &g))
    }
    var newPlace: [String: IndexPath] = [:]
    for (s, items) in lists.enumerated() {
      for (i, id) in items.enumerated() { newPlace[id] = ip(s, i) }
    }
    for id in movers {
      if let from = oldPlace[id], let to = newPlace[id] {
        operations.append(.moveItem(from, to: to))
      }
    }
    let inserts = insertedIDs.compactMap { newPlace[$0] }
    if !inserts.isEmpty { operations.append(.insertItems(inserts)) }
    // Reloads only where no item of the section moved and no section moved: UIKit places the
    // reloaded item by the deletes and inserts alone.
    let sectionsWithMoves = Set(
      movers.compactMap { oldPlace[$0]?.section }
        + movers.compactMap { newPlace[$0].flatMap { order[$0.section] } })
    let reloads = reloadCandidates.filter { id in
      guard let from = oldPlace[id] else { return false }
      return movedSection == nil && !sectionsWithMoves.contains(from.section)
        && Int.random(in: 0..<6, using: &g) == 0
    }
    if !reloads.isEmpty { operations.append(.reloadItems(reloads.compactMap { oldPlace[$0] })) }
    operations.shuffle(using: &g)
    return (old, operations, lists)
  }

  @Test func randomValidBatchesRebuildTheirArrangement() throws {
    var g = SeededGenerator(seed: 0xBA7C4)
    for _ in 0..<2_000 {
      let batch = Self.randomBatch(&g)
      let old = batch.old.map { SectionData(count: $0.count, ids: $0) }
      let result = BatchUpdate(batch.operations).plan(old: old, new: nil)
      guard case .success(let plan) = result else {
        Issue.record("refused \(batch.operations): \(result)")
        continue
      }
      // The derived data, by id: new items carry generated ids, so compare survivors only.
      let rebuilt = plan.newData(from: old).map { $0.ids ?? [] }
      #expect(rebuilt.map(\.count) == batch.new.map(\.count), "\(batch.operations)")
      for (s, items) in batch.new.enumerated() {
        for (i, id) in items.enumerated() where !id.hasPrefix("new-") {
          #expect(rebuilt[safe: s]?[safe: i] == id, "\(batch.operations): (\(s), \(i))")
        }
      }
      // The maps agree with each other: old -> new -> old is the identity for every survivor.
      let backward = plan.oldPlaceForNew(old)
      for (s, places) in plan.newPlaceForOld(old).enumerated() {
        for (i, place) in places.enumerated() where place.exists {
          let back = backward[Int(place.section)][Int(place.item)]
          #expect(back == UpdatePlan.Place(section: Int32(s), item: Int32(i)))
        }
      }
    }
  }

  @Test func randomInvalidBatchesAreRefusedWithUIKitsTexts() {
    var g = SeededGenerator(seed: 0xBAD)
    let prefixes = [
      "Invalid update: invalid number of", "attempt to delete", "attempt to insert",
      "attempt to move",
      "attempt to perform", "attempt to to move", "cannot move an item",
    ]
    var refused = 0
    for _ in 0..<3_000 {
      let old = (0..<Int.random(in: 0...3, using: &g)).map { _ in Int.random(in: 0...5, using: &g) }
      func path() -> IndexPath {
        ip(Int.random(in: 0...3, using: &g), Int.random(in: 0...7, using: &g))
      }
      var operations: [UpdateOperation] = []
      for _ in 0..<Int.random(in: 1...5, using: &g) {
        switch Int.random(in: 0..<8, using: &g) {
        case 0: operations.append(.insertItems([path()]))
        case 1: operations.append(.deleteItems([path(), path()]))
        case 2: operations.append(.reloadItems([path()]))
        case 3: operations.append(.moveItem(path(), to: path()))
        case 4: operations.append(.insertSections([Int.random(in: 0...4, using: &g)]))
        case 5: operations.append(.deleteSections([Int.random(in: 0...4, using: &g)]))
        case 6: operations.append(.reloadSections([Int.random(in: 0...4, using: &g)]))
        default:
          operations.append(
            .moveSection(Int.random(in: 0...4, using: &g), to: Int.random(in: 0...4, using: &g)))
        }
      }
      let explicit: [SectionData]? =
        Bool.random(using: &g)
        ? (0..<Int.random(in: 0...4, using: &g)).map { _ in
          SectionData(count: Int.random(in: 0...6, using: &g))
        } : nil
      let result = BatchUpdate(operations).plan(
        old: old.map { SectionData(count: $0) }, new: explicit)
      if case .failure(let error) = result {
        refused += 1
        #expect(
          prefixes.contains { error.message.hasPrefix($0) }, "\(operations): \(error.message)")
      }
    }
    #expect(refused > 1_000)
  }
}
