import Foundation

/// Where the parts of each solved section start along the scroll direction (its frame, its first
/// group, each boundary item and each decoration, section after section), kept apart from the
/// sections in one flat array so that a measurement moves every later section without touching
/// the sections.
///
/// A start reads as if each move had been added to it as it came, the arithmetic of moving a
/// section's frames in turn: the displayed frames (rounded to pixels, where a half pixel is a
/// tie) and the content size come out the same to the last bit, whatever the moves were. While
/// every start and every move is on the grid of `CompositionalStartShifts` (whole points,
/// halves, quarters...), sums of them are exact, so a move is only recorded there (O(log n)) and
/// a read adds the section's sum; a move or a start off the grid first adds what is recorded to
/// the starts, then moves every later start, one pass over numbers.
struct CompositionalSectionStarts: Sendable {
  /// The starts, section after section, less the moves `pending` records.
  private var starts: [Double]
  /// Where section i's starts begin in `starts` (one more entry than sections: the end).
  private var offsets: [Int]
  let axis: FlowAxis
  /// Moves recorded and not yet added to `starts`.
  private var pending: CompositionalStartShifts
  /// Whether every start in `starts` is on the grid, so that moves may be recorded.
  private var onGrid: Bool

  /// The starts of `sections` as they were solved.
  init(_ sections: [CompositionalSectionGeometry], axis: FlowAxis) {
    self.axis = axis
    starts = []
    offsets = [0]
    offsets.reserveCapacity(sections.count + 1)
    starts.reserveCapacity(2 * sections.count)
    for index in sections.indices {
      Self.appendStarts(of: sections[index], axis: axis, to: &starts)
      offsets.append(starts.count)
    }
    pending = CompositionalStartShifts(count: sections.count)
    onGrid = starts.allSatisfy(CompositionalStartShifts.isOnGrid)
  }

  /// How far section `index` has moved since its starts were last written.
  private func shift(of index: Int) -> Double {
    pending.isEmpty ? 0 : pending.shift(of: index)
  }

  /// `section`, solved as section `index`, with its parts where its starts are now.
  func placing(_ section: CompositionalSectionGeometry, index: Int) -> CompositionalSectionGeometry
  {
    guard index >= 0, index + 1 < offsets.count else { return section }
    var placed = placingGroups(of: section, index: index)
    let shift = shift(of: index)
    var part = offsets[index]
    placed.frame = axis.moving(placed.frame, toMain: starts[part] + shift)
    part += 2
    // Written only when moved: a write would copy the section's array of them.
    for element in placed.supplementaries.indices {
      let start = starts[part] + shift
      if start != main(placed.supplementaries[element].frame.origin) {
        placed.supplementaries[element].frame = axis.moving(
          placed.supplementaries[element].frame, toMain: start)
      }
      part += 1
    }
    for element in placed.decorations.indices {
      let start = starts[part] + shift
      if start != main(placed.decorations[element].frame.origin) {
        placed.decorations[element].frame = axis.moving(
          placed.decorations[element].frame, toMain: start)
      }
      part += 1
    }
    return placed
  }

  /// The frame of `section`, solved as section `index`, where its start is now (the frame
  /// `placing(_:index:)` gives it).
  func frame(of section: CompositionalSectionGeometry, index: Int) -> CGRect {
    guard index >= 0, index + 1 < offsets.count else { return section.frame }
    return axis.moving(section.frame, toMain: starts[offsets[index]] + shift(of: index))
  }

  /// `section`, solved as section `index`, with its first group where its start is now: all its
  /// items need (`placing(_:index:)` without moving its frame and boundary items).
  func placingGroups(of section: CompositionalSectionGeometry, index: Int)
    -> CompositionalSectionGeometry
  {
    let origin = groupOrigin(of: section, index: index)
    guard origin != section.firstGroupOrigin else { return section }
    var placed = section
    placed.firstGroupOrigin = origin
    return placed
  }

  /// The first group's origin of `section`, solved as section `index`, where its start is now
  /// (`placingGroups(of:index:)`'s): what a walk over its items reads it with, in place.
  func groupOrigin(of section: CompositionalSectionGeometry, index: Int) -> CGPoint {
    let origin = section.firstGroupOrigin
    guard index >= 0, index + 1 < offsets.count else { return origin }
    let start = starts[offsets[index] + 1] + shift(of: index)
    guard start != main(origin) else { return origin }
    return axis.isVertical ? CGPoint(x: origin.x, y: start) : CGPoint(x: start, y: origin.y)
  }

  /// Section `index` solved again where it is: its starts are the solved ones.
  mutating func replace(_ index: Int, with solved: CompositionalSectionGeometry) {
    guard index >= 0, index + 1 < offsets.count else { return }
    // Kept less the section's recorded move, which is exact on the grid; a start off it first
    // has every recorded move added, and no move is recorded any more.
    var solvedOnGrid = true
    Self.forEachStart(of: solved, axis: axis) { start in
      if !CompositionalStartShifts.isOnGrid(start) { solvedOnGrid = false }
    }
    if !solvedOnGrid {
      addPending()
      onGrid = false
    }
    let shift = shift(of: index)
    let range = offsets[index]..<offsets[index + 1]
    let count = 2 + solved.supplementaries.count + solved.decorations.count
    if count == range.count {
      // As many parts as before (a measurement's section): written in place.
      var part = range.lowerBound
      Self.forEachStart(of: solved, axis: axis) { start in
        starts[part] = start - shift
        part += 1
      }
      return
    }
    var new: [Double] = []
    Self.forEachStart(of: solved, axis: axis) { new.append($0 - shift) }
    starts.replaceSubrange(range, with: new)
    // A section solved again with another number of boundary items shifts the later offsets.
    let change = new.count - range.count
    for later in offsets.indices.dropFirst(index + 1) { offsets[later] += change }
  }

  /// Moves every section after `index` by `delta`: recorded while it and every start are on the
  /// grid; otherwise added to every later start, after what was recorded (and no move is
  /// recorded any more: the starts may be off the grid now).
  mutating func moveSections(after index: Int, by delta: Double) {
    // No section after the last: nothing moves.
    guard delta != 0, index + 2 < offsets.count else { return }
    let first = max(index + 1, 0)
    if onGrid, pending.keep(from: first, by: delta) { return }
    addPending()
    onGrid = false
    let firstPart = offsets[first]
    // One addition per start, in a loop the compiler can vectorise (no bounds check per start).
    starts.withUnsafeMutableBufferPointer { buffer in
      for part in min(firstPart, buffer.count)..<buffer.count { buffer[part] += delta }
    }
  }

  /// Adds the recorded moves to the starts (each start's sum, exact on the grid) and forgets
  /// them.
  private mutating func addPending() {
    guard !pending.isEmpty else { return }
    var movedFrom = [Double](repeating: 0, count: offsets.count)
    for move in pending.moves { movedFrom[move.first] += move.delta }
    var shift = 0.0
    for index in 0..<(offsets.count - 1) {
      shift += movedFrom[index]
      guard shift != 0 else { continue }
      for part in offsets[index]..<offsets[index + 1] { starts[part] += shift }
    }
    pending.removeAll()
  }

  /// Appends the starts of a section's parts to `starts`: its frame, its first group, its
  /// boundary items, its decorations.
  private static func appendStarts(
    of section: CompositionalSectionGeometry, axis: FlowAxis, to starts: inout [Double]
  ) {
    forEachStart(of: section, axis: axis) { starts.append($0) }
  }

  /// The starts of a section's parts handed to `body` in order: its frame, its first group, its
  /// boundary items, its decorations.
  private static func forEachStart(
    of section: CompositionalSectionGeometry, axis: FlowAxis, _ body: (Double) -> Void
  ) {
    let main = { (point: CGPoint) in axis.isVertical ? point.y : point.x }
    body(main(section.frame.origin))
    body(main(section.firstGroupOrigin))
    for element in section.supplementaries { body(main(element.frame.origin)) }
    for element in section.decorations { body(main(element.frame.origin)) }
  }

  /// The point's coordinate along the scroll direction.
  private func main(_ point: CGPoint) -> Double { axis.isVertical ? point.y : point.x }
}
