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
    /// Where each group's leaves reach along the direction the groups follow one another: the
    /// row's in an orthogonal row, the scroll direction otherwise. A rect query finds the groups
    /// it meets in it, rather than walking every leaf.
    let groupReaches: CompositionalRowIndex
  }

  /// Whether self-sizing takes an item's length across the scroll direction: `group` re-flows
  /// (`flowsAcross`), or a group nested in it holds a leaf whose length across is estimated
  /// (it takes its measured width, and the items after it in its group move).
  func takesLengthsAcross(_ group: CollectionLayoutGroup) -> Bool {
    flowsAcross(group)
      || group.subitems.contains {
        ($0 as? CollectionLayoutGroup).map { holdsEstimatedLeaf($0, main: false) } ?? false
      }
  }

  /// Whether the section's groups are solved one by one with their items' measured sizes once
  /// anything is measured (`flowedGroups`), rather than repeated with each group's length
  /// changed: a group nested in `group` holds an estimated leaf (its siblings move and its
  /// groups grow with it), or `group` is `uniformAcrossSiblings` along the scroll direction
  /// (its length is shared across the section).
  func solvesRepetitions(_ group: CollectionLayoutGroup) -> Bool {
    CompositionalGroupSolver.dimension(of: group, along: axis, main: true).isUniformAcrossSiblings
      || group.subitems.contains {
        ($0 as? CollectionLayoutGroup).map {
          holdsEstimatedLeaf($0, main: true) || holdsEstimatedLeaf($0, main: false)
        } ?? false
      }
  }

  /// Whether `group` or a group nested in it holds a leaf whose length along the scroll
  /// direction (`main`) or across it is estimated.
  private func holdsEstimatedLeaf(_ group: CollectionLayoutGroup, main: Bool) -> Bool {
    group.subitems.contains { subitem in
      (subitem as? CollectionLayoutGroup).map { holdsEstimatedLeaf($0, main: main) }
        ?? CompositionalGroupSolver.dimension(of: subitem, along: axis, main: main).isEstimated
    }
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

  /// The section's groups laid out one after another, each solved with its items' measured
  /// sizes (`CompositionalGroupSolver.measuredLeaves`: `across` and `along` the scroll
  /// direction, by item; the estimates for what is not measured), so a group of fixed length
  /// along its axis holds the items that fit by their own lengths (a tag cloud's row), a group
  /// estimated along its axis as many as it holds at its estimate, and each group's estimated
  /// dimensions follow its items. A section whose outermost group is `uniformAcrossSiblings`
  /// along the scroll direction gives every group the largest length among its measured
  /// groups, as UIKit shares the size across the section. At most `maximumGroupLeaves` items
  /// are placed.
  ///
  /// `inRow`: the groups of an orthogonal section, which follow one another across the scroll
  /// direction, each `spacing` after the one before, their tops aligned; the row is as long as
  /// its longest group (and a group uniform along the row takes the widest measured group's
  /// span).
  func flowedGroups(
    _ group: CollectionLayoutGroup, size groupSize: CGSize, itemCount: Int, spacing: Double,
    across: [Int: Double], along: [Int: Double], inRow: Bool = false
  ) -> FlowedGroups {
    var repetitions = solvedRepetitions(
      group, size: groupSize, itemCount: itemCount, across: across, along: along)
    shareUniformSize(of: group, among: &repetitions, inRow: inRow)
    var leaves: [CompositionalLeaf] = []
    var spans: [CompositionalOrthogonalScroller.GroupSpan] = []
    var reaches: [CompositionalRowIndex.Group] = []
    var cursor = 0.0
    var longest = 0.0
    for (index, repetition) in repetitions.enumerated() {
      if index > 0 { cursor += spacing }
      // Along the scroll direction, or across it in a row.
      let alongMain = !inRow
      let moveAlongY = axis.isVertical == alongMain
      for leaf in repetition.leaves {
        // A uniform group's shared length (`shareUniformSize`) reaches its badges here.
        leaves.append(
          leaf.withGroupBadges(onGroupOf: repetition.size)
            .placed(dx: moveAlongY ? 0 : cursor, dy: moveAlongY ? cursor : 0))
      }
      reaches.append(reach(of: leaves.suffix(repetition.leaves.count), alongY: moveAlongY))
      let length = axis.main(repetition.size)
      if inRow {
        spans.append(.init(start: cursor, length: axis.cross(repetition.size)))
        longest = max(longest, length)
        cursor += axis.cross(repetition.size)
      } else {
        cursor += length
      }
    }
    return FlowedGroups(
      leaves: leaves, length: inRow ? longest : cursor, groupSpans: spans,
      groupReaches: CompositionalRowIndex(reaches))
  }

  /// Where the leaves of one group, their supplementary items included, reach along y
  /// (`alongY`) or x: the direction its groups follow one another.
  private func reach(of leaves: ArraySlice<CompositionalLeaf>, alongY: Bool)
    -> CompositionalRowIndex.Group
  {
    let reach = CompositionalLeaf.reach(of: leaves, alongY: alongY) ?? (.infinity, -.infinity)
    return CompositionalRowIndex.Group(itemCount: leaves.count, start: reach.low, end: reach.high)
  }

  /// One repetition of a section's group solved with its items' measured sizes: its leaves
  /// (relative to its origin), its size, and whether any of its items was measured.
  struct SolvedRepetition {
    let leaves: ArraySlice<CompositionalLeaf>
    var size: CGSize
    let isMeasured: Bool
  }

  /// The repetitions of `group` that hold the section's items in turn, each solved with the
  /// measured sizes of the items it holds.
  private func solvedRepetitions(
    _ group: CollectionLayoutGroup, size groupSize: CGSize, itemCount: Int,
    across: [Int: Double], along: [Int: Double]
  ) -> [SolvedRepetition] {
    let solver = CompositionalGroupSolver(
      limit: Self.maximumGroupLeaves, traitCollection: traitCollection)
    let vertical = axis.isVertical
    let total = min(itemCount, Self.maximumGroupLeaves)
    var repetitions: [SolvedRepetition] = []
    var placed = 0
    while placed < total {
      let first = placed
      let measured = CompositionalGroupSolver.MeasuredLeaves(count: itemCount - first) {
        let item = first + $0
        return vertical ? (across[item], along[item]) : (along[item], across[item])
      }
      let solved = solver.measuredLeaves(of: group, size: groupSize, measured: measured)
      let leaves = solved.leaves.prefix(total - first)
      guard !leaves.isEmpty else { break }
      let items = first..<(first + leaves.count)
      repetitions.append(
        SolvedRepetition(
          leaves: leaves, size: solved.size,
          isMeasured: items.contains { along[$0] != nil || across[$0] != nil }))
      placed += leaves.count
    }
    return repetitions
  }

  /// A group `uniformAcrossSiblings` along the scroll direction (or, in a row, along the row)
  /// shares the largest length of its measured repetitions with every repetition.
  private func shareUniformSize(
    of group: CollectionLayoutGroup, among repetitions: inout [SolvedRepetition], inRow: Bool
  ) {
    for main in inRow ? [true, false] : [true] {
      guard
        CompositionalGroupSolver.dimension(of: group, along: axis, main: main)
          .isUniformAcrossSiblings
      else { continue }
      let lengths = repetitions.filter(\.isMeasured).map {
        main ? axis.main($0.size) : axis.cross($0.size)
      }
      guard let largest = lengths.max() else { continue }
      for index in repetitions.indices {
        let size = repetitions[index].size
        repetitions[index].size =
          main
          ? axis.size(mainLength: largest, crossLength: axis.cross(size))
          : axis.size(mainLength: axis.main(size), crossLength: largest)
      }
    }
  }
}
