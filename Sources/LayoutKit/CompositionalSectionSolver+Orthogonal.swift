import Foundation

extension CompositionalSectionSolver {
  /// How an orthogonal section scrolls: its row holds the section's leading content inset, the
  /// groups `interGroupSpacing` apart and its trailing inset, across the layout's scroll
  /// direction, and it shows `visibleLength` of it (the section's width in a vertical layout).
  func orthogonalScroller(
    _ section: CollectionLayoutSection, groupSize: CGSize, groupCount: Int, visibleLength: Double
  ) -> CompositionalOrthogonalScroller {
    let insets = section.contentInsets.layoutSpaceInsets
    let groupLength = axis.cross(groupSize)
    let spacing = section.interGroupSpacing
    let groups =
      groupCount == 0 ? 0 : Double(groupCount) * groupLength + Double(groupCount - 1) * spacing
    return CompositionalOrthogonalScroller(
      behavior: section.orthogonalScrollingBehavior,
      direction: axis.isVertical ? .horizontal : .vertical,
      visibleLength: max(visibleLength, 0),
      contentLength: axis.crossBefore(insets) + groups + axis.crossAfter(insets),
      rowLength: axis.main(groupSize), firstGroupStart: axis.crossBefore(insets),
      groupLength: groupLength, groupPitch: groupLength + spacing, groupCount: groupCount,
      decelerationRate: section.orthogonalScrollingProperties.explicitRate,
      bounce: section.orthogonalScrollingProperties.bounce)
  }
}
