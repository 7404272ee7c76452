import Foundation

/// Self-sizing across the scroll direction (docs/uikit-choices.md, "Compositional layout"): a
/// section whose group lays its subitems out across the scroll direction (a row in a vertical
/// layout) with estimated lengths along that row (a tag cloud) re-flows once its cells are
/// measured: each repetition of the group takes the next items while their own lengths fit, so
/// the repetitions no longer hold the same number of items and are laid out one by one.
extension CompositionalSectionSolver {
  /// The repetitions of a re-flowed section as one run of leaves (relative to the first group's
  /// origin), and their length along the scroll direction, spacing between them included.
  struct FlowedGroups {
    let leaves: [CompositionalLeaf]
    let length: Double
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
  func flowedGroups(
    _ group: CollectionLayoutGroup, size groupSize: CGSize, itemCount: Int, spacing: Double,
    across: [Int: Double], along: [Int: Double]
  ) -> FlowedGroups {
    let solver = CompositionalGroupSolver(
      limit: Self.maximumGroupLeaves, traitCollection: traitCollection)
    let groupLength = axis.main(groupSize)
    let groupGrows =
      (axis.isVertical ? group.layoutSize.heightDimension : group.layoutSize.widthDimension)
      .isEstimated
    var leaves: [CompositionalLeaf] = []
    var cursor = 0.0
    while leaves.count < min(itemCount, Self.maximumGroupLeaves) {
      let first = leaves.count
      let row = solver.leaves(of: group, size: groupSize) { across[first + $0] }
        .prefix(itemCount - first)
      guard !row.isEmpty else { break }
      if first > 0 { cursor += spacing }
      for leaf in row {
        leaves.append(
          leaf.offsetBy(dx: axis.isVertical ? 0 : cursor, dy: axis.isVertical ? cursor : 0))
      }
      cursor += groupLength + (groupGrows ? change(of: row, firstItem: first, along: along) : 0)
    }
    return FlowedGroups(leaves: leaves, length: cursor)
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
