import Foundation
import LayoutKit

/// A UICollectionViewCompositionalLayout as a scenario describes it (`layout: {kind:
/// compositional, ...}`, docs/scenario-format.md, "Compositional layouts"): values only, so a
/// scenario document stays `Sendable`; `makeLayout()` builds the layout's objects from them, as
/// a view controller's layout function would.
public struct CompositionalLayoutSpec: Sendable {
  /// UICollectionViewCompositionalLayoutConfiguration
  public var configuration = Configuration()
  /// One section for all, a section per index, or a list.
  public var sections: Sections

  /// A layout of `sections` with the default configuration.
  public init(sections: Sections) {
    self.sections = sections
  }

  /// How the layout finds a section.
  public enum Sections: Sendable {
    /// `init(section:)`: every section alike (though an adaptive one is chosen per environment).
    case all(SectionChoice)
    /// `init(sectionProvider:)` answering section `index` with entry `index`, nil past the last
    /// (UIKit's "Invalid section definition" when that section has items).
    case perIndex([SectionChoice])
    /// `UICollectionViewCompositionalLayout.list(using:)`
    case list(CollectionLayoutListConfiguration)
  }

  /// A section, or sections chosen by the environment's width.
  public enum SectionChoice: Sendable {
    /// Always this section.
    case section(Section)
    /// The section of the greatest minimum width that the environment's
    /// `container.effectiveContentSize.width` reaches (the first when it reaches none): what a
    /// section provider that picks its columns from the width returns.
    case byEffectiveContentWidth([(minimumWidth: Double, section: Section)])

    /// The section for an environment.
    func section(for environment: CollectionLayoutEnvironment) -> Section? {
      switch self {
      case .section(let section): return section
      case .byEffectiveContentWidth(let choices):
        let width = environment.container.effectiveContentSize.width
        return choices.last { $0.minimumWidth <= width }?.section ?? choices.first?.section
      }
    }
  }

  /// UICollectionViewCompositionalLayoutConfiguration
  public struct Configuration: Sendable {
    /// `scrollDirection`
    public var scrollDirection = ScrollDirection.vertical
    /// `interSectionSpacing`
    public var interSectionSpacing: Double = 0
    /// `boundarySupplementaryItems`: the layout's own headers and footers.
    public var boundarySupplementaryItems: [BoundaryItem] = []
    /// `contentInsetsReference`
    public var contentInsetsReference = CollectionLayoutContentInsetsReference.automatic

    /// UIKit's defaults.
    public init() {}
  }

  /// NSCollectionLayoutSection: made from a group, or by `list(using:layoutEnvironment:)`, then
  /// given the properties the scenario sets (nil keeps what the section was made with).
  public struct Section: Sendable {
    /// What the section is made from.
    public var base: Base
    /// `interGroupSpacing`
    public var interGroupSpacing: Double?
    /// `contentInsets`
    public var contentInsets: DirectionalEdgeInsets?
    /// `contentInsetsReference`
    public var contentInsetsReference: CollectionLayoutContentInsetsReference?
    /// `supplementariesFollowContentInsets`
    public var supplementariesFollowContentInsets: Bool?
    /// `supplementaryContentInsetsReference`
    public var supplementaryContentInsetsReference: CollectionLayoutContentInsetsReference?
    /// `boundarySupplementaryItems`
    public var boundarySupplementaryItems: [BoundaryItem]?
    /// `decorationItems`
    public var decorationItems: [DecorationItem]?
    /// `orthogonalScrollingBehavior`
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior?
    /// `orthogonalScrollingProperties`
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()

    /// A section made from `base`, nothing else set.
    public init(base: Base) {
      self.base = base
    }

    /// `NSCollectionLayoutSection(group:)` or `.list(using:layoutEnvironment:)`.
    public enum Base: Sendable {
      case group(Group)
      case list(CollectionLayoutListConfiguration)
    }
  }

  /// UICollectionLayoutSectionOrthogonalScrollingProperties' two values.
  public struct OrthogonalScrollingProperties: Sendable {
    /// `decelerationRate`
    public var decelerationRate = CollectionLayoutSectionOrthogonalScrollingProperties
      .DecelerationRate.automatic
    /// `bounce`
    public var bounce = CollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic
    /// UIKit's defaults.
    public init() {}
  }

  /// A group's subitem: an item or a nested group.
  public enum Subitem: Sendable {
    case item(Item)
    case group(Group)
  }

  /// NSCollectionLayoutItem
  public struct Item: Sendable {
    /// `layoutSize`
    public var layoutSize: CollectionLayoutSize
    /// `contentInsets`
    public var contentInsets = DirectionalEdgeInsets.zero
    /// `edgeSpacing`
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// `supplementaryItems`: badges.
    public var supplementaryItems: [SupplementaryItem] = []

    /// An item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) {
      self.layoutSize = layoutSize
    }
  }

  /// NSCollectionLayoutGroup
  public struct Group: Sendable {
    /// Which factory makes it.
    public var kind: Kind
    /// `layoutSize`
    public var layoutSize: CollectionLayoutSize
    /// `subitems` (or the one repeating subitem).
    public var subitems: [Subitem] = []
    /// `count` of `repeatingSubitem:count:` (or `subitem:count:`); nil for `subitems:`.
    public var repeatCount: Int?
    /// Whether the group is spelled `subitem:count:` (iOS 13 to 15: equal slots, the subitem
    /// resized) rather than `repeatingSubitem:count:` (the subitem keeps its size).
    public var resizesRepeatedSubitem = false
    /// `interItemSpacing`
    public var interItemSpacing: CollectionLayoutSpacing?
    /// `contentInsets`
    public var contentInsets = DirectionalEdgeInsets.zero
    /// `edgeSpacing`
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// A custom group's items, the same for every environment.
    public var customItems: [CustomItem] = []
    /// `supplementaryItems`: views anchored to each repetition of the group.
    public var supplementaryItems: [SupplementaryItem] = []

    /// A group made by `kind`'s factory with `layoutSize`.
    public init(kind: Kind, layoutSize: CollectionLayoutSize) {
      self.kind = kind
      self.layoutSize = layoutSize
    }

    /// `.horizontal(...)`, `.vertical(...)` or `.custom(layoutSize:itemProvider:)`.
    public enum Kind: Sendable {
      case horizontal
      case vertical
      case custom
    }
  }

  /// NSCollectionLayoutGroupCustomItem
  public struct CustomItem: Sendable {
    /// `frame`, relative to the group's origin.
    public var frame: CGRect
    /// `zIndex`
    public var zIndex = 0

    /// An item at `frame`.
    public init(frame: CGRect) {
      self.frame = frame
    }
  }

  /// NSCollectionLayoutBoundarySupplementaryItem
  public struct BoundaryItem: Sendable {
    /// `layoutSize`
    public var layoutSize: CollectionLayoutSize
    /// `elementKind`
    public var elementKind: String
    /// `alignment`
    public var alignment: CollectionLayoutRectAlignment
    /// `absoluteOffset`
    public var absoluteOffset = CGPoint.zero
    /// `extendsBoundary`
    public var extendsBoundary = true
    /// `pinToVisibleBounds`
    public var pinToVisibleBounds = false
    /// `zIndex`
    public var zIndex = 1
    /// `contentInsets`
    public var contentInsets = DirectionalEdgeInsets.zero

    /// An item of `elementKind` with UIKit's defaults for the rest.
    public init(
      layoutSize: CollectionLayoutSize, elementKind: String,
      alignment: CollectionLayoutRectAlignment
    ) {
      self.layoutSize = layoutSize
      self.elementKind = elementKind
      self.alignment = alignment
    }
  }

  /// NSCollectionLayoutSupplementaryItem: a badge on an item.
  public struct SupplementaryItem: Sendable {
    /// `layoutSize`
    public var layoutSize: CollectionLayoutSize
    /// `elementKind`
    public var elementKind: String
    /// `containerAnchor`
    public var containerAnchor: CollectionLayoutAnchor
    /// `itemAnchor`
    public var itemAnchor: CollectionLayoutAnchor?
    /// `zIndex`
    public var zIndex = 1
    /// `contentInsets`
    public var contentInsets = DirectionalEdgeInsets.zero

    /// A badge of `elementKind` placed by `containerAnchor`.
    public init(
      layoutSize: CollectionLayoutSize, elementKind: String,
      containerAnchor: CollectionLayoutAnchor
    ) {
      self.layoutSize = layoutSize
      self.elementKind = elementKind
      self.containerAnchor = containerAnchor
    }
  }

  /// NSCollectionLayoutDecorationItem.background(elementKind:)
  public struct DecorationItem: Sendable {
    /// `elementKind`
    public var elementKind: String
    /// `zIndex`
    public var zIndex = 0
    /// `contentInsets`
    public var contentInsets = DirectionalEdgeInsets.zero

    /// A background of `elementKind`.
    public init(elementKind: String) {
      self.elementKind = elementKind
    }
  }
}
