import Foundation

extension FlowLayout {
  /// The cells UICollectionViewFlowLayout's `layoutAttributesForElements(in:)` answers for
  /// `rect`, as index paths and frames, in index path order, without building their attributes:
  /// what a subclass reads of the items near a rect (where each line ends, for a separator after
  /// it), read from the geometry the answer itself is read from. The same cells as the answer's,
  /// with the same frames, and the same stop at the collection view's element budget; while
  /// sizes are estimated, the rect is fetched first, as the answer fetches it. `body` returns
  /// false to stop early.
  public func forEachCellFrame(in rect: CGRect, _ body: (IndexPath, CGRect) -> Bool) {
    guard let geometry = geometryAnswering(rect) else { return }
    var count = 0
    var going = true
    // Read once, as the answer reads it (`layoutAttributesForElements(in:)`).
    let budget = _elementBudget
    for section in geometry.sections(intersecting: rect) where going {
      geometry.forEachItem(inSection: section, intersecting: rect) { item, frame in
        count += 1
        going = body(IndexPath(item: item, section: section), frame) && count <= budget
        return going
      }
    }
  }

  /// The geometry a rect query reads, once the rect's items are fetched while sizes are
  /// estimated; nil where UICollectionViewFlowLayout answers no element for `rect` (no collection
  /// view, empty bounds, no room across the scroll direction, a rect neither finite nor
  /// infinite). The answer and `forEachCellFrame(in:)` both start here, so they answer alike.
  func geometryAnswering(_ rect: CGRect) -> FlowLayoutGeometry? {
    guard let cv = collectionView, !cv.bounds.isEmpty,
      boundsAndInsetsAreValidForReferenceDimension(cv)
    else { return nil }
    if estimatesSizes, rect.isFiniteRect { fetchItemsInfo(for: rect) }
    guard rect.isFiniteRect || rect.isInfinite else { return nil }
    return geometry
  }

  /// The frame UICollectionViewFlowLayout's `layoutAttributesForItem(at:)` answers, without
  /// building attributes; nil where it answers nil.
  public func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    guard let geometry, indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      (0..<geometry.sections[indexPath.section].itemCount).contains(indexPath.item)
    else { return nil }
    return geometry.frame(ofItem: indexPath.item, inSection: indexPath.section)
  }
}
