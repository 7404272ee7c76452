import Foundation

/// How a self-sizing section places a line across and estimates where an item lies
/// (docs/uikit-choices.md, "Self-sizing").
extension EstimatingFlowSection {
  /// What a line of `items` leaves of the line's length after each item and its spacing, as
  /// the packing counts it.
  func leftover(of items: Range<Int>) -> Double {
    var remaining = space.available
    for item in items { remaining -= acrossSpacing + axis.cross(sizes[item]) }
    return remaining
  }

  /// `_UIFlowLayoutRow layoutRow`: across as `LinesBuilder.lineStartAndGap`, and each item centred
  /// on the line's thickness.
  func layOut(_ items: Range<Int>, main: Double, thickness: Double, complete: Bool)
    -> Line
  {
    var total = 0.0
    for item in items { total += axis.cross(sizes[item]) }
    var (position, gap) = LinesBuilder.lineStartAndGap(
      count: items.count, total: total, complete: complete, space: space, spacing: acrossSpacing)
    var frames: [CGRect] = []
    frames.reserveCapacity(items.count)
    for item in items {
      let size = sizes[item]
      let offset = thickness * 0.5 - axis.main(size) * 0.5
      frames.append(
        axis.rect(
          main: main + offset, cross: position, mainLength: axis.main(size),
          crossLength: axis.cross(size)))
      position += gap + axis.cross(size)
    }
    return Line(items: items, main: main, thickness: thickness, frames: frames)
  }

  /// `estimatedIndexOfItemAtPoint:`: before the window, proportionally to the items before it;
  /// after it, proportionally over the items after it; inside, the item of the line there (the
  /// first item when there is none).
  func estimatedIndex(at main: Double, window: ClosedRange<Double>) -> Int {
    if main < window.lowerBound, window.lowerBound != 0 {
      return Self.index(main / window.lowerBound * Double(first), below: itemCount)
    }
    if main > window.upperBound {
      let span = length - window.upperBound
      guard span > 0 else { return 0 }
      let remaining = Double(itemCount - (first + count))
      return Self.index((main - window.upperBound) / span * remaining, below: itemCount)
    }
    for entry in lines {
      for line in entry.lines(overlapping: main, main) {
        let start = entry.main(ofLine: line)
        if main >= start && main <= start + entry.thickness {
          return entry.items(ofLine: line).lowerBound
        }
      }
    }
    return lines.last.map { $0.items(ofLine: $0.repeats - 1).lowerBound } ?? 0
  }

  /// An estimated position as an item index in `0 ..< count` (0 when there are none): the
  /// proportions can be huge or not a number when a window or a section is nearly empty, and a
  /// conversion of such a value to `Int` would trap.
  private static func index(_ estimate: Double, below count: Int) -> Int {
    guard estimate.isFinite, count > 0 else { return 0 }
    return Int(min(max(estimate, 0), Double(count - 1)))
  }
}
