import Foundation
import LayoutKit

/// A flow layout's layout space as an app works in it: the flow layout mirrors right-to-left
/// frames within the content width for display, so a layout mirrors them back to reason about
/// leading and trailing edges, and mirrors what it builds there for display again.
struct FlowLayoutSpace {
  let vertical: Bool
  let mirrors: Bool
  /// The layout's content width when the space was made, read only where frames are mirrored
  /// within it: the content size is worked out from the whole geometry, and most layouts (and
  /// every display tick of a left-to-right fling) never need it.
  let contentWidth: Double

  init(_ layout: FlowLayout) {
    vertical = layout.scrollDirection == .vertical
    mirrors = layout.isMirroringLayoutDirection
    contentWidth = mirrors ? layout.collectionViewContentSize.width : 0
  }

  /// A display-space rectangle in layout space, and back: the mirror is its own inverse.
  func layoutSpace(_ rect: CGRect) -> CGRect {
    guard mirrors else { return rect }
    var mirrored = rect.standardized
    mirrored.origin.x = contentWidth - mirrored.maxX
    return mirrored
  }

  /// Where `rect` starts along the scroll direction.
  func low(_ rect: CGRect) -> Double { vertical ? rect.minY : rect.minX }
  /// Where `rect` ends along the scroll direction.
  func high(_ rect: CGRect) -> Double { vertical ? rect.maxY : rect.maxX }
}
