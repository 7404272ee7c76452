import Foundation

/// A stretch where two orders of identifiers differ: the old list's items in `old` and the new
/// list's in `new`, between stretches that agree item for item. Everything outside the regions
/// is one identifier in both lists at matching places, so a difference hashes only the regions.
struct DiffableRegion: Equatable, Sendable {
  /// The old list's indexes.
  var old: Range<Int>
  /// The new list's indexes.
  var new: Range<Int>

  /// The regions where `new` differs from `old`, in order. The lists are compared item by item;
  /// where they disagree, both are read on in step and hashed until an identifier read on one
  /// side was read on the other, where they agree again. Each region costs time proportional to
  /// its length, and agreeing stretches cost one comparison an item.
  static func regions(old: [String], new: [String]) -> [DiffableRegion] {
    var result: [DiffableRegion] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count, newIndex < new.count {
      if old[oldIndex] == new[newIndex] {
        oldIndex += 1
        newIndex += 1
        continue
      }
      let (oldEnd, newEnd) = resynchronization(old: old, new: new, from: (oldIndex, newIndex))
      result.append(DiffableRegion(old: oldIndex..<oldEnd, new: newIndex..<newEnd))
      oldIndex = oldEnd
      newIndex = newEnd
    }
    if oldIndex < old.count || newIndex < new.count {
      result.append(DiffableRegion(old: oldIndex..<old.count, new: newIndex..<new.count))
    }
    return result
  }

  /// Where two lists that disagree at `start` agree again: the first pair of places holding one
  /// identifier met while reading both on in step, or both lists' ends.
  private static func resynchronization(
    old: [String], new: [String], from start: (old: Int, new: Int)
  ) -> (Int, Int) {
    var seenOld: [String: Int] = [:]
    var seenNew: [String: Int] = [:]
    var oldIndex = start.old
    var newIndex = start.new
    while oldIndex < old.count || newIndex < new.count {
      if newIndex < new.count {
        if let match = seenOld[new[newIndex]] { return (match, newIndex) }
        seenNew[new[newIndex]] = newIndex
      }
      if oldIndex < old.count {
        if let match = seenNew[old[oldIndex]] { return (oldIndex, match) }
        seenOld[old[oldIndex]] = oldIndex
      }
      oldIndex += 1
      newIndex += 1
    }
    return (old.count, new.count)
  }
}
