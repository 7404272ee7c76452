import Foundation

/// One section of a computed flow layout (the model behind `_UIFlowLayoutSection`): where it
/// starts along the scroll direction, and its shape (`FlowSectionShape`), everything else about
/// it relative to that start and shared by the sections laid out from equal metrics, so that a
/// section costs its start and a reference, and a section moves (`move(toStart:)`) without being
/// laid out again.
///
/// Section, header and footer frames are answered in layout space (left to right, unrounded),
/// because pinning works on them. Items are kept in one of three forms: a uniform section as its
/// grid's parameters, answering by arithmetic; a variable section as its lines (`FlowLines`), an
/// item's frame computed when asked and only then mirrored and rounded to pixels at its place; a
/// self-sizing section as its window of computed lines, answering from it.
public struct FlowSectionGeometry: Sendable {
  /// Where the section starts along the scroll direction (layout space).
  private(set) var start: Double
  /// The section relative to its start.
  let shape: FlowSectionShape

  init(start: Double, shape: FlowSectionShape) {
    self.start = start
    self.shape = shape
  }

  /// The section frame: header, insets, lines and footer, across the full reference dimension.
  public var frame: CGRect {
    shape.axis.rect(
      main: start, cross: 0, mainLength: shape.length, crossLength: shape.dimension)
  }
  /// The header frame before pinning; nil when its length along the scroll direction is 0.
  public var headerFrame: CGRect? {
    guard shape.headerLength > 0 else { return nil }
    return shape.axis.rect(
      main: start, cross: 0, mainLength: shape.headerLength, crossLength: shape.dimension)
  }
  /// The footer frame before pinning; nil when its length along the scroll direction is 0.
  public var footerFrame: CGRect? {
    guard shape.footerLength > 0 else { return nil }
    // Each form adds its terms as it always has: a self-sizing section from its end.
    let main =
      shape.footerFromEnd
      ? start + shape.length - shape.footerLength : start + shape.footerStart
    return shape.axis.rect(
      main: main, cross: 0, mainLength: shape.footerLength, crossLength: shape.dimension)
  }
  /// Whether the section took the uniform-size path (docs/uikit-reference.md, "Fixed-size grid")
  /// rather than rows (docs/uikit-reference.md, "Variable-size lines").
  public var isUniform: Bool {
    if case .grid = items { return true }
    return false
  }
  /// The first item longer than the line, for the "not defined" warning.
  public var oversizedItem: Int? { shape.oversizedItem }

  /// The items, in the form the section was computed in.
  var items: Items { shape.items }

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

  /// Item `item`'s frame as `placement` displays it.
  func frame(ofItem item: Int, placement: ItemPlacement) -> CGRect {
    switch items {
    case .grid(let grid):
      return placement.displayed(grid.frame(ofItem: item))
    case .rows(let lines):
      return placement.displayed(lines.frame(ofItem: item, sectionStart: start))
    case .window(_, let section, let start):
      let local = section.frame(ofItem: item)
      let axis = section.axis
      return placement.displayed(
        axis.rect(
          main: start + axis.mainMin(local), cross: axis.isVertical ? local.minX : local.minY,
          mainLength: axis.mainLength(local),
          crossLength: axis.isVertical ? local.width : local.height))
    }
  }

  /// The items of the lines that may overlap [low, high] along the scroll direction (layout
  /// space) with their frames as `placement` displays them, in index order: every item outside
  /// certainly lies outside. A variable section's lines are computed once each, not once per
  /// item.
  func forEachCandidate(
    overlapping low: Double, _ high: Double, placement: ItemPlacement,
    _ body: (Int, CGRect) -> Void
  ) {
    guard case .rows(let lines) = items else {
      for item in candidateItems(overlapping: low, high) {
        body(item, frame(ofItem: item, placement: placement))
      }
      return
    }
    for line in lines.lines(overlapping: low - start, high - start) {
      lines.forEachFrame(inLine: line, sectionStart: start) { body($0, placement.displayed($1)) }
    }
  }

  /// The items of the lines that may overlap [low, high] along the scroll direction (layout
  /// space), in index order: every item outside the range certainly lies outside. Items a
  /// self-sizing section placed by extrapolation are in no line and never returned.
  func candidateItems(overlapping low: Double, _ high: Double) -> Range<Int> {
    switch items {
    case .grid(let grid):
      let rows = grid.rows(overlapping: low - start, high - start)
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
    case .grid(let grid): grid.rowBounds.map { (start + $0.low, start + $0.high) }
    case .rows(let lines): lines.bounds.map { (start + $0.low, start + $0.high) }
    case .window(let table, _, _): table.index.bounds
    }
  }

  /// Moves a computed section to `newStart` along the scroll direction: its frames are the ones a
  /// fresh computation at that start gives (each is the start plus what lies inside the section,
  /// added as then), and its items, kept relative to the start, follow it. Not for a self-sizing
  /// section, whose window is rebuilt instead.
  mutating func move(toStart newStart: Double) {
    start = newStart
  }

  /// A self-sizing section as it stands (`EstimatingFlowSection`), starting at `start` along the
  /// scroll direction: its window's lines answer rect queries, and any item's frame comes from the
  /// section (extrapolated outside the window), so building it costs the window, not the section.
  init(estimated section: EstimatingFlowSection, start: Double, axis: FlowAxis) {
    self.init(start: start, shape: FlowSectionShape(estimated: section, start: start, axis: axis))
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
