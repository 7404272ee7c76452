import Foundation

/// UICollectionView.ScrollPosition: where `scrollToItem(at:at:animated:)` puts the item, at most
/// one vertical and one horizontal position, with UIKit's raw values.
public struct CollectionViewScrollPosition: OptionSet, Hashable, Sendable {
  /// UICollectionView.ScrollPosition.rawValue
  public let rawValue: UInt
  /// UICollectionView.ScrollPosition(rawValue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// UICollectionView.ScrollPosition.top
  public static let top = Self(rawValue: 1 << 0)
  /// UICollectionView.ScrollPosition.centeredVertically
  public static let centeredVertically = Self(rawValue: 1 << 1)
  /// UICollectionView.ScrollPosition.bottom
  public static let bottom = Self(rawValue: 1 << 2)
  /// UICollectionView.ScrollPosition.left
  public static let left = Self(rawValue: 1 << 3)
  /// UICollectionView.ScrollPosition.centeredHorizontally
  public static let centeredHorizontally = Self(rawValue: 1 << 4)
  /// UICollectionView.ScrollPosition.right
  public static let right = Self(rawValue: 1 << 5)

  /// The positions this one names, by the names a scenario's `scrollToItem` step uses, the
  /// vertical one first (`["top", "left"]` for `[.top, .left]`).
  public var names: [String] {
    let named: [(Self, String)] = [
      (.top, "top"), (.centeredVertically, "centeredVertically"), (.bottom, "bottom"),
      (.left, "left"), (.centeredHorizontally, "centeredHorizontally"), (.right, "right"),
    ]
    return named.filter { contains($0.0) }.map(\.1)
  }
}
