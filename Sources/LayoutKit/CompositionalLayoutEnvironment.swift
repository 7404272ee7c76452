import Foundation

/// The environment the compositional layout gives a section provider, a custom group's item
/// provider and a visible-items handler (UIKit's is private): what it is told about where its
/// section goes.
public struct CompositionalLayoutEnvironment: CollectionLayoutEnvironment {
  /// NSCollectionLayoutEnvironment.container
  public let container: any CollectionLayoutContainer
  /// NSCollectionLayoutEnvironment.traitCollection
  public let traitCollection: TraitCollection
  /// Where the section being asked for stands among the collection view's sections, and the
  /// collection view's safe area and layout margins: what UIKit's private environment
  /// (`_sectionIndex`, the data source snapshot, the container's collection view) tells a list
  /// section (CollectionLayoutSection+List). The first of one section, no insets, when unset.
  var sectionIndex = 0
  var numberOfSections = 1
  var safeAreaInsets = EdgeInsets.zero
  var layoutMargins = EdgeInsets.zero

  /// An environment of the given container and traits.
  public init(container: any CollectionLayoutContainer, traitCollection: TraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
