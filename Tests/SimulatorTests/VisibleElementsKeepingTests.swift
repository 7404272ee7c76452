import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// What a self-sizing pass does to the visible set in place (`keepOnly`), the answer kept as it
/// came when it is already in canonical order (`isStrictlyAscending`), and the generation of the
/// asked elements that says how long a note on an entry holds (`AskedElements`).
@Suite struct VisibleElementsKeepingTests {
  static let header = ElementKind.sectionHeader
  static let footer = ElementKind.sectionFooter

  static func set(_ keys: [ElementKey]) -> VisibleElements {
    var set = VisibleElements()
    for key in keys { set[key] = LayoutAttributes() }
    return set
  }

  struct KeepCase: CustomTestStringConvertible, Sendable {
    let name: String
    let shown: [ElementKey]
    let now: [ElementKey]
    /// The keys kept, in canonical order.
    let kept: [ElementKey]
    var testDescription: String { name }
  }

  static let keepCases: [KeepCase] = [
    KeepCase(
      name: "a scroll: the first row leaves, a row arrives (not added)",
      shown: [.cell(0, 0), .cell(0, 1), .cell(0, 2)], now: [.cell(0, 1), .cell(0, 2), .cell(0, 3)],
      kept: [.cell(0, 1), .cell(0, 2)]),
    KeepCase(
      name: "nothing in common", shown: [.cell(0, 0), .cell(0, 1)], now: [.cell(1, 0)], kept: []),
    KeepCase(
      name: "a header and a footer of one word are told apart by kind",
      shown: [.cell(0, 0), .supplementary(header, 0, 0), .supplementary(footer, 0, 0)],
      now: [.supplementary(footer, 0, 0), .decoration("background", 0, 0)],
      kept: [.supplementary(footer, 0, 0)]),
    KeepCase(
      name: "a gap in the middle", shown: [.cell(0, 0), .cell(0, 1), .cell(0, 2), .cell(0, 3)],
      now: [.cell(0, 0), .cell(0, 3)], kept: [.cell(0, 0), .cell(0, 3)]),
  ]

  /// The kept entries keep their notes and take the answer's attributes.
  @Test(arguments: keepCases) func keepOnly(_ c: KeepCase) {
    var shown = Self.set(c.shown)
    for index in shown.entries.indices { shown.noteAsked(at: index, generation: 7) }
    let now = Self.set(c.now)
    shown.keepOnly(now)
    #expect(shown.keys == c.kept)
    for entry in shown.entries {
      #expect(entry.askedIn == 7)
      #expect(entry.attributes === now[entry.key])
    }
  }

  struct OrderCase: CustomTestStringConvertible, Sendable {
    let name: String
    let keys: [ElementKey]
    let ascending: Bool
    var testDescription: String { name }
  }

  static let orderCases: [OrderCase] = [
    OrderCase(name: "nothing", keys: [], ascending: true),
    OrderCase(
      name: "rows in order", keys: [.cell(0, 0), .cell(0, 1), .cell(1, 0)], ascending: true),
    OrderCase(
      name: "a cell, a header, a decoration",
      keys: [.cell(3, 9), .supplementary(header, 0, 0), .decoration("background", 0, 0)],
      ascending: true),
    OrderCase(name: "rows out of order", keys: [.cell(0, 1), .cell(0, 0)], ascending: false),
    OrderCase(name: "a row twice", keys: [.cell(0, 1), .cell(0, 1)], ascending: false),
    // One word: the kinds decide, so the words alone cannot tell.
    OrderCase(
      name: "a header and a footer of one section",
      keys: [.supplementary(footer, 0, 0), .supplementary(header, 0, 0)], ascending: false),
    OrderCase(
      name: "a key that does not pack, last", keys: [.cell(0, 0), .cell(0, 2_147_483_648)],
      ascending: false),
  ]

  @Test(arguments: orderCases) func strictlyAscending(_ c: OrderCase) {
    let entries = c.keys.map { VisibleElements.Entry(key: $0, attributes: LayoutAttributes()) }
    #expect(VisibleElements.isStrictlyAscending(entries) == c.ascending)
  }

  struct CompareCase: CustomTestStringConvertible, Sendable {
    let name: String
    let first: ElementKey
    let second: ElementKey
    let order: Int
    var testDescription: String { name }
  }

  static let compareCases: [CompareCase] = [
    CompareCase(name: "one cell", first: .cell(2, 5), second: .cell(2, 5), order: 0),
    CompareCase(name: "an earlier item", first: .cell(2, 4), second: .cell(2, 5), order: -1),
    CompareCase(
      name: "a cell before a header", first: .supplementary(header, 0, 0), second: .cell(9, 9),
      order: 1),
    // "footer" before "header" by their short names.
    CompareCase(
      name: "a footer before a header of its section", first: .supplementary(footer, 1, 0),
      second: .supplementary(header, 1, 0), order: -1),
    CompareCase(
      name: "one header", first: .supplementary(header, 1, 0),
      second: .supplementary(header, 1, 0), order: 0),
  ]

  @Test(arguments: compareCases) func compareInPlace(_ c: CompareCase) {
    let first = [VisibleElements.Entry(key: c.first, attributes: LayoutAttributes())]
    let second = [VisibleElements.Entry(key: c.second, attributes: LayoutAttributes())]
    #expect(VisibleElements.compare(first, 0, with: second, 0) == c.order)
    #expect(VisibleElements.compare(second, 0, with: first, 0) == -c.order)
  }

  struct AskedCase: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout AskedElements) -> Void
    /// Whether the change leaves notes made before it holding.
    let notesHold: Bool
    let containsCell00: Bool
    var testDescription: String { name }
  }

  static let askedCases: [AskedCase] = [
    AskedCase(
      name: "another view asked", change: { $0.insert(.cell(0, 5)) }, notesHold: true,
      containsCell00: true),
    AskedCase(
      name: "a view gone with its element", change: { $0.removeDeparted(.cell(0, 0)) },
      notesHold: true, containsCell00: false),
    AskedCase(
      name: "a view reconfigured, still shown", change: { $0.remove(.cell(0, 0)) },
      notesHold: false, containsCell00: false),
    AskedCase(
      name: "everything forgotten", change: { $0.removeAll() }, notesHold: false,
      containsCell00: false),
    // cell 0/0 becomes 0/1 (an insert before it).
    AskedCase(
      name: "moved by an update", change: { $0.move { .cell($0.section, $0.item + 1) } },
      notesHold: false, containsCell00: false),
  ]

  @Test(arguments: askedCases) func askedGeneration(_ c: AskedCase) {
    var asked = AskedElements()
    asked.insert(.cell(0, 0))
    let before = asked.generation
    c.change(&asked)
    #expect((asked.generation == before) == c.notesHold)
    #expect(asked.contains(.cell(0, 0)) == c.containsCell00)
  }
}
