import Foundation

/// Builds the lines of a variable-size section (docs/uikit-reference.md, "Variable-size lines"),
/// adding coordinates in the order UIKit adds them: the item's offset to the section start plus
/// the line's place (`_frameForItem:inSection:usingData:`). Uniform sections are `FlowGrid`s.
struct LinesBuilder {
  let space: LineSpace
  let contentStart: Double
  let sectionStart: Double
  var frames: [CGRect] = []
  var lineStarts: [Int] = []
  var lineLows: [Double] = []
  var lineHighs: [Double] = []
  var contentEnd: Double
  var oversizedItem: Int?

  init(space: LineSpace, contentStart: Double, sectionStart: Double, count: Int) {
    self.space = space
    self.contentStart = contentStart
    self.sectionStart = sectionStart
    contentEnd = contentStart
    frames.reserveCapacity(count)
  }

  private var axis: FlowAxis { space.axis }

  private mutating func addLine(start item: Int, main: Double, thickness: Double) {
    lineStarts.append(item)
    lineLows.append(sectionStart + main)
    lineHighs.append(sectionStart + main + thickness)
  }

  /// The variable-size path (docs/uikit-reference.md, "Variable-size lines"): greedy lines, full
  /// lines justified, the last line left-aligned unless every line holds one item or it leaves the
  /// same space as the line before.
  mutating func layOutRows(metrics: FlowSectionMetrics, quirks: FlowLayoutQuirks) {
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

    var main = contentStart
    for (line, first) in starts.enumerated() {
      let end = line + 1 < starts.count ? starts[line + 1] : count
      let complete = line + 1 < starts.count || lastComplete
      let thickness = layOutLine(
        first..<end, at: main, sizes: sizes, spacing: spacing, complete: complete)
      main = main + lineSpacing + thickness
    }
    contentEnd = main - lineSpacing
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

  /// Places one line (`_UIFlowLayoutRow layoutRow`) and returns its thickness.
  private mutating func layOutLine(
    _ items: Range<Int>, at main: Double, sizes: FlowItemSizes, spacing: Double, complete: Bool
  ) -> Double {
    var thickness = 0.0
    var total = 0.0
    for item in items {
      thickness = max(thickness, axis.main(sizes[item]))
      total = total + axis.cross(sizes[item])
    }
    addLine(start: items.lowerBound, main: main, thickness: thickness)
    var (position, gap) = Self.lineStartAndGap(
      count: items.count, total: total, complete: complete, space: space, spacing: spacing)
    for item in items {
      let size = sizes[item]
      let length = axis.main(size)
      let offset = thickness * 0.5 - length * 0.5
      frames.append(
        axis.rect(
          main: offset + (sectionStart + main), cross: position, mainLength: length,
          crossLength: axis.cross(size)))
      position = position + gap + axis.cross(size)
    }
    return thickness
  }
}
