import Foundation

/// A variable-size section's lines (docs/uikit-reference.md, "Variable-size lines"), kept
/// relative to the section's start: per line only its first item, where it starts along the
/// scroll direction and its thickness; per item nothing but the size the layout's metrics keep
/// anyway. An item's frame is computed when asked, by the same floating-point operations in the
/// same order as `_UIFlowLayoutRow layoutRow` (`LinesBuilder` packs the lines), so a section can
/// move along the scroll direction (a batch update in a section before it) without being laid
/// out again, and a stored frame can never have been rounded at a place the section left.
struct FlowLines: Sendable {
  let space: LineSpace
  /// The space between two items of a line (the quirk may swap the two spacings).
  let spacing: Double
  /// The item sizes: the metrics' own storage, shared, not copied.
  let sizes: FlowItemSizes
  /// First item of each line: line i holds firstItems[i] ..< firstItems[i + 1].
  let firstItems: [Int]
  /// Where each line starts along the scroll direction, from the section start.
  let mains: [Double]
  /// Each line's thickness along the scroll direction (its longest item).
  let thicknesses: [Double]
  /// Whether the last line is justified as a closed one (`LinesBuilder.layOutRows`).
  let lastLineComplete: Bool
  /// The lines' extents for a search, only when they can be out of order (a negative line
  /// spacing): otherwise the starts and the ends both grow with the line, and are searched as
  /// they are.
  let unorderedIndex: IntervalIndex?

  private var axis: FlowAxis { space.axis }

  /// The number of lines.
  var count: Int { firstItems.count }

  /// The number of items.
  var itemCount: Int { sizes.count }

  /// The items of line `line`.
  func items(ofLine line: Int) -> Range<Int> {
    firstItems[line]..<(line + 1 < firstItems.count ? firstItems[line + 1] : sizes.count)
  }

  /// The lines that may overlap [low, high] along the scroll direction, both relative to the
  /// section start: every line outside the range certainly does not.
  func lines(overlapping low: Double, _ high: Double) -> Range<Int> {
    if let unorderedIndex { return unorderedIndex.candidates(overlapping: low, high) }
    // Ordered: the same search as `IntervalIndex.candidates`, on the lines' own extents.
    let first = partitionPoint(count) { mains[$0] + thicknesses[$0] >= low }
    let end = partitionPoint(count) { mains[$0] > high }
    return first < end ? first..<end : first..<first
  }

  /// The smallest start and the largest end of any line, from the section start; nil without
  /// lines.
  var bounds: (low: Double, high: Double)? {
    if let unorderedIndex { return unorderedIndex.bounds }
    guard let first = mains.first, let last = mains.last, let thickness = thicknesses.last else {
      return nil
    }
    return (first, last + thickness)
  }

  /// The line holding `item`.
  func line(ofItem item: Int) -> Int {
    partitionPoint(count) { firstItems[$0] > item } - 1
  }

  /// Item `item`'s frame in layout space for a section starting at `sectionStart`.
  func frame(ofItem item: Int, sectionStart: Double) -> CGRect {
    var found = CGRect.zero
    forEachFrame(inLine: line(ofItem: item), sectionStart: sectionStart, before: item + 1) {
      if $0 == item { found = $1 }
    }
    return found
  }

  /// The frames of line `line`'s items before `end` (all of them by default), in layout space
  /// for a section starting at `sectionStart`: `_UIFlowLayoutRow layoutRow`, the item's offset
  /// inside the line plus (the section start plus the line's start), as `LinesBuilder` did.
  func forEachFrame(
    inLine line: Int, sectionStart: Double, before end: Int? = nil,
    _ body: (Int, CGRect) -> Void
  ) {
    let items = items(ofLine: line)
    var total = 0.0
    for item in items { total = total + axis.cross(sizes[item]) }
    let complete = line + 1 < count || lastLineComplete
    var (position, gap) = LinesBuilder.lineStartAndGap(
      count: items.count, total: total, complete: complete, space: space, spacing: spacing)
    let thickness = thicknesses[line]
    let main = mains[line]
    for item in items.lowerBound..<max(items.lowerBound, min(items.upperBound, end ?? .max)) {
      let size = sizes[item]
      let length = axis.main(size)
      let offset = thickness * 0.5 - length * 0.5
      body(
        item,
        axis.rect(
          main: offset + (sectionStart + main), cross: position, mainLength: length,
          crossLength: axis.cross(size)))
      position = position + gap + axis.cross(size)
    }
  }
}
