import Foundation

extension FlowLayoutGeometry {
  /// `forEachItem(inSection:intersecting:)` by runs of items that share a line: the same items in
  /// the same order, with the frames of each run's first and last item. A uniform section's row
  /// whose first and last items both intersect `rect` is one run: its items share their place
  /// along the scroll direction and lie between those two across it (the columns advance by
  /// equal steps and rounding keeps their order), so every item between intersects too and its
  /// frame is not computed. Every other item is a run of its own. `body` gets the run's first
  /// and last item and their frames as displayed, and returns false to stop.
  func forEachItemRun(
    inSection section: Int, intersecting rect: CGRect,
    _ body: (_ first: Int, _ last: Int, _ firstFrame: CGRect, _ lastFrame: CGRect) -> Bool
  ) {
    let sectionGeometry = sections[section]
    guard case .grid(let grid) = sectionGeometry.items else {
      forEachItem(inSection: section, intersecting: rect) { body($0, $0, $1, $1) }
      return
    }
    let layoutRect = layoutSpace(rect)
    let tolerance = roundingTolerance
    let placement = placement(ofSection: section)
    // The candidate rows of `FlowSectionGeometry.candidateItems(overlapping:_:)`.
    let rows = grid.rows(
      overlapping: axis.mainMin(layoutRect) - tolerance - sectionGeometry.start,
      axis.mainMax(layoutRect) + tolerance - sectionGeometry.start)
    for row in rows {
      let first = grid.firstItem(ofRow: row)
      let last = grid.firstItem(ofRow: row + 1) - 1
      guard first <= last else { continue }
      let firstFrame = placement.displayed(grid.frame(ofItem: first))
      let lastFrame = placement.displayed(grid.frame(ofItem: last))
      if firstFrame.intersectsAsFoundation(rect), lastFrame.intersectsAsFoundation(rect) {
        guard body(first, last, firstFrame, lastFrame) else { return }
        continue
      }
      for item in first...last {
        let frame =
          item == first
          ? firstFrame : item == last ? lastFrame : placement.displayed(grid.frame(ofItem: item))
        if frame.intersectsAsFoundation(rect), !body(item, item, frame, frame) { return }
      }
    }
  }
}
