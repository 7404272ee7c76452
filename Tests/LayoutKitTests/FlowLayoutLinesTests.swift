import Foundation
import Testing

@testable import LayoutKit

/// `forEachLine(in:)` and `line(containingItemAt:)`: the flow geometry's own lines, each whole,
/// with the extent of its items' frames as displayed, in layout space. The numbers follow the
/// grid's rule (FlowLayoutUniformTests) and the variable lines' rule (FlowLayoutVariableTests).
@Suite struct FlowLayoutLinesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: FlowFixture
    let rect: CGRect
    /// "S/FIRST...LAST LOW HIGH" for each line, in order.
    let lines: [String]
    var testDescription: String { name }
  }

  static func text(_ line: FlowLayoutLine) -> String {
    "\(line.section)/\(line.items.lowerBound)...\(line.items.upperBound) \(line.low) \(line.high)"
  }

  /// Five items in a 300-pt line space: 100 + 10 + 100 = 210 leaves no room for 120, so the
  /// first line holds 0 and 1 (0 to 40), the second 2, 3, 4 (120 + 50 + 50 + 20 = 240), from
  /// 40 + 10 = 50 to 90.
  static let variable = FlowFixture(
    size: size(300, 600),
    sections: [sizes([(100, 40), (100, 40), (120, 40), (50, 40), (50, 40)])])

  static let cases: [Case] = [
    Case(
      name: "a uniform row the rect takes whole: 375 / 110 gives three 100-pt columns a row",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      rect: rect(0, 150, 375, 20),
      lines: ["0/3...5 110.0 210.0"]),
    Case(
      name: "a rect that cuts the row after its first cell: the row still comes whole",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      rect: rect(0, 150, 50, 20),
      lines: ["0/3...5 110.0 210.0"]),
    Case(
      name: "the last row holds one item (7 = 3 + 3 + 1)",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      rect: rect(0, 215, 375, 20),
      lines: ["0/6...6 220.0 320.0"]),
    Case(
      name: "variable lines: the rect meets the second line only",
      fixture: variable, rect: rect(0, 60, 300, 10), lines: ["0/2...4 50.0 90.0"]),
    Case(
      name: "variable lines: a rect on the first item of the second line gives the line whole",
      fixture: variable, rect: rect(0, 60, 10, 10), lines: ["0/2...4 50.0 90.0"]),
    Case(
      name: "variable lines, right to left: the same lines, mirrored back",
      fixture: FlowFixture(
        size: size(300, 600),
        sections: [sizes([(100, 40), (100, 40), (120, 40), (50, 40), (50, 40)])],
        layoutDirection: .rightToLeft),
      rect: rect(290, 60, 10, 10), lines: ["0/2...4 50.0 90.0"]),
    Case(
      name: "a line of a 40-pt item and a 20-pt one: the short one is centred, the line 40 thick",
      fixture: FlowFixture(size: size(300, 600), sections: [sizes([(100, 40), (100, 20)])]),
      rect: rect(0, 15, 300, 1), lines: ["0/0...1 0.0 40.0"]),
    Case(
      name: "a rect on the short item alone (110-210 across, 10-30 along): the line is walked",
      fixture: FlowFixture(size: size(300, 600), sections: [sizes([(100, 40), (100, 20)])]),
      rect: rect(150, 15, 10, 1), lines: ["0/0...1 0.0 40.0"]),
    Case(
      name: "two sections of two 150-pt columns under 40-pt headers",
      fixture: FlowFixture(
        size: size(320, 200), sections: [.init(2), .init(2)], itemSize: size(150, 100),
        header: size(0, 40)),
      rect: rect(0, 100, 320, 100),
      lines: ["0/0...1 40.0 140.0", "1/0...1 180.0 280.0"]),
    Case(
      name: "horizontal: a column of three 100-pt items in 375 high, 110 apart",
      fixture: FlowFixture(
        size: size(375, 375), sections: [.init(6)], direction: .horizontal,
        itemSize: size(100, 100)),
      rect: rect(150, 0, 20, 375),
      lines: ["0/3...5 110.0 210.0"]),
    Case(
      name: "a rect between the rows meets no line",
      fixture: FlowFixture(sections: [.init(6)], itemSize: size(100, 100)),
      rect: rect(0, 101, 375, 8), lines: []),
  ]

  @Test(arguments: cases) func linesOfARect(_ c: Case) {
    let s = c.fixture.make()
    defer { withExtendedLifetime(s) {} }
    var lines: [String] = []
    s.layout.forEachLine(in: c.rect) {
      lines.append(Self.text($0))
      return true
    }
    #expect(lines == c.lines)
  }

  @Test(arguments: [
    (
      "a uniform row", FlowFixture(sections: [.init(7)], itemSize: size(100, 100)), 4,
      "0/3...5 110.0 210.0"
    ),
    ("the first variable line", variable, 1, "0/0...1 0.0 40.0"),
    ("the second variable line", variable, 3, "0/2...4 50.0 90.0"),
    ("past the last item", variable, 5, "nil"),
  ])
  func lineOfAnItem(name: String, fixture: FlowFixture, item: Int, line: String) {
    let s = fixture.make()
    defer { withExtendedLifetime(s) {} }
    let found = s.layout.line(containingItemAt: IndexPath(item: item, section: 0))
    #expect(found.map(Self.text) ?? "nil" == line, "\(name)")
  }

  /// The walk stops with the answer, one cell past the budget (FlowLayoutCellFramesTests): 40
  /// cells of 50 pt, six to a 375-pt row; the line of the last cell read still comes whole.
  @Test(arguments: [
    (3, ["0/0...5 0.0 50.0"]),
    (6, ["0/0...5 0.0 50.0", "0/6...11 60.0 110.0"]),
  ])
  func theLinesStopWithTheBudget(budget: Int, lines: [String]) {
    let s = FlowFixture(sections: [.init(40)]).make()
    defer { withExtendedLifetime(s) {} }
    s.layout._elementBudget = budget
    var visited: [String] = []
    s.layout.forEachLine(in: s.cv.bounds) {
      visited.append(Self.text($0))
      return true
    }
    #expect(visited == lines)
  }

  @Test func bodyStopsTheWalk() {
    let s = FlowFixture(sections: [.init(40)]).make()
    defer { withExtendedLifetime(s) {} }
    var visited = 0
    s.layout.forEachLine(in: s.cv.bounds) { _ in
      visited += 1
      return visited < 2
    }
    #expect(visited == 2)
  }
}
