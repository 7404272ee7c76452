import Foundation
import LayoutKit

/// The sections and item counts after an update, kept as what the operations change: where each
/// section goes, the counts of the sections they touch, and the check of those counts.
extension BatchUpdate {
  /// Where each section goes (`SectionPlacement`): inserted sections and move targets take
  /// their places, the other surviving sections fill the rest in order. Without the data
  /// afterwards, the sections are the old ones plus those inserted less those deleted.
  static func placement(
    oldCount: Int, deletes: [Entry], inserts: [Entry], moves: [Entry], newCount: Int?
  ) -> SectionPlacement {
    let deleted = deletes.filter(\.path.isSection).map(\.path.section)
    let inserted = inserts.filter(\.path.isSection).map(\.path.section)
    let count =
      newCount
      ?? (oldCount + Set(inserted).count - Set(deleted.filter { $0 < oldCount }).count)
    return SectionPlacement(
      oldCount: oldCount, newCount: count, deleted: deleted, inserted: inserted,
      moves: moves.compactMap { move in
        guard move.path.isSection, let target = move.target else { return nil }
        return (move.path.section, target.section)
      })
  }

  /// The section count, then every surviving section's item count (new section order): every
  /// section when the data afterwards is given, else the sections the operations touch
  /// (`changed`, and those items are inserted into, deleted from or moved between), since an
  /// untouched section keeps its count.
  func validateCounts(
    oldCounts: ItemCounts, newCounts: ItemCounts, sections: SectionPlacement, deletes: [Entry],
    inserts: [Entry], moves: [Entry], changed: [Int]?
  ) throws {
    let insertedSections = inserts.filter(\.path.isSection).count
    let deletedSections = deletes.filter(\.path.isSection).count
    if oldCounts.count + insertedSections - deletedSections != newCounts.count {
      throw UpdateError(
        "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(newCounts.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections) inserted, \(deletedSections) deleted)."
      )
    }
    var inserted: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    var deleted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    for insert in inserts where !insert.path.isSection {
      inserted[insert.path.section, default: 0] += 1
    }
    for delete in deletes where !delete.path.isSection {
      deleted[delete.path.section, default: 0] += 1
    }
    // A move leaves its section when it lands in another one: the old section's new index is
    // compared, so sections that shift around deletes and inserts are still the same section.
    for move in moves where !move.path.isSection {
      guard let target = move.target,
        sections.newSection(forOld: move.path.section) != target.section
      else { continue }
      movedOut[move.path.section, default: 0] += 1
      movedIn[target.section, default: 0] += 1
    }
    func check(_ newSection: Int) throws {
      guard let oldSection = sections.oldSection(forNew: newSection) else { return }
      let expected =
        oldCounts[oldSection] + inserted[newSection, default: 0] + movedIn[newSection, default: 0]
        - (deleted[oldSection, default: 0] + movedOut[oldSection, default: 0])
      if newCounts[newSection] != expected {
        throw UpdateError(
          "Invalid update: invalid number of items in section \(newSection).  The number of items contained in an existing section after the update (\(newCounts[newSection])) must be equal to the number of items contained in that section before the update (\(oldCounts[oldSection])), plus or minus the number of items inserted or deleted from that section (\(inserted[newSection, default: 0]) inserted, \(deleted[oldSection, default: 0]) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn[newSection, default: 0]) moved in, \(movedOut[oldSection, default: 0]) moved out)."
        )
      }
    }
    guard let changed else {
      for newSection in 0..<newCounts.count { try check(newSection) }
      return
    }
    let touchedOld = Array(deleted.keys) + Array(movedOut.keys)
    for newSection in IndexShift.sortedDistinct(
      changed + Array(inserted.keys) + Array(movedIn.keys)
        + touchedOld.compactMap(sections.newSection(forOld:)))
    where newSection < newCounts.count {
      try check(newSection)
    }
  }

  /// The item counts after the update that differ from the sections they continue, when the
  /// scenario does not give them: each surviving section keeps its items less deletes and moves
  /// out, plus inserts and moves in; an inserted section holds the items inserted into it; a
  /// reloaded section keeps its count. Only the sections the operations name are listed.
  func derivedCounts(
    _ oldCounts: ItemCounts, _ sections: SectionPlacement, deletes: [Entry], inserts: [Entry],
    moves: [Entry], reloads: [Entry]
  ) -> SortedIndexMap<Int> {
    let newRange = 0..<sections.newCount
    var change: [Int: Int] = [:]
    var deletedItems = Set<UpdatePath>()
    for delete in deletes where !delete.path.isSection { deletedItems.insert(delete.path) }
    for path in deletedItems {
      if let newSection = sections.newSection(forOld: path.section) {
        change[newSection, default: 0] -= 1
      }
    }
    for insert in Set(inserts.map(\.path)) where !insert.isSection {
      if newRange.contains(insert.section) { change[insert.section, default: 0] += 1 }
    }
    for move in moves where !move.path.isSection {
      if let target = move.target, newRange.contains(target.section) {
        change[target.section, default: 0] += 1
      }
      if let from = sections.newSection(forOld: move.path.section) {
        change[from, default: 0] -= 1
      }
    }
    var counts = change.map { newSection, change in
      (
        key: newSection,
        value: (sections.oldSection(forNew: newSection).map(oldCounts.at) ?? 0) + change
      )
    }
    // A reloaded section keeps its count whatever else names it (the later reload standing).
    for reload in reloads where reload.path.isSection {
      if let target = reload.target, newRange.contains(target.section),
        reload.path.section >= 0, reload.path.section < oldCounts.count
      {
        counts.append((target.section, oldCounts[reload.path.section]))
      }
    }
    return SortedIndexMap(counts.map { (key: $0.key, value: max(0, $0.value)) })
  }
}

/// Item counts by section, looked up when asked rather than listed: the data before an update,
/// or the counts after it, which differ from the sections they continue only where the update
/// touches them.
struct ItemCounts {
  /// The number of sections.
  let count: Int
  /// The items of a section in `0..<count`.
  let at: (Int) -> Int

  init(count: Int, _ at: @escaping (Int) -> Int) {
    self.count = count
    self.at = at
  }

  subscript(section: Int) -> Int { at(section) }

  /// Whether `section` is one of the sections: a negative index is none (a reload moved past
  /// repeated deletes can come to one), refused as one past the end is.
  func hasSection(_ section: Int) -> Bool { section >= 0 && section < count }

  /// Whether `item` is one of the items of `section`, a section there is.
  func hasItem(_ item: Int, inSection section: Int) -> Bool { item >= 0 && item < at(section) }
}
