import Foundation

extension FlowLayoutGeometry {
  /// The pass of an update over the sections from its first change on, in order: each section
  /// solved again is laid out, each is moved to where the one before it ends, and its search
  /// extent is given to the section index. A section whose span is kept, at an exact start
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
    private var nextSolved = 0
    /// The sections solved again that have an item longer than their line, ascending.
    private(set) var solvedOversized: [Int] = []

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

    /// The search extent of section `index`, for the section index, which asks for each section
    /// from `first` on once, in order (each is placed as it is asked for), and then for some
    /// before `first` (which stay where they are). `spans` is empty when none is kept.
    @inline(__always)
    mutating func place(
      _ index: Int, sections: UnsafeMutableBufferPointer<FlowSectionGeometry>,
      spans: UnsafeMutableBufferPointer<FlowSectionSpan>
    ) -> (low: Double, high: Double) {
      guard index >= first else {
        return Restack.extent(of: sections[index], spans.isEmpty ? .fromShape : spans[index], axis)
      }
      while nextSolved < solvingAgain.count, solvingAgain[nextSolved] < index { nextSolved += 1 }
      if nextSolved < solvingAgain.count, solvingAgain[nextSolved] == index {
        let solved = solve(index)
        sections[index] = solved.section
        if !spans.isEmpty { spans[index] = solved.span }
        if solved.section.oversizedItem != nil { solvedOversized.append(index) }
      }
      sections[index].move(toStart: start)
      let span = spans.isEmpty ? FlowSectionSpan.fromShape : spans[index]
      if span.isKept, startIsExact {
        let extent = (start + span.low, start + span.high)
        // Exact terms add exactly: the sum is still a multiple of 2^-16.
        start += span.length
        startIsExact = abs(start) <= 0x1p34
        return extent
      }
      let section = sections[index]
      start = axis.mainMax(section.frame)
      startIsExact = FlowSectionSpan.isExactTerm(start)
      return FlowLayoutGeometry.searchExtent(of: section, axis: axis)
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
