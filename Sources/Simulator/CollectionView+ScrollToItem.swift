import Foundation
import LayoutKit

extension CollectionView {
  /// scrollToItem(at:at:animated:)'s offset: the item's frame placed at the position in the
  /// visible area (the bounds inset by the adjusted content inset), clamped to the limits; the
  /// axis the position does not name keeps its offset. Nil for an item the layout has no
  /// attributes for.
  public func contentOffset(scrollingTo indexPath: IndexPath, position: String) -> CGPoint? {
    let id = ElementKey.cell(indexPath.section, indexPath.item).id
    guard
      let frame = callLayout(
        "layoutAttributesForItem(at:)", .object([("id", .string(id))]),
        {
          $0.layoutAttributesForItem(at: indexPath)?.frame
        })
    else { return nil }
    let inset = adjustedContentInset
    let visibleWidth = bounds.width - inset.left - inset.right
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var offset = bounds.origin
    switch position {
    case "top": offset.y = frame.minY - inset.top
    case "centeredVertically": offset.y = frame.midY - visibleHeight / 2 - inset.top
    case "bottom": offset.y = frame.maxY - visibleHeight - inset.top
    case "left": offset.x = frame.minX - inset.left
    case "centeredHorizontally": offset.x = frame.midX - visibleWidth / 2 - inset.left
    case "right": offset.x = frame.maxX - visibleWidth - inset.left
    default: break
    }
    return clampedContentOffset(offset)
  }
}
