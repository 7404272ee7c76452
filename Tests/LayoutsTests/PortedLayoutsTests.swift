import Foundation
import LayoutKit
import Layouts
import Testing

/// The ported UIKit layouts give the numbers their code gives on iOS, worked out by hand.
@Suite struct PortedLayoutsTests {
  static func attach(_ layout: CollectionViewLayout, _ cv: StaticCollectionView)
    -> CollectionViewLayout
  {
    cv.attach(layout)
    return layout
  }

  // MARK: - Carousel

  /// 400 x 300 bounds, 200 x 200 items, side scale and alpha 0.5, spacing 20: prepare() sets the
  /// insets to 100 and 50 and the line spacing to 20 - 200 x 0.5 / 2 = -30, so items sit 170
  /// apart from x 100, one per column (centred: y 50), in 100 + 5 x 200 - 4 x 30 + 100 = 1080.
  static func carousel(offset: Double) -> (ScalingCarouselLayout, StaticCollectionView) {
    let cv = StaticCollectionView(
      size: CGSize(width: 400, height: 300), contentOffset: CGPoint(x: offset, y: 0),
      sections: [.init(5)])
    let layout = ScalingCarouselLayout()
    layout.itemSize = CGSize(width: 200, height: 200)
    layout.sideItemScale = 0.5
    layout.sideItemAlpha = 0.5
    layout.sideItemSpacing = 20
    cv.attach(layout)
    return (layout, cv)
  }

  struct CarouselCase: CustomTestStringConvertible, Sendable {
    let name: String
    let offset: Double
    let item: Int
    let frame: CGRect
    let scale: Double
    let zIndex: Int
    var testDescription: String { name }
  }

  static let carouselCases: [CarouselCase] = [
    CarouselCase(
      name: "the centred item at full size", offset: 0, item: 0, frame: rect(100, 50, 200, 200),
      scale: 1, zIndex: 10),
    CarouselCase(
      name: "a neighbour one page away at the side scale", offset: 0, item: 1,
      frame: rect(270, 50, 200, 200), scale: 0.5, zIndex: 0),
    CarouselCase(
      name: "half a page: both at 0.75", offset: 85, item: 1, frame: rect(270, 50, 200, 200),
      scale: 0.75, zIndex: 5),
  ]

  @Test(arguments: carouselCases)
  func carouselScalesByDistanceFromTheCentre(_ c: CarouselCase) {
    let (layout, cv) = Self.carousel(offset: c.offset)
    withExtendedLifetime(cv) {
      #expect(layout.collectionViewContentSize == CGSize(width: 1080, height: 300))
      let found = (layout.layoutAttributesForElements(in: cv.bounds) ?? []).first {
        $0.indexPath.item == c.item
      }
      #expect(found?.frame == c.frame)
      #expect(found?.alpha == c.scale)
      #expect(found?.transform == CGAffineTransform(scaleX: c.scale, y: c.scale))
      #expect(found?.zIndex == c.zIndex)
    }
  }

  @Test(arguments: [(200.0, 170.0), (-50, 0), (2000, 680), (300, 340)])
  func carouselComesToRestWithAnItemCentred(_ proposed: Double, _ target: Double) {
    let (layout, cv) = Self.carousel(offset: 0)
    withExtendedLifetime(cv) {
      let answer = layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: proposed, y: 0),
        withScrollingVelocity: CGPoint(x: 500, y: 0))
      #expect(answer == CGPoint(x: target, y: 0))
    }
  }

  // MARK: - Aligned flow

  struct AlignedCase: CustomTestStringConvertible, Sendable {
    let name: String
    let alignment: LineAlignment
    let lineSpacing: Double
    let xs: [Double]
    var testDescription: String { name }
  }

  // 320 wide, six 90 x 50 items, spacings 10: three per line (floor(330 / 100)), 290 wide.
  // Justified they sit at 0, 115, 230.
  static let alignedCases: [AlignedCase] = [
    AlignedCase(
      name: "left", alignment: .left, lineSpacing: 10, xs: [0, 100, 200, 0, 100, 200]),
    AlignedCase(
      name: "right: 320 - 290 = 30", alignment: .right, lineSpacing: 10,
      xs: [30, 130, 230, 30, 130, 230]),
    AlignedCase(
      name: "centred: 15", alignment: .center, lineSpacing: 10, xs: [15, 115, 215, 15, 115, 215]),
    AlignedCase(
      // The rect of the second line (50-100) touches the first (0-50), so both lines count as
      // one of six items: the second line's items are 4th to 6th, at 300, 400, 500.
      name: "line spacing 0: the rows touching the line's rect join it, as on iOS",
      alignment: .left, lineSpacing: 0, xs: [0, 100, 200, 300, 400, 500]),
  ]

  @Test(arguments: alignedCases)
  func alignedLines(_ c: AlignedCase) {
    let cv = StaticCollectionView(size: CGSize(width: 320, height: 400), sections: [.init(6)])
    let layout = AlignedFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    layout.minimumLineSpacing = c.lineSpacing
    layout.lineAlignment = c.alignment
    cv.attach(layout)
    let xs = (0..<6).map {
      Double(layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX ?? -1)
    }
    #expect(xs == c.xs)
  }

  // MARK: - Waterfall

  /// 320 wide, two columns of (320 - 10) / 2 = 155; heights 100, 200, 50 (a 310 x 100 item at
  /// half its width), 80, 60, each under the shorter column: column 0 gets items 0, 2, 3 (at 0,
  /// 110, 170), column 1 items 1, 4 (at 0, 210); content 280 - 10 = 270 high.
  static func waterfall() -> (WaterfallLayout, StaticCollectionView) {
    let cv = StaticCollectionView(
      size: CGSize(width: 320, height: 400),
      sections: [
        .init(sizes: [
          CGSize(width: 155, height: 100), CGSize(width: 155, height: 200),
          CGSize(width: 310, height: 100), CGSize(width: 155, height: 80),
          CGSize(width: 155, height: 60),
        ])
      ])
    let layout = WaterfallLayout()
    cv.attach(layout)
    return (layout, cv)
  }

  @Test func waterfallPlacesEachItemUnderTheShortestColumn() {
    let (layout, cv) = Self.waterfall()
    withExtendedLifetime(cv) {
      let frames = (0..<5).map {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
      }
      #expect(
        frames == [
          rect(0, 0, 155, 100), rect(165, 0, 155, 200), rect(0, 110, 155, 50),
          rect(0, 170, 155, 80), rect(165, 210, 155, 60),
        ])
      #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 270))
      // 200-220 touches item 1's bottom and crosses items 3 and 4.
      let found = (layout.layoutAttributesForElements(in: rect(0, 200, 320, 20)) ?? []).map {
        $0.indexPath.item
      }
      #expect(found == [1, 3, 4])
    }
  }

  // MARK: - Circle

  /// 300 x 300, 60-pt items: centre (150, 150), radius 300 / 2.5 = 120; item 0 at angle 0.
  @Test func circleGrowsInsertedItemsFromTheCentreAndShrinksDeletedOnes() {
    let cv = StaticCollectionView(size: CGSize(width: 300, height: 300), sections: [.init(6)])
    let layout = CircleLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    cv.attach(layout)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == rect(240, 120, 60, 60))
    let opposite = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
    #expect(abs((opposite?.minX ?? -1) - 0) < 1e-9 && abs((opposite?.minY ?? -1) - 120) < 1e-9)
    cv.sections = [.init(7)]
    layout.prepare()
    layout.prepare(forCollectionViewUpdates: [
      UpdateItem(action: .insert, before: nil, after: IndexPath(item: 6, section: 0))
    ])
    let grown = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 6, section: 0))
    #expect(grown?.frame == rect(120, 120, 60, 60))
    #expect(grown?.alpha == 0)
    #expect(grown?.transform == CGAffineTransform(scaleX: 0.1, y: 0.1))
    layout.finalizeCollectionViewUpdates()
    let after = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 6, section: 0))
    #expect(after?.transform == .identity)
  }

  // MARK: - Stacked cards

  struct CardCase: CustomTestStringConvertible, Sendable {
    let name: String
    let offset: Double
    let visible: [Int]
    let card0: CGRect?
    let scale0: Double
    var testDescription: String { name }
  }

  // 320 x 500, cards 200 high 20 apart, insets 10: natural tops 10 + 220 i, 300 wide. A card
  // whose top passes the stack top (offset + 10) stays there and shrinks towards 0.8 over one
  // pitch (220); covered completely, it is hidden.
  static let cardCases: [CardCase] = [
    CardCase(
      name: "at rest", offset: 0, visible: [0, 1, 2], card0: rect(10, 10, 300, 200), scale0: 1),
    CardCase(
      name: "half covered: stuck at 120, scale 0.9", offset: 110, visible: [0, 1, 2],
      card0: rect(10, 120, 300, 200), scale0: 0.9),
    CardCase(name: "covered: hidden", offset: 220, visible: [1, 2, 3], card0: nil, scale0: 0.8),
  ]

  @Test(arguments: cardCases)
  func cardsStackAtTheTop(_ c: CardCase) {
    let cv = StaticCollectionView(
      size: CGSize(width: 320, height: 500), contentOffset: CGPoint(x: 0, y: c.offset),
      sections: [.init(5)])
    let layout = StackedCardsLayout()
    layout.cardHeight = 200
    layout.cardSpacing = 20
    layout.minimumScale = 0.8
    layout.insets = EdgeInsets(all: 10)
    cv.attach(layout)
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 1100))
    let found = layout.layoutAttributesForElements(in: cv.bounds) ?? []
    #expect(found.map(\.indexPath.item) == c.visible)
    #expect(found.first { $0.indexPath.item == 0 }?.frame == c.card0)
    let card0 = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(card0?.transform == CGAffineTransform(scaleX: c.scale0, y: c.scale0))
  }
}
