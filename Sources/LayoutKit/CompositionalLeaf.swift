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
