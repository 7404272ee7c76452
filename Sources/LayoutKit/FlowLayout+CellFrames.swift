import Foundation

extension FlowLayout {
  /// The cells UICollectionViewFlowLayout's `layoutAttributesForElements(in:)` answers for
  /// `rect`, in index path order, without building their attributes, as runs of cells that share
  /// a line: what a subclass reads of the items near a rect (where each line ends, for a separator
  /// after it), read from the geometry the answer itself is read from. Each run is a section's
  /// items `items` with the frames of its first and last: a uniform section's row the rect takes
  /// whole is one run (its items share their place along the scroll direction), any other cell
  /// a run of its own, so a reader that joins runs as it would join cells finds the same lines
  /// while the frames between are never computed. The same cells as the answer's, with the same
  /// frames, and the same stop one cell past the collection view's element budget (a row that
  /// would cross it comes cell by cell); while sizes are estimated, the rect is fetched first, as
  /// the answer fetches it. `body` returns false to stop.
  public func forEachCellRun(
    in rect: CGRect,
    _ body: (_ section: Int, _ items: ClosedRange<Int>, _ firstFrame: CGRect, _ lastFrame: CGRect)
      -> Bool
  ) {
    guard let geometry = geometryAnswering(rect) else { return }
    var count = 0
    var going = true
    // Read once, as the answer reads it (`layoutAttributesForElements(in:)`).
    let budget = _elementBudget
    for section in geometry.sections(intersecting: rect) where going {
      geometry.forEachItemRun(inSection: section, intersecting: rect) {
        first, last, firstFrame, lastFrame in
        if count + (last - first + 1) <= budget {
          count += last - first + 1
          going = body(section, first...last, firstFrame, lastFrame)
          return going
        }
        for item in first...last {
          let frame =
            item == first
            ? firstFrame
            : item == last ? lastFrame : geometry.frame(ofItem: item, inSection: section)
          count += 1
          going = body(section, item...item, frame, frame) && count <= budget
          if !going { return false }
        }
        return true
      }
    }
  }

  /// The geometry a rect query reads, once the rect's items are fetched while sizes are
  /// estimated; nil where UICollectionViewFlowLayout answers no element for `rect` (no collection
  /// view, empty bounds, no room across the scroll direction, a rect neither finite nor
  /// infinite). The answer and `forEachCellRun(in:)` both start here, so they answer alike.
  func geometryAnswering(_ rect: CGRect) -> FlowLayoutGeometry? {
    guard let cv = collectionView, !cv.bounds.isEmpty,
      boundsAndInsetsAreValidForReferenceDimension(cv)
    else { return nil }
    if estimatesSizes, rect.isFiniteRect { fetchItemsInfo(for: rect) }
    guard rect.isFiniteRect || rect.isInfinite else { return nil }
    return geometry
  }

  /// The frame UICollectionViewFlowLayout's `layoutAttributesForItem(at:)` answers, without
  /// building attributes; nil where it answers nil. The geometry is read where it is kept, not
  /// bound to a copy (which retains every array it holds): a reader walks lines frame by frame.
  public func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    // `geometry` fetches what invalidation left to compute before it answers.
    fetchItemsInfo()
    guard indexPath.count == 2 else { return nil }
    let (section, item) = (indexPath.section, indexPath.item)
    guard let count = computedGeometry?.itemCount(inSection: section), (0..<count).contains(item)
    else { return nil }
    return computedGeometry?.frame(ofItem: item, inSection: section)
  }
}
