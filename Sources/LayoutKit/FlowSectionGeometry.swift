import Foundation

/// One section of a computed flow layout (the model behind `_UIFlowLayoutSection`).
///
/// Section, header and footer frames are kept in layout space (left to right, unrounded), because
/// pinning works on them. Items are kept in one of three forms, each relative to the section's
/// start along the scroll direction, so that a section moves (`move(toStart:)`) without being
/// laid out again: a uniform section as its grid's parameters, answering by arithmetic; a
/// variable section as its lines (`FlowLines`), an item's frame computed when asked and only then
/// mirrored and rounded to pixels at its place; a self-sizing section as its window of computed
/// lines, answering from it.
public struct FlowSectionGeometry: Sendable {
  /// The section frame: header, insets, lines and footer, across the full reference dimension.
  public private(set) var frame: CGRect
  /// The header frame before pinning; nil when its length along the scroll direction is 0.
  public private(set) var headerFrame: CGRect?
  /// The footer frame before pinning; nil when its length along the scroll direction is 0.
  public private(set) var footerFrame: CGRect?
  /// Where the section starts along the scroll direction (layout space).
  private(set) var start: Double
  /// Where the footer starts, from the section start.
  private let footerStart: Double
  /// Whether the section took the uniform-size path (docs/uikit-reference.md, "Fixed-size grid")
  /// rather than rows (docs/uikit-reference.md, "Variable-size lines").
  public var isUniform: Bool {
    if case .grid = items { return true }
    return false
  }
  /// The first item longer than the line, for the "not defined" warning.
  public let oversizedItem: Int?

  /// The items, in the form the section was computed in.
  var items: Items
  /// Where the items go on screen; set when the layout places the section for display.
  var placement: ItemPlacement?

  /// A section's items: by arithmetic, as stored lines, or as a self-sizing window.
  enum Items: Sendable {
    case grid(FlowGrid)
    case rows(FlowLines)
    indirect case window(FlowLineTable, section: EstimatingFlowSection, start: Double)
  }

  /// The number of items.
  public var itemCount: Int {
    switch items {
    case .grid(let grid): grid.count
    case .rows(let lines): lines.itemCount
    case .window(_, let section, _): section.itemCount
    }
  }

  /// The number of lines (rows when scrolling vertically, columns when horizontally); for a
  /// self-sizing section, the lines of its window.
  public var lineCount: Int {
    switch items {
    case .grid(let grid): grid.rowCount
    case .rows(let lines): lines.count
    case .window(_, let section, _): section.lines.reduce(0) { $0 + $1.repeats }
    }
  }

  /// Item `item`'s frame as displayed.
  public func frame(ofItem item: Int) -> CGRect {
    switch items {
    case .grid(let grid):
      return displayed(grid.frame(ofItem: item))
    case .rows(let lines):
      return displayed(lines.frame(ofItem: item, sectionStart: start))
    case .window(_, let section, let start):
      let local = section.frame(ofItem: item)
      let axis = section.axis
      return displayed(
        axis.rect(
          main: start + axis.mainMin(local), cross: axis.isVertical ? local.minX : local.minY,
          mainLength: axis.mainLength(local),
          crossLength: axis.isVertical ? local.width : local.height))
    }
  }

  private func displayed(_ frame: CGRect) -> CGRect { placement?.displayed(frame) ?? frame }

  /// The items of the lines that may overlap [low, high] along the scroll direction (layout
  /// space) with their frames as displayed, in index order: every item outside certainly lies
  /// outside. A variable section's lines are computed once each, not once per item.
  func forEachCandidate(overlapping low: Double, _ high: Double, _ body: (Int, CGRect) -> Void) {
    guard case .rows(let lines) = items else {
      for item in candidateItems(overlapping: low, high) { body(item, frame(ofItem: item)) }
      return
    }
    for line in lines.lines(overlapping: low - start, high - start) {
      lines.forEachFrame(inLine: line, sectionStart: start) { body($0, displayed($1)) }
    }
  }

  /// The items of the lines that may overlap [low, high] along the scroll direction (layout
  /// space), in index order: every item outside the range certainly lies outside. Items a
  /// self-sizing section placed by extrapolation are in no line and never returned.
  func candidateItems(overlapping low: Double, _ high: Double) -> Range<Int> {
    switch items {
    case .grid(let grid):
      let rows = grid.rows(overlapping: low, high)
      guard !rows.isEmpty else { return 0..<0 }
      return grid.firstItem(ofRow: rows.lowerBound)..<grid.firstItem(ofRow: rows.upperBound)
    case .rows(let lines):
      let found = lines.lines(overlapping: low - start, high - start)
      guard !found.isEmpty else { return 0..<0 }
      return lines.items(ofLine: found.lowerBound)
        .lowerBound..<lines.items(ofLine: found.upperBound - 1).upperBound
    case .window(let table, let section, let start):
      let entries = table.index.candidates(overlapping: low, high)
      return section.items(inEntries: entries, overlapping: low - start, high - start)
    }
  }

  /// The smallest start and the largest end of any line along the scroll direction; nil without
  /// lines.
  var lineBounds: (low: Double, high: Double)? {
    switch items {
    case .grid(let grid): grid.rowBounds
    case .rows(let lines): lines.bounds.map { (start + $0.low, start + $0.high) }
    case .window(let table, _, _): table.index.bounds
    }
  }

  /// Places the items for display: each frame is mirrored and rounded as it is asked for.
  mutating func place(_ placement: ItemPlacement) {
    self.placement = placement
  }

  /// Moves a computed section to `newStart` along the scroll direction: its frames are the ones a
  /// fresh computation at that start gives (each is the start plus what lies inside the section,
  /// added as then), and its items, kept relative to the start, follow it. Not for a self-sizing
  /// section, whose window is rebuilt instead.
  mutating func move(toStart newStart: Double, axis: FlowAxis) {
    guard newStart != start || newStart.sign != start.sign else { return }
    start = newStart
    if case .grid(var grid) = items {
      grid.sectionStart = newStart
      items = .grid(grid)
    }
    frame = axis.moving(frame, toMain: newStart)
    headerFrame = headerFrame.map { axis.moving($0, toMain: newStart) }
    footerFrame = footerFrame.map { axis.moving($0, toMain: newStart + footerStart) }
  }
}

/// The lines of a section held as data: their first items and their extents.
struct FlowLineTable: Sendable {
  /// First item of each line: line i holds items starts[i] ..< starts[i + 1].
  let starts: [Int]
  /// Each line's extent along the scroll direction, in layout space.
  let index: IntervalIndex
  /// The end of the last line's items.
  let end: Int

  /// The number of lines.
  var count: Int { starts.count }

  /// The items of the lines that may overlap [low, high].
  func items(overlapping low: Double, _ high: Double) -> Range<Int> {
    let lines = index.candidates(overlapping: low, high)
    guard !lines.isEmpty else { return 0..<0 }
    let last = lines.upperBound < starts.count ? starts[lines.upperBound] : end
    return starts[lines.lowerBound]..<last
  }
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
    let space = LineSpace(
      axis: axis, dimension: dimension, crossBefore: axis.crossBefore(inset),
      crossAfter: axis.crossAfter(inset))
    let contentStart = headerLength + axis.mainBefore(inset)
    let contentEnd: Double
    if metrics.itemCount > 0, environment.allowsUniformPath,
      let size = metrics.itemSizes.commonSize
    {
      let grid = FlowGrid(
        size: size, count: metrics.itemCount, space: space,
        spacing: metrics.minimumInteritemSpacing, lineSpacing: metrics.minimumLineSpacing,
        contentStart: contentStart, sectionStart: start)
      items = .grid(grid)
      contentEnd = grid.contentEnd
      oversizedItem = grid.itemCross > space.available ? 0 : nil
    } else {
      var layout = LinesBuilder(space: space, contentStart: contentStart)
      items = .rows(layout.layOutRows(metrics: metrics, quirks: environment.quirks))
      contentEnd = layout.contentEnd
      oversizedItem = layout.oversizedItem
    }
    let footerStart = contentEnd + axis.mainAfter(inset)
    // A negative header still moves the content (UIKit adds it unconditionally); a footer counts
    // only when it has a length.
    let end = footerLength > 0 ? footerStart + footerLength : footerStart
    self.start = start
    self.footerStart = footerStart
    frame = axis.rect(main: start, cross: 0, mainLength: end, crossLength: dimension)
    headerFrame =
      headerLength > 0
      ? axis.rect(main: start, cross: 0, mainLength: headerLength, crossLength: dimension) : nil
    footerFrame =
      footerLength > 0
      ? axis.rect(
        main: start + footerStart, cross: 0, mainLength: footerLength, crossLength: dimension)
      : nil
  }

  /// A self-sizing section as it stands (`EstimatingFlowSection`), starting at `start` along the
  /// scroll direction: its window's lines answer rect queries, and any item's frame comes from the
  /// section (extrapolated outside the window), so building it costs the window, not the section.
  init(estimated section: EstimatingFlowSection, start: Double, axis: FlowAxis) {
    let dimension = section.dimension
    self.start = start
    footerStart = section.length - section.footerLength
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
    var starts: [Int] = []
    var lows: [Double] = []
    var highs: [Double] = []
    starts.reserveCapacity(section.lines.count)
    for entry in section.lines {
      let extent = entry.extent
      starts.append(entry.items.lowerBound)
      lows.append(start + extent.low)
      highs.append(start + extent.high)
    }
    let table = FlowLineTable(
      starts: starts, index: IntervalIndex(lows: lows, highs: highs),
      end: section.lines.last?.items.upperBound ?? 0)
    items = .window(table, section: section, start: start)
    oversizedItem = section.hasOversizedItem ? 0 : nil
  }
}
