import Foundation

/// NSCollectionLayoutBoundarySupplementaryItem: a header or footer placed against an edge of its
/// section (or, in the configuration, of the whole layout).
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
  /// NSCollectionLayoutBoundarySupplementaryItem.alignment
  public let alignment: CollectionLayoutRectAlignment
  /// NSCollectionLayoutBoundarySupplementaryItem.offset: moves the item from where its
  /// alignment puts it.
  public let offset: CGPoint
  /// NSCollectionLayoutBoundarySupplementaryItem.extendsBoundary (default true): the section
  /// grows to hold the item; false lets it overlap the section's content.
  public var extendsBoundary = true {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds (default false): a header
  /// sticks to the start of the visible bounds, a footer to their end, each within its section
  /// (or, in the configuration, within the whole content).
  public var pinToVisibleBounds = false {
    didSet { CompositionalDefinitionRevision.advance() }
  }

  /// NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:absoluteOffset:)
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String,
    alignment: CollectionLayoutRectAlignment, absoluteOffset: CGPoint = .zero
  ) {
    self.alignment = alignment
    offset = absoluteOffset.x.isFinite && absoluteOffset.y.isFinite ? absoluteOffset : .zero
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: CollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
  }
}
