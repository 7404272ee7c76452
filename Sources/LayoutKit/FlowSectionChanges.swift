import Foundation

/// What a batch update changed, as the flow layout reads it from the update items the
/// collection view puts on the update's invalidation context: where each section before the
/// update goes (`SectionPlacement`, the collection view's rule: inserted sections and move
/// targets take their places, the other surviving sections fill the rest in order), and which
/// sections after it must be asked of the delegate and laid out again (an inserted or reloaded
/// section, or one an item is inserted into, deleted, reloaded or moved from or to); every other
/// section keeps its metrics and its lines and only moves. Sorted lists of the changes, so
/// reading them costs O(k log k) for k update items, whatever the sections.
struct FlowSectionChanges: Sendable {
  /// Where each section goes.
  let placement: SectionPlacement
  /// The sections after the update to ask again and lay out again, ascending.
  let solvedAgain: [Int]

  /// The changes `updateItems` make to `oldCount` sections, leaving `newCount`; nil when the
  /// items do not describe such a change (an index out of range, a place taken twice, counts
  /// that do not add up), so the layout solves everything again.
  init?(_ updateItems: [UpdateItem], oldCount: Int, newCount: Int) {
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    var touchedOld: [Int] = []
    var touchedNew: [Int] = []
    for item in updateItems {
      let before = item.indexPathBeforeUpdate
      let after = item.indexPathAfterUpdate
      guard item.isSectionUpdate else {
        if let before { touchedOld.append(before.section) }
        if let after { touchedNew.append(after.section) }
        continue
      }
      switch item.updateAction {
      case .delete: if let before { deleted.append(before.section) }
      case .insert: if let after { inserted.append(after.section) }
      case .move:
        guard let before, let after else { return nil }
        moves.append((before.section, after.section))
      case .reload:
        if let before { deleted.append(before.section) }
        if let after { inserted.append(after.section) }
      case .none: continue
      }
    }
    let oldRange = 0..<oldCount
    let newRange = 0..<newCount
    guard deleted.allSatisfy(oldRange.contains), inserted.allSatisfy(newRange.contains),
      moves.allSatisfy({ oldRange.contains($0.from) && newRange.contains($0.to) })
    else { return nil }
    let placement = SectionPlacement(
      oldCount: oldCount, newCount: newCount, deleted: deleted, inserted: inserted, moves: moves)
    // A move's target taken by an insert or another move, or sections left over or missing.
    guard placement.fillsEveryPlace else { return nil }
    self.placement = placement
    solvedAgain = IndexShift.sortedDistinct(
      inserted + touchedNew.filter(newRange.contains)
        + touchedOld.compactMap(placement.newSection(forOld:)))
  }
}
