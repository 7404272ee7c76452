import Foundation

/// A uniform section's items in closed form (docs/uikit-reference.md, "Fixed-size grid"): UIKit's
/// uniform path places item i at row i / perLine and column i % perLine of a grid whose columns
/// are justified across the line, so the section keeps only the grid's parameters and computes
/// any item's frame, and the rows a range of the scroll direction meets, by arithmetic. Prepare
/// is O(1) for such a section and its memory does not grow with its items.
///
/// The arithmetic is UIKit's, term for term in the same order (positions relative to the section
/// start; UIKit adds the section origin when it rounds), so the frames are the same doubles a
/// row-by-row computation gives.
struct FlowGrid: Sendable {
  let axis: FlowAxis
  /// The number of items.
  let count: Int
  /// Items on each full line: floor((A + S) / (w + S)), at least 1.
  let perLine: Int
  /// The item size across and along the scroll direction.
  let itemCross: Double
  let itemMain: Double
  /// The space between two rows (minimumLineSpacing).
  let lineSpacing: Double
  /// Where the first column starts across, and the gap between two columns.
  let firstCross: Double
  let gap: Double
  /// Where the first row starts along the scroll direction, from the section start.
  let contentStart: Double
  /// The section's start along the scroll direction (layout space).
  let sectionStart: Double

  /// Lays out `count` items of `size` below `contentStart` (`_UIFlowLayoutSection computeLayout`,
  /// uniform branch).
  init(
    size: CGSize, count: Int, space: LineSpace, spacing: Double, lineSpacing: Double,
    contentStart: Double, sectionStart: Double
  ) {
    axis = space.axis
    self.count = count
    itemCross = axis.cross(size)
    itemMain = axis.main(size)
    self.lineSpacing = lineSpacing
    self.contentStart = contentStart
    self.sectionStart = sectionStart
    perLine = Self.itemsPerLine(
      available: space.available, spacing: spacing, length: itemCross, count: count)
    let columns = Double(perLine)
    if perLine <= 1 {
      firstCross =
        space.crossBefore
        + (space.dimension - itemCross - space.crossBefore - space.crossAfter) * 0.5
      gap = spacing
    } else {
      firstCross = space.crossBefore
      gap =
        (space.dimension - space.crossBefore - space.crossAfter - itemCross * columns)
        / (columns - 1)
    }
  }

  /// floor((A + S) / (w + S)), at least 1; a zero denominator puts every item on one line.
  static func itemsPerLine(available: Double, spacing: Double, length: Double, count: Int) -> Int {
    let quotient = ((spacing + available) / (spacing + length)).rounded(.down)
    guard quotient.isFinite else { return quotient > 0 ? max(count, 1) : 1 }
    return quotient >= 1 ? Int(min(quotient, 1e15)) : 1
  }

  /// The number of rows: the last one may be incomplete.
  var rowCount: Int { count == 0 ? 0 : (count - 1) / perLine + 1 }

  /// Where the rows end along the scroll direction, from the section start.
  var contentEnd: Double {
    contentStart + (lineSpacing + itemMain) * Double(rowCount) - lineSpacing
  }

  /// Where row `row` starts along the scroll direction, from the section start.
  private func rowMain(_ row: Int) -> Double {
    contentStart + Double(row) * (itemMain + lineSpacing)
  }

  /// Item `item`'s frame, relative to the section start along the scroll direction.
  func frame(ofItem item: Int) -> CGRect {
    let row = item / perLine
    let column = item % perLine
    let cross = firstCross + Double(column) * (itemCross + gap)
    return axis.rect(main: rowMain(row), cross: cross, mainLength: itemMain, crossLength: itemCross)
  }

  /// The first item of row `row`.
  func firstItem(ofRow row: Int) -> Int { min(row * perLine, count) }

  /// Row `row`'s extent along the scroll direction, in layout space.
  func extent(ofRow row: Int) -> (low: Double, high: Double) {
    let low = sectionStart + rowMain(row)
    return (low, low + itemMain)
  }

  /// The smallest start and the largest end of any row; nil without rows. The rows advance by
  /// itemMain + lineSpacing, so the first and the last row hold the extremes.
  var rowBounds: (low: Double, high: Double)? {
    guard rowCount > 0 else { return nil }
    let first = extent(ofRow: 0)
    let last = extent(ofRow: rowCount - 1)
    return (min(first.low, last.low), max(first.high, last.high))
  }

  /// The rows that may overlap [low, high] along the scroll direction (layout space): every row
  /// outside the range certainly does not. Solved for the row index, widened by one row either
  /// way against rounding; every row when the rows do not advance.
  func rows(overlapping low: Double, _ high: Double) -> Range<Int> {
    linesOverlapping(
      low, high, start: sectionStart + contentStart, pitch: itemMain + lineSpacing,
      thickness: itemMain, count: rowCount)
  }
}

/// The space a line has across the scroll direction: the reference dimension less the section
/// insets across it.
struct LineSpace: Sendable {
  let axis: FlowAxis
  let dimension: Double
  let crossBefore: Double
  let crossAfter: Double

  /// The available length of a line.
  var available: Double { dimension - (crossBefore + crossAfter) }
}

/// Of `count` lines starting at `start` and every `pitch` after it, each `thickness` long along
/// the scroll direction, the ones that may overlap [low, high]: every line outside certainly does
/// not. Line r spans start + r x pitch + [min(0, thickness), max(0, thickness)]; solved for r and
/// widened by one line either way against rounding; every line when they do not advance (a
/// uniform section's rows, a run of a self-sizing section's lines).
func linesOverlapping(
  _ low: Double, _ high: Double, start: Double, pitch: Double, thickness: Double, count: Int
) -> Range<Int> {
  guard count > 0 else { return 0..<0 }
  let lowest = (low - start - max(0, thickness)) / pitch
  let highest = (high - start - min(0, thickness)) / pitch
  guard pitch != 0, !lowest.isNaN, !highest.isNaN else { return 0..<count }
  let last = Double(count - 1)
  if max(lowest, highest) + 1 < 0 || min(lowest, highest) - 1 > last { return 0..<0 }
  // Clamped as doubles first: infinities and huge values convert to Int safely.
  let first = min(max((min(lowest, highest) - 1).rounded(.down), 0), last)
  let end = min(max((max(lowest, highest) + 1).rounded(.up), 0), last)
  return Int(first)..<Int(end) + 1
}
