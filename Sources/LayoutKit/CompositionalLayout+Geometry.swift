import Foundation

/// How the layout reads its solved geometry.
extension CompositionalLayout {
  /// `body` given the geometry where the layout keeps it; nil without one. A method called as
  /// `geometry?.method()` is called on a copy of it, which retains every part the geometry holds
  /// and releases it afterwards, at every query; this hands it over through one modify access
  /// instead (nothing is changed). `body` must not reach the layout's geometry itself.
  func withGeometry<T>(_ body: (CompositionalLayoutGeometry) -> T) -> T? {
    geometry?.handedOver(to: body)
  }

  /// The collection view's visible rect in content coordinates: its bounds less the adjusted
  /// content inset, which pinned boundary items stick to.
  var visibleBounds: CGRect {
    guard let cv = collectionView else { return .zero }
    return cv.bounds.inset(by: cv.adjustedContentInset)
  }

  /// The pinned boundary items, by kind, whose sections meet the visible part of `oldBounds` or
  /// of `newBounds`.
  func pinnedSupplementaries(from oldBounds: CGRect, to newBounds: CGRect) -> [String:
    [IndexPath]]
  {
    guard geometry?.mayPinBoundaryItems == true, let cv = collectionView else { return [:] }
    let union = oldBounds.union(newBounds).inset(by: cv.adjustedContentInset)
    // Asked at every scroll.
    return withGeometry { $0.pinnedSupplementaries(meeting: union) } ?? [:]
  }
}
