import Foundation

/// NSCollectionLayoutEnvironment: what a section provider is told about where its section goes.
/// A protocol, as in UIKit, so that `any NSCollectionLayoutEnvironment` spells it too; the
/// layout's own is `CompositionalLayoutEnvironment`.
public protocol CollectionLayoutEnvironment: Sendable {
  /// NSCollectionLayoutEnvironment.container
  var container: any CollectionLayoutContainer { get }
  /// NSCollectionLayoutEnvironment.traitCollection
  var traitCollection: TraitCollection { get }
}
