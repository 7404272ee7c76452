import Foundation

/// The collection view as its layout sees it: UICollectionView's geometry and data counts, plus the
/// private hooks UIKit's layout base class calls on its collection view. LayoutKit knows nothing
/// else of the simulator, so layouts are tested against plain values (`StaticCollectionView`).
public protocol LayoutCollectionView: AnyObject {
  /// UIScrollView.bounds: the visible rect in content coordinates (origin = contentOffset).
  var bounds: CGRect { get }
  /// UIScrollView.adjustedContentInset
  var adjustedContentInset: EdgeInsets { get }
  /// UIView.safeAreaInsets
  var safeAreaInsets: EdgeInsets { get }
  /// UIView.layoutMargins
  var layoutMargins: EdgeInsets { get }
  /// UICollectionView.numberOfSections
  var numberOfSections: Int { get }
  /// UICollectionView.numberOfItems(inSection:)
  func numberOfItems(inSection section: Int) -> Int
  /// UIView.effectiveUserInterfaceLayoutDirection
  var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection { get }
  /// UITraitCollection.displayScale of the collection view
  var displayScale: Double { get }
  /// UICollectionView.delegate, when it conforms to UICollectionViewDelegateFlowLayout
  var flowLayoutDelegate: CollectionViewDelegateFlowLayout? { get }

  /// The private call UIKit's invalidateLayout(with:) makes on the collection view: mark the
  /// layout data invalid and schedule a layout pass.
  func layoutDidInvalidate(_ layout: CollectionViewLayout, with context: InvalidationContext)

  /// The attributes currently applied to a displayed element, or nil when it is not displayed;
  /// the default final attributes of a disappearing element start from these.
  func displayedLayoutAttributes(for key: ElementKey) -> LayoutAttributes?
}

extension LayoutCollectionView {
  /// UIScrollView.contentOffset
  public var contentOffset: CGPoint { bounds.origin }
}

/// UICollectionViewDelegateFlowLayout. Every method is optional, as in UIKit: the default
/// implementations return nil, which the flow layout reads as "the delegate does not implement
/// this" and falls back to its own property.
public protocol CollectionViewDelegateFlowLayout: AnyObject {
  /// `respondsToSelector:` for one of the optional methods: UIKit asks once
  /// (`_updateDelegateFlags`) and calls a method only when the delegate implements it; the flow
  /// layout's setters skip invalidation for values the delegate supplies. True unless a
  /// conformer says no.
  func responds(to method: FlowDelegateMethod) -> Bool
  /// collectionView(_:layout:sizeForItemAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize?
  /// collectionView(_:layout:insetForSectionAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets?
  /// collectionView(_:layout:minimumLineSpacingForSectionAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double?
  /// collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double?
  /// collectionView(_:layout:referenceSizeForHeaderInSection:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize?
  /// collectionView(_:layout:referenceSizeForFooterInSection:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize?
}

/// The optional methods of UICollectionViewDelegateFlowLayout.
public enum FlowDelegateMethod: Sendable, CaseIterable {
  /// collectionView(_:layout:sizeForItemAt:)
  case sizeForItem
  /// collectionView(_:layout:insetForSectionAt:)
  case insetForSection
  /// collectionView(_:layout:minimumLineSpacingForSectionAt:)
  case minimumLineSpacing
  /// collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
  case minimumInteritemSpacing
  /// collectionView(_:layout:referenceSizeForHeaderInSection:)
  case referenceSizeForHeader
  /// collectionView(_:layout:referenceSizeForFooterInSection:)
  case referenceSizeForFooter
}

extension CollectionViewDelegateFlowLayout {
  public func responds(to method: FlowDelegateMethod) -> Bool { true }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? { nil }
}
