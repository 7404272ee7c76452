// A flow layout whose lines are aligned left, right or centred instead of justified, found the
// way such layouts usually find a line: by asking the flow layout for the elements in a rect
// that spans the item's row. Written the way UIKit apps write it; it compiles unchanged against
// UIKit with `import UIKit`, bug included: with a line spacing of 0 the rows above and below
// touch that rect, and CGRectIntersectsRect counts touching, so they join the line.
import UIKitCompat

public enum LineAlignment: String, Sendable, CaseIterable {
  case left
  case right
  case center
}

open class AlignedFlowLayout: UICollectionViewFlowLayout {
  /// How the items of a line are aligned.
  open var lineAlignment: LineAlignment = .left

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
    return attributes.map { element in
      guard element.representedElementCategory == .cell else { return element }
      return layoutAttributesForItem(at: element.indexPath) ?? element
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let original = super.layoutAttributesForItem(at: indexPath),
      let attributes = original.copy() as? UICollectionViewLayoutAttributes
    else { return nil }
    let insets = inset(forSection: indexPath.section)
    let spacing = interitemSpacing(forSection: indexPath.section)
    let width = collectionViewContentSize.width
    let rowRect = CGRect(
      x: 0, y: attributes.frame.minY, width: width, height: attributes.frame.height)
    let line = (super.layoutAttributesForElements(in: rowRect) ?? [])
      .filter {
        $0.representedElementCategory == .cell && $0.indexPath.section == indexPath.section
      }
      .sorted { $0.indexPath.item < $1.indexPath.item }
    guard let position = line.firstIndex(where: { $0.indexPath == indexPath }) else {
      return attributes
    }
    let widths = line.map { $0.frame.width }
    let lineWidth = widths.reduce(0, +) + spacing * CGFloat(line.count - 1)
    let before = widths[..<position].reduce(0, +) + spacing * CGFloat(position)
    var originX: CGFloat
    switch lineAlignment {
    case .left:
      originX = insets.left + before
    case .right:
      originX = width - insets.right - lineWidth + before
    case .center:
      originX = insets.left + (width - insets.left - insets.right - lineWidth) / 2 + before
    }
    attributes.frame.origin.x = originX
    return attributes
  }

  private func inset(forSection section: Int) -> UIEdgeInsets {
    guard let collectionView = collectionView,
      let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout,
      let inset = delegate.collectionView?(collectionView, layout: self, insetForSectionAt: section)
    else { return sectionInset }
    return inset
  }

  private func interitemSpacing(forSection section: Int) -> CGFloat {
    guard let collectionView = collectionView,
      let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout,
      let spacing = delegate.collectionView?(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
    else { return minimumInteritemSpacing }
    return spacing
  }
}
