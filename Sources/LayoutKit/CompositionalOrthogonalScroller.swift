import Foundation

/// How an orthogonally scrolling section scrolls (UIKit's embedded orthogonal scroll view): the
/// behaviour, the length it shows and the length of its row of groups along the direction it
/// scrolls, and where its groups are in that row. Offsets are the section's own content offset
/// along that direction, measured from the row's leading edge (docs/compositional-layout.md,
/// "Orthogonal sections").
package struct CompositionalOrthogonalScroller: Equatable, Sendable {
  /// NSCollectionLayoutSection.orthogonalScrollingBehavior (never `.none` here).
  package let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
  /// The direction the section scrolls: across the layout's.
  package let direction: ScrollDirection
  /// The length of the section's visible strip along `direction`: the width the section spans
  /// in a vertical layout.
  package let visibleLength: Double
  /// The length of the row: the section's leading inset, the groups with their spacing, and its
  /// trailing inset.
  package let contentLength: Double
  /// The row's length along the layout's scroll direction (the group's).
  package let rowLength: Double
  /// Where the first group starts in the row: the section's leading content inset.
  package let firstGroupStart: Double
  /// A group's length along `direction` (the estimate's, when `groupSpans` holds the groups).
  package let groupLength: Double
  /// From one group's start to the next: the group's length plus `interGroupSpacing`.
  package let groupPitch: Double
  /// How many groups the section's items fill.
  package let groupCount: Int
  /// Each group's start along `direction` (relative to the first group's) and its length, when
  /// self-sizing made the groups differ; empty when every group is `groupLength` long and
  /// `groupPitch` from the next.
  package var groupSpans: [GroupSpan] = []
  /// Where a self-sized row's groups reach, for rect queries; nil when the groups are alike.
  package var rowIndex: CompositionalRowIndex? = nil
  /// The section's `orthogonalScrollingProperties.decelerationRate`, nil for `.automatic`.
  package var decelerationRate: DecelerationRate? = nil
  /// The section's `orthogonalScrollingProperties.bounce`.
  package var bounce = CollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic

  /// Where one group of a self-sized row starts along `direction`, relative to the first
  /// group's start, and its length.
  package struct GroupSpan: Equatable, Sendable {
    package let start: Double
    package let length: Double

    package init(start: Double, length: Double) {
      self.start = start
      self.length = length
    }
  }

  /// The offset that puts group `group`'s leading edge where the first group's is at offset 0:
  /// each group's own leading edge when the groups differ (docs/uikit-choices.md, "Compositional
  /// layout").
  package func leadingOffset(ofGroup group: Int) -> Double {
    span(ofGroup: group)?.start ?? groupPitch * Double(group)
  }

  /// The offset that centres group `group` in the visible strip.
  package func centeredOffset(ofGroup group: Int) -> Double {
    let length = span(ofGroup: group)?.length ?? groupLength
    return firstGroupStart + leadingOffset(ofGroup: group) + length / 2 - visibleLength / 2
  }

  /// Group `group`'s span of a self-sized row (the nearest group's, for an index outside the
  /// row); nil when the groups are all alike.
  private func span(ofGroup group: Int) -> GroupSpan? {
    guard let last = groupSpans.indices.last else { return nil }
    return groupSpans[min(max(group, 0), last)]
  }

  /// The smallest offset: 0, or for `.groupPagingCentered` the one that centres the first group
  /// (the section opens with it centred).
  package var minimumOffset: Double {
    behavior == .groupPagingCentered && groupCount > 0 ? centeredOffset(ofGroup: 0) : 0
  }

  /// The largest offset: the row's end at the strip's end, or for `.groupPagingCentered` the
  /// last group centred; never below the smallest.
  package var maximumOffset: Double {
    let end =
      behavior == .groupPagingCentered && groupCount > 0
      ? centeredOffset(ofGroup: groupCount - 1) : contentLength - visibleLength
    return max(minimumOffset, end)
  }

  /// `offset` within [minimumOffset, maximumOffset] (the minimum for a value that is not a
  /// number).
  package func clamped(_ offset: Double) -> Double {
    guard !offset.isNaN else { return minimumOffset }
    return min(max(offset, minimumOffset), maximumOffset)
  }

  /// The offset as a content offset point: along x for a section scrolling horizontally.
  package func point(_ offset: Double) -> CGPoint {
    direction == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
  }

  /// The offset a content offset point holds along `direction`.
  package func offset(of point: CGPoint) -> Double {
    direction == .horizontal ? point.x : point.y
  }
}

extension CompositionalOrthogonalScroller {
  /// Where a fling of the section rests, given where its deceleration would rest (`proposed`,
  /// within the limits) and the offset the gesture began at (`start`): `.continuous` (and
  /// `.paging`, whose pages the scroll view's paging finds) keeps the proposal;
  /// `.continuousGroupLeadingBoundary` takes the group leading boundary nearest it;
  /// `.groupPaging` the leading boundary nearest it but at most one group from the one nearest
  /// `start`; `.groupPagingCentered` the same with groups centred (docs/uikit-choices.md,
  /// "Compositional layout").
  package func restingOffset(proposed: Double, start: Double) -> Double {
    switch behavior {
    case .none, .continuous, .paging:
      return proposed
    case .continuousGroupLeadingBoundary:
      return clamped(boundary(nearestGroup(proposed, centered: false), centered: false))
    case .groupPaging, .groupPagingCentered:
      let centered = behavior == .groupPagingCentered
      let from = nearestGroup(start, centered: centered)
      let to = min(max(nearestGroup(proposed, centered: centered), from - 1), from + 1)
      return clamped(boundary(to, centered: centered))
    }
  }

  /// The offset of group `group`'s leading boundary, or of the group centred.
  private func boundary(_ group: Int, centered: Bool) -> Double {
    centered ? centeredOffset(ofGroup: group) : leadingOffset(ofGroup: group)
  }

  /// The group whose boundary is nearest `offset`, within the section's groups (the later one
  /// of two as near).
  private func nearestGroup(_ offset: Double, centered: Bool) -> Int {
    guard groupCount > 0, offset.isFinite else { return 0 }
    guard groupSpans.isEmpty else {
      // The boundaries grow with the group (each group starts after the one before it ends), so
      // the nearest is the first at or after the offset or the one before it.
      let after = partitionPoint(groupSpans.count) { boundary($0, centered: centered) >= offset }
      guard after > 0 else { return 0 }
      guard after < groupSpans.count else { return groupSpans.count - 1 }
      let before = after - 1
      return offset - boundary(before, centered: centered)
        < boundary(after, centered: centered) - offset ? before : after
    }
    guard groupPitch > 0 else { return 0 }
    let quotient = ((offset - boundary(0, centered: centered)) / groupPitch).rounded()
    return Int(min(max(quotient, 0), Double(groupCount - 1)))
  }
}
