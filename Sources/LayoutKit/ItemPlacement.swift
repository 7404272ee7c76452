import Foundation

/// Where UIKit puts a section's items on screen. A uniform section's items are placed from the
/// section's displayed origin and rounded, then mirrored within the section
/// (`layoutAttributesForItemAtIndexPath:`, `_layoutAttributesForItemsInRect:`); a variable
/// section's were mirrored inside their line before the origin is rounded (`_UIFlowLayoutRow
/// layoutRow`), so rounding comes last.
struct ItemPlacement {
  let uniform: Bool
  let vertical: Bool
  let mirrors: Bool
  let scale: Double
  let contentWidth: Double
  /// The section's displayed origin and width along x.
  let sectionX: Double
  let sectionY: Double
  let sectionWidth: Double

  init(
    section: CGRect, uniform: Bool, axis: FlowAxis, contentWidth: Double, mirrors: Bool,
    scale: Double
  ) {
    self.uniform = uniform
    vertical = axis.isVertical
    self.mirrors = mirrors
    self.scale = scale
    self.contentWidth = contentWidth
    sectionWidth = section.width
    sectionX = mirrors ? (contentWidth - section.width) - section.minX : section.minX
    sectionY = section.minY
  }

  func displayed(_ frame: CGRect) -> CGRect {
    guard uniform else {
      let placed = mirrors ? FlowLayoutGeometry.mirrored(frame, contentWidth: contentWidth) : frame
      return FlowLayoutGeometry.rounded(placed, scale)
    }
    // `frame` is relative to the section start along the scroll direction.
    var originX = vertical ? frame.minX : sectionX + frame.minX
    let originY = vertical ? sectionY + frame.minY : frame.minY
    originX = roundToPixels(originX, scale: scale)
    if mirrors {
      let origin = vertical ? 0 : sectionX
      originX = ((origin + sectionWidth) - frame.width) - (originX - origin)
    }
    return CGRect(
      x: originX, y: roundToPixels(originY, scale: scale), width: frame.width, height: frame.height)
  }
}
