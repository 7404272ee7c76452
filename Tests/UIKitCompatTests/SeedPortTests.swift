import Simulator
import Testing
import UIKitCompat

/// The seeds' layouts as a UIKit developer ports them (`SeedPorts.swift`, compiled with only
/// the import changed) give the numbers the Objective-C gives on iOS, bugs included.
@Suite struct SeedPortTests {
  final class WhiteForSectionZero: VVCollectionDecorationLayoutDelegate {
    func decorationViewClassOfSection(_ section: Int) -> AnyClass? {
      section == 0 ? VVWhiteDecorationView.self : nil
    }
  }

  struct BackgroundCase: CustomTestStringConvertible, Sendable {
    let name: String
    let extend: Double
    let frame: CGRect
    var testDescription: String { name }
  }

  // 320 wide, insets 10: two 100-pt columns at x 10 and 210; rows at y 10 and 70, so the last of
  // three items ends at 120. The decoration starts at the first item (10, 10) and is the bounds'
  // width minus the insets wide; extendEdges grows it on every side.
  static let backgrounds: [BackgroundCase] = [
    BackgroundCase(
      name: "no extension", extend: 0, frame: CGRect(x: 10, y: 10, width: 300, height: 110)),
    BackgroundCase(
      name: "extended by 5", extend: 5, frame: CGRect(x: 5, y: 5, width: 310, height: 120)),
  ]

  @Test(arguments: backgrounds)
  func seed000DecoratesTheChosenSections(_ c: BackgroundCase) {
    let cv = StaticCollectionView(
      size: CGSize(width: 320, height: 400), sections: [.init(3), .init(3)])
    let layout = VVCollectionDecorationLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let delegate = WhiteForSectionZero()
    layout.vvDelegate = delegate
    let extend = c.extend
    layout.decorationExtendEdges = { _ in
      UIEdgeInsets(top: extend, left: extend, bottom: extend, right: extend)
    }
    cv.attach(layout)
    let decorations =
      (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 400)) ?? [])
      .filter { $0.representedElementCategory == .decorationView }
    #expect(decorations.map(\.key.id) == ["decoration/white/0/0"])
    #expect(decorations.first?.frame == c.frame)
    #expect(decorations.first?.zIndex == -1)
    #expect(layout.isDecorationViewKindRegistered("white"))
  }

  /// One 50-pt row per item, 2 pt apart: separators at 50, 102, 154. The seed divides by the
  /// item height alone, so for a rect ending at 120 it also returns the one at 154.
  @Test func seed001ReturnsASeparatorBelowTheRect() {
    let cv = StaticCollectionView(size: CGSize(width: 320, height: 400), sections: [.init(6)])
    let layout = SeparatorFlowLayout()
    layout.register(FLCollectionSeparator.self, forDecorationViewOfKind: "Separator")
    layout.itemSize = CGSize(width: 320, height: 50)
    layout.minimumLineSpacing = 2
    cv.attach(layout)
    let found =
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 120)) ?? []
    #expect(
      found.map(\.key.id) == [
        "cell/0/0", "cell/0/1", "cell/0/2",
        "decoration/Separator/0/0", "decoration/Separator/0/1", "decoration/Separator/0/2",
      ])
    #expect(
      found.suffix(3).map(\.frame) == [
        CGRect(x: 0, y: 50, width: 320, height: 2), CGRect(x: 0, y: 102, width: 320, height: 2),
        CGRect(x: 0, y: 154, width: 320, height: 2),
      ])
    #expect(found.last?.zIndex == 1000)
    let initial = layout.initialLayoutAttributesForAppearingDecorationElement(
      ofKind: "Separator", at: IndexPath(row: 1, section: 0))
    #expect(initial?.alpha == 1)
    #expect(initial?.frame == CGRect(x: 0, y: 102, width: 320, height: 2))
  }

  struct PinCase: CustomTestStringConvertible, Sendable {
    let name: String
    let offset: Double
    let headerY: Double
    var testDescription: String { name }
  }

  // Five sections of two 300 x 100 items (one per line, centred at x 10), headers 40 high, line
  // spacing 10: each section is 40 + 100 + 10 + 100 = 250 high, section 3's header at 750 and
  // section 4's at 1000. Section 3's header sticks to the offset until 1000 - 40 = 960.
  static let pins: [PinCase] = [
    PinCase(name: "before its section: in place", offset: 600, headerY: 750),
    PinCase(name: "inside its section: at the offset", offset: 800, headerY: 800),
    PinCase(name: "pushed off by the next header", offset: 980, headerY: 960),
  ]

  @Test(arguments: pins)
  func seed003PinsSectionThree(_ c: PinCase) {
    let cv = StaticCollectionView(
      size: CGSize(width: 320, height: 400), contentOffset: CGPoint(x: 0, y: c.offset),
      sections: Array(repeating: .init(2), count: 5))
    let layout = SectionThreePinnedLayout()
    layout.itemSize = CGSize(width: 300, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    cv.attach(layout)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 3))
    #expect(header?.frame == CGRect(x: 0, y: c.headerY, width: 320, height: 40))
    #expect(header?.zIndex == 1024)
    let other = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 4))
    #expect(other?.zIndex == 10)
  }

  /// The seed adds a header only for sections with a cell in the rect: a rect holding section 3's
  /// header but none of its cells gets no header at all.
  @Test func seed003DropsAHeaderWithoutCellsInTheRect() {
    let cv = StaticCollectionView(
      size: CGSize(width: 320, height: 400), sections: Array(repeating: .init(2), count: 5))
    let layout = SectionThreePinnedLayout()
    layout.itemSize = CGSize(width: 300, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    cv.attach(layout)
    let ids =
      (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 755, width: 320, height: 30)) ?? [])
      .map(\.key.id)
    #expect(ids.isEmpty)
  }
}
