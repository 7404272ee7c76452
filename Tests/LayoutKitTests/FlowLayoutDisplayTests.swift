import Foundation
import LayoutKit
import Testing

/// Pixel rounding of origins (docs/uikit-reference.md, "Rounding"), right-to-left mirroring and the
/// section inset reference (docs/uikit-reference.md, "Content size and the section inset
/// reference").
@Suite struct FlowLayoutDisplayTests {
  typealias Case = FrameCase

  /// 325 wide, 100-pt items: three columns with a gap of 12.5, so x = 0, 112.5, 225.
  static func grid(scale: Double, direction: UserInterfaceLayoutDirection = .leftToRight)
    -> FlowFixture
  {
    FlowFixture(
      size: size(325, 600), sections: [.init(3)], itemSize: size(100, 100),
      layoutDirection: direction, scale: scale)
  }

  static let cases: [Case] = [
    Case(
      name: "scale 2 keeps half points", fixture: grid(scale: 2),
      frames: [rect(0, 0, 100, 100), rect(112.5, 0, 100, 100), rect(225, 0, 100, 100)]),
    Case(
      name: "scale 3: round(337.5) / 3", fixture: grid(scale: 3),
      frames: [rect(0, 0, 100, 100), rect(338.0 / 3, 0, 100, 100), rect(225, 0, 100, 100)]),
    Case(
      name: "scale 1 rounds half away from zero", fixture: grid(scale: 1),
      frames: [rect(0, 0, 100, 100), rect(113, 0, 100, 100), rect(225, 0, 100, 100)]),
    Case(
      name: "375 wide at scale 3: 137.5 becomes 413 / 3",
      fixture: FlowFixture(sections: [.init(3)], itemSize: size(100, 100), scale: 3),
      frames: [rect(0, 0, 100, 100), rect(413.0 / 3, 0, 100, 100), rect(275, 0, 100, 100)]),
    Case(
      name: "y origins round too: header 10.3 at scale 3 puts the row at 31 / 3",
      fixture: FlowFixture(sections: [.init(1)], header: size(0, 10.3), scale: 3),
      frames: [rect(0, 31.0 / 3, 50, 50)]),
    Case(
      name: "right-to-left mirrors the grid within the content width",
      fixture: FlowFixture(
        sections: [.init(5)], itemSize: size(100, 100), layoutDirection: .rightToLeft),
      frames: [
        rect(275, 0, 100, 100), rect(137.5, 0, 100, 100), rect(0, 0, 100, 100),
        rect(275, 110, 100, 100), rect(137.5, 110, 100, 100),
      ]),
    Case(
      name: "right-to-left: a left-aligned last line becomes right-aligned",
      fixture: FlowFixture(
        size: size(300, 600),
        sections: [sizes([(100, 40), (100, 40), (120, 40), (50, 40), (50, 40)])],
        layoutDirection: .rightToLeft),
      frames: [
        rect(200, 0, 100, 40), rect(0, 0, 100, 40), rect(180, 50, 120, 40),
        rect(120, 50, 50, 40), rect(60, 50, 50, 40),
      ]),
    Case(
      // Mirrored first, then rounded: 100.5 - 0 - 30 = 70.5 rounds to 71; 100.5 - 40 - 40 = 20.5
      // rounds to 21 (rounding first would give 70.5 and 20.5).
      name: "right-to-left mirrors before rounding",
      fixture: FlowFixture(
        size: size(100.5, 600), sections: [sizes([(30, 10), (40, 10)])],
        layoutDirection: .rightToLeft, scale: 1),
      frames: [rect(71, 0, 30, 10), rect(21, 0, 40, 10)]),
    Case(
      name: "horizontal right-to-left: the first column at the right end of the content",
      fixture: FlowFixture(
        size: size(320, 200), sections: [.init(5)], direction: .horizontal,
        itemSize: size(50, 80), layoutDirection: .rightToLeft),
      frames: [
        rect(120, 0, 50, 80), rect(120, 120, 50, 80), rect(60, 0, 50, 80),
        rect(60, 120, 50, 80), rect(0, 0, 50, 80),
      ]),
    Case(
      // Safe area 44 left and right, 47 top, with no adjusted inset: the section insets grow by
      // 44 each (A = 302, two columns, gap 390 - 88 - 200 = 102) and the content starts at 47.
      name: "sectionInsetReference fromSafeArea measures insets from the safe area",
      fixture: FlowFixture(
        size: size(390, 844), sections: [.init(2)], itemSize: size(100, 100),
        safeArea: EdgeInsets(top: 47, left: 44, bottom: 34, right: 44), reference: .fromSafeArea),
      frames: [rect(44, 47, 100, 100), rect(246, 47, 100, 100)]),
    Case(
      // Margins 16 with an adjusted inset of 10 on each side: insets become 0 + 16 - 10 = 6.
      name: "sectionInsetReference fromLayoutMargins measures from the margins",
      fixture: FlowFixture(
        size: size(390, 844), sections: [.init(1)], itemSize: size(300, 100),
        adjustedContentInset: EdgeInsets(all: 10), margins: EdgeInsets(all: 16),
        reference: .fromLayoutMargins),
      // Dimension 370, A = 358, one item per line, centred: 6 + (370 - 300 - 12) / 2 = 35; top 6.
      frames: [rect(35, 6, 300, 100)]),
  ]

  @Test(arguments: cases)
  func frames(_ c: Case) {
    #expect(c.fixture.itemFrames() == c.frames)
  }

  @Test func sectionInsetReferenceAddsTheExtraToTheContentSize() {
    let subject = FlowFixture(
      size: size(390, 844), sections: [.init(2)], itemSize: size(100, 100),
      safeArea: EdgeInsets(top: 47, left: 44, bottom: 34, right: 44), reference: .fromSafeArea
    ).make()
    defer { withExtendedLifetime(subject) {} }
    #expect(subject.layout.collectionViewContentSize == size(390, 47 + 100 + 34))
  }

  @Test func headersMirrorWithTheContentInRightToLeft() {
    let subject = FlowFixture(
      size: size(200, 100), sections: [.init(2)], direction: .horizontal, header: size(30, 0),
      layoutDirection: .rightToLeft
    ).make()
    defer { withExtendedLifetime(subject) {} }
    // A 100-high column holds floor(110 / 60) = 1 item: header 30 + two columns 50 + 10 + 50 =
    // 140 wide; the header is at the right end.
    #expect(subject.layout.collectionViewContentSize == size(140, 100))
    let header = subject.layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == rect(110, 0, 30, 100))
  }

  @Test func aLayoutThatDoesNotFlipIsNotMirrored() {
    final class Unflipped: FlowLayout {
      override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    }
    let cv = StaticCollectionView(
      size: size(375, 600), sections: [.init(1)], layoutDirection: .rightToLeft)
    let layout = Unflipped()
    cv.attach(layout)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    withExtendedLifetime(cv) {}
  }
}
