import Foundation

extension CompositionalSupplementaryAnchoring {
  /// The same anchoring on a container solved at `solvedContainer` instead.
  func solved(at solvedContainer: CGRect) -> CompositionalSupplementaryAnchoring {
    CompositionalSupplementaryAnchoring(copying: self, solvedContainer: solvedContainer)
  }
}

extension CompositionalLeaf {
  /// The leaf moved by (`dx`, `dy`) with its badges' solved containers moved too, as a section
  /// solved group by group places each repetition after the one before: a badge measured later
  /// is placed again on its container where the repetition now is, not where it was solved
  /// (relative to its own group). `offsetBy` alone, which rect queries use, moves frames only.
  func placed(dx: Double, dy: Double) -> CompositionalLeaf {
    var moved = offsetBy(dx: dx, dy: dy)
    guard dx != 0 || dy != 0 else { return moved }
    for index in moved.supplementaries.indices {
      guard let anchoring = moved.supplementaries[index].anchoring else { continue }
      moved.supplementaries[index].anchoring = anchoring.solved(
        at: anchoring.solvedContainer.offsetBy(dx: dx, dy: dy))
    }
    return moved
  }

  /// The leaf with its group's badges (`.group` anchoring) placed on the group grown to `size`
  /// from its solved origin, as a `uniformAcrossSiblings` group shares its largest length after
  /// its repetitions were solved.
  func withGroupBadges(onGroupOf size: CGSize) -> CompositionalLeaf {
    var grown = self
    for index in grown.supplementaries.indices {
      guard let anchoring = grown.supplementaries[index].anchoring, anchoring.container == .group,
        anchoring.solvedContainer.size != size
      else { continue }
      let container = CGRect(origin: anchoring.solvedContainer.origin, size: size)
      grown.supplementaries[index].frame = anchoring.frame(in: container)
      grown.supplementaries[index].anchoring = anchoring.solved(at: container)
    }
    return grown
  }
}
