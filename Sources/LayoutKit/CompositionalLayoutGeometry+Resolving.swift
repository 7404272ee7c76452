import Foundation

extension CompositionalLayoutGeometry {
  /// Puts `solved` in place of section `index` (solved again where it is now) and moves every
  /// later section by `delta`, the change of its end, without touching the later sections
  /// themselves: their starts and reaches move (self-sizing's measurements change one or two
  /// sections a chunk, and every section after them moves).
  mutating func replaceSection(
    _ index: Int, with solved: CompositionalSectionGeometry, movingLaterBy delta: Double
  ) {
    guard index >= 0, index < sectionCount else { return }
    replaceSolvedSection(index, with: solved, movingLaterBy: delta)
  }

  /// What solving section `index` (0 ≤ index < sectionCount) again starts from: its
  /// measurements, its group's leaves and their reach, read in place (each read of a part of
  /// `solvedSections[index]` from outside copies the whole section first).
  func solvedParts(of index: Int) -> (
    measurements: CompositionalMeasurements, leaves: [CompositionalLeaf],
    extent: (low: Double, high: Double)
  ) {
    (
      solvedSections[index].measurements, solvedSections[index].groupLeaves,
      solvedSections[index].leafExtent
    )
  }

  /// The layout's own boundary items placed again and the content's length along the scroll
  /// direction, after sections changed length.
  mutating func replaceGlobalSupplementaries(_ elements: [CompositionalElement], end: Double) {
    globalSupplementaries = elements
    mayPinBoundaryItems = mayPinBoundaryItems || elements.contains { $0.pinnedEdge != nil }
    contentSize = axis.size(mainLength: end, crossLength: axis.cross(contentSize))
  }
}
