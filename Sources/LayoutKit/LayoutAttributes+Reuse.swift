import Foundation

extension LayoutAttributes {
  /// Whether these are attributes of this class (not a subclass, which may keep values of its
  /// own) for the cell at (`section`, `item`) holding exactly `frame` (bit for bit) and `zIndex`,
  /// every other value at its default: what a layout would make anew for that cell, so it may
  /// hand out this object instead (`CompositionalAnsweredCells`).
  package final func isUnchangedCell(section: Int, item: Int, frame: CGRect, zIndex: Int) -> Bool {
    guard type(of: self) == LayoutAttributes.self, let path = values.twoIndexes,
      path.section == section, path.item == item, values.category == .cell,
      values.kind == nil, values.zIndex == zIndex, !values.isHidden, values.isIdentityTransform,
      values.alpha.bitPattern == Double(1).bitPattern,
      values.frame.origin.x.bitPattern == frame.origin.x.bitPattern,
      values.frame.origin.y.bitPattern == frame.origin.y.bitPattern,
      values.frame.size.width.bitPattern == frame.size.width.bitPattern,
      values.frame.size.height.bitPattern == frame.size.height.bitPattern
    else { return false }
    return true
  }
}
