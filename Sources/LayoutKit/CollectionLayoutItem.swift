import Foundation

/// NSCollectionLayoutItem: the blueprint of one cell, its size, its content insets and its edge
/// spacing. A reference type, as in UIKit, so a layout file sets `contentInsets` after creating it.
public class CollectionLayoutItem {
  /// NSCollectionLayoutItem.layoutSize
  public let layoutSize: CollectionLayoutSize
  /// NSCollectionLayoutItem.contentInsets: shrink the item inside the slot its size gives it; an
  /// axis whose dimension is estimated ignores them.
  public var contentInsets = DirectionalEdgeInsets.zero {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// The zIndex of the cells this blueprint places: 0, as UIKit gives an item; a list section's
  /// row sets 10, as UIKit's list section gives its cells (docs/uikit-choices.md, "List
  /// sections"). Not UIKit API: an item has no zIndex of its own there.
  var cellZIndex = 0 {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutItem.edgeSpacing: space kept from the neighbours, applied before the
  /// content insets.
  public var edgeSpacing: CollectionLayoutEdgeSpacing? {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutItem.supplementaryItems: views attached to each item this blueprint
  /// places (badges), at the item's index path. A group's are attached to each repetition of the
  /// group, at its first item's index path (settable on a group, as in UIKit).
  public internal(set) var supplementaryItems: [CollectionLayoutSupplementaryItem] {
    didSet { CompositionalDefinitionRevision.advance() }
  }

  /// NSCollectionLayoutItem(layoutSize:)
  public convenience init(layoutSize: CollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// NSCollectionLayoutItem(layoutSize:supplementaryItems:)
  public init(
    layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}
