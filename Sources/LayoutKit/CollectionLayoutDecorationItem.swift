import Foundation

/// NSCollectionLayoutDecorationItem: a view drawn behind a section, sized to the section's frame
/// minus its own content insets (`contentInsets`, inherited: it is an item, as in UIKit).
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
  /// NSCollectionLayoutDecorationItem.elementKind
  public let elementKind: String
  /// NSCollectionLayoutDecorationItem.zIndex (default 0, below the section's other elements).
  public var zIndex = 0 {
    didSet { CompositionalDefinitionRevision.advance() }
  }

  private init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// NSCollectionLayoutDecorationItem.background(elementKind:)
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
