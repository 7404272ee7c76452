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

  /// scrollToItem(at:at:animated:) for an item of an orthogonally scrolling section at a position
  /// across the layout's direction (`left`, `centeredHorizontally`, `right` in a vertical
  /// layout): the section's own scroll view and the offset that shows the item there, as UIKit
  /// scrolls the section's embedded scroll view; nil for any other item or position, which the
  /// collection view scrolls to itself.
  public func orthogonalScroll(toItem indexPath: IndexPath, position: String) -> (
    view: OrthogonalScrollView, offset: CGPoint
  )? {
    // scrollsim's own question, not one UIKit asks its layout: not traced.
    guard let offset = layout._orthogonalOffset(showing: indexPath, at: position),
      let view = orthogonalScrollView(section: indexPath.section)
    else { return nil }
    return (view, view.scroller.point(offset))
  }
}
