import Foundation

extension CompositionalSectionGeometry {
  /// Where the leaves of one group, their supplementary items included, reach across the scroll
  /// direction, relative to its origin.
  private var leafCrossExtent: (low: Double, high: Double) {
    CompositionalLeaf.reach(of: groupLeaves, alongY: !axis.isVertical) ?? (0, 0)
  }

  /// The items of an orthogonal section whose groups can meet the layout-space interval
  /// `main` along the scroll direction and `cross` across it, the section's offset already taken
  /// off `cross`: none when the row misses `main`, else the groups met, found by arithmetic on
  /// the pitch, or in a self-sized row (one run of leaves) by the row's index: O(log n).
  /// `groupOrigin`: as `item(_:origin:)`'s `origin`.
  func orthogonalItemCandidates(
    main: (low: Double, high: Double), cross: (low: Double, high: Double),
    groupOrigin: CGPoint? = nil
  ) -> Range<Int> {
    let groups = groupCount
    guard groups > 0 else { return 0..<0 }
    let firstGroupOrigin = groupOrigin ?? firstGroupOrigin
    let mainOrigin = axis.isVertical ? firstGroupOrigin.y : firstGroupOrigin.x
    let mainExtent = leavesReach
    guard mainOrigin + mainExtent.low <= main.high, mainOrigin + mainExtent.high >= main.low
    else { return 0..<0 }
    let origin = axis.isVertical ? firstGroupOrigin.x : firstGroupOrigin.y
    // Measured badges may stick out of their items: the rect is widened by their reach.
    let reach = measuredBadges?.reach ?? 0
    // A row self-sizing laid out is one run of leaves, found in its index.
    if let rowIndex = orthogonal?.rowIndex {
      return rowIndex.items(low: cross.low - origin - reach, high: cross.high - origin + reach)
    }
    guard groupPitch > 0, groups > 1 else { return 0..<itemCount }
    let leafReach = leafCrossExtent
    let extent = (low: leafReach.low - reach, high: leafReach.high + reach)
    let first = max(
      Self.groupIndex((cross.low - origin - extent.high) / groupPitch, .down, groups), 0)
    let last = min(
      Self.groupIndex((cross.high - origin - extent.low) / groupPitch, .up, groups), groups - 1)
    guard first <= last else { return 0..<0 }
    let perGroup = groupLeaves.count
    return (first * perGroup)..<min((last + 1) * perGroup, itemCount)
  }
}
