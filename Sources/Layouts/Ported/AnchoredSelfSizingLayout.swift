// A self-sizing flow layout that keeps what the user is looking at in place while cells above
// the visible area are measured. UIKit's flow layout queues preferred sizes during a
// visible-cells pass and never moves the content, so measuring a cell above the visible area
// pushes everything below it down: the jump. This layout takes every preferred size itself and,
// for an item that starts above the top of the visible area, adds the change of its height to
// the context's contentOffsetAdjustment, which the collection view applies at once. Written the way iOS apps
// write the fix; it compiles unchanged against UIKit with `import UIKit`.
import UIKitCompat

open class AnchoredSelfSizingLayout: UICollectionViewFlowLayout {
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
    guard let collectionView = collectionView else { return context }
    let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
    if originalAttributes.frame.minY < visibleTop {
      context.contentOffsetAdjustment.y +=
        preferredAttributes.size.height - originalAttributes.size.height
    }
    return context
  }
}
