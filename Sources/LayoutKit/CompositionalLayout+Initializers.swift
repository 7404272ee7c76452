import Foundation

/// UIKit's convenience initializers and the exception text the layout reports.
extension CompositionalLayout {
  /// UIKit's exception text for a section provider that returns nil for a section with items.
  public static let invalidSectionMessage =
    "Invalid section definition. Please specify a valid section definition when content is to be "
    + "rendered for a section. This is a client error."

  /// UICollectionViewCompositionalLayout(section:): every section laid out by `section`.
  public convenience init(section: CollectionLayoutSection) {
    self.init(section: section, configuration: CompositionalLayoutConfiguration())
  }

  /// UICollectionViewCompositionalLayout(section:configuration:)
  public convenience init(
    section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// UICollectionViewCompositionalLayout(sectionProvider:)
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
  }
}
