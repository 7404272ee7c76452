import Foundation

/// Badges through self-sizing (docs/uikit-choices.md, "Self-sizing badges"): a badge whose size
/// is estimated takes its view's preferred size along its estimated dimensions, and every badge
/// is anchored to its container as measured (an item's measured length, the outermost group's
/// measured length). A badge moves nothing else.
extension CompositionalSectionGeometry {
  /// Where the leaves of one group reach along the scroll direction, relative to its origin,
  /// widened by how far measured badges reach beyond their estimates.
  var leavesReach: (low: Double, high: Double) {
    guard let reach = measuredBadges?.reach else { return leafExtent }
    return (leafExtent.low - reach, leafExtent.high + reach)
  }

  /// Takes the sizes `sizes` measured for its items' badges (by item, then kind), and the reach
  /// they add: the most any of them moved an edge, along either axis, from where its estimate
  /// put it on its item (O(badges measured)).
  mutating func takeMeasuredBadges(_ sizes: [Int: [String: CGSize]]) {
    guard !sizes.isEmpty, !groupLeaves.isEmpty else { return }
    var reach = 0.0
    for (item, byKind) in sizes where item >= 0 && item < itemCount {
      for element in groupLeaves[item % groupLeaves.count].supplementaries {
        guard let anchoring = element.anchoring, let size = byKind[element.kind] else { continue }
        let measured = anchoring.frame(in: anchoring.solvedContainer, measured: size)
        let estimated = element.frame
        reach = max(
          reach, estimated.minX - measured.minX, measured.maxX - estimated.maxX,
          estimated.minY - measured.minY, measured.maxY - estimated.maxY)
      }
    }
    measuredBadges = CompositionalMeasuredBadges(sizes: sizes, reach: reach.isFinite ? reach : 0)
  }

  /// `placed` (item `item`, in its group that starts at `groupStart`) with its badges placed
  /// again where something they depend on was measured: their own size, their item's length,
  /// their group's length. The others keep the frames solved with the group, bit for bit. The
  /// first group is at `origin`.
  func anchoringSupplementaries(
    of placed: CompositionalLeaf, item: Int, groupStart: Double, origin: CGPoint
  ) -> CompositionalLeaf {
    let badges = measuredBadges?.sizes[item]
    // Measured lengths apply in sections whose groups follow one another along the scroll
    // direction; an orthogonal row's leaves were laid out with them already.
    let itemMeasured = groupsAlongMain && measurements.length(ofItem: item) != nil
    let groupChange =
      groupsAlongMain && measurements.movesGroups
      ? measurements.change(ofGroup: item / groupLeaves.count) : 0
    guard badges != nil || itemMeasured || groupChange != 0 else { return placed }
    let offset = groupOffset(groupStart: groupStart, origin: origin)
    var result = placed
    for index in result.supplementaries.indices {
      guard let anchoring = result.supplementaries[index].anchoring else { continue }
      let size = badges?[result.supplementaries[index].kind]
      let container: CGRect
      switch anchoring.container {
      case .item:
        guard size != nil || itemMeasured else { continue }
        container = placed.frame
      case .group:
        guard size != nil || groupChange != 0 else { continue }
        let slot = anchoring.solvedContainer.offsetBy(dx: offset.dx, dy: offset.dy)
        container = axis.rect(
          main: axis.mainMin(slot), cross: axis.isVertical ? slot.minX : slot.minY,
          mainLength: axis.main(slot.size) + groupChange, crossLength: axis.cross(slot.size))
      case .nestedGroup:
        guard size != nil else { continue }
        container = anchoring.solvedContainer.offsetBy(dx: offset.dx, dy: offset.dy)
      }
      result.supplementaries[index].frame = anchoring.frame(in: container, measured: size)
    }
    return result
  }
}
