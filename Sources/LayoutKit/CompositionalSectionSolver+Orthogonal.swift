import Foundation

extension CompositionalSectionSolver {
  /// How an orthogonal section scrolls: its row holds the section's leading content inset, the
  /// groups `interGroupSpacing` apart and its trailing inset, across the layout's scroll
  /// direction, and it shows `visibleLength` of it (the section's width in a vertical layout).
  /// `groupSpans`: the groups of a row self-sizing laid out (`flowedGroups(inRow:)`), when the
  /// groups are not all the group's size, with the `rowIndex` of where they reach.
  func orthogonalScroller(
    _ section: CollectionLayoutSection, groupSize: CGSize, groupCount: Int, visibleLength: Double,
    groupSpans: [CompositionalOrthogonalScroller.GroupSpan] = [],
    rowIndex: CompositionalRowIndex? = nil
  ) -> CompositionalOrthogonalScroller {
    let insets = section.contentInsets.layoutSpaceInsets
    let groupLength = axis.cross(groupSize)
    let spacing = section.interGroupSpacing
    let count = groupSpans.isEmpty ? groupCount : groupSpans.count
    let groups =
      groupSpans.last.map { $0.start + $0.length }
      ?? (count == 0 ? 0 : Double(count) * groupLength + Double(count - 1) * spacing)
    var scroller = CompositionalOrthogonalScroller(
      behavior: section.orthogonalScrollingBehavior,
      direction: axis.isVertical ? .horizontal : .vertical,
      visibleLength: max(visibleLength, 0),
      contentLength: axis.crossBefore(insets) + groups + axis.crossAfter(insets),
      rowLength: axis.main(groupSize), firstGroupStart: axis.crossBefore(insets),
      groupLength: groupLength, groupPitch: groupLength + spacing, groupCount: count,
      decelerationRate: section.orthogonalScrollingProperties.explicitRate,
      bounce: section.orthogonalScrollingProperties.bounce)
    scroller.groupSpans = groupSpans
    scroller.rowIndex = rowIndex
    return scroller
  }
}
