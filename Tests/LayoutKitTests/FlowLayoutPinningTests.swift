import Foundation
import LayoutKit
import Simulator
import Testing

/// sectionHeadersPinToVisibleBounds / sectionFootersPinToVisibleBounds, formula 2.1: the header
/// at max(y0, V.minY), pushed up so it ends above its section's footer; the footer at
/// min(y0, V.maxY - F), kept below its own header.
@Suite struct FlowLayoutPinningTests {
  /// A 320 x 200 view; two sections of six 150 x 100 items in two columns under a 40-pt header:
  /// each section is 40 + 3 x 110 - 10 = 360 tall (plus the footer when there is one).
  static func fixture(offset: Double, footer: Double = 0, topInset: Double = 0) -> FlowFixture {
    FlowFixture(
      size: size(320, 200), offset: CGPoint(x: 0, y: offset), sections: [.init(6), .init(6)],
      itemSize: size(150, 100), header: size(0, 40), footer: size(0, footer), pinHeaders: true,
      pinFooters: footer > 0,
      adjustedContentInset: EdgeInsets(top: topInset, left: 0, bottom: 0, right: 0))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: FlowFixture
    let id: String
    let y: Double?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "at rest the header is where it lies", fixture: fixture(offset: 0),
      id: "supplementary/header/0/0", y: 0),
    Case(
      name: "scrolled 70: pinned to the top", fixture: fixture(offset: 70),
      id: "supplementary/header/0/0", y: 70),
    Case(
      name: "scrolled 340: pushed up by its section's end (360 - 40)",
      fixture: fixture(offset: 340), id: "supplementary/header/0/0", y: 320),
    Case(
      name: "scrolled 340: the next header has not reached the top", fixture: fixture(offset: 340),
      id: "supplementary/header/1/0", y: 360),
    Case(
      name: "scrolled 500: the next header is pinned", fixture: fixture(offset: 500),
      id: "supplementary/header/1/0", y: 500),
    Case(
      name: "top overscroll: the header moves with the content", fixture: fixture(offset: -50),
      id: "supplementary/header/0/0", y: 0),
    Case(
      name: "the last header stops at the end of the content", fixture: fixture(offset: 700),
      id: "supplementary/header/1/0", y: 680),
    Case(
      name: "with a footer the header stops above it (390 - 30 - 40)",
      fixture: fixture(offset: 340, footer: 30), id: "supplementary/header/0/0", y: 320),
    Case(
      name: "with a footer: scrolled 300, still pinned", fixture: fixture(offset: 300, footer: 30),
      id: "supplementary/header/0/0", y: 300),
    Case(
      name: "a top content inset pins below it", fixture: fixture(offset: 50, topInset: 20),
      id: "supplementary/header/0/0", y: 70),
    Case(
      name: "the footer pins to the bottom of the visible rect",
      fixture: fixture(offset: 0, footer: 30), id: "supplementary/footer/0/0", y: 170),
    Case(
      name: "the footer rests in place once its place is visible",
      fixture: fixture(offset: 250, footer: 30), id: "supplementary/footer/0/0", y: 360),
    Case(
      name: "the next section's footer stays below its own header (390 + 40, not 450 - 30)",
      fixture: fixture(offset: 250, footer: 30), id: "supplementary/footer/1/0", y: 430),
  ]

  @Test(arguments: cases)
  func pinnedY(_ c: Case) throws {
    let subject = c.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let key = try #require(ElementKey(id: c.id))
    #expect(layout.layoutAttributes(for: key).map { Double($0.frame.minY) } == c.y)
  }

  @Test func aFooterNeverRisesAboveItsOwnHeader() {
    // A footer of 30 under a zero-item section of header 40: the section is 70 tall. With the
    // view scrolled so its bottom edge is at 50, the footer would sit at 20; it stays at 40.
    let subject = FlowFixture(
      size: size(320, 100), offset: CGPoint(x: 0, y: -50), sections: [.init(0)],
      header: size(0, 40), footer: size(0, 30), pinFooters: true
    ).make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == rect(0, 40, 320, 30))
  }

  @Test func pinnedHeadersAreFoundByTheRectQuery() {
    let subject = Self.fixture(offset: 500).make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let ids = layout.layoutAttributesForElements(in: rect(0, 500, 320, 200))!.map(\.key.id)
    #expect(ids.contains("supplementary/header/1/0"))
    #expect(!ids.contains("supplementary/header/0/0"))
  }

  @Test func pinnedOriginsAreRoundedToPixels() {
    let subject = FlowFixture(
      size: size(320, 200), offset: CGPoint(x: 0, y: 70.2), sections: [.init(6)],
      itemSize: size(150, 100), header: size(0, 40), pinHeaders: true, scale: 3
    ).make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    // round(70.2 x 3) / 3 = 211 / 3.
    #expect(header?.frame.minY == 211.0 / 3)
  }

  @Test func horizontalHeadersPinToTheLeadingEdge() {
    let subject = FlowFixture(
      size: size(200, 100), offset: CGPoint(x: 50, y: 0), sections: [.init(8)],
      direction: .horizontal, header: size(30, 0), pinHeaders: true
    ).make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == rect(50, 0, 30, 100))
  }
}
