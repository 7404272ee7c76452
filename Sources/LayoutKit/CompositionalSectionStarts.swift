import Foundation

/// Where the parts of each solved section start along the scroll direction (its frame, its first
/// group, each boundary item and each decoration, section after section), kept apart from the
/// sections in one flat array so that a measurement moves every later section in one cheap pass
/// over numbers rather than over the sections.
///
/// Each start is moved by adding each move to it as it comes, the arithmetic of moving a
/// section's frames in turn: the displayed frames (rounded to pixels, where a half pixel is a
/// tie) and the content size come out the same to the last bit, whatever the moves were.
struct CompositionalSectionStarts: Sendable {
  /// The starts, section after section.
  private var starts: [Double]
  /// Where section i's starts begin in `starts` (one more entry than sections: the end).
  private var offsets: [Int]
  let axis: FlowAxis

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
  }

  /// `section`, solved as section `index`, with its parts where its starts are now.
  func placing(_ section: CompositionalSectionGeometry, index: Int) -> CompositionalSectionGeometry
  {
    guard index >= 0, index + 1 < offsets.count else { return section }
    var placed = placingGroups(of: section, index: index)
    var part = offsets[index]
    placed.frame = moved(placed.frame, to: part)
    part += 2
    // Written only when moved: a write would copy the section's array of them.
    for element in placed.supplementaries.indices {
      if starts[part] != main(placed.supplementaries[element].frame.origin) {
        placed.supplementaries[element].frame = moved(
          placed.supplementaries[element].frame, to: part)
      }
      part += 1
    }
    for element in placed.decorations.indices {
      if starts[part] != main(placed.decorations[element].frame.origin) {
        placed.decorations[element].frame = moved(placed.decorations[element].frame, to: part)
      }
      part += 1
    }
    return placed
  }

  /// The frame of `section`, solved as section `index`, where its start is now (the frame
  /// `placing(_:index:)` gives it).
  func frame(of section: CompositionalSectionGeometry, index: Int) -> CGRect {
    guard index >= 0, index + 1 < offsets.count else { return section.frame }
    return moved(section.frame, to: offsets[index])
  }

  /// `section`, solved as section `index`, with its first group where its start is now: all its
  /// items need (`placing(_:index:)` without moving its frame and boundary items).
  func placingGroups(of section: CompositionalSectionGeometry, index: Int)
    -> CompositionalSectionGeometry
  {
    guard index >= 0, index + 1 < offsets.count else { return section }
    let start = starts[offsets[index] + 1]
    let origin = section.firstGroupOrigin
    guard start != main(origin) else { return section }
    var placed = section
    placed.firstGroupOrigin =
      axis.isVertical ? CGPoint(x: origin.x, y: start) : CGPoint(x: start, y: origin.y)
    return placed
  }

  /// Section `index` solved again where it is: its starts are the solved ones.
  mutating func replace(_ index: Int, with solved: CompositionalSectionGeometry) {
    guard index >= 0, index + 1 < offsets.count else { return }
    let range = offsets[index]..<offsets[index + 1]
    let count = 2 + solved.supplementaries.count + solved.decorations.count
    if count == range.count {
      // As many parts as before (a measurement's section): written in place.
      var part = range.lowerBound
      Self.forEachStart(of: solved, axis: axis) { start in
        starts[part] = start
        part += 1
      }
      return
    }
    var new: [Double] = []
    Self.appendStarts(of: solved, axis: axis, to: &new)
    starts.replaceSubrange(range, with: new)
    // A section solved again with another number of boundary items shifts the later offsets.
    let change = new.count - range.count
    guard change != 0 else { return }
    for later in offsets.indices.dropFirst(index + 1) { offsets[later] += change }
  }

  /// Moves every section after `index` by `delta`.
  mutating func moveSections(after index: Int, by delta: Double) {
    guard delta != 0, index + 1 < offsets.count else { return }
    let first = offsets[max(index + 1, 0)]
    // One addition per start, in a loop the compiler can vectorise (no bounds check per start).
    starts.withUnsafeMutableBufferPointer { buffer in
      for part in min(first, buffer.count)..<buffer.count { buffer[part] += delta }
    }
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

  /// `frame` moved to start at `starts[part]` along the scroll direction.
  private func moved(_ frame: CGRect, to part: Int) -> CGRect {
    axis.moving(frame, toMain: starts[part])
  }
}
