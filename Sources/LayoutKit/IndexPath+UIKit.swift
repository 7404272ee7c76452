import Foundation

// UIKit adds these to IndexPath; Foundation on Linux does not have them.
extension IndexPath {
  /// IndexPath(item:section:) from UIKit's IndexPath extension.
  public init(item: Int, section: Int) {
    // Built from a single index and appended, so no array is allocated on the hot path.
    self = IndexPath(index: section).appending(item)
  }

  /// IndexPath.section: the first index (0 for an empty path, where UIKit would trap).
  public var section: Int { isEmpty ? 0 : self[0] }

  /// IndexPath.item: the second index (NSNotFound for a one-index path, as for section updates).
  public var item: Int { count > 1 ? self[1] : Int.max }

  /// IndexPath(row:section:) from UIKit's IndexPath extension: the same path as
  /// IndexPath(item:section:).
  public init(row: Int, section: Int) { self.init(item: row, section: section) }

  /// IndexPath.row: the second index, as `item`.
  public var row: Int { item }
}
