// Items on a circle; inserted items grow out of the centre and deleted ones shrink into it,
// through the initial and final attributes of the update. A direct UICollectionViewLayout
// subclass, written the way UIKit apps write it; it compiles unchanged against UIKit with
// `import UIKit`.
import UIKitCompat

open class CircleLayout: UICollectionViewLayout {
  /// The size of every item.
  open var itemSize = CGSize(width: 70, height: 70)

  private var center = CGPoint.zero
  private var radius: CGFloat = 0
  private var cellCount = 0
  private var insertIndexPaths: [IndexPath] = []
  private var deleteIndexPaths: [IndexPath] = []

  open override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let size = collectionView.frame.size
    cellCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
  }

  open override var collectionViewContentSize: CGSize {
    collectionView?.frame.size ?? .zero
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < cellCount else {
      return nil
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.size = itemSize
    let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(cellCount)
    attributes.center = CGPoint(
      x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    return attributes
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { rect.intersects($0.frame) }
  }

  open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for update in updateItems {
      if update.updateAction == .delete, let indexPath = update.indexPathBeforeUpdate {
        deleteIndexPaths.append(indexPath)
      } else if update.updateAction == .insert, let indexPath = update.indexPathAfterUpdate {
        insertIndexPaths.append(indexPath)
      }
    }
  }

  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    deleteIndexPaths = []
    insertIndexPaths = []
  }

  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    if insertIndexPaths.contains(itemIndexPath) {
      let grown =
        layoutAttributesForItem(at: itemIndexPath)?.copy()
        as? UICollectionViewLayoutAttributes
      grown?.alpha = 0
      grown?.center = center
      grown?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
      return grown
    }
    return attributes
  }

  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    if deleteIndexPaths.contains(itemIndexPath) {
      let shrunk = attributes?.copy() as? UICollectionViewLayoutAttributes
      shrunk?.alpha = 0
      shrunk?.center = center
      shrunk?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
      return shrunk
    }
    return attributes
  }
}
