import Foundation

/// One section of a computed flow layout (the model behind `_UIFlowLayoutSection`).
///
/// Section, header and footer frames are kept in layout space (left to right, unrounded), because
/// pinning works on them. Items are kept in one of three forms: a uniform section as its grid's
/// parameters, answering by arithmetic; a variable section as its lines and item frames, stored as
/// displayed (mirrored for right-to-left, origins rounded to pixels), because nothing changes them
/// after prepare; a self-sizing section as its window of computed lines, answering from it.
public struct FlowSectionGeometry: Sendable {
  /// The section frame: header, insets, lines and footer, across the full reference dimension.
  public let frame: CGRect
  /// The header frame before pinning; nil when its length along the scroll direction is 0.
  public let headerFrame: CGRect?
  /// The footer frame before pinning; nil when its length along the scroll direction is 0.
  public let footerFrame: CGRect?
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
    case rows(FlowLineTable, frames: [CGRect])
    indirect case window(FlowLineTable, section: EstimatingFlowSection, start: Double)
  }

  /// The number of items.
  public var itemCount: Int {
    switch items {
    case .grid(let grid): grid.count
    case .rows(_, let frames): frames.count
    case .window(_, let section, _): section.itemCount
    }
  }

  /// The number of lines (rows when scrolling vertically, columns when horizontally); for a
  /// self-sizing section, the lines of its window.
  public var lineCount: Int {
    switch items {
    case .grid(let grid): grid.rowCount
    case .rows(let table, _): table.count
    case .window(_, let section, _): section.lines.reduce(0) { $0 + $1.repeats }
    }
  }

  /// Item `item`'s frame as displayed.
  public func frame(ofItem item: Int) -> CGRect {
    switch items {
    case .grid(let grid):
      return displayed(grid.frame(ofItem: item))
    case .rows(_, let frames):
      return frames[item]
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
  /// space), in index order: every item outside the range certainly lies outside. Items a
  /// self-sizing section placed by extrapolation are in no line and never returned.
  func candidateItems(overlapping low: Double, _ high: Double) -> Range<Int> {
    switch items {
    case .grid(let grid):
      let rows = grid.rows(overlapping: low, high)
      guard !rows.isEmpty else { return 0..<0 }
      return grid.firstItem(ofRow: rows.lowerBound)..<grid.firstItem(ofRow: rows.upperBound)
    case .rows(let table, _):
      return table.items(overlapping: low, high)
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
    case .rows(let table, _), .window(let table, _, _): table.index.bounds
    }
  }

  /// Places the items for display: a variable section's stored frames are transformed in place
  /// (mirrored, then rounded); the others are placed as they are asked for.
  mutating func place(_ placement: ItemPlacement) {
    self.placement = placement
    guard case .rows(let table, var frames) = items else { return }
    items = .rows(table, frames: [])  // the only reference left is `frames`: changed in place
    frames.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index] = placement.displayed(buffer[index]) }
    }
    items = .rows(table, frames: frames)
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
      var layout = LinesBuilder(
        space: space, contentStart: contentStart, sectionStart: start, count: metrics.itemCount)
      if metrics.itemCount > 0 { layout.layOutRows(metrics: metrics, quirks: environment.quirks) }
      items = .rows(
        FlowLineTable(
          starts: layout.lineStarts,
          index: IntervalIndex(lows: layout.lineLows, highs: layout.lineHighs),
          end: metrics.itemCount),
        frames: layout.frames)
      contentEnd = layout.contentEnd
      oversizedItem = layout.oversizedItem
    }
    let footerStart = contentEnd + axis.mainAfter(inset)
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
  }

  /// A self-sizing section as it stands (`EstimatingFlowSection`), starting at `start` along the
  /// scroll direction: its window's lines answer rect queries, and any item's frame comes from the
  /// section (extrapolated outside the window), so building it costs the window, not the section.
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
