// Cards in a vertical list that stack up at the top as they scroll off: a card that reaches the
// top of the visible area stays there and shrinks while the next card slides over it. A direct
// UICollectionViewLayout subclass, written the way UIKit apps write it; it compiles unchanged
// against UIKit with `import UIKit`.
import UIKitCompat

open class StackedCardsLayout: UICollectionViewLayout {
  /// The height of every card.
  open var cardHeight: CGFloat = 200
  /// The gap between cards in the list.
  open var cardSpacing: CGFloat = 16
  /// The scale a card reaches when the next card covers it.
  open var minimumScale: CGFloat = 0.9
  /// The insets around the list.
  open var insets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)

  private var count = 0

  private var pitch: CGFloat { cardHeight + cardSpacing }

  open override func prepare() {
    super.prepare()
    guard let collectionView = collectionView, collectionView.numberOfSections > 0 else {
      count = 0
      return
    }
    count = collectionView.numberOfItems(inSection: 0)
  }

  open override var collectionViewContentSize: CGSize {
    guard let collectionView = collectionView else { return .zero }
    let adjusted = collectionView.adjustedContentInset
    let width = collectionView.bounds.width - adjusted.left - adjusted.right
    let height =
      count > 0 ? insets.top + CGFloat(count) * pitch - cardSpacing + insets.bottom : 0
    return CGSize(width: width, height: height)
  }

  /// The top of the visible area, where cards stop.
  private var stackTop: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    return collectionView.contentOffset.y + collectionView.adjustedContentInset.top + insets.top
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    let width = collectionViewContentSize.width - insets.left - insets.right
    let naturalY = insets.top + CGFloat(indexPath.item) * pitch
    var originY = naturalY
    var progress: CGFloat = 0
    if naturalY < stackTop {
      originY = stackTop
      progress = pitch > 0 ? min((stackTop - naturalY) / pitch, 1) : 1
    }
    attributes.frame = CGRect(x: insets.left, y: originY, width: width, height: cardHeight)
    let scale = 1 - (1 - minimumScale) * progress
    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
    attributes.zIndex = indexPath.item
    // A card the next one covers completely is not shown.
    attributes.isHidden = progress >= 1
    return attributes
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard count > 0, pitch > 0 else { return [] }
    // The card index at a position, clamped before it becomes an Int so that no offset traps.
    func card(_ position: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
      let index = ((position - insets.top) / pitch).rounded(rule)
      guard index.isFinite else { return index > 0 ? count : -1 }
      return Int(min(max(index, -1), CGFloat(count)))
    }
    // Cards stuck at the top are those before the first card still in its place; only the last
    // of them can be partly visible.
    let firstInPlace = max(card(stackTop, .up), 0)
    let firstInRect = card(rect.minY, .down)
    let last = min(card(rect.maxY, .down), count - 1)
    var items: [Int] = []
    if firstInPlace > 0 { items.append(min(firstInPlace - 1, count - 1)) }
    let from = max(firstInRect, firstInPlace, 0)
    if from <= last { items += Array(from...last) }
    return items.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { !$0.isHidden && $0.frame.intersects(rect) }
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }
}
