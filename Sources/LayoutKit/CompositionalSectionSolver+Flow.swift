import Foundation

/// Self-sizing across the scroll direction (docs/uikit-choices.md, "Compositional layout"): a
/// section whose group lays its subitems out across the scroll direction (a row in a vertical
/// layout) with estimated lengths along that row (a tag cloud) re-flows once its cells are
/// measured: each repetition of the group takes the next items while their own lengths fit, so
/// the repetitions no longer hold the same number of items and are laid out one by one.
extension CompositionalSectionSolver {
  /// The repetitions of a re-flowed section as one run of leaves (relative to the first group's
  /// origin), and their length along the scroll direction, spacing between them included; in an
  /// orthogonal row, the longest group's length and each group's span along the row.
  struct FlowedGroups {
    let leaves: [CompositionalLeaf]
    let length: Double
    var groupSpans: [CompositionalOrthogonalScroller.GroupSpan] = []
  }

  /// Whether `group` re-flows when its items are measured: a group of subitems (not a `count`
  /// group, not a custom one) laid out across the scroll direction, with a direct subitem whose
  /// length along the group is estimated.
  func flowsAcross(_ group: CollectionLayoutGroup) -> Bool {
    guard group.repeatCount == nil, group.customItemProvider == nil,
      (group.direction == .vertical) != axis.isVertical
    else { return false }
    return group.subitems.contains { subitem in
      !(subitem is CollectionLayoutGroup)
        && (axis.isVertical
          ? subitem.layoutSize.widthDimension : subitem.layoutSize.heightDimension).isEstimated
    }
  }

  /// The section's groups laid out one after another, each holding the items that fit by their
  /// measured lengths across the scroll direction (`across`, by item; the estimate for an item
  /// not measured). A group whose own length along the scroll direction is estimated is as long
  /// as its estimate changed by the most any of its items changed (`along`, measured lengths
  /// along the scroll direction; an item not measured counts as unchanged), as in a section that
  /// does not re-flow. At most `maximumGroupLeaves` items are placed.
  ///
  /// `inRow`: the groups of an orthogonal section, which follow one another across the scroll
  /// direction, each `spacing` after the one before, their tops aligned. A group whose length
  /// along the row is estimated holds no more items than its estimate does (one chip per group
  /// stays one) and is as long as they reach; the items take their measured lengths along the
  /// scroll direction in their frames, and the row is as long as its longest group.
  func flowedGroups(
    _ group: CollectionLayoutGroup, size groupSize: CGSize, itemCount: Int, spacing: Double,
    across: [Int: Double], along: [Int: Double], inRow: Bool = false
  ) -> FlowedGroups {
    let solver = CompositionalGroupSolver(
      limit: Self.maximumGroupLeaves, traitCollection: traitCollection)
    let groupLength = axis.main(groupSize)
    let groupGrows =
      (axis.isVertical ? group.layoutSize.heightDimension : group.layoutSize.widthDimension)
      .isEstimated
    // What one group holds at the estimates: an estimated group along the row holds as many.
    let estimatedGroup =
      inRow
        && (axis.isVertical ? group.layoutSize.widthDimension : group.layoutSize.heightDimension)
          .isEstimated
      ? solver.leaves(of: group, size: groupSize) : nil
    var leaves: [CompositionalLeaf] = []
    var spans: [CompositionalOrthogonalScroller.GroupSpan] = []
    var cursor = 0.0
    var longest = 0.0
    while leaves.count < min(itemCount, Self.maximumGroupLeaves) {
      let first = leaves.count
      let row = solver.leaves(of: group, size: groupSize) { across[first + $0] }
        .prefix(min(itemCount - first, estimatedGroup?.count ?? Int.max))
      guard !row.isEmpty else { break }
      if first > 0 { cursor += spacing }
      let length = groupLength + (groupGrows ? change(of: row, firstItem: first, along: along) : 0)
      guard inRow else {
        for leaf in row {
          leaves.append(
            leaf.offsetBy(dx: axis.isVertical ? 0 : cursor, dy: axis.isVertical ? cursor : 0))
        }
        cursor += length
        continue
      }
      for (place, leaf) in row.enumerated() {
        leaves.append(measured(leaf, along: along[first + place], rowOffset: cursor))
      }
      let spanLength =
        axis.cross(groupSize)
        + (estimatedGroup.map { crossEnd(row) - crossEnd($0.prefix(row.count)) } ?? 0)
      spans.append(.init(start: cursor, length: spanLength))
      longest = max(longest, length)
      cursor += spanLength
    }
    return FlowedGroups(leaves: leaves, length: inRow ? longest : cursor, groupSpans: spans)
  }

  /// A leaf of an orthogonal row moved `rowOffset` along the row, `along` long along the scroll
  /// direction when it was measured there.
  private func measured(_ leaf: CompositionalLeaf, along: Double?, rowOffset: Double)
    -> CompositionalLeaf
  {
    var placed = leaf.offsetBy(
      dx: axis.isVertical ? rowOffset : 0, dy: axis.isVertical ? 0 : rowOffset)
    if let along, axis.isVertical ? leaf.estimatesHeight : leaf.estimatesWidth {
      placed.frame =
        axis.isVertical
        ? CGRect(
          x: placed.frame.minX, y: placed.frame.minY, width: placed.frame.width, height: along)
        : CGRect(
          x: placed.frame.minX, y: placed.frame.minY, width: along, height: placed.frame.height)
    }
    return placed
  }

  /// Where `leaves` end across the scroll direction (0 without leaves).
  private func crossEnd(_ leaves: some Collection<CompositionalLeaf>) -> Double {
    leaves.reduce(0) { max($0, axis.isVertical ? $1.frame.maxX : $1.frame.maxY) }
  }

  /// How much one group's length changes with its items' measured lengths along the scroll
  /// direction: the most any item changed, and never less than 0 while an item is not measured.
  private func change(
    of row: ArraySlice<CompositionalLeaf>, firstItem: Int, along: [Int: Double]
  ) -> Double {
    var largest = -Double.infinity
    var measuredCount = 0
    for (offset, leaf) in row.enumerated() {
      guard let length = along[firstItem + offset] else { continue }
      largest = max(largest, length - axis.mainLength(leaf.frame))
      measuredCount += 1
    }
    guard measuredCount > 0 else { return 0 }
    return measuredCount < row.count ? max(largest, 0) : largest
  }
}
