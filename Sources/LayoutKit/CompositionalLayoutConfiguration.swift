import Foundation

/// UICollectionViewCompositionalLayoutConfiguration: what applies to the whole layout.
public final class CompositionalLayoutConfiguration {
  /// UICollectionViewCompositionalLayoutConfiguration.scrollDirection (default vertical).
  public var scrollDirection = ScrollDirection.vertical
  /// UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing (default 0).
  public var interSectionSpacing: Double = 0
  /// UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems: a header or
  /// footer for the whole layout, before the first section or after the last.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference (iOS 14): what the
  /// environment's container insets are measured from.
  public var contentInsetsReference = CollectionLayoutContentInsetsReference.automatic

  /// UICollectionViewCompositionalLayoutConfiguration()
  public init() {}

  /// NSCopying's copy(): a configuration with the same values (the same boundary item objects).
  public func copy() -> CompositionalLayoutConfiguration {
    let copy = CompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
