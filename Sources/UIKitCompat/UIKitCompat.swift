// UIKitCompat: the UIKit spellings a collection-view layout file uses, as thin aliases over
// LayoutKit, so a layout written for iOS compiles here with `import UIKit` replaced by
// `import UIKitCompat`. docs/porting.md lists what is not available, and why.

@_exported import Foundation
@_exported import LayoutKit

/// UICollectionViewLayout
public typealias UICollectionViewLayout = CollectionViewLayout
/// UICollectionViewFlowLayout
public typealias UICollectionViewFlowLayout = FlowLayout
/// UICollectionViewLayoutAttributes
public typealias UICollectionViewLayoutAttributes = LayoutAttributes
/// UICollectionViewLayoutInvalidationContext
public typealias UICollectionViewLayoutInvalidationContext = InvalidationContext
/// UICollectionViewFlowLayoutInvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = FlowLayoutInvalidationContext
/// UICollectionViewUpdateItem
public typealias UICollectionViewUpdateItem = UpdateItem
/// UICollectionView, as its layout sees it.
public typealias UICollectionView = LayoutCollectionView
/// UICollectionReusableView
public typealias UICollectionReusableView = CollectionReusableView
/// UICollectionViewDelegate
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UICollectionViewDelegateFlowLayout
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UICollectionViewDataSource
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UICollectionViewCell
public typealias UICollectionViewCell = CollectionViewCell
/// UIView
public typealias UIView = View
/// UIApplication
public typealias UIApplication = Application
/// UIEdgeInsets
public typealias UIEdgeInsets = EdgeInsets
/// UIUserInterfaceLayoutDirection
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UITraitCollection
public typealias UITraitCollection = TraitCollection
/// UIUserInterfaceSizeClass
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
/// UIUserInterfaceIdiom
public typealias UIUserInterfaceIdiom = TraitCollection.UserInterfaceIdiom
/// UIContentSizeCategory
public typealias UIContentSizeCategory = ContentSizeCategory

/// UICollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
/// UICollectionViewCompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutConfiguration =
  CompositionalLayoutConfiguration
/// UICollectionViewCompositionalLayoutSectionProvider
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  CompositionalLayout.SectionProvider
/// NSCollectionLayoutDimension
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// NSCollectionLayoutSize
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// NSCollectionLayoutSpacing
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// NSCollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// NSCollectionLayoutItem
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// NSCollectionLayoutGroup
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// NSCollectionLayoutSection
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UICollectionLayoutSectionOrthogonalScrollingBehavior
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
  CollectionLayoutSectionOrthogonalScrollingBehavior
/// UICollectionLayoutSectionOrthogonalScrollingProperties
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
  CollectionLayoutSectionOrthogonalScrollingProperties
/// NSCollectionLayoutVisibleItem
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// NSCollectionLayoutSectionVisibleItemsInvalidationHandler
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  CollectionLayoutSection.VisibleItemsInvalidationHandler
/// NSCollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem =
  CollectionLayoutBoundarySupplementaryItem
/// NSCollectionLayoutDecorationItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// NSCollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// NSCollectionLayoutAnchor
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// NSDirectionalRectEdge
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UICollectionLayoutListConfiguration
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// NSCollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// NSCollectionLayoutGroupCustomItemProvider
public typealias NSCollectionLayoutGroupCustomItemProvider =
  CollectionLayoutGroup.CustomItemProvider
/// NSCollectionLayoutEnvironment
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// NSCollectionLayoutContainer
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// NSDirectionalEdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// NSRectAlignment
public typealias NSRectAlignment = CollectionLayoutRectAlignment
/// UIContentInsetsReference
public typealias UIContentInsetsReference = CollectionLayoutContentInsetsReference

/// UIEdgeInsetsZero
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UIEdgeInsetsZero = EdgeInsets.zero
/// UICollectionElementKindSectionHeader
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UICollectionElementKindSectionHeader = ElementKind.sectionHeader
/// UICollectionElementKindSectionFooter
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UICollectionElementKindSectionFooter = ElementKind.sectionFooter

extension LayoutCollectionView {
  /// UICollectionView.ScrollDirection
  public typealias ScrollDirection = LayoutKit.ScrollDirection
  /// UICollectionView.ElementCategory
  public typealias ElementCategory = LayoutKit.ElementCategory
  /// UICollectionView.ScrollPosition
  public typealias ScrollPosition = CollectionViewScrollPosition
}

extension CollectionViewLayout {
  /// UICollectionViewLayout's Swift name for the update item class.
  public typealias UpdateItem = LayoutKit.UpdateItem
}

extension UpdateItem {
  /// UICollectionViewUpdateItem.Action
  public typealias Action = UpdateAction
}

/// UIScrollView, for its nested types (a collection view's scroll-view properties are on
/// `UICollectionView`).
public enum UIScrollView {
  /// UIScrollView.DecelerationRate
  public typealias DecelerationRate = LayoutKit.DecelerationRate
}

/// UIEdgeInsetsMake(_:_:_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> UIEdgeInsets
{
  UIEdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
}

/// UIEdgeInsetsEqualToEdgeInsets(_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }

#if !canImport(CoreGraphics)
  extension CGSize {
    /// CGSize.equalTo(_:)
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
  }

  extension CGPoint {
    /// CGPoint.equalTo(_:)
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
  }

  extension CGRect {
    /// CGRect.equalTo(_:)
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
  }
#endif
