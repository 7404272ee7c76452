import UIKitCompat

// A masonry ("Pinterest") layout written as UIKit apps write it: an `@objc` delegate protocol
// whose height requirement is `@objc optional`, called as `delegate?.collectionView?(...)`. This
// file is the input of `scrollsim port`; it is not compiled (Linux has no Objective-C runtime).
// Its ported form is Tests/UIKitCompatTests/Ported/PinterestLayout.swift.

protocol PinterestLayoutDelegate: AnyObject {
  /// The photo's height at the column's width; the layout's `cellHeight` without an answer.
  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
  ) -> CGFloat?

  /// The columns of a section; the layout's `numberOfColumns` without an answer.
  var preferredColumnCount: Int? { get }

  /// Told after each prepare, with the content height.
  func layoutDidPrepare(height: CGFloat)
}

extension PinterestLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
  ) -> CGFloat? { nil }
  var preferredColumnCount: Int? { nil }
  func layoutDidPrepare(height: CGFloat) {}
}

final class PinterestLayout: UICollectionViewLayout {
  weak var delegate: PinterestLayoutDelegate?

  var numberOfColumns = 2
  var cellPadding: CGFloat = 6
  var cellHeight: CGFloat = 180

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  private var contentWidth: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    let insets = collectionView.contentInset
    return collectionView.bounds.width - (insets.left + insets.right)
  }

  override init() {
    super.init()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: contentWidth, height: contentHeight)
  }

  override func prepare() {
    guard cache.isEmpty, let collectionView = collectionView else { return }
    let columns = max(1, delegate?.preferredColumnCount ?? numberOfColumns)
    let columnWidth = contentWidth / CGFloat(columns)
    let xOffset = (0..<columns).map { CGFloat($0) * columnWidth }
    var column = 0
    var yOffset = [CGFloat](repeating: 0, count: columns)

    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      // An unanswered height ("delegate?.collectionView?(...)" returns nil) is the default.
      let photoHeight =
        delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath)
        ?? cellHeight
      let height = cellPadding * 2 + photoHeight
      let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
      let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)

      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = insetFrame
      cache.append(attributes)

      contentHeight = max(contentHeight, frame.maxY)
      yOffset[column] = yOffset[column] + height
      column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
    }
    delegate?.layoutDidPrepare(height: contentHeight)
  }

  override func invalidateLayout() {
    super.invalidateLayout()
    cache.removeAll()
    contentHeight = 0
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

/// The photo feed's answers, as its view controller gives them: heights from the photos'
/// aspect ratios at the column's width.
final class PhotoFeed: NSObject, PinterestLayoutDelegate {
  var photoHeights: [CGFloat] = []

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
  ) -> CGFloat? {
    photoHeights[indexPath.item]
  }
}
