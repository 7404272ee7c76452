import LayoutKit
import Simulator
import Testing

/// The stream's element ids: written from a key, read back to the same key, malformed ones
/// refused, and the canonical order of keys as their ids spell the kinds.
@Suite struct ElementKeyIDTests {
  struct IDCase: CustomTestStringConvertible, Sendable {
    let category: ElementCategory
    let kind: String
    let id: String
    var testDescription: String { id }
  }

  static let ids: [IDCase] = [
    IDCase(category: .cell, kind: "", id: "cell/3/14"),
    IDCase(
      category: .supplementaryView, kind: ElementKind.sectionHeader, id: "supplementary/header/3/14"
    ),
    IDCase(
      category: .supplementaryView, kind: ElementKind.sectionFooter, id: "supplementary/footer/3/14"
    ),
    IDCase(category: .supplementaryView, kind: "badge", id: "supplementary/badge/3/14"),
    IDCase(category: .decorationView, kind: "background", id: "decoration/background/3/14"),
  ]

  @Test(arguments: ids)
  func elementIDs(_ c: IDCase) {
    let key = ElementKey(category: c.category, kind: c.kind, section: 3, item: 14)
    #expect(key.id == c.id)
    #expect(ElementKey(id: c.id) == key)
  }

  /// Numbers of every length, and the extremes, as Swift prints them (a key made in code can hold
  /// any Int; the stream's ids never hold a negative one).
  @Test(arguments: [
    (0, 0, "cell/0/0"), (9, 10, "cell/9/10"), (123_456, 7_890_123, "cell/123456/7890123"),
    (-1, -20, "cell/-1/-20"), (Int.max, Int.min, "cell/9223372036854775807/-9223372036854775808"),
  ])
  func idNumbersAreWrittenInDecimal(section: Int, item: Int, id: String) {
    #expect(ElementKey.cell(section, item).id == id)
    #expect(
      ElementKey.decoration("separator-kind-with-a-long-name", section, item).id
        == "decoration/separator-kind-with-a-long-name" + id.dropFirst("cell".count))
  }

  @Test(arguments: [
    "", "cell", "cell/1", "cell/-1/0", "cell/a/0", "supplementary//0/0", "view/x/0/0", "cell/1/2/3",
    "supplementary/a/b/0/0", "decoration/x/0/0/0", "cell/0/1/", "cell/\u{FF11}/0", "cell/0/ 1",
    "cell/+/0", "cell/1/-", "cell/1/-1", "cell/99999999999999999999/0", "Cell/0/0",
    "supplementary/header/0/", "decoration/x/0/-", "celll/0/0", "cel/0/0",
  ])
  func malformedIDsAreRejected(_ id: String) {
    #expect(ElementKey(id: id) == nil)
  }

  /// A section or item is read as Swift's `Int(_:)` reads it: a sign may lead, and `-0` is 0;
  /// a kind is its bytes, whatever they are.
  @Test(arguments: [
    ("cell/+1/0", ElementKey.cell(1, 0)), ("cell/-0/2", ElementKey.cell(0, 2)),
    ("cell/9223372036854775807/0", ElementKey.cell(Int.max, 0)),
    ("supplementary/\u{212A}/0/7", ElementKey.supplementary("\u{212A}", 0, 7)),
    ("decoration/ba/ckground/1/2", nil),
    ("supplementary/footer/10/0", ElementKey.supplementary(ElementKind.sectionFooter, 10, 0)),
  ])
  func idsReadAsSwiftReadsTheirParts(_ id: String, _ key: ElementKey?) {
    #expect(ElementKey(id: id) == key)
  }

  @Test func canonicalOrderIsCategorySectionItemKind() {
    let ids = [
      "decoration/a/0/0", "supplementary/header/0/0", "cell/1/0", "supplementary/footer/0/0",
      "cell/0/10", "cell/0/2", "decoration/background/0/0",
    ]
    let sorted = ids.compactMap { ElementKey(id: $0) }.sorted().map(\.id)
    #expect(
      sorted == [
        "cell/0/2", "cell/0/10", "cell/1/0", "supplementary/footer/0/0",
        "supplementary/header/0/0", "decoration/a/0/0", "decoration/background/0/0",
      ])
  }
}
