import Foundation
import LayoutKit

extension BatchUpdate {
  /// UIKit's `_endItemAnimations`: reloads decomposed into deletes and inserts, then deletes
  /// checked against the old data, inserts against the new, moves on both sides, then the counts.
  /// The first failure is UIKit's exception.
  func makePlan(old: [SectionData], new explicitNew: [SectionData]?) throws -> UpdatePlan {
    let operations = recorded()
    let oldCounts = ItemCounts(count: old.count) { max(0, old[$0].count) }
    let (reloadDeletes, reloadInserts, reloads) = try Self.decomposeReloads(operations)
    var deletes = (operations.deletes + reloadDeletes).sorted { $0.path > $1.path }
    var inserts = (operations.inserts + reloadInserts).sorted { $0.path < $1.path }
    var moves = operations.moves
    try Self.validateDeletes(&deletes, moves: moves, oldCounts: oldCounts)

    // What the data source returns afterwards: given, or derived from the operations.
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
      return changedCounts[section] ?? sections.oldSection(forNew: section).map(oldCounts.at) ?? 0
    }

    try Self.validateInserts(&inserts, moves: moves, newCounts: newCounts)
    try validateMoves(&moves, oldCounts: oldCounts, newCounts: newCounts)
    try validateCounts(
      oldCounts: oldCounts, newCounts: newCounts, sections: sections, deletes: deletes,
      inserts: inserts, moves: moves, changed: explicitNew == nil ? changedCounts.keys : nil)
    return buildPlan(
      old: old, explicitNew: explicitNew, newCounts: newCounts, sections: sections,
      deletes: deletes, inserts: inserts, moves: moves, reloads: reloads, recorded: operations)
  }

  /// Reloads: a delete at the old index path and an insert where the other operations move it.
  /// Item deletes are index paths before the update, so only those in the reload's own old
  /// section move it; item inserts are index paths after it, so only those in its final section
  /// do (an item operation inside a deleted or inserted section moves nothing else).
  private static func decomposeReloads(_ operations: Recorded) throws -> (
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
  private static func validateDeletes(
    _ deletes: inout [Entry], moves: [Entry], oldCounts: ItemCounts
  ) throws {
    var index = 0
    while index < deletes.count {
      let path = deletes[index].path
      if path.isSection {
        guard path.section < oldCounts.count else {
          throw UpdateError(
            "attempt to delete section \(path.section), but there are only \(oldCounts.count) sections before the update"
          )
        }
        index -= removeItems(inSection: path.section, from: &deletes, before: index)
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
        guard path.section < oldCounts.count else {
          throw UpdateError(
            "attempt to delete item \(path.item) from section \(path.section), but there are only \(oldCounts.count) sections before the update"
          )
        }
        guard path.item < oldCounts[path.section] else {
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
  private static func validateInserts(
    _ inserts: inout [Entry], moves: [Entry], newCounts: ItemCounts
  ) throws {
    var index = 0
    while index < inserts.count {
      let path = inserts[index].path
      if path.isSection {
        guard path.section < newCounts.count else {
          throw UpdateError(
            "attempt to insert section \(path.section) but there are only \(newCounts.count) sections after the update"
          )
        }
        index -= removeItems(inSection: path.section, from: &inserts, before: index)
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
        guard path.section < newCounts.count else {
          throw UpdateError(
            "attempt to insert item \(path.item) into section \(path.section), but there are only \(newCounts.count) sections after the update"
          )
        }
        guard path.item < newCounts[path.section] else {
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
  static func removeItems(inSection section: Int, from entries: inout [Entry], before position: Int)
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
  func validateMoves(_ moves: inout [Entry], oldCounts: ItemCounts, newCounts: ItemCounts)
    throws
  {
    var index = 0
    while index < moves.count {
      let from = moves[index].path
      let to = moves[index].target ?? from
      if from.isSection {
        guard from.section < oldCounts.count else {
          throw UpdateError(
            "attempt to move section \(from.section), but there are only \(oldCounts.count) sections before the update"
          )
        }
        guard to.section < newCounts.count else {
          throw UpdateError(
            "attempt to to move section \(from.section) to section \(to.section), but there are only \(newCounts.count) sections after the update"
          )
        }
      } else {
        guard from.section < oldCounts.count else {
          throw UpdateError(
            "attempt to move index path (\(from.objectDescription)) from a section that does not exist - there are only \(oldCounts.count) sections before the update"
          )
        }
        guard from.item < oldCounts[from.section] else {
          throw UpdateError(
            "attempt to move index path (\(from.objectDescription)) that does not exist - there are only \(oldCounts[from.section]) items in section \(from.section) before the update"
          )
        }
        guard to.section < newCounts.count else {
          throw UpdateError(
            "attempt to move index path (\(from.objectDescription)) to index path (\(to.objectDescription)) in section that does not exist - there are only \(newCounts.count) sections after the update"
          )
        }
        guard to.item < newCounts[to.section] else {
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
