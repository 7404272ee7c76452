import LayoutKit

/// The optional methods of UICollectionViewDelegateFlowLayout called the UIKit way,
/// `delegate.collectionView?(collectionView, layout: self, insetForSectionAt: section)`: Swift on
/// Linux has no `@objc optional` requirements, so `collectionView` is a value that can be called
/// with each method's labels, answering nil when the delegate does not implement the method, as
/// the optional call does on iOS.
public struct FlowDelegateCalls {
  let delegate: CollectionViewDelegateFlowLayout

  /// collectionView(_:layout:sizeForItemAt:)
  public func callAsFunction(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    guard delegate.responds(to: .sizeForItem) else { return nil }
    return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
  }

  /// collectionView(_:layout:insetForSectionAt:)
  public func callAsFunction(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? {
    guard delegate.responds(to: .insetForSection) else { return nil }
    return delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
  }

  /// collectionView(_:layout:minimumLineSpacingForSectionAt:)
  public func callAsFunction(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat? {
    guard delegate.responds(to: .minimumLineSpacing) else { return nil }
    return delegate.collectionView(
      collectionView, layout: layout, minimumLineSpacingForSectionAt: section
    ).map { CGFloat($0) }
  }

  /// collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
  public func callAsFunction(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat? {
    guard delegate.responds(to: .minimumInteritemSpacing) else { return nil }
    return delegate.collectionView(
      collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section
    ).map { CGFloat($0) }
  }

  /// collectionView(_:layout:referenceSizeForHeaderInSection:)
  public func callAsFunction(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? {
    guard delegate.responds(to: .referenceSizeForHeader) else { return nil }
    return delegate.collectionView(
      collectionView, layout: layout, referenceSizeForHeaderInSection: section)
  }

  /// collectionView(_:layout:referenceSizeForFooterInSection:)
  public func callAsFunction(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? {
    guard delegate.responds(to: .referenceSizeForFooter) else { return nil }
    return delegate.collectionView(
      collectionView, layout: layout, referenceSizeForFooterInSection: section)
  }
}

extension CollectionViewDelegateFlowLayout {
  /// The optional flow-delegate methods, callable as `collectionView?(...)`.
  public var collectionView: FlowDelegateCalls? { FlowDelegateCalls(delegate: self) }
}
