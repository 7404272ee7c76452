import Foundation
import LayoutKit
import Testing

/// UICollectionViewFlowLayout computes its geometry in prepare() and again at the first query
/// after an invalidation (`_fetchItemsInfoForRect:` from collectionViewContentSize and the rect
/// queries), so a property a subclass sets inside its own prepare() takes effect in the same
/// layout pass, before or after super.prepare().
@Suite struct FlowLayoutLazyGeometryTests {
  /// A carousel the way such layouts are written: it centres the first and last item by setting
  /// `sectionInset` from the collection view's width in prepare().
  final class CenteringCarousel: FlowLayout {
    let insetBeforeSuper: Bool
    init(insetBeforeSuper: Bool) {
      self.insetBeforeSuper = insetBeforeSuper
      super.init()
      scrollDirection = .horizontal
      itemSize = CGSize(width: 200, height: 300)
      minimumLineSpacing = 10
    }
    required init?(coder: NSCoder) { nil }
    override func prepare() {
      if insetBeforeSuper { centre() }
      super.prepare()
      if !insetBeforeSuper { centre() }
    }
    private func centre() {
      guard let collectionView else { return }
      let inset = (collectionView.bounds.width - itemSize.width) / 2
      sectionInset = EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let insetBeforeSuper: Bool
    /// Invalidations the setter raises: after super.prepare() the layout is valid, so setting
    /// the inset invalidates; before it, on the first pass, the layout is not yet valid.
    let invalidations: Int
    var testDescription: String { name }
  }

  // 400 x 400 bounds, 5 items of 200 x 300, line spacing 10, horizontal: one item per column
  // (floor((400 + 10) / (300 + 10)) = 1), centred across: y = (400 - 300) / 2 = 50. The inset is
  // (400 - 200) / 2 = 100 on both sides, so columns start at 100 + 210 i and the content is
  // 100 + 5 * 200 + 4 * 10 + 100 = 1240 wide; item 0's centre is at x 200, the bounds' centre.
  // Without the inset in the same pass the items would sit at x 0, 210, ... in 1040 points.
  static let cases: [Case] = [
    Case(name: "inset set after super.prepare()", insetBeforeSuper: false, invalidations: 1),
    Case(name: "inset set before super.prepare()", insetBeforeSuper: true, invalidations: 0),
  ]

  @Test(arguments: cases)
  func aCarouselIsCentredOnFirstDisplay(_ c: Case) {
    let cv = StaticCollectionView(size: size(400, 400), sections: [.init(5)])
    let layout = CenteringCarousel(insetBeforeSuper: c.insetBeforeSuper)
    cv.attach(layout)
    #expect(cv.invalidations.count == c.invalidations)
    #expect(layout.collectionViewContentSize == size(1240, 400))
    let frames = (layout.layoutAttributesForElements(in: rect(0, 0, 400, 400)) ?? []).map(\.frame)
    #expect(frames == [rect(100, 50, 200, 300), rect(310, 50, 200, 300)])
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.midX == 1040)
  }

  /// An invalidation raised while the layout prepares is not lost: the first query afterwards
  /// recomputes, even though the collection view prepares only once.
  @Test func aChangeAfterSuperPrepareIsReadByTheNextQuery() {
    let cv = StaticCollectionView(size: size(400, 400), sections: [.init(5)])
    let layout = CenteringCarousel(insetBeforeSuper: false)
    cv.attach(layout)
    cv.bounds.size = size(600, 400)
    layout.invalidateLayout()
    layout.prepare()
    // Inset (600 - 200) / 2 = 200: content 200 + 1040 + 200.
    #expect(layout.collectionViewContentSize == size(1440, 400))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 200)
  }
}
