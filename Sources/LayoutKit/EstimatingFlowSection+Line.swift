import Foundation

extension EstimatingFlowSection {
  /// Computed lines (`_UIFlowLayoutRow`): one line, or a run of identical lines one pitch apart.
  ///
  /// UIKit computes a self-sizing section line by line, and right after it reads the sizes it
  /// computes the whole section; items not measured yet all have the estimate, so those lines
  /// repeat. A run holds them as one entry, which keeps a section of a million estimated items as
  /// cheap as the lines on screen. A run is only formed where UIKit's running sums are exact
  /// (`ExactSum`), so every position it answers is the double the line-by-line sums give.
  struct Line: Sendable {
    /// Every item of the entry: `repeats` lines of `perLine` items.
    var items: Range<Int>
    /// Where the first line starts along the scroll direction.
    var main: Double
    var thickness: Double
    /// The first line's item frames; a later line's are the same, moved by the pitch.
    var frames: [CGRect]
    /// The number of lines (1 for a single line).
    var repeats = 1
    /// How far one line starts after the one before: thickness plus the spacing.
    var pitch = 0.0

    /// The items of each line.
    var perLine: Int { items.count / repeats }

    /// Where line `line` (0 ..< repeats) starts: exact, since runs are only formed over exact
    /// sums.
    func main(ofLine line: Int) -> Double { line == 0 ? main : main + Double(line) * pitch }

    /// The start of the last line.
    var lastMain: Double { main(ofLine: repeats - 1) }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> {
      let low = items.lowerBound + line * perLine
      return low..<low + perLine
    }

    /// The line holding `item`, one of `items`.
    func line(holding item: Int) -> Int { (item - items.lowerBound) / perLine }

    /// Item `item`'s frame: its column's frame in the first line, moved to its line.
    func frame(ofItem item: Int, axis: FlowAxis) -> CGRect {
      let line = line(holding: item)
      let column = frames[item - items.lowerBound - line * perLine]
      guard line > 0 else { return column }
      let offset = thickness * 0.5 - axis.mainLength(column) * 0.5
      return axis.moving(column, toMain: main(ofLine: line) + offset)
    }

    /// The extent along the scroll direction of every line of the entry.
    var extent: (low: Double, high: Double) {
      let first = main
      let last = lastMain
      return (min(first, last), max(first, last) + thickness)
    }

    /// The entry's first `lines` lines (1 ... repeats).
    func prefix(lines: Int) -> Line {
      var line = self
      line.repeats = lines
      line.items = items.lowerBound..<items.lowerBound + lines * perLine
      return line
    }

    /// The lines of the entry that may overlap [low, high] along the scroll direction: every
    /// line outside certainly does not. Solved for the line index, widened by one line.
    func lines(overlapping low: Double, _ high: Double) -> Range<Int> {
      linesOverlapping(
        low, high, start: main, pitch: repeats > 1 ? pitch : 0, thickness: thickness,
        count: repeats)
    }

  }
}
