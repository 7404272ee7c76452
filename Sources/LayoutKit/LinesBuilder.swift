import Foundation

/// Packs the lines of a variable-size section (docs/uikit-reference.md, "Variable-size lines")
/// into a `FlowLines`, relative to the section start: which items each line holds, where it
/// starts and how thick it is. Where the items sit inside their line is computed when asked
/// (`FlowLines.forEachFrame`). Uniform sections are `FlowGrid`s.
struct LinesBuilder {
  let space: LineSpace
  let contentStart: Double
  var lineStarts: [Int] = []
  var lineMains: [Double] = []
  var lineThicknesses: [Double] = []
  var contentEnd: Double
  var oversizedItem: Int?

  init(space: LineSpace, contentStart: Double) {
    self.space = space
    self.contentStart = contentStart
    contentEnd = contentStart
  }

  private var axis: FlowAxis { space.axis }

  /// The variable-size path (docs/uikit-reference.md, "Variable-size lines"): greedy lines, full
  /// lines justified, the last line left-aligned unless every line holds one item or it leaves the
  /// same space as the line before.
  mutating func layOutRows(metrics: FlowSectionMetrics, quirks: FlowLayoutQuirks) -> FlowLines {
    let swapped = !axis.isVertical && quirks.swapsSpacingInHorizontalVariableSections
    let spacing = swapped ? metrics.minimumLineSpacing : metrics.minimumInteritemSpacing
    let lineSpacing = swapped ? metrics.minimumInteritemSpacing : metrics.minimumLineSpacing
    let sizes = metrics.itemSizes
    let count = metrics.itemCount
    let available = space.available

    // Packing. A line exists before the first item, so an oversized first item closes an empty
    // line (iOS 26) unless the quirk is turned off.
    var starts = [0]
    var remaining = available
    var previousRemaining = available
    var closedLinesAllSingle = true
    var currentCount = 0
    for item in 0..<count {
      let length = axis.cross(sizes[item])
      if length > available, oversizedItem == nil { oversizedItem = item }
      let fits = !(length > remaining)
      if fits || (currentCount == 0 && !quirks.emptyLineBeforeOversizedFirstItem) {
        remaining = remaining - (spacing + length)
        currentCount += 1
        continue
      }
      closedLinesAllSingle = closedLinesAllSingle && currentCount == 1
      previousRemaining = remaining
      remaining = available - (spacing + length)
      starts.append(item)
      currentCount = 1
    }
    let lastComplete =
      (closedLinesAllSingle && currentCount == 1)
      || (starts.count >= 2 && remaining == previousRemaining)

    if count == 0 { starts = [] }
    lineStarts = starts
    lineMains.reserveCapacity(starts.count)
    lineThicknesses.reserveCapacity(starts.count)
    var main = contentStart
    for (line, first) in starts.enumerated() {
      let end = line + 1 < starts.count ? starts[line + 1] : count
      var thickness = 0.0
      for item in first..<end { thickness = max(thickness, axis.main(sizes[item])) }
      lineMains.append(main)
      lineThicknesses.append(thickness)
      main = main + lineSpacing + thickness
    }
    if count > 0 { contentEnd = main - lineSpacing }
    // Lines stack forwards unless the line spacing is negative: only then can a later line start
    // before an earlier one ends, and the search needs the running extremes.
    let unordered =
      lineSpacing < 0 || lineSpacing.isNaN
      ? IntervalIndex(
        lows: lineMains, highs: zip(lineMains, lineThicknesses).map { $0 + $1 }) : nil
    return FlowLines(
      space: space, spacing: spacing, sizes: sizes, firstItems: lineStarts, mains: lineMains,
      thicknesses: lineThicknesses, lastLineComplete: lastComplete, unorderedIndex: unordered)
  }

  /// `_UIFlowLayoutRow layoutRow` across the line: where its first item starts and the gap after
  /// each item. A closed line is justified (one item alone is centred when it fits); the line a
  /// section ends with keeps the spacing from the inset.
  static func lineStartAndGap(
    count: Int, total: Double, complete: Bool, space: LineSpace, spacing: Double
  ) -> (start: Double, gap: Double) {
    let before = space.crossBefore
    let after = space.crossAfter
    guard complete else { return (before, spacing) }
    if count <= 1 {
      let line = space.dimension - (after + before)
      return (line >= total ? before + (line - total) * 0.5 : before, 0)
    }
    return (before, (space.dimension - total - before - after) / Double(count - 1))
  }
}
