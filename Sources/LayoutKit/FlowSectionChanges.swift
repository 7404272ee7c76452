import Foundation

/// What a batch update changed, as the flow layout reads it from the update items the
/// collection view puts on the update's invalidation context: which section after the update
/// continues which section before it with its items untouched (the layout keeps its metrics and
/// its lines, and only moves it), and which must be asked of the delegate and laid out again
/// (an inserted or reloaded section, or one an item is inserted into, deleted, reloaded or moved
/// from or to). Sections are placed as the collection view places them: inserted sections and
/// move targets take their places, the other surviving sections fill the rest in order.
struct FlowSectionChanges: Sendable {
  /// Sections before the update.
  let oldCount: Int
  /// For each section after the update, the old section it continues untouched, or -1 when it
  /// must be solved again.
  let keptOldSection: [Int]

  /// The changes `updateItems` make to `oldCount` sections, leaving `newCount`; nil when the
  /// items do not describe such a change (an index out of range, counts that do not add up), so
  /// the layout solves everything again.
  init?(_ updateItems: [UpdateItem], oldCount: Int, newCount: Int) {
    var deleted = Set<Int>()
    var inserted = Set<Int>()
    var movedTo: [Int: Int] = [:]
    var touchedOld = Set<Int>()
    var touchedNew = Set<Int>()
    for item in updateItems {
      let before = item.indexPathBeforeUpdate
      let after = item.indexPathAfterUpdate
      guard item.isSectionUpdate else {
        if let before { touchedOld.insert(before.section) }
        if let after { touchedNew.insert(after.section) }
        continue
      }
      switch item.updateAction {
      case .delete: if let before { deleted.insert(before.section) }
      case .insert: if let after { inserted.insert(after.section) }
      case .move:
        guard let before, let after else { return nil }
        movedTo[before.section] = after.section
      case .reload:
        if let before { deleted.insert(before.section) }
        if let after { inserted.insert(after.section) }
      case .none: continue
      }
    }
    let oldRange = 0..<oldCount
    let newRange = 0..<newCount
    guard deleted.allSatisfy(oldRange.contains), inserted.allSatisfy(newRange.contains),
      movedTo.allSatisfy({ oldRange.contains($0.key) && newRange.contains($0.value) })
    else { return nil }
    var kept = [Int](repeating: -1, count: newCount)
    var taken = inserted
    for (from, to) in movedTo.sorted(by: { $0.key < $1.key }) {
      guard taken.insert(to).inserted else { return nil }
      kept[to] = from
    }
    var next = 0
    for slot in newRange where !taken.contains(slot) {
      while next < oldCount, deleted.contains(next) || movedTo[next] != nil { next += 1 }
      guard next < oldCount else { return nil }
      kept[slot] = next
      next += 1
    }
    while next < oldCount, deleted.contains(next) || movedTo[next] != nil { next += 1 }
    guard next == oldCount else { return nil }
    for slot in kept.indices where touchedNew.contains(slot) || touchedOld.contains(kept[slot]) {
      kept[slot] = -1
    }
    self.oldCount = oldCount
    keptOldSection = kept
  }
}
