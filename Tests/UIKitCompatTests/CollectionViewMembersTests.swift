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

@Suite struct CollectionViewMembersTests {
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
