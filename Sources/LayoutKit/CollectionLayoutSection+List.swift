import Foundation

extension CollectionLayoutSection {
  /// NSCollectionLayoutSection.list(using:layoutEnvironment:): a section of full-width rows of
  /// estimated height 44, with the appearance's insets and, by the header and footer modes,
  /// supplementary headers and footers (docs/uikit-choices.md, "Compositional layout").
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let rowHeight = CollectionLayoutDimension.estimated(
      CollectionLayoutListConfiguration.estimatedRowHeight)
    let row = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: rowHeight))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: rowHeight),
      subitems: [row])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = configuration.sectionInsets
    let supplementaryHeight =
      configuration.isGrouped
      ? CollectionLayoutListConfiguration.estimatedGroupedSupplementaryHeight
      : CollectionLayoutListConfiguration.estimatedPlainSupplementaryHeight
    let supplementarySize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(supplementaryHeight))
    var boundary: [CollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      let header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: supplementarySize, elementKind: ElementKind.sectionHeader, alignment: .top)
      // A plain list's headers stick to the top, as a plain table's do.
      header.pinToVisibleBounds = !configuration.isGrouped
      boundary.append(header)
    }
    if configuration.footerMode == .supplementary {
      boundary.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplementarySize, elementKind: ElementKind.sectionFooter,
          alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundary
    return section
  }
}
