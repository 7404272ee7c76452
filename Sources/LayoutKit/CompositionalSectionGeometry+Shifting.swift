import Foundation

extension CompositionalSectionGeometry {
  /// Moves the whole section by `delta` along the scroll direction, in place: a section is
  /// solved relative to where it starts, so moving it is the same as solving it again further on
  /// (what a measurement in an earlier section does to it).
  mutating func shift(by delta: Double) {
    let (dx, dy) = axis.isVertical ? (0.0, delta) : (delta, 0.0)
    frame = frame.offsetBy(dx: dx, dy: dy)
    firstGroupOrigin = CGPoint(x: firstGroupOrigin.x + dx, y: firstGroupOrigin.y + dy)
    for index in supplementaries.indices {
      supplementaries[index].frame = supplementaries[index].frame.offsetBy(dx: dx, dy: dy)
    }
    for index in decorations.indices {
      decorations[index].frame = decorations[index].frame.offsetBy(dx: dx, dy: dy)
    }
  }
}
