import Foundation

extension SectionPlacement {
  /// A run of consecutive sections that keep their order: old sections `old ..< old + count`
  /// become new sections `new ..< new + count`.
  package struct KeptRun: Equatable, Sendable {
    /// The first old section of the run.
    package var old: Int
    /// Where it goes.
    package var new: Int
    /// How many sections the run holds.
    package var count: Int
  }

  /// The sections that keep their order, as runs cut wherever a section leaves or arrives:
  /// O(k) runs for k changes, in order. Only the runs whose `old` and `new` differ move.
  package var keptRuns: [KeptRun] {
    let leaving = shift.leaving
    let arriving = shift.arriving
    var runs: [KeptRun] = []
    runs.reserveCapacity(leaving.count + arriving.count + 1)
    var old = 0
    var new = 0
    var nextLeaving = 0
    var nextArriving = 0
    var remaining = shift.carriedCount
    while remaining > 0 {
      while nextLeaving < leaving.count, leaving[nextLeaving] == old {
        old += 1
        nextLeaving += 1
      }
      while nextArriving < arriving.count, arriving[nextArriving] == new {
        new += 1
        nextArriving += 1
      }
      let toLeaving = nextLeaving < leaving.count ? leaving[nextLeaving] - old : remaining
      let toArriving = nextArriving < arriving.count ? arriving[nextArriving] - new : remaining
      let count = Swift.min(toLeaving, toArriving, remaining)
      runs.append(KeptRun(old: old, new: new, count: count))
      old += count
      new += count
      remaining -= count
    }
    return runs
  }

  /// Rearranges `elements`, one per old section, into one per new section, in place: each
  /// continuing section's element moves to its new index, the others are dropped, and every new
  /// index no old section continues gets `placeholder()`. The sections that keep their order
  /// move a run at a time (`keptRuns`, each one memory move: runs moving back in order, runs
  /// moving forward in reverse order, so that none overwrites another before it has moved), so
  /// the cost is the changes plus the bytes of the runs that move, and runs that stay where they
  /// are cost nothing. Nothing per section is allocated beside the array (it grows in place
  /// when its capacity allows: `reserveCapacity(headroomFor:)`). Elements that do not match
  /// `oldCount` are left alone.
  package func rearrange<Element>(_ elements: inout [Element], placeholder: () -> Element) {
    rearrange(&elements, placeholder: placeholder) { _, _ in }
  }

  /// `rearrange(_:placeholder:)`, calling `afterMoving` with each kept run and the elements'
  /// base address as soon as the run is in its new place (a run that stays where it is, too),
  /// while its elements are still in the cache: it may change the run's elements there, and
  /// nothing else.
  package func rearrange<Element>(
    _ elements: inout [Element], placeholder: () -> Element,
    afterMoving: (KeptRun, UnsafeMutablePointer<Element>) -> Void
  ) {
    guard elements.count == oldCount, !isIdentity else { return }
    let moved = zip(movedTo.values, movedTo.keys).map { (to: $0, element: elements[$1]) }
    let runs = keptRuns
    let filler = placeholder()
    let oldCount = oldCount
    let newCount = newCount
    if newCount > oldCount {
      elements.reserveCapacity(headroomFor: newCount)
      elements.append(contentsOf: repeatElement(filler, count: newCount - oldCount))
    }
    elements.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // Every place that is not the source of a kept run is emptied first: the sections that
      // leave, the kept ones no place is left for, the room grown at the end.
      var emptied = 0
      for run in runs {
        (base + emptied).deinitialize(count: run.old - emptied)
        emptied = run.old + run.count
      }
      (base + emptied).deinitialize(count: buffer.count - emptied)
      for run in runs where run.new <= run.old {
        if run.new < run.old { Self.move(run, in: base) }
        afterMoving(run, base)
      }
      for run in runs.reversed() where run.new > run.old {
        Self.move(run, in: base)
        afterMoving(run, base)
      }
      // Every place no run moved to is filled: new places first, then, when the array shrinks,
      // the places past its new end, which `removeLast` below takes away again.
      var filled = 0
      for run in runs {
        (base + filled).initialize(repeating: filler, count: run.new - filled)
        filled = run.new + run.count
      }
      (base + filled).initialize(repeating: filler, count: buffer.count - filled)
    }
    for (to, element) in moved { elements[to] = element }
    if elements.count > newCount { elements.removeLast(elements.count - newCount) }
  }

  /// Moves the elements of `run` from its old places to its new ones, which are empty where they
  /// are not its own old places: one memory move when the type allows it.
  private static func move<Element>(_ run: KeptRun, in base: UnsafeMutablePointer<Element>) {
    guard _isBitwiseTakable(Element.self) else {
      (base + run.new).moveInitialize(from: base + run.old, count: run.count)
      return
    }
    // Not specialised for a type of another module, `moveInitialize` takes each element through
    // its type's witness; a type that moves by its bytes moves as bytes, at once.
    let stride = MemoryLayout<Element>.stride
    memmove(base + run.new, base + run.old, run.count * stride)
  }
}
