import UIKitCompat

/// A horizontal carousel of cards narrower than the screen: it centres the first and last card
/// with content insets it sets itself, opens on `startPage` by scrolling itself, and moves one
/// card per swipe.
final class PagingCarouselLayout: UICollectionViewFlowLayout {
  /// The page shown first.
  var startPage = 0
  /// A card's width, as a fraction of the collection view's.
  var cardWidthFraction: CGFloat = 0.8

  private var hasOpenedOnStartPage = false

  override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 10
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    scrollDirection = .horizontal
    minimumLineSpacing = 10
  }

  private var pageWidth: CGFloat { itemSize.width + minimumLineSpacing }

  override func prepare() {
    guard let collectionView = collectionView else {
      super.prepare()
      return
    }
    let cardWidth = (collectionView.bounds.width * cardWidthFraction).rounded(.down)
    itemSize = CGSize(width: cardWidth, height: collectionView.bounds.height)
    let sideInset = (collectionView.bounds.width - cardWidth) / 2
    if collectionView.contentInset.left != sideInset {
      collectionView.contentInset = UIEdgeInsets(
        top: 0, left: sideInset, bottom: 0, right: sideInset)
    }
    super.prepare()
    if !hasOpenedOnStartPage {
      hasOpenedOnStartPage = true
      if startPage > 0 {
        collectionView.contentOffset = CGPoint(
          x: CGFloat(startPage) * pageWidth - sideInset, y: 0)
      }
    }
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView = collectionView else { return proposedContentOffset }
    let centre = CGPoint(
      x: collectionView.contentOffset.x + collectionView.bounds.width / 2,
      y: collectionView.bounds.height / 2)
    // The card under the centre of the screen; between two cards, the nearest one shown.
    let current =
      collectionView.indexPathForItem(at: centre)?.item
      ?? collectionView.indexPathsForVisibleItems.min(by: { first, second in
        abs(CGFloat(first.item) * pageWidth + itemSize.width / 2 - centre.x)
          < abs(CGFloat(second.item) * pageWidth + itemSize.width / 2 - centre.x)
      })?.item ?? 0
    var target = current
    if velocity.x > 0 {
      target += 1
    } else if velocity.x < 0 {
      target -= 1
    }
    let last = collectionView.numberOfItems(inSection: 0) - 1
    target = min(max(target, 0), max(last, 0))
    return CGPoint(
      x: CGFloat(target) * pageWidth - collectionView.contentInset.left,
      y: proposedContentOffset.y)
  }
}
