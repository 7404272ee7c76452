import Foundation

extension FlowLayoutGeometry {
  /// Where the sections of a framed geometry (`extentsAreFrames`) go in a batch update, worked
  /// out from what changed alone: every number of such a geometry is an exact term
  /// (`FlowSectionSpan.isExactTerm`) and every sum of them exact, so the sections of a kept run
  /// (`SectionPlacement.keptRuns`), stacked one after another as UIKit stacks them, all move by
  /// one difference: where the run now starts less where it started. The run's sections then
  /// take their new starts as they move, and their spans are not read.
  struct FramedShift {
    /// How far each kept run's sections move, in the order of `keptRuns`.
    let runDeltas: [Double]
    /// Each section that arrives (inserted, or moved to a place of its own), ascending: its new
    /// index, the section at its new start, its span.
    let arrivals: [(index: Int, section: FlowSectionGeometry, span: FlowSectionSpan)]
    /// The arriving sections solved again that have an item longer than their line.
    let solvedOversized: [Int]
    /// Where the last section ends.
    let end: Double

    /// The shift of `old`'s sections (a framed geometry before the update) by `placement`,
    /// the runs starting after `leading`, each of `solvingAgain` laid out by `solve`; nil when
    /// it cannot be followed this way (the caller then restacks): a section solved again inside
    /// a kept run, a section arriving whose span is not framed, or an end past 2^34. O(k) for k
    /// changes, beside solving.
    init?(
      _ old: FlowLayoutGeometry, placement: SectionPlacement, runs: [SectionPlacement.KeptRun],
      solvingAgain: [Int], leading: Double,
      solve: (Int) -> (section: FlowSectionGeometry, span: FlowSectionSpan)
    ) {
      let arriving = placement.shift.arriving
      let sections = old.sections
      let oldEnd = old.framedEnd(of:)
      var solving = solvingAgain[...]
      var deltas: [Double] = []
      var arrivals: [(index: Int, section: FlowSectionGeometry, span: FlowSectionSpan)] = []
      var oversized: [Int] = []
      deltas.reserveCapacity(runs.count)
      arrivals.reserveCapacity(arriving.count)
      var start = leading
      var nextRun = 0
      var nextArrival = 0
      guard FlowSectionSpan.isExactTerm(start) else { return nil }
      while nextRun < runs.count || nextArrival < arriving.count {
        guard nextArrival < arriving.count,
          nextRun == runs.count || arriving[nextArrival] < runs[nextRun].new
        else {
          // A kept run: its sections keep their lengths, so it is as long as it was.
          let run = runs[nextRun]
          let last = run.old + run.count - 1
          let oldStart = sections[run.old].start
          deltas.append(start - oldStart)
          start += oldEnd(last) - oldStart
          nextRun += 1
          guard abs(start) <= 0x1p34 else { return nil }
          continue
        }
        let index = arriving[nextArrival]
        // Solved again: only sections that arrive may be; one inside a run changes its length.
        if let next = solving.first, next < index { return nil }
        var arrival: (section: FlowSectionGeometry, span: FlowSectionSpan)
        if solving.first == index {
          while solving.first == index { solving.removeFirst() }
          arrival = solve(index)
          if arrival.section.oversizedItem != nil { oversized.append(index) }
        } else if let old = placement.oldSection(forNew: index), sections.indices.contains(old) {
          arrival = (sections[old], .framed(length: oldEnd(old) - sections[old].start))
        } else {
          return nil
        }
        guard arrival.span.isFramed else { return nil }
        arrival.section.move(toStart: start)
        arrivals.append((index, arrival.section, arrival.span))
        start += arrival.span.length
        nextArrival += 1
        guard abs(start) <= 0x1p34 else { return nil }
      }
      guard solving.isEmpty else { return nil }
      runDeltas = deltas
      self.arrivals = arrivals
      solvedOversized = oversized
      end = start
    }
  }
}
