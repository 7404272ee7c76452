import Foundation

/// UICollectionViewUpdateItem.Action
public enum UpdateAction: Int, Hashable, Sendable {
  /// UICollectionViewUpdateItem.Action.insert
  case insert = 0
  /// UICollectionViewUpdateItem.Action.delete
  case delete = 1
  /// UICollectionViewUpdateItem.Action.reload
  case reload = 2
  /// UICollectionViewUpdateItem.Action.move
  case move = 3
  /// UICollectionViewUpdateItem.Action.none
  case none = 4

  /// The action's name in the event stream.
  public var name: String {
    switch self {
    case .insert: "insert"
    case .delete: "delete"
    case .reload: "reload"
    case .move: "move"
    case .none: "none"
    }
  }
}

/// UICollectionViewUpdateItem: one insert, delete, reload or move as the layout is told of it in
/// prepare(forCollectionViewUpdates:). Section operations carry index paths whose item is
/// NSNotFound, as in UIKit.
public final class UpdateItem: CustomStringConvertible {
  /// UICollectionViewUpdateItem.indexPathBeforeUpdate (nil for inserts)
  public let indexPathBeforeUpdate: IndexPath?
  /// UICollectionViewUpdateItem.indexPathAfterUpdate (nil for deletes)
  public let indexPathAfterUpdate: IndexPath?
  /// UICollectionViewUpdateItem.updateAction
  public let updateAction: UpdateAction

  /// An update item with the given action and index paths.
  public init(action: UpdateAction, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
  }

  /// The index path UIKit uses for a whole section: the section with item NSNotFound.
  public static func sectionIndexPath(_ section: Int) -> IndexPath {
    IndexPath(item: NSNotFound, section: section)
  }

  /// Whether this item moves, inserts or deletes a whole section.
  public var isSectionUpdate: Bool {
    (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
  }

  public var description: String {
    func text(_ path: IndexPath?) -> String {
      guard let path else { return "nil" }
      return path.item == NSNotFound ? "\(path.section)" : "\(path.section) - \(path.item)"
    }
    return
      "<UpdateItem \(updateAction.name) \(text(indexPathBeforeUpdate)) -> \(text(indexPathAfterUpdate))>"
  }
}
