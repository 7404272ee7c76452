import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// What a layout (or an app) asks its collection view and sets on it, as UICollectionView
/// answers (docs/porting.md): the visible items, the item at a point, the content offset, the
/// trait collection.
@Suite struct VisibleItemsAndOffsetTests {
  /// Rows of 320 x 90, 10 apart (every 100 points), in 320 x 400 bounds: rows 0 to 3 inside, and
  /// row 4, whose top touches the bounds' bottom edge at 400, counts as shown (Darwin's
  /// CGRectIntersectsRect).
  static func list() -> CollectionViewFixture.Subject {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 320, height: 90)
    let subject = CollectionViewFixture(data: [SectionData(count: 20)]).make(layout)
    subject.layOut()
    return subject
  }

  @Test func theVisibleItemsAreTheCellsShown() {
    let s = Self.list()
    #expect(
      s.onQueue { s.cv.indexPathsForVisibleItems }
        == (0...4).map { IndexPath(item: $0, section: 0) }
    )
  }

  /// Row 1 spans 100-190; 195 falls in the spacing after it, 500 below the shown rows.
  @Test(arguments: [
    (CGPoint(x: 10, y: 150), IndexPath(item: 1, section: 0) as IndexPath?),
    (CGPoint(x: 319, y: 0), IndexPath(item: 0, section: 0)),
    (CGPoint(x: 10, y: 195), nil),
    (CGPoint(x: 10, y: 500), nil),
  ])
  func theItemAtAPointIsTheShownCellThere(point: CGPoint, item: IndexPath?) {
    let s = Self.list()
    #expect(s.onQueue { s.cv.indexPathForItem(at: point) } == item)
  }

  /// Setting contentOffset is a scroll: one `scroll` event at 200, then the pass shows rows 2
  /// to 6 (200-600, row 6 touching at 600).
  @Test func settingTheContentOffsetScrolls() {
    let s = Self.list()
    s.onQueue { s.cv.contentOffset = CGPoint(x: 0, y: 200) }
    s.settle()
    let scrolls = s.events.compactMap { event -> CGPoint? in
      if case .scroll(let offset, _) = event.payload { return offset }
      return nil
    }
    #expect(scrolls == [CGPoint(x: 0, y: 200)])
    #expect(
      s.onQueue { s.cv.indexPathsForVisibleItems }
        == (2...6).map { IndexPath(item: $0, section: 0) }
    )
  }

  /// Animated, the offset moves over UIKit's default 0.3 s (18 ticks at 60 Hz) along the
  /// ease-in-out curve: halfway (tick 9) at 100 by the curve's symmetry, landing on 200.
  @Test func anAnimatedOffsetChangeMovesTickByTick() {
    let s = Self.list()
    s.onQueue { s.cv.setContentOffset(CGPoint(x: 0, y: 200), animated: true) }
    s.settle(turns: 40)
    let scrolls = s.events.compactMap { event -> (Int, Double)? in
      if case .scroll(let offset, _) = event.payload { return (event.frame, Double(offset.y)) }
      return nil
    }
    #expect(scrolls.count == 18)
    #expect(scrolls.first { $0.0 == 9 }?.1 == 100)
    #expect(scrolls.last.map { [Double($0.0), $0.1] } == [18, 200])
  }

  /// The size classes and the idiom of the bounds: an iPhone in portrait, in landscape (a smaller
  /// and a larger one), an iPad in landscape and in portrait (its shorter side 768).
  @Test(arguments: [
    (
      CGSize(width: 390, height: 844), TraitCollection.SizeClass.compact,
      TraitCollection.SizeClass.regular, TraitCollection.UserInterfaceIdiom.phone
    ),
    (CGSize(width: 844, height: 390), .compact, .compact, .phone),
    (CGSize(width: 932, height: 430), .regular, .compact, .phone),
    (CGSize(width: 1024, height: 768), .regular, .regular, .pad),
    (CGSize(width: 768, height: 1024), .regular, .regular, .pad),
  ])
  func theTraitCollectionFollowsTheBounds(
    size: CGSize, horizontal: TraitCollection.SizeClass, vertical: TraitCollection.SizeClass,
    idiom: TraitCollection.UserInterfaceIdiom
  ) {
    let subject = CollectionViewFixture(data: [SectionData(count: 1)]).with {
      $0.size = size
      $0.displayScale = 3
      $0.layoutDirection = .rightToLeft
    }.make(FlowLayout())
    let traits = subject.onQueue { subject.cv.traitCollection }
    #expect(traits.displayScale == 3)
    #expect(traits.layoutDirection == .rightToLeft)
    #expect(traits.horizontalSizeClass == horizontal)
    #expect(traits.verticalSizeClass == vertical)
    #expect(traits.userInterfaceIdiom == idiom)
  }
}
