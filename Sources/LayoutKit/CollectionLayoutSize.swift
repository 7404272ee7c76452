import Foundation

/// NSCollectionLayoutSize: a width dimension and a height dimension.
public struct CollectionLayoutSize: Hashable, Sendable {
  /// NSCollectionLayoutSize.widthDimension
  public let widthDimension: CollectionLayoutDimension
  /// NSCollectionLayoutSize.heightDimension
  public let heightDimension: CollectionLayoutDimension

  /// NSCollectionLayoutSize(widthDimension:heightDimension:)
  public init(
    widthDimension width: CollectionLayoutDimension,
    heightDimension height: CollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// Both dimensions resolved against a container of `containerSize`.
  public func resolved(in containerSize: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: containerSize),
      height: heightDimension.resolved(in: containerSize))
  }
}
