import Foundation

/// The index paths, by kind, of the supplementary items attached to items (badges) that a batch
/// update inserts and deletes: a badge follows its item, so it comes and goes with it.
struct ItemSupplementaryUpdates {
  /// Badges of inserted (and reloaded) items, at their index paths after the update.
  var inserted: [String: [IndexPath]] = [:]
  /// Badges of deleted (and reloaded) items, at their index paths before the update.
  var deleted: [String: [IndexPath]] = [:]

  /// The badges of the items `updateItems` insert, delete or reload, read from the geometry
  /// before the update (`before`) for deleted items and after it (`after`) for inserted ones.
  /// Whole sections are left to the collection view's bookkeeping; moved items keep their badges.
  init(
    _ updateItems: [UpdateItem], before: CompositionalLayoutGeometry?,
    after: CompositionalLayoutGeometry?
  ) {
    for update in updateItems where !update.isSectionUpdate {
      let action = update.updateAction
      if action == .delete || action == .reload, let path = update.indexPathBeforeUpdate {
        Self.add(path, from: before, to: &deleted)
      }
      if action == .insert || action == .reload, let path = update.indexPathAfterUpdate {
        Self.add(path, from: after, to: &inserted)
      }
    }
  }

  private static func add(
    _ path: IndexPath, from geometry: CompositionalLayoutGeometry?,
    to paths: inout [String: [IndexPath]]
  ) {
    guard path.count == 2,
      let placed = geometry?.item(section: path.section, item: path.item)
    else { return }
    for element in placed.supplementaries { paths[element.kind, default: []].append(path) }
  }
}
