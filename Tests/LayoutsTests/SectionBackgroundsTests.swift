import Foundation
import LayoutKit
import Layouts
import Testing

/// Seed 000's section backgrounds, with the numbers worked out from the flow layout's rules.
@Suite struct SectionBackgroundsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: SeedFixture
    let decorations: [String: CGRect]
    var testDescription: String { name }
  }

  /// 320 wide, 100 x 50 items, insets 10, headers 30, sections of 5, 0 and 4 items: two columns
  /// at x 10 and 210. Section 0: header 0-30, rows at 40, 100, 160, ending at 210, section end
  /// 220. Section 1 (empty): header 220-250, ends at 270. Section 2: header 270-300, rows at 310
  /// and 370, ending at 420.
  static func grid(_ options: (inout SeedLayoutOptions) -> Void = { _ in }) -> SeedFixture {
    var o = SeedLayoutOptions()
    o.sectionDecorationKinds = [2: "card"]
    options(&o)
    return SeedFixture(
      kinds: ["section-backgrounds"], options: o, sections: [.init(5), .init(0), .init(4)],
      sectionInset: EdgeInsets(all: 10), header: CGSize(width: 0, height: 30))
  }

  static let cases: [Case] = [
    Case(
      name: "from the first line to the last, the width minus the insets; none when empty",
      fixture: grid(),
      decorations: [
        "decoration/background/0/0": rect(10, 40, 300, 170),
        "decoration/card/2/0": rect(10, 310, 300, 110),
      ]),
    Case(
      name: "decorationContainsHeader starts at the header",
      fixture: grid { $0.decorationContainsHeader = true },
      decorations: [
        "decoration/background/0/0": rect(10, 0, 300, 210),
        "decoration/card/2/0": rect(10, 270, 300, 150),
      ]),
    Case(
      name: "extendEdges [5, 6, 7, 8] grows each side; a section's own wins",
      fixture: grid {
        $0.extendEdges = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        $0.sectionExtendEdges = [2: EdgeInsets(all: 1)]
      },
      decorations: [
        "decoration/background/0/0": rect(4, 35, 314, 182),
        "decoration/card/2/0": rect(9, 309, 302, 112),
      ]),
    Case(
      name: "a null kind for a section shows none there",
      fixture: grid { $0.sectionDecorationKinds = [0: String?.none] },
      decorations: ["decoration/background/2/0": rect(10, 310, 300, 110)]),
    Case(
      // Mirrored within the content width: x = 320 - 4 - 314 = 2 (the right extension, 8, is now
      // on the left, as the right inset of a mirrored flow layout is).
      name: "right-to-left is the mirror image",
      fixture: {
        var f = grid { $0.extendEdges = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8) }
        f.layoutDirection = .rightToLeft
        return f
      }(),
      decorations: [
        "decoration/background/0/0": rect(2, 35, 314, 182),
        "decoration/card/2/0": rect(2, 305, 314, 122),
      ]),
    Case(
      // 400 x 300, 50 x 100 items, insets 10: columns of floor((280 + 10) / 110) = 2 items at
      // y 10 and 190 (gap 80), columns at x 10, 70, 130; the last ends at 180. Across: the
      // content height minus the insets, 280.
      name: "horizontal: from the first column to the last, the height minus the insets",
      fixture: SeedFixture(
        kinds: ["section-backgrounds"], size: CGSize(width: 400, height: 300), sections: [.init(5)],
        direction: .horizontal, itemSize: CGSize(width: 50, height: 100),
        sectionInset: EdgeInsets(all: 10)),
      decorations: ["decoration/background/0/0": rect(10, 10, 170, 280)]),
  ]

  @Test(arguments: cases)
  func decorationFrames(_ c: Case) {
    let subject = c.fixture.make()
    #expect(subject.elements(.decorationView) == c.decorations)
    for (id, frame) in c.decorations {
      #expect(subject.attributes(id)?.frame == frame, "\(id)")
      #expect(subject.attributes(id)?.zIndex == -1, "\(id)")
    }
  }

  /// The seed's header re-frame: across the scroll direction, headers take the decoration's
  /// edges; the per-element query agrees with the rect query.
  @Test func headersTakeTheDecorationsEdges() {
    let subject = Self.grid {
      $0.adjustHeaderAndFooterLayout = true
      $0.extendEdges = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    }.make()
    let headers = subject.elements(.supplementaryView)
    #expect(headers["supplementary/header/0/0"] == rect(4, 0, 314, 30))
    #expect(subject.attributes("supplementary/header/0/0")?.frame == rect(4, 0, 314, 30))
  }

  /// Horizontal re-frame: the decoration's top and bottom extensions (the seed subtracts the
  /// section's bottom inset instead of the decoration's bottom extension).
  @Test func horizontalHeadersUseTheBottomExtension() {
    var o = SeedLayoutOptions()
    o.adjustHeaderAndFooterLayout = true
    o.extendEdges = EdgeInsets(top: 2, left: 0, bottom: 3, right: 0)
    let subject = SeedFixture(
      kinds: ["section-backgrounds"], options: o, size: CGSize(width: 400, height: 300),
      sections: [.init(5)], direction: .horizontal, itemSize: CGSize(width: 50, height: 100),
      sectionInset: EdgeInsets(all: 10), header: CGSize(width: 40, height: 0)
    ).make()
    // y = 10 - 2, height = 300 - 20 + 2 + 3.
    #expect(subject.attributes("supplementary/header/0/0")?.frame == rect(0, 8, 40, 285))
  }

  @Test func theColourComesFromTheDelegateAndIsAnAttribute() {
    var f = Self.grid()
    f.colors = [0: "#ffffff"]
    let subject = f.make()
    let background = subject.attributes("decoration/background/0/0") as? SectionBackgroundAttributes
    #expect(background?.color == "#ffffff")
    #expect(background?.customAttributes == ["color": "#ffffff"])
    let card = subject.attributes("decoration/card/2/0")
    #expect(card?.customAttributes == ["color": .null])
    let other = background?.copy() as? SectionBackgroundAttributes
    other?.color = "#000000"
    #expect(other?.isEqual(background) == false)
  }

  @Test func onlyDecorationsInTheRectAreReturned() {
    let subject = Self.grid().make()
    #expect(Set(subject.elements(.decorationView, in: rect(0, 215, 320, 50)).keys) == [])
    #expect(
      Set(subject.elements(.decorationView, in: rect(0, 210, 320, 100)).keys)
        == ["decoration/background/0/0", "decoration/card/2/0"])
  }

  @Test func everyKindIsRegistered() {
    let subject = Self.grid().make()
    #expect(subject.layout.isDecorationViewKindRegistered("background"))
    #expect(subject.layout.isDecorationViewKindRegistered("card"))
    #expect(!subject.layout.isDecorationViewKindRegistered("separator"))
  }
}
