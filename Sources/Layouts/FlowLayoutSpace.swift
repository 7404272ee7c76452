import Foundation
import LayoutKit

/// The lines of a flow layout as an app finds them: from its items' frames (the frames of the
/// attributes it would answer, without building them), one item at a time, in layout space
/// (right-to-left frames mirrored back), so nothing scans a whole section.
struct FlowLines {
  let layout: FlowLayout
  let vertical: Bool
  let mirrors: Bool
  /// The layout's content width when the lines were asked for, read only where frames are
  /// mirrored within it: the content size is worked out from the whole geometry, and most
  /// layouts (and every display tick of a left-to-right fling) never need it.
  let contentWidth: Double
  /// One pixel: how far pixel rounding can move an item's centre within its line.
  let pixel: Double

  init(_ layout: FlowLayout) {
    self.layout = layout
    vertical = layout.scrollDirection == .vertical
    mirrors = layout.isMirroringLayoutDirection
    contentWidth = mirrors ? layout.collectionViewContentSize.width : 0
    pixel = 1 / max(layout.collectionView?.displayScale ?? 1, 1)
  }

  /// A line: its first and last item and its extent along the scroll direction.
  struct Line: Equatable {
    var first: Int
    var last: Int
    var low: Double
    var high: Double
  }

  /// A display-space rectangle in layout space, and back: the flow layout mirrors right-to-left
  /// frames within the content width.
  func layoutSpace(_ rect: CGRect) -> CGRect {
    guard mirrors else { return rect }
    var mirrored = rect.standardized
    mirrored.origin.x = contentWidth - mirrored.maxX
    return mirrored
  }

  /// The layout-space frame of an item, or nil when the layout has none.
  func frame(section: Int, item: Int) -> CGRect? {
    layout.frameOfItem(at: IndexPath(item: item, section: section)).map(layoutSpace)
  }

  func low(_ rect: CGRect) -> Double { vertical ? rect.minY : rect.minX }
  func high(_ rect: CGRect) -> Double { vertical ? rect.maxY : rect.maxX }

  /// Items share a line when their centres along the scroll direction are within a pixel: the
  /// flow layout centres the items of a line, then rounds their origins to pixels. Overlap is
  /// not enough: with a line spacing of 0, rounding can make neighbouring lines overlap by a
  /// fraction of a pixel.
  func sameLine(_ first: CGRect, _ second: CGRect) -> Bool {
    let (firstMiddle, secondMiddle) =
      vertical ? (first.midY, second.midY) : (first.midX, second.midX)
    return abs(firstMiddle - secondMiddle) <= pixel + 1e-9
  }

  /// The line holding `item`, found by walking to its neighbours.
  func line(section: Int, containing item: Int) -> Line? {
    guard let start = frame(section: section, item: item) else { return nil }
    return line(
      section: section, around: Line(first: item, last: item, low: low(start), high: high(start)),
      firstFrame: start, lastFrame: start)
  }

  /// The whole line around `known`, items already known to share a line whose first and last
  /// frames (layout space) are given: walked outward from its ends, so only the items beyond
  /// them are asked for.
  func line(section: Int, around known: Line, firstFrame: CGRect, lastFrame: CGRect) -> Line {
    var line = known
    var previous = firstFrame
    while line.first > 0, let neighbour = frame(section: section, item: line.first - 1),
      sameLine(neighbour, previous)
    {
      line.first -= 1
      line.low = min(line.low, low(neighbour))
      line.high = max(line.high, high(neighbour))
      previous = neighbour
    }
    previous = lastFrame
    let count = layout.collectionView?.numberOfItems(inSection: section) ?? 0
    while line.last + 1 < count, let neighbour = frame(section: section, item: line.last + 1),
      sameLine(neighbour, previous)
    {
      line.last += 1
      line.low = min(line.low, low(neighbour))
      line.high = max(line.high, high(neighbour))
      previous = neighbour
    }
    return line
  }
}
