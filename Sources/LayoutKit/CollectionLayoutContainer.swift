import Foundation

/// NSCollectionLayoutContainer: the space a section (or a custom group's items) is laid out in.
/// A protocol, as in UIKit, so that `any NSCollectionLayoutContainer` spells it too; the layout's
/// own is `CompositionalLayoutContainer`.
public protocol CollectionLayoutContainer: Sendable {
  /// NSCollectionLayoutContainer.contentSize
  var contentSize: CGSize { get }
  /// NSCollectionLayoutContainer.effectiveContentSize: the content size less the effective
  /// insets.
  var effectiveContentSize: CGSize { get }
  /// NSCollectionLayoutContainer.contentInsets
  var contentInsets: DirectionalEdgeInsets { get }
  /// NSCollectionLayoutContainer.effectiveContentInsets
  var effectiveContentInsets: DirectionalEdgeInsets { get }
}
