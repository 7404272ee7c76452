// A waterfall (masonry) layout: items of the column width, each placed under the shortest
// column, their heights from the aspect ratio the flow delegate's size gives. A direct
// UICollectionViewLayout subclass, written the way UIKit apps write it; it compiles unchanged
// against UIKit with `import UIKit`.
import UIKitCompat

open class WaterfallLayout: UICollectionViewLayout {
  /// The number of columns.
  open var numberOfColumns = 2 {
    didSet { invalidateLayout() }
  }
  /// The horizontal gap between columns.
  open var columnSpacing: CGFloat = 10
  /// The vertical gap between items of a column.
  open var itemSpacing: CGFloat = 10
  /// The insets of every section.
  open var sectionInset: UIEdgeInsets = .zero
  /// The height of an item the delegate gives no size for.
  open var defaultItemHeight: CGFloat = 100

  private var cache: [[UICollectionViewLayoutAttributes]] = []
  /// Per column, the items of each section in the order they were placed (so by minY).
  private var columns: [[UICollectionViewLayoutAttributes]] = []
  private var contentHeight: CGFloat = 0
  private var contentWidth: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    let insets = collectionView.adjustedContentInset
    return collectionView.bounds.width - insets.left - insets.right
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(width: contentWidth, height: contentHeight)
  }

  open override func prepare() {
    super.prepare()
    cache = []
    columns = Array(repeating: [], count: max(numberOfColumns, 1))
    contentHeight = 0
    guard let collectionView = collectionView, numberOfColumns > 0 else { return }
    let available =
      contentWidth - sectionInset.left - sectionInset.right
      - columnSpacing * CGFloat(numberOfColumns - 1)
    let columnWidth = max(available / CGFloat(numberOfColumns), 0)
    let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      var yOffset = [CGFloat](repeating: top + sectionInset.top, count: numberOfColumns)
      var placed: [UICollectionViewLayoutAttributes] = []
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        var height = defaultItemHeight
        if let size = delegate?.collectionView?(
          collectionView, layout: self, sizeForItemAt: indexPath),
          size.width > 0
        {
          height = size.height * columnWidth / size.width
        }
        // The shortest column; the leftmost of equal ones.
        var column = 0
        for candidate in 1..<numberOfColumns where yOffset[candidate] < yOffset[column] {
          column = candidate
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
          x: sectionInset.left + CGFloat(column) * (columnWidth + columnSpacing),
          y: yOffset[column], width: columnWidth, height: height)
        placed.append(attributes)
        columns[column].append(attributes)
        yOffset[column] += height + itemSpacing
      }
      let tallest = yOffset.max() ?? top
      top = (placed.isEmpty ? tallest : tallest - itemSpacing) + sectionInset.bottom
      cache.append(placed)
    }
    contentHeight = top
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    // Each column grows downwards, so its items in the rect are found by binary search.
    var result: [UICollectionViewLayoutAttributes] = []
    for column in columns {
      var low = 0
      var high = column.count
      while low < high {
        let mid = (low + high) / 2
        if column[mid].frame.maxY < rect.minY { low = mid + 1 } else { high = mid }
      }
      var index = low
      while index < column.count, column[index].frame.minY <= rect.maxY {
        if column[index].frame.intersects(rect) { result.append(column[index]) }
        index += 1
      }
    }
    return result.sorted {
      ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item)
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section < cache.count, indexPath.item < cache[indexPath.section].count else {
      return nil
    }
    return cache[indexPath.section][indexPath.item]
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }
}
