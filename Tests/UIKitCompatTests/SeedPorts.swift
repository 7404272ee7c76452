// The seeds' Objective-C layouts (shared seeds 000, 001 and 003), written in Swift the way a UIKit
// developer writes them, bugs included. Only `import UIKit` became `import UIKitCompat`.
import UIKitCompat

// MARK: - Seed 000: VVCollectionDecorationLayout

typealias DecorationExtendEdges = (Int) -> UIEdgeInsets

protocol VVCollectionDecorationLayoutDelegate: AnyObject {
  func decorationViewClassOfSection(_ section: Int) -> AnyClass?
}

class VVBaseCollectionDecorationView: UICollectionReusableView {
  class var kind: String { "VVBaseCollectionDecorationView" }
}

final class VVWhiteDecorationView: VVBaseCollectionDecorationView {
  override class var kind: String { "white" }
}

final class VVCollectionDecorationLayout: UICollectionViewFlowLayout {
  /// 装饰视图的边距默认 UIEdgeInsetZero
  var decorationExtendEdges: DecorationExtendEdges?
  /// 适配头部和尾部布局
  var adjustHeaderAndFooterLayout = false
  /// 装饰视图范围包含头部，默认NO
  var decorationContainsHeader = false
  weak var vvDelegate: VVCollectionDecorationLayoutDelegate?

  private var decorationViewAttrs: [UICollectionViewLayoutAttributes] = []

  private var isRightToLeft: Bool {
    collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  override init() {
    super.init()
    register(VVWhiteDecorationView.self, forDecorationViewOfKind: VVWhiteDecorationView.kind)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    register(VVWhiteDecorationView.self, forDecorationViewOfKind: VVWhiteDecorationView.kind)
  }

  override func prepare() {
    super.prepare()
    caculateDecorationLayoutAttributes()
  }

  private func sectionInsets(for section: Int) -> UIEdgeInsets {
    if let collectionView,
      let inset = (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?
        .collectionView?(collectionView, layout: self, insetForSectionAt: section)
    {
      return inset
    }
    return sectionInset
  }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let originAttrs = super.layoutAttributesForElements(in: rect) ?? []
    if adjustHeaderAndFooterLayout {
      for obj in originAttrs
      where obj.representedElementKind == UICollectionView.elementKindSectionHeader
        || obj.representedElementKind == UICollectionView.elementKindSectionFooter
      {
        let sectionInsets = sectionInsets(for: obj.indexPath.section)
        let decorationInsets = decorationExtendEdges?(obj.indexPath.section) ?? .zero
        var frame = obj.frame
        if scrollDirection == .vertical {
          if isRightToLeft {
            frame.origin.x += (sectionInsets.right - decorationInsets.right)
          } else {
            frame.origin.x += (sectionInsets.left - decorationInsets.left)
          }
          frame.size.width -=
            (sectionInsets.left + sectionInsets.right - decorationInsets.left
              - decorationInsets.right)
        } else {
          frame.origin.y += (sectionInsets.top - decorationInsets.top)
          frame.size.height -=
            (sectionInsets.top + sectionInsets.bottom - decorationInsets.top - sectionInsets.bottom)
        }
        obj.frame = frame
      }
    }
    return originAttrs + decorationViewAttrs
  }

  private func caculateDecorationLayoutAttributes() {
    guard let collectionView else { return }
    let numberOfSections = collectionView.numberOfSections
    guard numberOfSections > 0 else { return }
    var decorationViewsAttrs: [UICollectionViewLayoutAttributes] = []
    if let vvDelegate {
      for section in 0..<numberOfSections {
        let firstItemIndexPath = IndexPath(item: 0, section: section)
        if let decorationViewClass = vvDelegate.decorationViewClassOfSection(section)
          as? VVBaseCollectionDecorationView.Type
        {
          let decorationViewAttr = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: decorationViewClass.kind, with: firstItemIndexPath)
          decorationViewAttr.frame = decrationViewFrame(forSection: section)
          decorationViewAttr.zIndex = -1
          decorationViewsAttrs.append(decorationViewAttr)
        }
      }
    }
    decorationViewAttrs = decorationViewsAttrs
  }

  private func decrationViewFrame(forSection section: Int) -> CGRect {
    var decrationFrame = CGRect.zero
    guard let collectionView else { return decrationFrame }
    let sectionItemCount = collectionView.numberOfItems(inSection: section)
    if sectionItemCount == 0 { return decrationFrame }
    var firstItemAttr = layoutAttributesForItem(at: IndexPath(item: 0, section: section))
    let lastItemAttr = layoutAttributesForItem(
      at: IndexPath(item: sectionItemCount - 1, section: section))
    if decorationContainsHeader {
      firstItemAttr = layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))
    }
    let firstItemFrame = firstItemAttr?.frame ?? .zero
    let lastItemFrame = lastItemAttr?.frame ?? .zero
    let sectionInsets = sectionInsets(for: section)

    decrationFrame.origin.x = firstItemFrame.origin.x
    if decorationContainsHeader {
      let decorationInsets = decorationExtendEdges?(section) ?? .zero
      decrationFrame.origin.x += (sectionInsets.left - decorationInsets.left)
    }
    if isRightToLeft {
      decrationFrame.origin.x = sectionInsets.right
    }
    decrationFrame.origin.y = firstItemFrame.origin.y
    if scrollDirection == .vertical {
      decrationFrame.size.height = lastItemFrame.maxY - firstItemFrame.origin.y
      decrationFrame.size.width =
        collectionView.bounds.width - sectionInsets.left - sectionInsets.right
    } else {
      decrationFrame.size.height =
        collectionView.bounds.height - sectionInsets.top - sectionInsets.bottom
      decrationFrame.size.width = lastItemFrame.maxX - firstItemFrame.origin.x
    }
    let insets = decorationExtendEdges?(section) ?? .zero
    if !UIEdgeInsetsEqualToEdgeInsets(insets, .zero) {
      decrationFrame.origin.x -= insets.left
      if isRightToLeft {
        decrationFrame.origin.x -= insets.right
      }
      decrationFrame.origin.y -= insets.top
      decrationFrame.size.width += (insets.left + insets.right)
      decrationFrame.size.height += (insets.top + insets.bottom)
    }
    return decrationFrame
  }
}

// MARK: - Seed 001: a flow layout with separator decorations

final class FLCollectionSeparator: UICollectionReusableView {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    frame = layoutAttributes.frame
  }
}

final class SeparatorFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let layoutAttributesArray = super.layoutAttributesForElements(in: rect) ?? []
    var decorationAttributes: [UICollectionViewLayoutAttributes] = []
    let visibleIndexPaths = indexPathsOfSeparatorsInRect(rect)
    for indexPath in visibleIndexPaths {
      if let attributes = layoutAttributesForDecorationView(ofKind: "Separator", at: indexPath) {
        decorationAttributes.append(attributes)
      }
    }
    return layoutAttributesArray + decorationAttributes
  }

  func indexPathsOfSeparatorsInRect(_ rect: CGRect) -> [IndexPath] {
    let firstCellIndexToShow = Int(floorf(Float(rect.origin.y / itemSize.height)))
    let lastCellIndexToShow = Int(floorf(Float((rect.origin.y + rect.height) / itemSize.height)))
    guard let collectionView, let dataSource = collectionView.dataSource else { return [] }
    let countOfItems = dataSource.collectionView(collectionView, numberOfItemsInSection: 0)
    var indexPaths: [IndexPath] = []
    guard max(firstCellIndexToShow, 0) <= lastCellIndexToShow else { return [] }
    for i in max(firstCellIndexToShow, 0)...lastCellIndexToShow where i < countOfItems {
      indexPaths.append(IndexPath(row: i, section: 0))
    }
    return indexPaths
  }

  override func layoutAttributesForDecorationView(
    ofKind decorationViewKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let layoutAttributes = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: decorationViewKind, with: indexPath)
    let decorationOffset =
      CGFloat(indexPath.row + 1) * itemSize.height + CGFloat(indexPath.row) * minimumLineSpacing
    layoutAttributes.frame = CGRect(
      x: 0.0, y: decorationOffset, width: collectionViewContentSize.width,
      height: minimumLineSpacing)
    layoutAttributes.zIndex = 1000
    return layoutAttributes
  }

  override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let layoutAttributes = layoutAttributesForDecorationView(
      ofKind: elementKind, at: decorationIndexPath)
    return layoutAttributes
  }
}

// MARK: - Seed 003: the header of section 3 pins

final class SectionThreePinnedLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var superArray = super.layoutAttributesForElements(in: rect) ?? []
    var missingSections = IndexSet()
    var idx = 0
    while idx < superArray.count {
      let layoutAttributes = superArray[idx]
      if layoutAttributes.representedElementCategory == .cell {
        missingSections.insert(layoutAttributes.indexPath.section)
      }
      if layoutAttributes.representedElementKind == UICollectionView.elementKindSectionHeader {
        superArray.remove(at: idx)
        idx -= 1
      }
      idx += 1
    }
    for section in missingSections {
      let indexPath = IndexPath(item: 0, section: section)
      if let layoutAttributes = layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: indexPath)
      {
        superArray.append(layoutAttributes)
      }
    }
    return superArray
  }

  override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let attributes = super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    if kind == UICollectionView.elementKindSectionHeader && indexPath.section == 3,
      let attributes, let cv = collectionView
    {
      let contentOffset = cv.contentOffset
      var nextHeaderOrigin = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
      if indexPath.section + 1 < cv.numberOfSections {
        let nextHeaderAttributes = super.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: indexPath.section + 1))
        nextHeaderOrigin = nextHeaderAttributes?.frame.origin ?? .zero
      }
      var frame = attributes.frame
      if scrollDirection == .vertical {
        frame.origin.y = min(
          max(contentOffset.y, frame.origin.y), nextHeaderOrigin.y - frame.height)
      } else {
        frame.origin.x = min(
          max(contentOffset.x, frame.origin.x), nextHeaderOrigin.x - frame.width)
      }
      attributes.zIndex = 1024
      attributes.frame = frame
    }
    return attributes
  }

  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
  }

  override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }
}
