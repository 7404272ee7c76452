// A horizontal carousel: the centred item at full size, its neighbours scaled down and faded,
// and scrolling that comes to rest with an item centred. Written the way UIKit apps write it;
// it compiles unchanged against UIKit with `import UIKit`.
import UIKitCompat

open class ScalingCarouselLayout: UICollectionViewFlowLayout {
  /// The scale of an item one page or more from the centre.
  open var sideItemScale: CGFloat = 0.7
  /// The alpha of an item one page or more from the centre.
  open var sideItemAlpha: CGFloat = 0.5
  /// The visible gap between the centred item and a scaled neighbour.
  open var sideItemSpacing: CGFloat = 20
  /// The deceleration rate the layout gives its collection view, as carousels often do
  /// (`.fast`, so a fling stops near the item it was aimed at); nil leaves the collection view's.
  open var decelerationRate: UIScrollView.DecelerationRate?

  public override init() {
    super.init()
    scrollDirection = .horizontal
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    scrollDirection = .horizontal
  }

  open override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    if let decelerationRate { collectionView.decelerationRate = decelerationRate }
    let bounds = collectionView.bounds.size
    // Insets that centre the first and the last item.
    let horizontal = (bounds.width - itemSize.width) / 2
    let vertical = (bounds.height - itemSize.height) / 2
    sectionInset = UIEdgeInsets(
      top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    // Scaled neighbours lose (1 - scale) / 2 of their width on each side; the line spacing
    // gives that back so the visible gap is sideItemSpacing.
    let shrink = itemSize.width * (1 - sideItemScale) / 2
    minimumLineSpacing = sideItemSpacing - shrink
  }

  /// The distance between the centres of two neighbouring items.
  private var pageWidth: CGFloat { itemSize.width + minimumLineSpacing }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let original = super.layoutAttributesForElements(in: rect),
      let copies = NSArray(array: original, copyItems: true) as? [UICollectionViewLayoutAttributes]
    else { return nil }
    for attributes in copies where attributes.representedElementCategory == .cell {
      apply(scaleFor: attributes)
    }
    return copies
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard
      let attributes = super.layoutAttributesForItem(at: indexPath)?.copy()
        as? UICollectionViewLayoutAttributes
    else { return nil }
    apply(scaleFor: attributes)
    return attributes
  }

  private func apply(scaleFor attributes: UICollectionViewLayoutAttributes) {
    guard let collectionView = collectionView, pageWidth > 0 else { return }
    let visibleCenter = collectionView.contentOffset.x + collectionView.bounds.width / 2
    let distance = abs(attributes.center.x - visibleCenter)
    let progress = distance.isFinite ? min(distance / pageWidth, 1) : 1
    let scale = 1 - (1 - sideItemScale) * progress
    attributes.alpha = 1 - (1 - sideItemAlpha) * progress
    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
    attributes.zIndex = Int(((1 - progress) * 10).rounded())
  }

  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView = collectionView, !collectionView.isPagingEnabled, pageWidth > 0
    else {
      return super.targetContentOffset(
        forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    // Item i is centred at content offset i * pageWidth.
    let count = collectionView.numberOfItems(inSection: 0)
    let page = (proposedContentOffset.x / pageWidth).rounded()
    let index = min(max(page, 0), CGFloat(max(count - 1, 0)))
    return CGPoint(x: index * pageWidth, y: proposedContentOffset.y)
  }
}
