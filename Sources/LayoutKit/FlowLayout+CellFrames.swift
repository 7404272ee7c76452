import Foundation

extension FlowLayout {
  /// The cells UICollectionViewFlowLayout's `layoutAttributesForElements(in:)` answers for
  /// `rect`, in index path order, without building their attributes, as runs of cells that share
  /// a line: what a subclass reads of the items near a rect (where each line ends, for a separator
  /// after it), read from the geometry the answer itself is read from. Each run is a section's
  /// items `items` with the frames of its first and last: a uniform section's row the rect takes
  /// whole is one run (its items share their place along the scroll direction), any other cell
  /// a run of its own, so a reader that joins runs as it would join cells finds the same lines
  /// while the frames between are never computed. The same cells as the answer's, with the same
  /// frames, and the same stop one cell past the collection view's element budget (a row that
  /// would cross it comes cell by cell); while sizes are estimated, the rect is fetched first, as
  /// the answer fetches it. `body` returns false to stop.
  public func forEachCellRun(
    in rect: CGRect,
    _ body: (_ section: Int, _ items: ClosedRange<Int>, _ firstFrame: CGRect, _ lastFrame: CGRect)
      -> Bool
  ) {
    guard let geometry = geometryAnswering(rect) else { return }
    var count = 0
    var going = true
    // Read once, as the answer reads it (`layoutAttributesForElements(in:)`).
    let budget = _elementBudget
    for section in geometry.sections(intersecting: rect) where going {
      geometry.forEachItemRun(inSection: section, intersecting: rect) {
        first, last, firstFrame, lastFrame in
        if count + (last - first + 1) <= budget {
          count += last - first + 1
          going = body(section, first...last, firstFrame, lastFrame)
          return going
        }
        for item in first...last {
          let frame =
            item == first
            ? firstFrame
            : item == last ? lastFrame : geometry.frame(ofItem: item, inSection: section)
          count += 1
          going = body(section, item...item, frame, frame) && count <= budget
          if !going { return false }
        }
        return true
      }
    }
  }

  /// The geometry a rect query reads, once the rect's items are fetched while sizes are
  /// estimated; nil where UICollectionViewFlowLayout answers no element for `rect` (no collection
  /// view, empty bounds, no room across the scroll direction, a rect neither finite nor
  /// infinite). The answer and `forEachCellRun(in:)` both start here, so they answer alike.
  func geometryAnswering(_ rect: CGRect) -> FlowLayoutGeometry? {
    guard let cv = collectionView, !cv.bounds.isEmpty,
      boundsAndInsetsAreValidForReferenceDimension(cv)
    else { return nil }
    if estimatesSizes, rect.isFiniteRect { fetchItemsInfo(for: rect) }
    guard rect.isFiniteRect || rect.isInfinite else { return nil }
    return geometry
  }

  /// The frame UICollectionViewFlowLayout's `layoutAttributesForItem(at:)` answers, without
  /// building attributes; nil where it answers nil. The geometry is read where it is kept, not
  /// bound to a copy (which retains every array it holds): a reader walks lines frame by frame.
  public func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    // `geometry` fetches what invalidation left to compute before it answers.
    fetchItemsInfo()
    guard indexPath.count == 2 else { return nil }
    let (section, item) = (indexPath.section, indexPath.item)
    guard let count = computedGeometry?.itemCount(inSection: section), (0..<count).contains(item)
    else { return nil }
    return computedGeometry?.frame(ofItem: item, inSection: section)
  }

  // MARK: - Lines

  /// The lines holding the cells `forEachCellRun(in:)` reports for `rect` (so the same stop past
  /// the element budget), each once and whole, in index path order: read from the geometry's own
  /// lines (a uniform section's rows, a variable section's stored lines, a self-sizing section's
  /// computed ones), never by comparing item frames. A line the answer holds whole takes its
  /// extent from the frames the answer read; any other (one the rect's edge cuts) has its items'
  /// frames computed once each, in one walk along the line. `body` returns false to stop.
  public func forEachLine(in rect: CGRect, _ body: (FlowLayoutLine) -> Bool) {
    let space = LineExtentSpace(self)
    var pending: PendingLine?
    var going = true
    forEachCellRun(in: rect) { section, items, firstFrame, lastFrame in
      let (low, high) = space.extent(firstFrame, lastFrame)
      if pending?.take(section: section, items: items, low: low, high: high) == true {
        return true
      }
      if let done = pending {
        going = body(finished(done, space))
        guard going else {
          pending = nil
          return false
        }
      }
      guard let line = lineItems(holding: items.lowerBound, inSection: section) else {
        pending = nil
        return true
      }
      pending = PendingLine(
        line: FlowLayoutLine(section: section, items: line, low: low, high: high),
        seen: items)
      return true
    }
    if going, let done = pending { _ = body(finished(done, space)) }
  }

  /// The line holding the item at `indexPath`, with its extent; nil where
  /// `layoutAttributesForItem(at:)` answers nil.
  public func line(containingItemAt indexPath: IndexPath) -> FlowLayoutLine? {
    let space = LineExtentSpace(self)
    fetchItemsInfo()
    guard indexPath.count == 2 else { return nil }
    let (section, item) = (indexPath.section, indexPath.item)
    guard let count = computedGeometry?.itemCount(inSection: section), (0..<count).contains(item),
      let items = lineItems(holding: item, inSection: section),
      let extent = lineExtent(section: section, items: items, space)
    else { return nil }
    return FlowLayoutLine(section: section, items: items, low: extent.low, high: extent.high)
  }

  /// A line being gathered from the runs of a rect's answer: the extent of the frames seen so
  /// far, and whether they are the line's items from its first on, one after another.
  private struct PendingLine {
    var line: FlowLayoutLine
    var seen: ClosedRange<Int>
    var unbroken = true

    /// Adds the next run when it belongs to this line; false when it starts another.
    mutating func take(section: Int, items: ClosedRange<Int>, low: Double, high: Double) -> Bool {
      guard section == line.section, line.items.contains(items.lowerBound) else { return false }
      // The answer's runs come in item order; a gap leaves the line to be walked.
      unbroken = unbroken && items.lowerBound == seen.upperBound + 1
      seen = seen.lowerBound...items.upperBound
      line.low = min(line.low, low)
      line.high = max(line.high, high)
      return true
    }

    /// Whether the answer held every item of the line.
    var isWhole: Bool { unbroken && seen == line.items }
  }

  /// `pending` with its extent over every item of its line.
  private func finished(_ pending: PendingLine, _ space: LineExtentSpace) -> FlowLayoutLine {
    guard !pending.isWhole,
      let extent = lineExtent(section: pending.line.section, items: pending.line.items, space)
    else { return pending.line }
    var line = pending.line
    (line.low, line.high) = extent
    return line
  }

  /// The items of the line of `section` holding `item`: a uniform section's row, a variable
  /// section's stored line, a self-sizing section's computed line; an item a self-sizing section
  /// placed beyond its window (by extrapolation, in no computed line) alone.
  private func lineItems(holding item: Int, inSection section: Int) -> ClosedRange<Int>? {
    guard let geometry = computedGeometry, geometry.sections.indices.contains(section) else {
      return nil
    }
    switch geometry.sections[section].items {
    case .grid(let grid):
      let row = item / max(grid.perLine, 1)
      let end = grid.firstItem(ofRow: row + 1)
      return grid.firstItem(ofRow: row)...max(end - 1, item)
    case .rows(let lines):
      let items = lines.items(ofLine: lines.line(ofItem: item))
      return items.isEmpty ? item...item : items.lowerBound...items.upperBound - 1
    case .window(_, let estimating, _):
      guard let entry = estimating.entryIndex(holding: item) else { return item...item }
      let runs = estimating.lines[entry]
      let items = runs.items(ofLine: runs.line(holding: item))
      return items.isEmpty ? item...item : items.lowerBound...items.upperBound - 1
    }
  }

  /// The extent of the frames of `items` (one line of `section`) as displayed, each computed
  /// once: a row of a uniform section from its first item (its items share their place along the
  /// scroll direction), a stored line in one walk, a self-sizing line item by item.
  private func lineExtent(section: Int, items: ClosedRange<Int>, _ space: LineExtentSpace)
    -> (low: Double, high: Double)?
  {
    guard let geometry = computedGeometry, geometry.sections.indices.contains(section) else {
      return nil
    }
    let sectionGeometry = geometry.sections[section]
    let placement = geometry.placement(ofSection: section)
    var low = Double.infinity
    var high = -Double.infinity
    func include(_ frame: CGRect) {
      let extent = space.extent(placement.displayed(frame))
      low = min(low, extent.low)
      high = max(high, extent.high)
    }
    switch sectionGeometry.items {
    case .grid(let grid):
      include(grid.frame(ofItem: items.lowerBound))
    case .rows(let lines):
      lines.forEachFrame(
        inLine: lines.line(ofItem: items.lowerBound), sectionStart: sectionGeometry.start
      ) { include($1) }
    case .window:
      for item in items {
        let extent = space.extent(sectionGeometry.frame(ofItem: item, placement: placement))
        low = min(low, extent.low)
        high = max(high, extent.high)
      }
    }
    return low <= high ? (low, high) : nil
  }
}

/// Where a line's frames reach along the scroll direction in layout space: a displayed frame
/// mirrored back within the content width for right-to-left, as a subclass mirrors it.
private struct LineExtentSpace {
  let vertical: Bool
  let mirrors: Bool
  /// Read only where frames are mirrored: the content size is worked out from the whole
  /// geometry.
  let contentWidth: Double

  init(_ layout: FlowLayout) {
    vertical = layout.scrollDirection == .vertical
    mirrors = layout.isMirroringLayoutDirection
    contentWidth = mirrors ? layout.collectionViewContentSize.width : 0
  }

  /// The frame's start and end along the scroll direction, in layout space.
  func extent(_ frame: CGRect) -> (low: Double, high: Double) {
    var rect = frame
    if mirrors {
      rect = frame.standardized
      rect.origin.x = contentWidth - rect.maxX
    }
    return vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The extent of two frames of one line together.
  func extent(_ first: CGRect, _ last: CGRect) -> (low: Double, high: Double) {
    let (firstLow, firstHigh) = extent(first)
    let (lastLow, lastHigh) = extent(last)
    return (min(firstLow, lastLow), max(firstHigh, lastHigh))
  }
}
