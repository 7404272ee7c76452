import Foundation

extension FlowLayoutGeometry {
  /// Where the sections of a framed geometry (`extentsAreFrames`) go in a batch update, worked
  /// out from what changed alone: every number of such a geometry is an exact term
  /// (`FlowSectionSpan.isExactTerm`) and every sum of them exact, so the kept sections between
  /// two changes (a kept run, `SectionPlacement.keptRuns`, cut where a section of it is solved
  /// again), stacked one after another as UIKit stacks them, all move by one difference: where
  /// they now start less where they started. They then take their new starts as they move, and
  /// their spans are not read.
  struct FramedShift {
    /// The kept sections that move by one difference: from new index `first`, `count` of them,
    /// each by `delta`; ascending.
    let pieces: [(first: Int, count: Int, delta: Double)]
    /// Each section placed anew (inserted, moved to a place of its own, or solved again),
    /// ascending: its new index, the section at its new start, its span.
    let placed: [(index: Int, section: FlowSectionGeometry, span: FlowSectionSpan)]
    /// The sections solved again that have an item longer than their line.
    let solvedOversized: [Int]
    /// Where the last section ends.
    let end: Double

    /// The shift of `old`'s sections (a framed geometry before the update) by `placement`,
    /// the runs starting after `leading`, each of `solvingAgain` laid out by `solve`; nil when
    /// it cannot be followed this way (the caller then restacks): a section placed anew whose
    /// span is not framed, or an end past 2^34. O(k) for k changes, beside solving.
    init?(
      _ old: FlowLayoutGeometry, placement: SectionPlacement, runs: [SectionPlacement.KeptRun],
      solvingAgain: [Int], leading: Double,
      solve: (Int) -> (section: FlowSectionGeometry, span: FlowSectionSpan)
    ) {
      let sections = old.sections
      let oldEnd = old.framedEnd(of:)
      var solving = solvingAgain[...]
      var pieces: [(first: Int, count: Int, delta: Double)] = []
      var placed: [(index: Int, section: FlowSectionGeometry, span: FlowSectionSpan)] = []
      var oversized: [Int] = []
      var start = leading
      guard FlowSectionSpan.isExactTerm(start) else { return nil }
      // Places section `index` at `start`: solved again, or else carried from old section
      // `carried` as it was. False when it cannot be.
      func place(_ index: Int, carried: Int?) -> Bool {
        var section: (section: FlowSectionGeometry, span: FlowSectionSpan)
        if let first = solving.first, first < index { return false }
        if solving.first == index {
          while solving.first == index { solving.removeFirst() }
          section = solve(index)
          if section.section.oversizedItem != nil { oversized.append(index) }
        } else if let carried, sections.indices.contains(carried) {
          let length = oldEnd(carried) - sections[carried].start
          section = (sections[carried], .framed(length: length))
        } else {
          return false
        }
        guard section.span.isFramed else { return false }
        section.section.move(toStart: start)
        placed.append((index, section.section, section.span))
        start += section.span.length
        return abs(start) <= 0x1p34
      }
      // Moves the kept sections `new ..< new + count`, old `old ..< old + count`, by one
      // difference; they keep their lengths, so together they are as long as they were.
      func shift(new: Int, old: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        let oldStart = sections[old].start
        pieces.append((new, count, start - oldStart))
        start += oldEnd(old + count - 1) - oldStart
        return abs(start) <= 0x1p34
      }
      let arriving = placement.shift.arriving
      var nextRun = 0
      var nextArrival = 0
      while nextRun < runs.count || nextArrival < arriving.count {
        if nextArrival < arriving.count,
          nextRun == runs.count || arriving[nextArrival] < runs[nextRun].new
        {
          let index = arriving[nextArrival]
          guard place(index, carried: placement.oldSection(forNew: index)) else { return nil }
          nextArrival += 1
          continue
        }
        let run = runs[nextRun]
        var new = run.new
        // A kept section solved again cuts its run: it is placed anew, and the rest moves on.
        while let solved = solving.first, solved < run.new + run.count {
          guard solved >= new, shift(new: new, old: run.old + new - run.new, count: solved - new),
            place(solved, carried: nil)
          else { return nil }
          new = solved + 1
        }
        let rest = run.new + run.count - new
        guard shift(new: new, old: run.old + new - run.new, count: rest) else { return nil }
        nextRun += 1
      }
      guard solving.isEmpty else { return nil }
      self.pieces = pieces
      self.placed = placed
      solvedOversized = oversized
      end = start
    }

    /// Moves the starts of the sections of `run` (in its new place from `base`) by their
    /// pieces' differences. Returns how many moved.
    func moveStarts(
      of run: SectionPlacement.KeptRun, in base: UnsafeMutablePointer<FlowSectionGeometry>
    ) -> Int {
      let runEnd = run.new + run.count
      var next = partitionPoint(pieces.count) { pieces[$0].first >= run.new }
      var moved = 0
      while next < pieces.count, pieces[next].first < runEnd {
        let piece = pieces[next]
        if piece.delta != 0 {
          for index in piece.first..<(piece.first + piece.count) {
            base[index].move(toStart: base[index].start + piece.delta)
          }
          moved += piece.count
        }
        next += 1
      }
      return moved
    }
  }
}
