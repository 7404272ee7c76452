import Foundation

/// One section of a computed flow layout (the model behind `_UIFlowLayoutSection`).
///
/// Section, header and footer frames are kept in layout space (left to right, unrounded), because
/// pinning works on them; item frames are kept as displayed (mirrored for right-to-left, origins
/// rounded to pixels), because nothing changes them after prepare.
public struct FlowSectionGeometry: Sendable {
  /// The section frame: header, insets, lines and footer, across the full reference dimension.
  public let frame: CGRect
  /// The header frame before pinning; nil when its length along the scroll direction is 0.
  public let headerFrame: CGRect?
  /// The footer frame before pinning; nil when its length along the scroll direction is 0.
  public let footerFrame: CGRect?
  /// The item frames as displayed. (While the geometry is being built, a uniform section's frames
  /// are relative to the section start along the scroll direction, and a variable section's are
  /// absolute, as UIKit computes each.)
  public internal(set) var itemFrames: [CGRect]
  /// Whether the section took the uniform-size path (docs/uikit-reference.md, "Fixed-size grid")
  /// rather than rows (docs/uikit-reference.md, "Variable-size lines").
  public let isUniform: Bool
  /// The first item longer than the line, for the "not defined" warning.
  public let oversizedItem: Int?

  /// First item of each line: line i holds items lineStarts[i] ..< lineStarts[i + 1].
  let lineStarts: [Int]
  /// Each line's extent along the scroll direction, in layout space.
  let lineIndex: IntervalIndex
  /// The end of the last line's items when the lines do not reach the last item (a self-sizing
  /// section's window: items placed by extrapolation are in no line, and rect queries, which
  /// walk lines, never return them).
  var linesEnd: Int?

  /// The number of lines (rows when scrolling vertically, columns when horizontally).
  public var lineCount: Int { lineStarts.count }
}

extension FlowSectionGeometry {
  /// Lays out one section starting at `start` along the scroll direction, in layout space
  /// (`_UIFlowLayoutSection computeLayout`). `metrics.sectionInset` is already adjusted for the
  /// section inset reference.
  init(
    metrics: FlowSectionMetrics, start: Double, dimension: Double, axis: FlowAxis,
    environment: FlowLayoutEnvironment
  ) {
    let inset = metrics.sectionInset
    let headerLength = axis.main(metrics.headerReferenceSize)
    let footerLength = axis.main(metrics.footerReferenceSize)
    let before = axis.crossBefore(inset)
    let after = axis.crossAfter(inset)
    let contentStart = headerLength + axis.mainBefore(inset)
    var layout = LinesBuilder(
      axis: axis, dimension: dimension, crossBefore: before, crossAfter: after,
      contentStart: contentStart, sectionStart: start, count: metrics.itemCount)
    if metrics.itemCount > 0 {
      if environment.allowsUniformPath, let size = metrics.itemSizes.commonSize {
        layout.layOutUniform(size: size, metrics: metrics)
      } else {
        layout.layOutRows(metrics: metrics, quirks: environment.quirks)
      }
    }
    let footerStart = layout.contentEnd + axis.mainAfter(inset)
    // A negative header still moves the content (UIKit adds it unconditionally); a footer counts
    // only when it has a length.
    let end = footerLength > 0 ? footerStart + footerLength : footerStart
    frame = axis.rect(main: start, cross: 0, mainLength: end, crossLength: dimension)
    headerFrame =
      headerLength > 0
      ? axis.rect(main: start, cross: 0, mainLength: headerLength, crossLength: dimension) : nil
    footerFrame =
      footerLength > 0
      ? axis.rect(
        main: start + footerStart, cross: 0, mainLength: footerLength, crossLength: dimension)
      : nil
    itemFrames = layout.frames
    isUniform = layout.isUniform
    oversizedItem = layout.oversizedItem
    lineStarts = layout.lineStarts
    lineIndex = IntervalIndex(lows: layout.lineLows, highs: layout.lineHighs)
  }
}

extension FlowSectionGeometry {
  /// A self-sizing section as it stands (`EstimatingFlowSection`), starting at `start` along the
  /// scroll direction: every item is its own entry in the line index, since items outside the
  /// computed window are placed one by one.
  init(estimated section: EstimatingFlowSection, start: Double, axis: FlowAxis) {
    let dimension = section.dimension
    frame = axis.rect(main: start, cross: 0, mainLength: section.length, crossLength: dimension)
    headerFrame =
      section.headerLength > 0
      ? axis.rect(main: start, cross: 0, mainLength: section.headerLength, crossLength: dimension)
      : nil
    footerFrame =
      section.footerLength > 0
      ? axis.rect(
        main: start + section.length - section.footerLength, cross: 0,
        mainLength: section.footerLength, crossLength: dimension)
      : nil
    var frames: [CGRect] = []
    frames.reserveCapacity(section.itemCount)
    for item in 0..<section.itemCount {
      let local = section.frame(ofItem: item)
      frames.append(
        axis.rect(
          main: start + axis.mainMin(local), cross: axis.isVertical ? local.minX : local.minY,
          mainLength: axis.mainLength(local),
          crossLength: axis.isVertical ? local.width : local.height))
    }
    var starts: [Int] = []
    var lows: [Double] = []
    var highs: [Double] = []
    for line in section.lines {
      starts.append(line.items.lowerBound)
      lows.append(start + line.main)
      highs.append(start + line.main + line.thickness)
    }
    itemFrames = frames
    isUniform = false
    oversizedItem = section.hasOversizedItem ? 0 : nil
    lineStarts = starts
    lineIndex = IntervalIndex(lows: lows, highs: highs)
    linesEnd = section.lines.last?.items.upperBound ?? 0
  }
}

/// Builds the lines of one section, adding coordinates in the order UIKit adds them: the uniform
/// path keeps item positions relative to the section start (UIKit adds the section origin when it
/// rounds), the variable path adds the item's offset to the section start plus the line's place
/// (`_frameForItem:inSection:usingData:`).
struct LinesBuilder {
  let axis: FlowAxis
  let dimension: Double
  let crossBefore: Double
  let crossAfter: Double
  let contentStart: Double
  let sectionStart: Double
  var frames: [CGRect] = []
  var lineStarts: [Int] = []
  var lineLows: [Double] = []
  var lineHighs: [Double] = []
  var contentEnd: Double
  var isUniform = false
  var oversizedItem: Int?

  init(
    axis: FlowAxis, dimension: Double, crossBefore: Double, crossAfter: Double,
    contentStart: Double, sectionStart: Double, count: Int
  ) {
    self.axis = axis
    self.dimension = dimension
    self.crossBefore = crossBefore
    self.crossAfter = crossAfter
    self.contentStart = contentStart
    self.sectionStart = sectionStart
    contentEnd = contentStart
    frames.reserveCapacity(count)
  }

  /// The available length of a line: the dimension less the section insets across it.
  var available: Double { dimension - (crossBefore + crossAfter) }

  private mutating func addLine(start item: Int, main: Double, thickness: Double) {
    lineStarts.append(item)
    lineLows.append(sectionStart + main)
    lineHighs.append(sectionStart + main + thickness)
  }

  /// The uniform-size path (docs/uikit-reference.md, "Fixed-size grid"): a grid whose columns are
  /// justified across the line; the incomplete last row keeps the grid columns.
  mutating func layOutUniform(size: CGSize, metrics: FlowSectionMetrics) {
    isUniform = true
    let count = metrics.itemCount
    let w = axis.cross(size)
    let h = axis.main(size)
    let spacing = metrics.minimumInteritemSpacing
    let lineSpacing = metrics.minimumLineSpacing
    if w > available { oversizedItem = 0 }
    let perLine = Self.itemsPerLine(available: available, spacing: spacing, length: w, count: count)
    let n = Double(perLine)
    let begin: Double
    let gap: Double
    if perLine <= 1 {
      begin = crossBefore + (dimension - w - crossBefore - crossAfter) * 0.5
      gap = spacing
    } else {
      begin = crossBefore
      gap = (dimension - crossBefore - crossAfter - w * n) / (n - 1)
    }
    let rows = (count + perLine - 1) / perLine
    for row in 0..<rows {
      let main = contentStart + Double(row) * (h + lineSpacing)
      addLine(start: row * perLine, main: main, thickness: h)
      for column in 0..<min(perLine, count - row * perLine) {
        let cross = begin + Double(column) * (w + gap)
        frames.append(
          axis.rect(main: main, cross: cross, mainLength: h, crossLength: w))
      }
    }
    contentEnd = contentStart + (lineSpacing + h) * Double(rows) - lineSpacing
  }

  /// floor((A + S) / (w + S)), at least 1; a zero denominator puts every item on one line.
  static func itemsPerLine(available: Double, spacing: Double, length: Double, count: Int) -> Int {
    let q = ((spacing + available) / (spacing + length)).rounded(.down)
    guard q.isFinite else { return q > 0 ? max(count, 1) : 1 }
    return q >= 1 ? Int(min(q, 1e15)) : 1
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
    let available = self.available

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
    count: Int, total: Double, complete: Bool, dimension: Double, crossBefore: Double,
    crossAfter: Double, spacing: Double
  ) -> (start: Double, gap: Double) {
    guard complete else { return (crossBefore, spacing) }
    if count <= 1 {
      let line = dimension - (crossAfter + crossBefore)
      return (line >= total ? crossBefore + (line - total) * 0.5 : crossBefore, 0)
    }
    return (crossBefore, (dimension - total - crossBefore - crossAfter) / Double(count - 1))
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
      count: items.count, total: total, complete: complete, dimension: dimension,
      crossBefore: crossBefore, crossAfter: crossAfter, spacing: spacing)
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
