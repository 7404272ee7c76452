import Foundation
import LayoutKit
import Simulator
import Testing

/// Headers and footers (docs/uikit-reference.md, "Section geometry", "Order of rect answers"):
/// outside the section insets, across the full dimension, zIndex 10, never returned at zero size;
/// elements ordered items, headers, footers.
@Suite struct FlowLayoutSupplementaryTests {
  /// 320 wide, header 40, footer 30, insets (10, 15, 20, 15), three 50-pt items: A = 290, five per
  /// line, gap (320 - 30 - 250) / 4 = 10.
  static let fixture = FlowFixture(
    size: size(320, 600), sections: [.init(3), .init(0), .init(1)],
    sectionInset: EdgeInsets(top: 10, left: 15, bottom: 20, right: 15), header: size(0, 40),
    footer: size(0, 30))

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let id: String
    let frame: CGRect?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "header at the section top, full width", id: "supplementary/header/0/0",
      frame: rect(0, 0, 320, 40)),
    Case(
      name: "items below the header and the top inset", id: "cell/0/0", frame: rect(15, 50, 50, 50)),
    Case(name: "items at the justified gap", id: "cell/0/2", frame: rect(135, 50, 50, 50)),
    Case(
      name: "footer below the bottom inset", id: "supplementary/footer/0/0",
      frame: rect(0, 120, 320, 30)),
    Case(
      name: "a zero-item section keeps header, both insets and footer",
      id: "supplementary/header/1/0", frame: rect(0, 150, 320, 40)),
    Case(
      name: "zero-item footer after top + bottom insets", id: "supplementary/footer/1/0",
      frame: rect(0, 220, 320, 30)),
    Case(
      name: "the next section starts where the last ended", id: "supplementary/header/2/0",
      frame: rect(0, 250, 320, 40)),
    Case(name: "a one-item section's item", id: "cell/2/0", frame: rect(15, 300, 50, 50)),
  ]

  @Test(arguments: cases)
  func frame(_ c: Case) throws {
    let subject = Self.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let key = try #require(ElementKey(id: c.id))
    #expect(layout.layoutAttributes(for: key)?.frame == c.frame)
  }

  @Test func contentSizeSumsTheSections() {
    let subject = Self.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    // 150 + 100 + (40 + 10 + 50 + 20 + 30).
    #expect(layout.collectionViewContentSize == size(320, 400))
  }

  @Test func headersAndFootersHaveZIndex10CellsZero() {
    let subject = Self.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let all = layout.layoutAttributesForElements(in: rect(0, 0, 320, 400))!
    #expect(Set(all.filter { $0.representedElementCategory == .cell }.map(\.zIndex)) == [0])
    #expect(
      Set(all.filter { $0.representedElementCategory == .supplementaryView }.map(\.zIndex)) == [10])
  }

  @Test func elementsComeItemsThenHeadersThenFooters() {
    let subject = Self.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let ids = layout.layoutAttributesForElements(in: rect(0, 0, 320, 400))!.map(\.key.id)
    #expect(
      ids == [
        "cell/0/0", "cell/0/1", "cell/0/2", "cell/2/0", "supplementary/header/0/0",
        "supplementary/header/1/0", "supplementary/header/2/0", "supplementary/footer/0/0",
        "supplementary/footer/1/0", "supplementary/footer/2/0",
      ])
  }

  @Test func aZeroSizeHeaderIsNeverReturned() {
    var fixture = Self.fixture
    fixture.header = size(320, 0)
    let subject = fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let kinds = layout.layoutAttributesForElements(in: rect(0, 0, 320, 400))!.compactMap(
      \.representedElementKind)
    #expect(!kinds.contains(ElementKind.sectionHeader))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func horizontalHeadersUseTheReferenceWidth() {
    let subject = FlowFixture(
      size: size(320, 200), sections: [.init(2)], direction: .horizontal, header: size(30, 999)
    ).make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == rect(0, 0, 30, 200))
    // The items start after the header. A column of 200 holds floor(210 / 60) = 3 items, so the
    // grid gap is (200 - 150) / 2 = 25 and the second item sits at 75.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == rect(30, 75, 50, 50))
  }

  @Test func otherKindsAreNotTheFlowLayouts() {
    let subject = Self.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)
  }
}
