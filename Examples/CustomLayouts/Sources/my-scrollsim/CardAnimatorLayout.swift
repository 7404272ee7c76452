import UIKitCompat

/// Page-wide cards that fade and shrink as they leave the centre, as animator layouts do. It
/// measures the distance in widths of each card's content view, which it keeps from the cells
/// the collection view shows (before a cell is shown, the card's own width stands in).
final class CardAnimatorLayout: UICollectionViewFlowLayout {
  /// The alpha of a card one page from the centre.
  var minimumAlpha: CGFloat = 0.4
  /// The scale of a card one page from the centre.
  var minimumScale: CGFloat = 0.8

  private var contentViews: [IndexPath: UIView] = [:]

  override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    scrollDirection = .horizontal
    minimumLineSpacing = 0
  }

  override func prepare() {
    if let collectionView = collectionView {
      itemSize = collectionView.bounds.size
    }
    super.prepare()
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView = collectionView,
      let attributes = super.layoutAttributesForElements(in: rect)
    else { return nil }
    for cell in collectionView.visibleCells {
      if let indexPath = collectionView.indexPath(for: cell) {
        contentViews[indexPath] = cell.contentView
      }
    }
    let centre = collectionView.contentOffset.x + collectionView.bounds.width / 2
    return attributes.map { original in
      guard let attributes = original.copy() as? UICollectionViewLayoutAttributes else {
        return original
      }
      let width = contentViews[attributes.indexPath]?.bounds.width ?? attributes.size.width
      let distance = min(abs(attributes.center.x - centre) / width, 1)
      attributes.alpha = 1 - (1 - minimumAlpha) * distance
      let scale = 1 - (1 - minimumScale) * distance
      attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
      return attributes
    }
  }
}
