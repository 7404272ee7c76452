import Foundation

extension CompositionalLayoutGeometry {
  /// Puts `solved` in place of section `index` (solved again where it starts) and moves every
  /// later section by the change of its end, their reach in the section index with them: O(n)
  /// in the sections, with no section measured or solved again but the one (self-sizing's
  /// measurements change one or two sections a pass).
  mutating func replaceSection(_ index: Int, with solved: CompositionalSectionGeometry) {
    guard sections.indices.contains(index) else { return }
    let delta = axis.mainMax(solved.frame) - axis.mainMax(sections[index].frame)
    sections[index] = solved
    let extent = solved.searchExtent
    sectionExtents.lows[index] = extent.low
    sectionExtents.highs[index] = extent.high
    if delta != 0 {
      for later in sections.indices.dropFirst(index + 1) {
        sections[later].shift(by: delta)
        sectionExtents.lows[later] += delta
        sectionExtents.highs[later] += delta
      }
    }
    sectionIndex = IntervalIndex(lows: sectionExtents.lows, highs: sectionExtents.highs)
  }

  /// The layout's own boundary items placed again and the content's length along the scroll
  /// direction, after sections changed length.
  mutating func replaceGlobalSupplementaries(_ elements: [CompositionalElement], end: Double) {
    globalSupplementaries = elements
    contentSize = axis.size(mainLength: end, crossLength: axis.cross(contentSize))
  }
}
