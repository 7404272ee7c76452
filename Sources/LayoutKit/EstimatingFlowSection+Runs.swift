import Foundation

/// Runs of identical lines (`EstimatingFlowSection.Line`): how they are formed as the window
/// grows forward, and cut when measured sizes drop lines.
extension EstimatingFlowSection {
  /// After a line was appended forward: the lines after it that UIKit would compute the same way
  /// (estimated items, none measured, the next line's first item still overflowing it, every sum
  /// exact), as many as the slice still asks for, folded into the line as one run, taking what
  /// they cover off `slice` as line-by-line appending would.
  mutating func appendRepeatedLines(
    slice: inout ClosedRange<Double>, covered: inout ClosedRange<Double>
  ) {
    guard slice.upperBound > slice.lowerBound, let last = lines.last, last.repeats == 1,
      case .uniform = sizes.base
    else { return }
    let perLine = last.items.count
    let start = last.items.lowerBound
    // Items up to `limit` have the estimate; a line repeats while the item after it exists.
    let limit = min(sizes.firstRecorded(atOrAfter: start) ?? itemCount, itemCount)
    guard limit > last.items.upperBound else { return }
    let estimated = (limit - start - 1) / perLine - 1
    guard estimated > 0 else { return }
    // As far as the starts and the end of the run stay exact (`ExactSum`).
    let repeatable =
      ExactSum.exactSteps(
        from: last.main, adding: last.thickness, alongSpacing, upTo: estimated + 1) - 1
    guard repeatable > 0 else { return }
    let pitch = last.thickness + alongSpacing
    var extra = repeatable
    if pitch > 0 {
      // The loop stops after the first line whose end (its start plus the pitch) reaches the
      // slice's end: line j ends at main + (j + 1) x pitch, exactly.
      let needed = ((slice.upperBound - last.main) / pitch).rounded(.up) - 1
      extra = Int(min(max(needed, 1), Double(repeatable)))
      // The division can be a step off: settle on the first line that reaches, exactly.
      while extra > 1, last.main + Double(extra) * pitch >= slice.upperBound { extra -= 1 }
      while extra < repeatable, last.main + Double(extra + 1) * pitch < slice.upperBound {
        extra += 1
      }
    }
    var run = last
    run.repeats = 1 + extra
    run.pitch = pitch
    run.items = start..<start + run.repeats * perLine
    lines[lines.count - 1] = run
    count += extra * perLine
    let end = last.main + Double(extra + 1) * pitch
    if end > slice.lowerBound { slice = min(end, slice.upperBound)...slice.upperBound }
    if end > covered.upperBound { covered = covered.lowerBound...end }
  }

  /// Drops the line holding `item`, the line before it and every later line, keeping the part of
  /// a run before them; returns where the first dropped line started and its first item, or nil
  /// when no line holds `item`.
  mutating func dropLines(fromTheLineBefore item: Int) -> Restart? {
    guard var entry = entryIndex(holding: item) else { return nil }
    var line = lines[entry].line(holding: item) - 1
    if line < 0 {
      if entry > 0 {
        entry -= 1
        line = lines[entry].repeats - 1
      } else {
        line = 0
      }
    }
    let cut = Restart(
      item: lines[entry].items(ofLine: line).lowerBound, main: lines[entry].main(ofLine: line))
    lines.removeSubrange((line == 0 ? entry : entry + 1)...)
    if line > 0 { lines[entry] = lines[entry].prefix(lines: line) }
    count = cut.item - first
    return cut
  }
}
