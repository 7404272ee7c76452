import Foundation

extension CollectionLayoutSection {
  /// NSCollectionLayoutSection.list(using:layoutEnvironment:): a section of full-width rows of
  /// estimated height 44 with the appearance's insets, measured from the collection view's edges,
  /// and, by the header and footer modes, supplementary headers and footers
  /// (docs/uikit-choices.md, "List sections").
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let rowHeight = CollectionLayoutDimension.estimated(
      CollectionLayoutListConfiguration.estimatedRowHeight)
    let row = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: rowHeight))
    // UIKit's list section gives its cells zIndex 10 (above a background, below the separators'
    // 100 and the headers' 200).
    row.cellZIndex = 10
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: rowHeight),
      subitems: [row])
    let section = CollectionLayoutSection(group: group)
    // UIKit's list works its margins out itself, from the collection view's edges.
    section.contentInsetsReference = .none
    // Where the section stands and the collection view's margins come from the layout's own
    // environment; an app's own environment (a test double) stands for the first of one section.
    let environment =
      layoutEnvironment as? CompositionalLayoutEnvironment
      ?? CompositionalLayoutEnvironment(
        container: layoutEnvironment.container, traitCollection: layoutEnvironment.traitCollection)
    section.contentInsets = configuration.sectionInsets(in: environment)
    section.supplementariesFollowContentInsets = !configuration.usesPlainTableStyle
    section.paddingBeforeBoundarySupplementaries = configuration.paddingBeforeHeader
    section.boundarySupplementaryItems = boundaryItems(
      configuration, displayScale: layoutEnvironment.traitCollection.displayScale)
    return section
  }

  /// The header and footer the modes ask for: the width wide, estimated at the appearance's
  /// height, above the rows (zIndex 200, UIKit's); a plain family's pin.
  private static func boundaryItems(
    _ configuration: CollectionLayoutListConfiguration, displayScale: Double
  ) -> [CollectionLayoutBoundarySupplementaryItem] {
    let size = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(
        configuration.estimatedSupplementaryHeight(displayScale: displayScale)))
    var wanted: [(String, CollectionLayoutRectAlignment)] = []
    if configuration.headerMode == .supplementary {
      wanted.append((ElementKind.sectionHeader, .top))
    }
    if configuration.footerMode == .supplementary {
      wanted.append((ElementKind.sectionFooter, .bottom))
    }
    return wanted.map { kind, alignment in
      let item = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: kind, alignment: alignment)
      item.pinToVisibleBounds = configuration.usesPlainTableStyle
      item.zIndex = supplementaryZIndex
      return item
    }
  }

  /// The zIndex UIKit's list gives its headers and footers.
  static let supplementaryZIndex = 200
}
