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

  /// This item solved attached to `container` (an item's frame, or a group's slot, in layout
  /// space): its frame (`CompositionalSupplementaryAnchoring.frame(in:measured:)`, at its
  /// estimates), kind and zIndex, and how to place it again once self-sizing measured it or its
  /// container (docs/uikit-choices.md, "Compositional layout").
  func element(
    attachedTo container: CGRect, _ kind: CompositionalSupplementaryAnchoring.Container
  ) -> CompositionalElement {
    let anchoring = CompositionalSupplementaryAnchoring(
      self, container: kind, solvedContainer: container)
    var element = CompositionalElement(
      kind: elementKind, frame: anchoring.frame(in: container), zIndex: zIndex)
    element.anchoring = anchoring
    return element
  }
}
