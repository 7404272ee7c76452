import Foundation
import LayoutKit
import Testing

/// The variable-size path (docs/uikit-reference.md, "Variable-size lines"): greedy lines, full
/// lines justified, the final line left-aligned with minimum spacing unless every line holds one
/// item or it leaves the same space as the line before; items centred vertically in their line.
@Suite struct FlowLayoutVariableTests {
  typealias Case = FrameCase

  static let cases: [Case] = [
    Case(
      // Line 1: 100 + 10 + 100 fits in 300, 120 does not; justified gap 300 - 200 = 100.
      // Line 2: 120, 50, 50 leaves 50 (the line before left 80): left-aligned, gap 10.
      name: "full lines justified, the last line left-aligned with minimum spacing",
      fixture: FlowFixture(
        size: size(300, 600),
        sections: [sizes([(100, 40), (100, 40), (120, 40), (50, 40), (50, 40)])]),
      frames: [
        rect(0, 0, 100, 40), rect(200, 0, 100, 40), rect(0, 50, 120, 40),
        rect(130, 50, 50, 40), rect(190, 50, 50, 40),
      ]),
    Case(
      // Both lines leave 300 - (140 + 10 + 100 + 10) = 40: the last one is justified too.
      name: "a last line leaving the same space as the line before is justified",
      fixture: FlowFixture(
        size: size(300, 600), sections: [sizes([(140, 40), (100, 40), (140, 40), (100, 40)])]),
      frames: [
        rect(0, 0, 140, 40), rect(200, 0, 100, 40), rect(0, 50, 140, 40),
        rect(200, 50, 100, 40),
      ]),
    Case(
      name: "when every line holds one item, each is centred, the last one included",
      fixture: FlowFixture(
        size: size(300, 600), sections: [sizes([(250, 40), (200, 40), (150, 40)])]),
      frames: [rect(25, 0, 250, 40), rect(50, 50, 200, 40), rect(75, 100, 150, 40)]),
    Case(
      // One line, thickness 80: the 40-high item at (80 - 40) / 2 = 20, the 20-high at 30.
      name: "items are centred vertically in their line",
      fixture: FlowFixture(
        size: size(300, 600), sections: [sizes([(100, 40), (100, 80), (50, 20)])]),
      frames: [rect(0, 20, 100, 40), rect(110, 0, 100, 80), rect(220, 30, 50, 20)]),
    Case(
      name: "section insets: lines start at inset.left and justify to the right inset",
      fixture: FlowFixture(
        size: size(300, 600),
        sections: [sizes([(100, 40), (100, 40), (120, 40)])],
        sectionInset: EdgeInsets(top: 10, left: 20, bottom: 0, right: 30)),
      // A = 250: line 1 holds 100 + 10 + 100, gap (300 - 200 - 20 - 30) = 50.
      frames: [rect(20, 10, 100, 40), rect(170, 10, 100, 40), rect(20, 60, 120, 40)]),
    Case(
      // iOS 26 closes an empty line first: one minimumLineSpacing above the oversized item. It
      // stays at inset.left (a lone item is centred only when it fits); the next line starts
      // after it and, as the last line, is left-aligned.
      name: "an oversized first item: an empty line above it, then inset.left",
      fixture: FlowFixture(size: size(300, 600), sections: [sizes([(400, 40), (100, 40)])]),
      frames: [rect(0, 10, 400, 40), rect(0, 60, 100, 40)]),
    Case(
      name: "without the empty-line quirk every line holds one item and the last is centred",
      fixture: FlowFixture(
        size: size(300, 600), sections: [sizes([(400, 40), (100, 40)])],
        quirks: {
          var q = FlowLayoutQuirks()
          q.emptyLineBeforeOversizedFirstItem = false
          return q
        }()),
      frames: [rect(0, 0, 400, 40), rect(100, 50, 100, 40)]),
    Case(
      // Heights pack the column: 30 + 20 + 40 fits in 100, 50 does not. The column's items are
      // justified (gap 30) and centred across its thickness 60; the next column starts
      // minimumInteritemSpacing (5) after it: the iOS 26 swap of the two spacings.
      name: "horizontal: columns separated by interitem spacing, items by line spacing",
      fixture: FlowFixture(
        size: size(400, 100), sections: [sizes([(50, 30), (60, 40), (70, 50)])],
        direction: .horizontal, lineSpacing: 20, interitemSpacing: 5),
      frames: [rect(5, 0, 50, 30), rect(0, 60, 60, 40), rect(65, 0, 70, 50)]),
    Case(
      name: "horizontal without the swap: columns separated by line spacing",
      fixture: FlowFixture(
        size: size(400, 100), sections: [sizes([(50, 30), (60, 40), (70, 50)])],
        direction: .horizontal, lineSpacing: 20, interitemSpacing: 5,
        quirks: {
          var q = FlowLayoutQuirks()
          q.swapsSpacingInHorizontalVariableSections = false
          return q
        }()),
      frames: [rect(5, 0, 50, 30), rect(0, 60, 60, 40), rect(80, 0, 70, 50)]),
  ]

  @Test(arguments: cases)
  func frames(_ c: Case) {
    #expect(c.fixture.itemFrames() == c.frames)
  }

  @Test func zeroSizeItemsBeforeTheFirstSizedOneKeepASectionUniform() {
    // UIKit's running size starts at zero and takes the first non-zero size: [0, 100, 100] is
    // uniform at 100 x 100 (three columns, gap 37.5), while [100, 0, 100] is not.
    let uniform = FlowFixture(sections: [sizes([(0, 0), (100, 100), (100, 100)])])
    #expect(
      uniform.itemFrames() == [
        rect(0, 0, 100, 100), rect(137.5, 0, 100, 100), rect(275, 0, 100, 100),
      ])
    let subject = FlowFixture(sections: [sizes([(100, 100), (0, 0), (100, 100)])]).make()
    defer { withExtendedLifetime(subject) {} }
    #expect(subject.layout.geometry?.sections.first?.isUniform == false)
  }

  @Test func aVariableSectionIsNotTheUniformPath() {
    let subject = FlowFixture(sections: [sizes([(100, 40), (50, 40)])]).make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    #expect(layout.geometry?.sections.first?.isUniform == false)
    #expect(layout.geometry?.sections.first?.lineCount == 1)
  }

  @Test func selfSizingTakesTheVariablePathEvenForEqualSizes() {
    let fixture = FlowFixture(
      size: size(300, 600), sections: [.init(itemCount: 2, itemSize: size(100, 40))])
    let subject = fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == rect(200, 0, 100, 40))
    layout.estimatedItemSize = size(100, 40)
    layout.prepare()
    // While estimating the section computes lines in a window (computeLayoutInRect:), whose last
    // line is justified when all items share one width and the first would not fit in what is
    // left: 300 - 2 x 110 = 80 < 100, so the two items are 100 apart, as on the grid.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == rect(200, 0, 100, 40))
    // Three items of 90 leave 300 - 3 x 100 = 0... a fourth of 90 would not fit either, but the
    // section ends after three: justified again, gaps (300 - 270) / 2 = 15.
    let three = FlowFixture(
      size: size(300, 600), sections: [.init(itemCount: 3, itemSize: size(90, 40))]
    ).make()
    defer { withExtendedLifetime(three) {} }
    three.layout.estimatedItemSize = size(90, 40)
    three.layout.prepare()
    #expect(
      three.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == rect(210, 0, 90, 40))
  }
}
