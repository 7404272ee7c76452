import Foundation
import LayoutKit
import Testing

/// A compositional layout's rect query hands out again the cell objects the last query answered
/// when it would make them with the same values (`CompositionalAnsweredCells`), and makes anew
/// every other: a moved cell, one changed since, one of a subclass, any supplementary item.
/// Rows are 390 x 44 on a 390 x 844 screen, row i at y 44 i; a rect meets the rows whose
/// closed spans touch it.
@Suite struct CompositionalAnsweredCellsTests {
  /// What happens between the two queries.
  enum Between: Sendable {
    case nothing
    /// Row 1's answered object gets alpha 0.5, as a subclass changing `super`'s answer would.
    case rowOneFaded
    /// Row 1 is measured 100 tall (its estimate was 44): rows 2 on move down by 56.
    case rowOneMeasured
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var subclass = false
    var header = false
    let first: CGRect
    var between = Between.nothing
    let second: CGRect
    /// The elements of the second answer that are the first answer's objects, by id.
    let reused: [String]
    /// The elements of the second answer made anew, by id.
    let made: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // 0...200 meets rows 0 to 4 (row 4 spans 176...220): the same rect again, the same five.
    Case(
      name: "the same rect again answers the same objects", first: rect(0, 0, 390, 200),
      second: rect(0, 0, 390, 200), reused: ["0/0", "0/1", "0/2", "0/3", "0/4"], made: []),
    // 100...300 meets rows 2 (88...132) to 6 (264...308): rows 2 to 4 were answered.
    Case(
      name: "an overlapping rect reuses the rows both meet", first: rect(0, 0, 390, 200),
      second: rect(0, 100, 390, 200), reused: ["0/2", "0/3", "0/4"], made: ["0/5", "0/6"]),
    Case(
      name: "an object changed since is made anew", first: rect(0, 0, 390, 100),
      between: .rowOneFaded, second: rect(0, 0, 390, 100), reused: ["0/0", "0/2"],
      made: ["0/1"]),
    // Row 1 becomes 44...144 and row 2 144...188: 0...100 meets rows 0 and 1 only.
    Case(
      name: "a measured row and the rows it moves are made anew", first: rect(0, 0, 390, 100),
      between: .rowOneMeasured, second: rect(0, 0, 390, 100), reused: ["0/0"], made: ["0/1"]),
    Case(
      name: "a subclass's answers are made anew", subclass: true, first: rect(0, 0, 390, 100),
      second: rect(0, 0, 390, 100), reused: [], made: ["0/0", "0/1", "0/2"]),
    // The 40-pt header pushes row i to y 40 + 44 i: 0...100 meets the header and rows 0, 1.
    Case(
      name: "a supplementary item is made anew", header: true, first: rect(0, 0, 390, 100),
      second: rect(0, 0, 390, 100), reused: ["0/0", "0/1"], made: ["header 0/0"]),
  ]

  final class Subclass: CompositionalLayout {}

  static func layout(_ c: Case) -> CompositionalLayout {
    let row = Compose.item(.fractionalWidth(1), .estimated(44))
    let section = CollectionLayoutSection(
      group: Compose.row(.fractionalWidth(1), .estimated(44), [row]))
    if c.header {
      section.boundarySupplementaryItems = [Compose.header(40)]
    }
    return c.subclass ? Subclass(section: section) : CompositionalLayout(section: section)
  }

  /// "S/I" for a cell, "header S/I" for a header.
  static func id(_ attributes: LayoutAttributes) -> String {
    let path = "\(attributes.indexPath.section)/\(attributes.indexPath.item)"
    return attributes.representedElementCategory == .cell ? path : "header \(path)"
  }

  @Test(arguments: cases) func secondQuery(_ c: Case) {
    let subject = CompositionalFixture(itemCounts: [20]).make(Self.layout(c))
    let first = subject.layout.layoutAttributesForElements(in: c.first) ?? []
    switch c.between {
    case .nothing: break
    case .rowOneFaded:
      first.first { Self.id($0) == "0/1" }?.alpha = 0.5
    case .rowOneMeasured:
      CompositionalSelfSizingTests.measure(subject, 1, CGSize(width: 390, height: 100))
    }
    let second = subject.layout.layoutAttributesForElements(in: c.second) ?? []
    let reused = second.filter { now in first.contains { $0 === now } }.map(Self.id)
    let made = second.filter { now in !first.contains { $0 === now } }.map(Self.id)
    #expect(reused.sorted() == c.reused.sorted())
    #expect(made.sorted() == c.made.sorted())
    // Whatever was handed out again holds what a new object would: row 1 is whole again.
    #expect(second.allSatisfy { $0.alpha == 1 })
  }
}
