import Foundation

/// One item of a solved group, relative to the group's origin in layout space: its frame, its
/// zIndex (a custom group's item sets it; 0 otherwise) and the supplementary items (badges)
/// attached to it.
struct CompositionalLeaf: Equatable, Sendable {
  var frame: CGRect
  var zIndex = 0
  var supplementaries: [CompositionalElement] = []
  /// Whether the item's width, and its height, are estimated: self-sizing replaces the one along
  /// the scroll direction.
  var estimatesWidth = false
  var estimatesHeight = false
  /// Whether the item's width, and its height, are `uniformAcrossSiblings`: once measured it
  /// takes the largest length among its siblings in the group.
  var uniformWidth = false
  var uniformHeight = false

  /// The leaf moved by (`dx`, `dy`), its supplementary items with it.
  func offsetBy(dx: Double, dy: Double) -> CompositionalLeaf {
    var moved = self
    moved.frame = frame.offsetBy(dx: dx, dy: dy)
    for index in moved.supplementaries.indices {
      moved.supplementaries[index].frame = supplementaries[index].frame.offsetBy(dx: dx, dy: dy)
    }
    return moved
  }
}

extension CompositionalLeaf {
  /// Where `leaves`, their supplementary items included, reach along y (`alongY`) or x; nil for
  /// no leaves. One loop, no arrays of their frames: every section's shape, every re-flowed
  /// group and every orthogonal query asks it.
  static func reach(
    of leaves: some Sequence<CompositionalLeaf>, alongY: Bool
  ) -> (low: Double, high: Double)? {
    var reach: (low: Double, high: Double)?
    func include(_ frame: CGRect) {
      let (low, high) = alongY ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
      reach = reach.map { (min($0.low, low), max($0.high, high)) } ?? (low, high)
    }
    for leaf in leaves {
      include(leaf.frame)
      for element in leaf.supplementaries { include(element.frame) }
    }
    return reach
  }
}
