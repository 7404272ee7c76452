import Foundation
import LayoutKit

extension CollectionView {
  /// scrollToItem(at:at:animated:)'s offset: the item's frame placed at the position in the
  /// visible area (the bounds inset by the adjusted content inset), clamped to the limits; the
  /// axis the position does not name keeps its offset. Nil for an item the layout has no
  /// attributes for.
  public func contentOffset(scrollingTo indexPath: IndexPath, position: String) -> CGPoint? {
    contentOffset(scrollingTo: indexPath, positions: [position])
  }

  /// The offset that puts the item at each of `positions` (one vertical and one horizontal at
  /// most, as UICollectionView.ScrollPosition combines them); no position keeps the offset.
  /// Nil for an item the layout has no attributes for.
  func contentOffset(scrollingTo indexPath: IndexPath, positions: [String]) -> CGPoint? {
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
    for position in positions {
      switch position {
      case "top": offset.y = frame.minY - inset.top
      case "centeredVertically": offset.y = frame.midY - visibleHeight / 2 - inset.top
      case "bottom": offset.y = frame.maxY - visibleHeight - inset.top
      case "left": offset.x = frame.minX - inset.left
      case "centeredHorizontally": offset.x = frame.midX - visibleWidth / 2 - inset.left
      case "right": offset.x = frame.maxX - visibleWidth - inset.left
      default: break
      }
    }
    return clampedContentOffset(offset)
  }

  /// UIKit's exception text for scrollToItem(at:at:animated:) of an index path the layout has
  /// no attributes for.
  public static func invalidScrollTargetMessage(_ indexPath: IndexPath) -> String {
    "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = "
      + "\(indexPath.section) - \(indexPath.item)}"
  }

  /// UICollectionView.scrollToItem(at:at:animated:) as a layout or a visible-items handler calls
  /// it (an endless carousel jumping back to its first page): each position across the layout's
  /// direction moves the item's orthogonal section, if it has one (`orthogonalScroll`), the
  /// others the collection view, through `setContentOffset(_:animated:)`. An index path without
  /// attributes is UIKit's exception, an `error` event; no position scrolls nothing.
  func scroll(
    toItem indexPath: IndexPath, at scrollPosition: CollectionViewScrollPosition, animated: Bool
  ) {
    var alongCollectionView: [String] = []
    var orthogonal: [(view: OrthogonalScrollView, offset: CGPoint)] = []
    for position in scrollPosition.names {
      if let section = orthogonalScroll(toItem: indexPath, position: position) {
        orthogonal.append(section)
      } else {
        alongCollectionView.append(position)
      }
    }
    guard let target = contentOffset(scrollingTo: indexPath, positions: alongCollectionView)
    else {
      log.error(Self.invalidScrollTargetMessage(indexPath))
      return
    }
    for section in orthogonal { section.view.setContentOffset(section.offset, animated: animated) }
    if !alongCollectionView.isEmpty { setContentOffset(target, animated: animated) }
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
