import Foundation
import LayoutKit
import Testing

/// The uniform-size path (docs/uikit-reference.md, "Fixed-size grid"): n = max(1, floor((A + S) /
/// (w + S))), justified gap (A - n w) / (n - 1), a lone column centred, the last row on the grid
/// columns.
@Suite struct FlowLayoutUniformTests {
  typealias Case = FrameCase

  static let cases: [Case] = [
    Case(
      name: "375 wide, 100-pt items, spacing 10: three columns at 0, 137.5, 275",
      fixture: FlowFixture(sections: [.init(4)], itemSize: size(100, 100)),
      frames: [
        rect(0, 0, 100, 100), rect(137.5, 0, 100, 100), rect(275, 0, 100, 100),
        rect(0, 110, 100, 100),
      ]),
    Case(
      name: "the last incomplete row keeps the grid columns",
      fixture: FlowFixture(sections: [.init(5)], itemSize: size(100, 100)),
      frames: [
        rect(0, 0, 100, 100), rect(137.5, 0, 100, 100), rect(275, 0, 100, 100),
        rect(0, 110, 100, 100), rect(137.5, 110, 100, 100),
      ]),
    Case(
      name: "a lone item sits in the first column when more would fit",
      fixture: FlowFixture(sections: [.init(1)], itemSize: size(100, 100)),
      frames: [rect(0, 0, 100, 100)]),
    Case(
      name: "one item per line is centred",
      fixture: FlowFixture(size: size(300, 600), sections: [.init(2)], itemSize: size(200, 50)),
      frames: [rect(50, 0, 200, 50), rect(50, 60, 200, 50)]),
    Case(
      name: "an item wider than the line is centred and overflows both sides",
      fixture: FlowFixture(size: size(300, 600), sections: [.init(1)], itemSize: size(400, 50)),
      frames: [rect(-50, 0, 400, 50)]),
    Case(
      name: "two columns with a 20-point gap (the worked example)",
      fixture: FlowFixture(
        size: size(320, 200), sections: [.init(3)], itemSize: size(150, 100), header: size(0, 40)),
      frames: [rect(0, 40, 150, 100), rect(170, 40, 150, 100), rect(0, 150, 150, 100)]),
    Case(
      name: "section insets narrow the line and move the first row",
      fixture: FlowFixture(
        sections: [.init(4)], itemSize: size(100, 100),
        sectionInset: EdgeInsets(top: 5, left: 20, bottom: 15, right: 30)),
      frames: [
        rect(20, 5, 100, 100), rect(132.5, 5, 100, 100), rect(245, 5, 100, 100),
        rect(20, 115, 100, 100),
      ]),
    Case(
      name: "adjusted content insets shrink the reference dimension to 350",
      fixture: FlowFixture(
        sections: [.init(3)], itemSize: size(100, 100),
        adjustedContentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 15)),
      frames: [rect(0, 0, 100, 100), rect(125, 0, 100, 100), rect(250, 0, 100, 100)]),
    Case(
      name: "horizontal scrolling fills columns top to bottom",
      fixture: FlowFixture(
        size: size(320, 200), sections: [.init(5)], direction: .horizontal,
        itemSize: size(50, 80)),
      frames: [
        rect(0, 0, 50, 80), rect(0, 120, 50, 80), rect(60, 0, 50, 80),
        rect(60, 120, 50, 80), rect(120, 0, 50, 80),
      ]),
    Case(
      name: "delegate sizes that are all equal take the uniform path",
      fixture: FlowFixture(
        sections: [.init(itemCount: 4, itemSize: size(100, 100))], itemSize: size(10, 10)),
      frames: [
        rect(0, 0, 100, 100), rect(137.5, 0, 100, 100), rect(275, 0, 100, 100),
        rect(0, 110, 100, 100),
      ]),
    Case(
      name: "per-section spacings from the delegate",
      fixture: FlowFixture(
        sections: [.init(itemCount: 4, minimumLineSpacing: 0, minimumInteritemSpacing: 100)],
        itemSize: size(100, 100)),
      // n = floor((375 + 100) / 200) = 2, gap = 175.
      frames: [
        rect(0, 0, 100, 100), rect(275, 0, 100, 100), rect(0, 100, 100, 100),
        rect(275, 100, 100, 100),
      ]),
  ]

  @Test(arguments: cases)
  func frames(_ c: Case) {
    #expect(c.fixture.itemFrames() == c.frames)
  }

  struct ContentSizeCase: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: FlowFixture
    let contentSize: CGSize
    var testDescription: String { name }
  }

  static let contentSizes: [ContentSizeCase] = [
    ContentSizeCase(
      name: "rows times (h + L) minus L",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      contentSize: size(375, 320)),
    ContentSizeCase(
      name: "sections stack with no spacing; insets count in each",
      fixture: FlowFixture(
        sections: [.init(3), .init(4)], itemSize: size(100, 100),
        sectionInset: EdgeInsets(top: 5, left: 0, bottom: 15, right: 0)),
      contentSize: size(375, 120 + 230)),
    ContentSizeCase(
      name: "the width is the reference dimension, not the bounds",
      fixture: FlowFixture(
        sections: [.init(1)],
        adjustedContentInset: EdgeInsets(top: 20, left: 8, bottom: 0, right: 8)),
      contentSize: size(359, 50)),
    ContentSizeCase(
      name: "horizontal: columns times (w + L) minus L by the dimension",
      fixture: FlowFixture(
        size: size(320, 200), sections: [.init(5)], direction: .horizontal,
        itemSize: size(50, 80)),
      contentSize: size(170, 200)),
    ContentSizeCase(
      name: "empty bounds lay out nothing",
      fixture: FlowFixture(size: size(0, 600), sections: [.init(5)]),
      contentSize: .zero),
    ContentSizeCase(
      name: "insets wider than the bounds leave no dimension",
      fixture: FlowFixture(
        size: size(100, 600), sections: [.init(5)],
        adjustedContentInset: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)),
      contentSize: .zero),
  ]

  @Test(arguments: contentSizes)
  func contentSize(_ c: ContentSizeCase) {
    let subject = c.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    #expect(layout.collectionViewContentSize == c.contentSize)
  }
}
