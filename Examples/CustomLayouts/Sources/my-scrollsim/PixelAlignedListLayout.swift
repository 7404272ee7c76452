import UIKitCompat

/// A list whose rows start on the display's pixel grid (rows of a fractional height would
/// otherwise blur), indented on the leading side of the application's layout direction. It
/// mirrors itself, so it asks the collection view not to.
final class PixelAlignedListLayout: UICollectionViewLayout {
  /// A row's height, before its top is aligned to a pixel.
  var rowHeight: CGFloat = 44.3
  /// The indent on the leading side.
  var leadingInset: CGFloat = 16
  /// The indent on the trailing side.
  var trailingInset: CGFloat = 8

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  override init() { super.init() }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  override func prepare() {
    super.prepare()
    cache.removeAll()
    guard let collectionView = collectionView, collectionView.numberOfSections > 0 else {
      contentHeight = 0
      return
    }
    let scale = collectionView.traitCollection.displayScale
    let rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
    let width = collectionView.bounds.width - leadingInset - trailingInset
    let x = rightToLeft ? trailingInset : leadingInset
    let count = collectionView.numberOfItems(inSection: 0)
    for item in 0..<count {
      let top = (CGFloat(item) * rowHeight * scale).rounded(.down) / scale
      let bottom = (CGFloat(item + 1) * rowHeight * scale).rounded(.down) / scale
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: x, y: top, width: width, height: bottom - top)
      cache.append(attributes)
    }
    contentHeight = cache.last?.frame.maxY ?? 0
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
  }
}
