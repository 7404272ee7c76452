import Foundation
import LayoutKit
import Testing
import UIKitCompat

/// A layout written the way UIKit code is written, using the collection view members ports need
/// (docs/porting.md): it compiles against UIKitCompat with only its import changed.
final class CenteringSnapLayout: UICollectionViewFlowLayout {
  override init() {
    super.init()
    scrollDirection = .horizontal
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    scrollDirection = .horizontal
  }

  /// The item nearest the visible centre, from what is shown.
  var centredItem: IndexPath? {
    guard let collectionView = collectionView else { return nil }
    let centre = CGPoint(
      x: collectionView.contentOffset.x + collectionView.bounds.width / 2,
      y: collectionView.bounds.height / 2)
    return collectionView.indexPathForItem(at: centre)
      ?? collectionView.indexPathsForVisibleItems.first
  }

  /// Lines a hairline wide on the current screen.
  var hairline: CGFloat {
    1 / max(collectionView?.traitCollection.displayScale ?? 1, 1)
  }

  /// Scrolls back to the start, as a carousel's "rewind" does.
  func rewind() {
    collectionView?.setContentOffset(.zero, animated: false)
  }
}

/// A layout that reads the cells it lays out, the way animator layouts do: it caches each shown
/// cell's content view, and mirrors its offset for a right-to-left application.
final class ContentViewAnimatorLayout: UICollectionViewFlowLayout {
  private(set) var cachedContentViews: [IndexPath: UIView] = [:]

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = super.layoutAttributesForElements(in: rect)
    for cell in collectionView?.visibleCells ?? [] where cell.contentView.alpha > 0 {
      cell.contentView.isHidden = false
    }
    for item in attributes ?? [] where item.representedElementCategory == .cell {
      if let cell: UICollectionViewCell = collectionView?.cellForItem(at: item.indexPath) {
        cachedContentViews[item.indexPath] = cell.contentView
      }
    }
    return attributes
  }

  /// How far a cell's content slides in, signed by the application's direction.
  var slide: CGFloat {
    UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? -20 : 20
  }
}

@Suite struct CollectionViewMembersTests {
  /// `UICollectionView(frame:collectionViewLayout:)` attaches the layout; without a simulator
  /// nothing is shown, so there are no cells, and the application is left to right.
  @Test func aCollectionViewMadeWithALayoutHasIt() {
    let layout = ContentViewAnimatorLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    #expect(collectionView.collectionViewLayout === layout)
    #expect(layout.collectionView === collectionView)
    #expect(collectionView.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(collectionView.visibleCells.isEmpty)
    _ = layout.layoutAttributesForElements(in: collectionView.bounds)
    #expect(layout.cachedContentViews.isEmpty)
    #expect(layout.slide == 20)
  }

  /// A cell's content view fills the cell and follows its frame.
  @Test func aCellsContentViewFollowsItsBounds() {
    let cell = UICollectionViewCell(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    cell.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    cell.center = CGPoint(x: 100, y: 100)
    #expect(cell.frame == CGRect(x: 60, y: 85, width: 80, height: 30))
  }

  /// On the static collection view (the layout's own view of it, without a simulator): the
  /// trait collection reports its scale, setting the offset moves the bounds, and nothing is
  /// shown.
  @Test func aPortUsesTheMembersOnAStaticCollectionView() {
    let cv = StaticCollectionView(
      size: CGSize(width: 300, height: 200), contentOffset: CGPoint(x: 40, y: 0),
      sections: [.init(5)], displayScale: 2)
    let layout = CenteringSnapLayout()
    cv.attach(layout)
    #expect(layout.hairline == 0.5)
    #expect(layout.centredItem == nil)
    layout.rewind()
    #expect(cv.contentOffset == .zero)
    #expect(cv.traitCollection.horizontalSizeClass == .compact)
    #expect(cv.traitCollection.verticalSizeClass == .compact)
  }

  /// An archived layout starts with the defaults, as init() gives them, plus what its own
  /// init?(coder:) sets.
  @Test func aLayoutDecodedFromAnArchiveHasItsDefaults() throws {
    let archive = NSKeyedArchiver(requiringSecureCoding: false)
    archive.finishEncoding()
    let coder = try NSKeyedUnarchiver(forReadingFrom: archive.encodedData)
    let layout = CenteringSnapLayout(coder: coder)
    #expect(layout?.scrollDirection == .horizontal)
    #expect(layout?.itemSize == CGSize(width: 50, height: 50))
  }
}
