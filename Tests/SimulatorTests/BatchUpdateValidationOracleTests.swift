import Foundation
import LayoutKit
import SeededRandom
import Testing

@testable import Simulator

/// The validation as it was written first, every operation compared with every other one
/// (O(k^2)), kept as the oracle the sorted lookups of `BatchUpdate+Validation.swift` must agree
/// with: the same refusal (which comes first, and its text) and the same plan for every batch.
extension BatchUpdate {
  func quadraticPlan(old: [SectionData], new explicitNew: [SectionData]?) -> Result<
    [UpdatePlan.Item], UpdateError
  > {
    do {
      let operations = recorded()
      let oldCounts = ItemCounts(count: old.count) { max(0, old[$0].count) }
      let (reloadDeletes, reloadInserts, reloads) = try Self.quadraticDecomposeReloads(operations)
      var deletes = (operations.deletes + reloadDeletes).sorted { $0.path > $1.path }
      var inserts = (operations.inserts + reloadInserts).sorted { $0.path < $1.path }
      var moves = operations.moves
      try Self.quadraticValidateDeletes(&deletes, moves: moves, oldCounts: oldCounts)
      let sections = Self.placement(
        oldCount: old.count, deletes: deletes, inserts: inserts, moves: moves,
        newCount: explicitNew?.count)
      let changedCounts =
        explicitNew == nil
        ? derivedCounts(
          oldCounts, sections, deletes: deletes, inserts: inserts, moves: moves, reloads: reloads)
        : SortedIndexMap()
      let newCounts = ItemCounts(count: sections.newCount) { section in
        if let explicitNew { return max(0, explicitNew[section].count) }
        return changedCounts[section] ?? sections.oldSection(forNew: section).map(oldCounts.at)
          ?? 0
      }
      try Self.quadraticValidateInserts(&inserts, moves: moves, newCounts: newCounts)
      try Self.quadraticValidateMoves(&moves, oldCounts: oldCounts, newCounts: newCounts)
      try validateCounts(
        oldCounts: oldCounts, newCounts: newCounts, sections: sections, deletes: deletes,
        inserts: inserts, moves: moves, changed: explicitNew == nil ? changedCounts.keys : nil)
      return .success(
        buildPlan(
          old: old, explicitNew: explicitNew, newCounts: newCounts, sections: sections,
          deletes: deletes, inserts: inserts, moves: moves, reloads: reloads,
          recorded: operations
        ).items)
    } catch let error as UpdateError {
      return .failure(error)
    } catch {
      return .failure(UpdateError("\(error)"))
    }
  }

  /// Reloads: a delete at the old index path and an insert where the other operations move it.
  /// Item deletes are index paths before the update, so only those in the reload's own old
  /// section move it; item inserts are index paths after it, so only those in its final section
  /// do (an item operation inside a deleted or inserted section moves nothing else).
  static func quadraticDecomposeReloads(_ operations: Recorded) throws -> (
    deletes: [Entry], inserts: [Entry], reloads: [Entry]
  ) {
    var reloadDeletes: [Entry] = []
    var reloadInserts: [Entry] = []
    var reloads: [Entry] = []
    for reload in operations.reloads {
      var section = reload.path.section
      var item = reload.path.item
      for delete in operations.deletes {
        if delete.path == reload.path {
          throw UpdateError(
            "attempt to delete and reload the same index path (\(delete.path.objectDescription))")
        }
        if delete.path.isSection && delete.path.section == reload.path.section { continue }
        if delete.path.isSection, delete.path.section <= section { section -= 1 }
        if !reload.path.isSection, !delete.path.isSection,
          delete.path.section == reload.path.section, delete.path.item <= item
        {
          item -= 1
        }
      }
      for insert in operations.inserts where insert.path.isSection {
        if insert.path.section <= section { section += 1 }
      }
      for insert in operations.inserts where !reload.path.isSection && !insert.path.isSection {
        if insert.path.section == section, insert.path.item <= item { item += 1 }
      }
      let target =
        reload.path.isSection
        ? UpdatePath.section(section) : UpdatePath(section: section, item: item)
      reloadDeletes.append(Entry(action: .delete, path: reload.path))
      reloadInserts.append(Entry(action: .insert, path: target))
      reloads.append(Entry(action: .reload, path: reload.path, target: target))
    }
    return (reloadDeletes, reloadInserts, reloads)
  }

  /// Deletes, against the data before the update; item deletes inside a deleted section are
  /// dropped (the section's delete covers them).
  static func quadraticValidateDeletes(
    _ deletes: inout [Entry], moves: [Entry], oldCounts: ItemCounts
  ) throws {
    var index = 0
    while index < deletes.count {
      let path = deletes[index].path
      if path.isSection {
        guard oldCounts.hasSection(path.section) else {
          throw UpdateError(
            "attempt to delete section \(path.section), but there are only \(oldCounts.count) sections before the update"
          )
        }
        index -= quadraticRemoveItems(inSection: path.section, from: &deletes, before: index)
        for move in moves {
          if move.path == path {
            throw UpdateError(
              "attempt to perform a delete and a move from the same section (\(path.section))")
          }
          if move.path.section == path.section {
            throw UpdateError("cannot move an item from a deleted section (\(path.section))")
          }
        }
      } else {
        guard oldCounts.hasSection(path.section) else {
          throw UpdateError(
            "attempt to delete item \(path.item) from section \(path.section), but there are only \(oldCounts.count) sections before the update"
          )
        }
        guard oldCounts.hasItem(path.item, inSection: path.section) else {
          throw UpdateError(
            "attempt to delete item \(path.item) from section \(path.section) which only contains \(oldCounts[path.section]) items before the update"
          )
        }
        if moves.contains(where: { $0.path == path }) {
          throw UpdateError(
            "attempt to perform a delete and a move from the same index path (\(path.objectDescription))"
          )
        }
      }
      index += 1
    }
  }

  /// Inserts, against the data after the update; item inserts inside an inserted section are
  /// dropped.
  static func quadraticValidateInserts(
    _ inserts: inout [Entry], moves: [Entry], newCounts: ItemCounts
  ) throws {
    var index = 0
    while index < inserts.count {
      let path = inserts[index].path
      if path.isSection {
        guard newCounts.hasSection(path.section) else {
          throw UpdateError(
            "attempt to insert section \(path.section) but there are only \(newCounts.count) sections after the update"
          )
        }
        index -= quadraticRemoveItems(inSection: path.section, from: &inserts, before: index)
        for move in moves {
          guard let target = move.target else { continue }
          if target == path {
            throw UpdateError(
              "attempt to perform an insert and a move to the same section (\(path.section))")
          }
          if target.section == path.section {
            throw UpdateError("cannot move an item into a newly inserted section (\(path.section))")
          }
        }
      } else {
        guard newCounts.hasSection(path.section) else {
          throw UpdateError(
            "attempt to insert item \(path.item) into section \(path.section), but there are only \(newCounts.count) sections after the update"
          )
        }
        guard newCounts.hasItem(path.item, inSection: path.section) else {
          throw UpdateError(
            "attempt to insert item \(path.item) into section \(path.section), but there are only \(newCounts[path.section]) items in section \(path.section) after the update"
          )
        }
        if moves.contains(where: { $0.target == path }) {
          throw UpdateError(
            "attempt to perform an insert and a move to the same index path (\(path.objectDescription))"
          )
        }
      }
      index += 1
    }
  }

  /// Drops the item operations inside a section that is itself deleted or inserted (the section
  /// operation covers them) and returns how many stood before `position`.
  static func quadraticRemoveItems(
    inSection section: Int, from entries: inout [Entry], before position: Int
  )
    -> Int
  {
    var removedBefore = 0
    var kept: [Entry] = []
    for (index, entry) in entries.enumerated() {
      if !entry.path.isSection && entry.path.section == section {
        if index < position { removedBefore += 1 }
      } else {
        kept.append(entry)
      }
    }
    entries = kept
    return removedBefore
  }

  /// Moves: both ends must exist; an exact duplicate is dropped; one source to two places, or two
  /// sources to one place, is refused.
  static func quadraticValidateMoves(
    _ moves: inout [Entry], oldCounts: ItemCounts, newCounts: ItemCounts
  )
    throws
  {
    var index = 0
    while index < moves.count {
      let from = moves[index].path
      let to = moves[index].target ?? from
      if from.isSection {
        guard oldCounts.hasSection(from.section) else {
          throw UpdateError(
            "attempt to move section \(from.section), but there are only \(oldCounts.count) sections before the update"
          )
        }
        guard newCounts.hasSection(to.section) else {
          throw UpdateError(
            "attempt to to move section \(from.section) to section \(to.section), but there are only \(newCounts.count) sections after the update"
          )
        }
      } else {
        guard oldCounts.hasSection(from.section) else {
          throw UpdateError(
            "attempt to move index path (\(from.objectDescription)) from a section that does not exist - there are only \(oldCounts.count) sections before the update"
          )
        }
        guard oldCounts.hasItem(from.item, inSection: from.section) else {
          throw UpdateError(
            "attempt to move index path (\(from.objectDescription)) that does not exist - there are only \(oldCounts[from.section]) items in section \(from.section) before the update"
          )
        }
        guard newCounts.hasSection(to.section) else {
          throw UpdateError(
            "attempt to move index path (\(from.objectDescription)) to index path (\(to.objectDescription)) in section that does not exist - there are only \(newCounts.count) sections after the update"
          )
        }
        guard newCounts.hasItem(to.item, inSection: to.section) else {
          throw UpdateError(
            "attempt to move index path (\(from.objectDescription)) to index path (\(to.objectDescription)) that does not exist - there are only \(newCounts[to.section]) items in section \(to.section) after the update"
          )
        }
      }
      var scan = index + 1
      while scan < moves.count {
        let other = moves[scan]
        let sameSource = other.path == from
        let sameTarget = other.target == to
        if sameSource && sameTarget {
          moves.remove(at: scan)
          continue
        }
        if sameSource {
          let otherTarget = other.target ?? other.path
          throw UpdateError(
            from.isSection
              ? "attempt to move section \(from.section) to both section \(to.section) and section \(otherTarget.section)"
              : "attempt to move item at index path \(from.objectDescription) to both \(to.objectDescription) and \(otherTarget.objectDescription)"
          )
        }
        if sameTarget {
          throw UpdateError(
            from.isSection
              ? "attempt to move both section \(from.section) and section \(other.path.section) to section \(to.section)"
              : "attempt to move both item at index path \(from.objectDescription) and \(other.path.objectDescription) to \(to.objectDescription)"
          )
        }
        scan += 1
      }
      index += 1
    }
  }
}

@Suite struct BatchUpdateValidationOracleTests {
  /// Random batches over small data, repeated operations and all, so that every pair of checks
  /// meets: the sorted lookups refuse with the quadratic walk's first text, or plan the same
  /// items.
  @Test func sortedLookupsAgreeWithTheQuadraticWalk() {
    var generator = SeededGenerator(seed: 0x0AC1E)
    var refused = 0
    for _ in 0..<20_000 {
      // Half the batches are small and mostly in range, so that many are planned too.
      let small = Bool.random(using: &generator)
      let old = (0..<Int.random(in: small ? 3...5 : 0...4, using: &generator)).map { _ in
        SectionData(count: Int.random(in: small ? 3...6 : 0...5, using: &generator))
      }
      func section() -> Int { Int.random(in: small ? 0...2 : 0...4, using: &generator) }
      func path() -> IndexPath {
        ip(section(), Int.random(in: small ? 0...2 : 0...6, using: &generator))
      }
      var operations: [UpdateOperation] = []
      for _ in 0..<Int.random(in: small ? 1...3 : 1...7, using: &generator) {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: operations.append(.insertItems([path(), path()]))
        case 1: operations.append(.deleteItems([path(), path()]))
        case 2: operations.append(.reloadItems([path(), path()]))
        case 3: operations.append(.moveItem(path(), to: path()))
        case 4: operations.append(.insertSections([section()]))
        case 5: operations.append(.deleteSections([section(), section()]))
        case 6: operations.append(.reloadSections([section()]))
        default: operations.append(.moveSection(section(), to: section()))
        }
      }
      let explicit: [SectionData]? =
        Int.random(in: 0..<4, using: &generator) == 0
        ? (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          SectionData(count: Int.random(in: 0...6, using: &generator))
        } : nil
      let update = BatchUpdate(operations)
      let oracle = update.quadraticPlan(old: old, new: explicit)
      let planned = update.plan(old: old, new: explicit).map(\.items)
      switch (oracle, planned) {
      case (.failure(let expected), .failure(let actual)):
        refused += 1
        #expect(actual.message == expected.message, "\(operations)")
      case (.success(let expected), .success(let actual)):
        #expect(actual == expected, "\(operations)")
      default:
        Issue.record("\(operations): the oracle gives \(oracle), the plan \(planned)")
      }
    }
    // Both kinds are met often: the table is not all refusals or all plans.
    #expect(refused > 5_000 && refused < 15_000, "\(refused) refused")
  }
}
