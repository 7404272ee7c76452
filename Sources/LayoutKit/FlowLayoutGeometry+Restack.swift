import Foundation

extension FlowLayoutGeometry {
  /// The pass of an update over the sections from its first change on, in order: each section
  /// solved again is laid out, each is moved to where the one before it ends, and its search
  /// extent is written into the section index's buffers. A section whose span is kept, at an exact start
  /// (`FlowSectionSpan`), is placed from its span: a few additions, its shape not read; any
  /// other from its shape, as a full computation places it. Both give the same numbers.
  struct Restack {
    /// The first section placed again.
    let first: Int
    /// The sections to lay out again, ascending.
    let solvingAgain: [Int]
    let axis: FlowAxis
    /// Lays section `index` out from its metrics, at start 0.
    let solve: (Int) -> (section: FlowSectionGeometry, span: FlowSectionSpan)
    /// Where the next section starts: once the pass is over, where the last one ends.
    private(set) var start: Double
    /// Whether `start` is an exact term (`FlowSectionSpan.isExactTerm`).
    private var startIsExact: Bool
    /// The sections solved again that have an item longer than their line, ascending.
    private(set) var solvedOversized: [Int] = []
    /// Whether every section placed so far was placed from a framed span
    /// (`FlowSectionSpan.isFramed`) at an exact start: its extent is then its frame.
    private(set) var placedFramed = true
    /// How many sections the pass has placed: its work, beside the sections solved again.
    private(set) var placedCount = 0

    /// A pass from `first`, whose section starts at `start`.
    init(
      first: Int, solvingAgain: [Int], start: Double, axis: FlowAxis,
      solve: @escaping (Int) -> (section: FlowSectionGeometry, span: FlowSectionSpan)
    ) {
      self.first = first
      self.solvingAgain = solvingAgain
      self.axis = axis
      self.solve = solve
      self.start = start
      startIsExact = FlowSectionSpan.isExactTerm(start)
    }

    /// Places every section from `first` to the end, in order, writing each one's search extent
    /// at its place in `lows` and `highs` (the section index's buffers; empty when the geometry
    /// keeps no index): the sections solved again are laid out first, and the stretches between
    /// them are one tight loop each. `spans` is empty when none is kept.
    mutating func placeAll(
      sections: UnsafeMutableBufferPointer<FlowSectionGeometry>,
      spans: UnsafeMutableBufferPointer<FlowSectionSpan>,
      lows: UnsafeMutableBufferPointer<Double>, highs: UnsafeMutableBufferPointer<Double>
    ) {
      var next = first
      for index in solvingAgain where index >= next && index < sections.count {
        placeKept(next..<index, sections: sections, spans: spans, lows: lows, highs: highs)
        let solved = solve(index)
        sections[index] = solved.section
        if !spans.isEmpty { spans[index] = solved.span }
        if solved.section.oversizedItem != nil { solvedOversized.append(index) }
        next = index + 1
        placeKept(index..<next, sections: sections, spans: spans, lows: lows, highs: highs)
      }
      placeKept(next..<sections.count, sections: sections, spans: spans, lows: lows, highs: highs)
    }

    /// Places the sections of `range`, already laid out: the loop every later section of a
    /// batch goes through, reading each one's span and writing its start and extent, with no
    /// call and no reference counted per section.
    private mutating func placeKept(
      _ range: Range<Int>, sections: UnsafeMutableBufferPointer<FlowSectionGeometry>,
      spans: UnsafeMutableBufferPointer<FlowSectionSpan>,
      lows: UnsafeMutableBufferPointer<Double>, highs: UnsafeMutableBufferPointer<Double>
    ) {
      placedCount += range.count
      guard !spans.isEmpty else {
        for index in range {
          placeFromShape(index, sections: sections, lows: lows, highs: highs)
        }
        return
      }
      // The start is kept in locals through the loop, not in `self`: the chain of additions
      // from one section to the next then runs in registers.
      var start = start
      var startIsExact = startIsExact
      var placedFramed = placedFramed
      let writesExtents = !lows.isEmpty
      for index in range {
        let span = spans[index]
        guard span.isKept, startIsExact else {
          self.start = start
          placeFromShape(index, sections: sections, lows: lows, highs: highs)
          start = self.start
          startIsExact = self.startIsExact
          placedFramed = false
          continue
        }
        sections[index].move(toStart: start)
        if writesExtents {
          lows[index] = start + span.low
          highs[index] = start + span.high
        }
        placedFramed = placedFramed && span.isFramed
        // Exact terms add exactly: the sum is still a multiple of 2^-16.
        start += span.length
        startIsExact = abs(start) <= 0x1p34
      }
      self.start = start
      self.startIsExact = startIsExact
      self.placedFramed = placedFramed
    }

    /// Moves section `index` to `start` and writes its extent from its shape, as a full
    /// computation places it.
    private mutating func placeFromShape(
      _ index: Int, sections: UnsafeMutableBufferPointer<FlowSectionGeometry>,
      lows: UnsafeMutableBufferPointer<Double>, highs: UnsafeMutableBufferPointer<Double>
    ) {
      sections[index].move(toStart: start)
      let section = sections[index]
      start = axis.mainMax(section.frame)
      startIsExact = FlowSectionSpan.isExactTerm(start)
      placedFramed = false
      guard !lows.isEmpty else { return }
      (lows[index], highs[index]) = FlowLayoutGeometry.searchExtent(of: section, axis: axis)
    }

    /// Where `section` ends along the scroll direction, where the next one starts: its start
    /// plus its span's length when both are exact (the same sum), else its frame's end.
    static func end(
      of section: FlowSectionGeometry, _ span: FlowSectionSpan, _ axis: FlowAxis
    ) -> Double {
      span.isKept && FlowSectionSpan.isExactTerm(section.start)
        ? section.start + span.length : axis.mainMax(section.frame)
    }

    /// `searchExtent(of:axis:)` of `section`, from its span when it and the start are exact.
    static func extent(
      of section: FlowSectionGeometry, _ span: FlowSectionSpan, _ axis: FlowAxis
    ) -> (low: Double, high: Double) {
      guard span.isKept, FlowSectionSpan.isExactTerm(section.start) else {
        return FlowLayoutGeometry.searchExtent(of: section, axis: axis)
      }
      return (section.start + span.low, section.start + span.high)
    }
  }
}
