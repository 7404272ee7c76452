import Foundation

/// NSCollectionLayoutDecorationItem: a view drawn behind a section, sized to the section's frame
/// minus its own content insets.
public final class CollectionLayoutDecorationItem {
  /// NSCollectionLayoutDecorationItem.elementKind
  public let elementKind: String
  /// NSCollectionLayoutDecorationItem.zIndex (default 0, below the section's other elements).
  public var zIndex = 0 {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutItem.contentInsets: shrink the background inside the section's frame.
  public var contentInsets = DirectionalEdgeInsets.zero {
    didSet { CompositionalDefinitionRevision.advance() }
  }

  private init(elementKind: String) {
    self.elementKind = elementKind
  }

  /// NSCollectionLayoutDecorationItem.background(elementKind:)
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
