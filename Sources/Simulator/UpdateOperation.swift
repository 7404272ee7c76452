import Foundation
import LayoutKit

/// One call made inside performBatchUpdates: insertItems(at:), deleteItems(at:), reloadItems(at:),
/// insertSections(_:), deleteSections(_:), reloadSections(_:), moveItem(at:to:),
/// moveSection(_:toSection:).
public enum UpdateOperation: Equatable, Sendable {
  case insertItems([IndexPath])
  case deleteItems([IndexPath])
  case reloadItems([IndexPath])
  case insertSections([Int])
  case deleteSections([Int])
  case reloadSections([Int])
  case moveItem(IndexPath, to: IndexPath)
  case moveSection(Int, to: Int)
}

/// An update UIKit refuses, with its NSInternalInconsistencyException text.
public struct UpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// UIKit's exception text.
  public var message: String
  /// An error with the given text.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// An index path of an update: a section and an item, the item NSNotFound for a whole section.
/// Ordered as UIKit's `compareIndexPaths:` orders them (section, then item).
struct UpdatePath: Hashable, Comparable {
  var section: Int
  var item: Int

  static func section(_ section: Int) -> UpdatePath {
    UpdatePath(section: section, item: NSNotFound)
  }

  var isSection: Bool { item == NSNotFound }

  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  static func < (a: UpdatePath, b: UpdatePath) -> Bool {
    a.section != b.section ? a.section < b.section : a.item < b.item
  }

  /// `-[NSIndexPath description]` without the object address, so messages are byte-stable.
  var objectDescription: String {
    "<NSIndexPath> {length = 2, path = \(section) - \(item)}"
  }
}
