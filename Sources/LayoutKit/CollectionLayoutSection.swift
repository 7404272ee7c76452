import Foundation

/// NSCollectionLayoutSection: one group repeated until the section's items are used, with the
/// spacing between groups, the section's insets, its headers and footers and its backgrounds.
public final class CollectionLayoutSection {
  /// NSCollectionLayoutSectionVisibleItemsInvalidationHandler: the section's visible items, its
  /// scroll offset (an orthogonal section's own) and the layout environment.
  public typealias VisibleItemsInvalidationHandler = (
    [any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment
  ) -> Void

  /// NSCollectionLayoutSection.group (UIKit keeps it private; the initializer takes it).
  public let group: CollectionLayoutGroup
  /// NSCollectionLayoutSection.interGroupSpacing: between consecutive groups (0 by default).
  public var interGroupSpacing: Double = 0 {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.contentInsets: around the groups, inside the boundary items.
  public var contentInsets = DirectionalEdgeInsets.zero {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.contentInsetsReference (iOS 14): where the insets across the
  /// scroll direction are measured from.
  public var contentInsetsReference = CollectionLayoutContentInsetsReference.automatic {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.supplementariesFollowContentInsets (default true): headers and
  /// footers span the section's width inside its leading and trailing insets.
  public var supplementariesFollowContentInsets = true {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.supplementaryContentInsetsReference (iOS 16; `.automatic`): other
  /// than `.automatic`, headers and footers span the container less that reference's insets,
  /// not inside the section's (docs/uikit-choices.md, "Boundary items across the scroll
  /// direction").
  public var supplementaryContentInsetsReference = CollectionLayoutContentInsetsReference.automatic
  {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.boundarySupplementaryItems: headers and footers.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = [] {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.decorationItems: backgrounds.
  public var decorationItems: [CollectionLayoutDecorationItem] = [] {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.orthogonalScrollingBehavior (default `.none`): a section other
  /// than `.none` lays its groups out across the layout's scroll direction and scrolls on its own.
  public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutSection.orthogonalScrollingProperties (iOS 17): the deceleration rate and
  /// the bounce of an orthogonal section's scroll view.
  public let orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
  /// NSCollectionLayoutSection.visibleItemsInvalidationHandler: run when the section is laid out
  /// and whenever its visible part moves; what it sets on the items shows in the layout's answers.
  public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// UIKit's private `_paddingToBoundarySupplementaries`: room left at the section's start before
  /// its headers (a list's `headerTopPadding`). 0 for the sections apps build.
  var paddingBeforeBoundarySupplementaries: Double = 0 {
    didSet { CompositionalDefinitionRevision.advance() }
  }

  /// NSCollectionLayoutSection(group:)
  public init(group: CollectionLayoutGroup) {
    self.group = group
  }
}
