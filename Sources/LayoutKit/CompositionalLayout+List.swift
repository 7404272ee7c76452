import Foundation

extension CompositionalLayout {
  /// UICollectionViewCompositionalLayout.list(using:): every section a list section of
  /// `configuration`.
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CompositionalLayout
  {
    CompositionalLayout(sectionProvider: { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    })
  }
}
