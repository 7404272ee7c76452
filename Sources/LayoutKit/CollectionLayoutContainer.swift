import Foundation

/// NSCollectionLayoutContainer: the space a section is laid out in.
public struct CollectionLayoutContainer: Hashable, Sendable {
  /// NSCollectionLayoutContainer.contentSize: the collection view's size.
  public let contentSize: CGSize
  /// NSCollectionLayoutContainer.contentInsets: what the content-insets reference takes off,
  /// across the scroll direction.
  public let contentInsets: DirectionalEdgeInsets

  /// A container of `contentSize` with `contentInsets`.
  public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// NSCollectionLayoutContainer.effectiveContentSize: the content size minus the insets (never
  /// below zero).
  public var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}
