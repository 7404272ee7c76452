import Foundation

/// NSCollectionLayoutEnvironment: what a section provider is told about where its section goes.
public struct CollectionLayoutEnvironment: Sendable {
  /// NSCollectionLayoutEnvironment.container
  public let container: CollectionLayoutContainer
  /// NSCollectionLayoutEnvironment.traitCollection
  public let traitCollection: TraitCollection

  /// An environment of the given container and traits.
  public init(container: CollectionLayoutContainer, traitCollection: TraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
