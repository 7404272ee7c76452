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
  /// do (an item operation inside a deleted or inserted section moves nothing else). UIKit walks
  /// every delete and insert for each reload; the same walks are binary searches over the
  /// operations sorted once (`SortedIndexes`), O(k log k) for k operations.
  private static func decomposeReloads(_ operations: Recorded) throws -> (
    deletes: [Entry], inserts: [Entry], reloads: [Entry]
  ) {
    guard !operations.reloads.isEmpty else { return ([], [], []) }
    let deletedPaths = Set(operations.deletes.map(\.path))
    let sectionDeletes = SortedIndexes(
      operations.deletes.filter(\.path.isSection).map(\.path.section))
    let itemDeletes = SortedIndexes.bySection(operations.deletes)
    let sectionInserts = SortedIndexes(
      operations.inserts.filter(\.path.isSection).map(\.path.section))
    let itemInserts = SortedIndexes.bySection(operations.inserts)
    var reloadDeletes: [Entry] = []
    var reloadInserts: [Entry] = []
    var reloads: [Entry] = []
    for reload in operations.reloads {
      if deletedPaths.contains(reload.path) {
        throw UpdateError(
          "attempt to delete and reload the same index path (\(reload.path.objectDescription))")
      }
      let isItem = !reload.path.isSection
      // A delete of the reload's own section does not move it (that reload is refused later).
      var section = sectionDeletes.shiftedBack(
        reload.path.section, excluding: reload.path.section)
      var item = reload.path.item
      if isItem, let deletes = itemDeletes[reload.path.section] {
        item = deletes.shiftedBack(item)
      }
      section = sectionInserts.shiftedForward(section)
      if isItem, let inserts = itemInserts[section] { item = inserts.shiftedForward(item) }
      let target = isItem ? UpdatePath(section: section, item: item) : UpdatePath.section(section)
      reloadDeletes.append(Entry(action: .delete, path: reload.path))
      reloadInserts.append(Entry(action: .insert, path: target))
      reloads.append(Entry(action: .reload, path: reload.path, target: target))
    }
    return (reloadDeletes, reloadInserts, reloads)
  }

  /// Deletes, against the data before the update; item deletes inside a deleted section are
  /// dropped (the section's delete covers them). Deletes come in descending order, so a section's
  /// delete comes before its items' (an item sorts before its section's `NSNotFound`), and those
  /// are dropped unchecked. Each check is a lookup: O(k log k) in all.
  private static func validateDeletes(
    _ deletes: inout [Entry], moves: [Entry], oldCounts: ItemCounts
  ) throws {
    let moveSources = Set(moves.map(\.path))
    var deletedSections: Set<Int> = []
    for delete in deletes {
      let path = delete.path
      if path.isSection {
        guard oldCounts.hasSection(path.section) else {
          throw UpdateError(
            "attempt to delete section \(path.section), but there are only \(oldCounts.count) sections before the update"
          )
        }
        deletedSections.insert(path.section)
        // UIKit reports the first move from the section, in the moves' order (by source).
        let first = partitionPoint(moves.count) { moves[$0].path.section >= path.section }
        if first < moves.count, moves[first].path.section == path.section {
          throw UpdateError(
            moves[first].path == path
              ? "attempt to perform a delete and a move from the same section (\(path.section))"
              : "cannot move an item from a deleted section (\(path.section))")
        }
      } else {
        if deletedSections.contains(path.section) { continue }
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
        if moveSources.contains(path) {
          throw UpdateError(
            "attempt to perform a delete and a move from the same index path (\(path.objectDescription))"
          )
        }
      }
    }
    dropItems(inSections: deletedSections, from: &deletes)
  }

  /// Inserts, against the data after the update; item inserts inside an inserted section are
  /// dropped. Inserts come in ascending order, so a section's items are checked before its
  /// insert drops them. Each check is a lookup: O(k log k) in all.
  private static func validateInserts(
    _ inserts: inout [Entry], moves: [Entry], newCounts: ItemCounts
  ) throws {
    let moveTargets = Set(moves.compactMap(\.target))
    // For each section moves go into, the first such move in the moves' order.
    var firstMoveInto: [Int: Entry] = [:]
    for move in moves {
      if let target = move.target, firstMoveInto[target.section] == nil {
        firstMoveInto[target.section] = move
      }
    }
    var insertedSections: Set<Int> = []
    for insert in inserts {
      let path = insert.path
      if path.isSection {
        guard newCounts.hasSection(path.section) else {
          throw UpdateError(
            "attempt to insert section \(path.section) but there are only \(newCounts.count) sections after the update"
          )
        }
        insertedSections.insert(path.section)
        if let move = firstMoveInto[path.section] {
          throw UpdateError(
            move.target == path
              ? "attempt to perform an insert and a move to the same section (\(path.section))"
              : "cannot move an item into a newly inserted section (\(path.section))")
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
        if moveTargets.contains(path) {
          throw UpdateError(
            "attempt to perform an insert and a move to the same index path (\(path.objectDescription))"
          )
        }
      }
    }
    dropItems(inSections: insertedSections, from: &inserts)
  }

  /// Drops the item operations inside sections that are themselves deleted or inserted (the
  /// section operation covers them), in one pass.
  static func dropItems(inSections sections: Set<Int>, from entries: inout [Entry]) {
    guard !sections.isEmpty else { return }
    entries.removeAll { !$0.path.isSection && sections.contains($0.path.section) }
  }

  /// Moves: both ends must exist; an exact duplicate is dropped; one source to two places, or two
  /// sources to one place, is refused. UIKit compares each move with every later one; here the
  /// exact duplicates go first (each would have been dropped by the first of its kind before
  /// anything else saw it), and the first later move with the same source (the next one: moves
  /// are sorted by source) or the same target (found from the back, by target) is looked up.
  func validateMoves(_ moves: inout [Entry], oldCounts: ItemCounts, newCounts: ItemCounts)
    throws
  {
    var seen: Set<Entry> = []
    moves.removeAll { !seen.insert($0).inserted }
    // For each move, the index of the first later move with its target.
    var nextSameTarget = [Int?](repeating: nil, count: moves.count)
    var laterWithTarget: [UpdatePath: Int] = [:]
    for index in moves.indices.reversed() {
      nextSameTarget[index] = laterWithTarget[moves[index].target ?? moves[index].path]
      if let target = moves[index].target { laterWithTarget[target] = index }
    }
    for index in moves.indices {
      let from = moves[index].path
      let to = moves[index].target ?? from
      try Self.checkEnds(from: from, to: to, oldCounts: oldCounts, newCounts: newCounts)
      let sameSource = index + 1 < moves.count && moves[index + 1].path == from ? index + 1 : nil
      switch (sameSource, nextSameTarget[index]) {
      case (let source?, let target) where target.map({ source < $0 }) ?? true:
        let otherTarget = moves[source].target ?? moves[source].path
        throw UpdateError(
          from.isSection
            ? "attempt to move section \(from.section) to both section \(to.section) and section \(otherTarget.section)"
            : "attempt to move item at index path \(from.objectDescription) to both \(to.objectDescription) and \(otherTarget.objectDescription)"
        )
      case (_, let target?):
        let other = moves[target].path
        throw UpdateError(
          from.isSection
            ? "attempt to move both section \(from.section) and section \(other.section) to section \(to.section)"
            : "attempt to move both item at index path \(from.objectDescription) and \(other.objectDescription) to \(to.objectDescription)"
        )
      default: continue
      }
    }
  }

  /// A move's two ends: the source must exist before the update, the target after it.
  private static func checkEnds(
    from: UpdatePath, to: UpdatePath, oldCounts: ItemCounts, newCounts: ItemCounts
  ) throws {
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
      return
    }
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
}
