import Foundation

/// NSCollectionLayoutSupplementaryItem: a view attached to an item (a badge), placed by anchors
/// and sharing the item's index path. An item, as in UIKit (its `layoutSize` resolves against
/// the item's frame; its `contentInsets` shrink its frame where the anchors put it).
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
  /// NSCollectionLayoutSupplementaryItem.elementKind
  public let elementKind: String
  /// NSCollectionLayoutSupplementaryItem.containerAnchor: the point on the item.
  public let containerAnchor: CollectionLayoutAnchor
  /// NSCollectionLayoutSupplementaryItem.itemAnchor: the point on the supplementary item that
  /// meets the container anchor's point; nil puts it inside the container anchor's edges.
  public let itemAnchor: CollectionLayoutAnchor?
  /// NSCollectionLayoutSupplementaryItem.zIndex (default 1: above the cells).
  public var zIndex = 1 {
    didSet { CompositionalDefinitionRevision.advance() }
  }

  /// NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)
  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The frame, in layout space, of this item attached to an item whose frame is `container`
  /// (docs/uikit-choices.md, "Compositional layout"): the container anchor's point is its edges'
  /// point on the container plus its offset; the supplementary item's own anchor point (the
  /// container anchor's edges when it has none) less its offset lands there.
  func frame(attachedTo container: CGRect) -> CGRect {
    let size = layoutSize.resolved(in: container.size)
    let onContainer = containerAnchor.edges.unitPoint
    let containerOffset = containerAnchor.points(for: size)
    let onSelf = itemAnchor?.edges.unitPoint ?? onContainer
    let selfOffset = itemAnchor?.points(for: size) ?? .zero
    let origin = CGPoint(
      x: container.minX + container.width * onContainer.x + containerOffset.x
        - size.width * onSelf.x - selfOffset.x,
      y: container.minY + container.height * onContainer.y + containerOffset.y
        - size.height * onSelf.y - selfOffset.y)
    return CGRect(origin: origin, size: size).inset(by: contentInsets.layoutSpaceInsets)
  }
}
