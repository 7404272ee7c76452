/// UICollectionView.ScrollDirection
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
  /// UICollectionView.ScrollDirection.vertical
  case vertical
  /// UICollectionView.ScrollDirection.horizontal
  case horizontal
}

/// UIUserInterfaceLayoutDirection
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// UIUserInterfaceLayoutDirection.leftToRight
  case leftToRight
  /// UIUserInterfaceLayoutDirection.rightToLeft
  case rightToLeft
}

/// UICollectionViewFlowLayout.SectionInsetReference
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
  /// UICollectionViewFlowLayout.SectionInsetReference.fromContentInset (the default)
  case fromContentInset
  /// UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea
  case fromSafeArea
  /// UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins
  case fromLayoutMargins
}
