import Foundation
import Testing

@testable import LayoutKit

/// `forEachCellRun(in:)` and `frameOfItem(at:)`: the cells and frames the flow layout's answers
/// hold, read without building attributes (what the separators feature reads each display tick),
/// a uniform row the rect takes whole as one run.
@Suite struct FlowLayoutCellFramesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: FlowFixture
    let rect: CGRect
    /// "S/FIRST...LAST x y w h ~ x y w h" for each run, the frames of its first and last cell,
    /// worked out from the grid's rule (FlowLayoutUniformTests).
    let runs: [String]
    var testDescription: String { name }
  }

  static func text(_ path: IndexPath, _ frame: CGRect) -> String {
    "\(path.section)/\(path.item) \(text(frame))"
  }

  static func text(_ frame: CGRect) -> String {
    "\(frame.minX) \(frame.minY) \(frame.width) \(frame.height)"
  }

  static let cases: [Case] = [
    Case(
      name: "375 wide, 100-pt items: the second row of three columns at 0, 137.5, 275",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      rect: rect(0, 150, 375, 20),
      runs: ["0/3...5 0.0 110.0 100.0 100.0 ~ 275.0 110.0 100.0 100.0"]),
    Case(
      name: "a rect that takes only the first column of the row: its cell alone",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      rect: rect(0, 150, 100, 20),
      runs: ["0/3...3 0.0 110.0 100.0 100.0 ~ 0.0 110.0 100.0 100.0"]),
    Case(
      name: "a rect whose edge touches the second column: Foundation counts touching, two cells",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      rect: rect(0, 150, 137.5, 20),
      runs: [
        "0/3...3 0.0 110.0 100.0 100.0 ~ 0.0 110.0 100.0 100.0",
        "0/4...4 137.5 110.0 100.0 100.0 ~ 137.5 110.0 100.0 100.0",
      ]),
    Case(
      name: "a rect across two sections of two 150-pt columns under 40-pt headers",
      fixture: FlowFixture(
        size: size(320, 200), sections: [.init(2), .init(2)], itemSize: size(150, 100),
        header: size(0, 40)),
      rect: rect(0, 100, 320, 100),
      runs: [
        "0/0...1 0.0 40.0 150.0 100.0 ~ 170.0 40.0 150.0 100.0",
        "1/0...1 0.0 180.0 150.0 100.0 ~ 170.0 180.0 150.0 100.0",
      ]),
    Case(
      name: "right to left: the first column is on the right",
      fixture: FlowFixture(
        sections: [.init(3)], itemSize: size(100, 100), layoutDirection: .rightToLeft),
      rect: rect(0, 0, 375, 10),
      runs: ["0/0...2 275.0 0.0 100.0 100.0 ~ 0.0 0.0 100.0 100.0"]),
    Case(
      name: "variable lines, right to left: the second line (FlowLayoutDisplayTests)",
      fixture: FlowFixture(
        size: size(300, 600),
        sections: [sizes([(100, 40), (100, 40), (120, 40), (50, 40), (50, 40)])],
        layoutDirection: .rightToLeft),
      rect: rect(0, 60, 300, 10),
      runs: [
        "0/2...2 180.0 50.0 120.0 40.0 ~ 180.0 50.0 120.0 40.0",
        "0/3...3 120.0 50.0 50.0 40.0 ~ 120.0 50.0 50.0 40.0",
        "0/4...4 60.0 50.0 50.0 40.0 ~ 60.0 50.0 50.0 40.0",
      ]),
    Case(
      name: "a rect between the rows meets no cell",
      fixture: FlowFixture(sections: [.init(6)], itemSize: size(100, 100)),
      rect: rect(0, 101, 375, 8),
      runs: []),
  ]

  @Test(arguments: cases) func cellsAndFrames(_ c: Case) {
    let s = c.fixture.make()
    defer { withExtendedLifetime(s) {} }
    var runs: [String] = []
    var cells: [String] = []
    s.layout.forEachCellRun(in: c.rect) { section, items, firstFrame, lastFrame in
      runs.append(
        "\(section)/\(items.lowerBound)...\(items.upperBound) \(Self.text(firstFrame)) ~ "
          + Self.text(lastFrame))
      cells += items.map { item in
        let path = IndexPath(item: item, section: section)
        return s.layout.frameOfItem(at: path).map { Self.text(path, $0) } ?? "nil"
      }
      return true
    }
    #expect(runs == c.runs)
    // The runs hold the same cells and frames as the answer's, as the item queries give them.
    let answered = (s.layout.layoutAttributesForElements(in: c.rect) ?? [])
      .filter { $0.representedElementCategory == .cell }.map { Self.text($0.indexPath, $0.frame) }
    #expect(cells == answered)
  }

  @Test func frameOfItemIsNilWhereTheItemQueryIsNil() {
    let s = FlowFixture(sections: [.init(3)]).make()
    defer { withExtendedLifetime(s) {} }
    for path in [
      IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1), IndexPath(index: 0),
    ] {
      #expect(s.layout.frameOfItem(at: path) == nil)
      #expect(s.layout.layoutAttributesForItem(at: path) == nil)
    }
  }

  /// The answer stops one cell past the collection view's budget (FlowLayoutElementBudgetTests),
  /// and so does the walk: 40 cells of 50 pt, six to a 375-pt row (floor(385 / 60)); a row that
  /// would cross the budget comes cell by cell up to the cell past it.
  @Test(arguments: [
    (3, ["0...0", "1...1", "2...2", "3...3"]),
    (6, ["0...5", "6...6"]),
    (10, ["0...5", "6...6", "7...7", "8...8", "9...9", "10...10"]),
    (100, ["0...5", "6...11", "12...17", "18...23", "24...29", "30...35", "36...39"]),
  ])
  func theWalkStopsOnePastTheBudget(budget: Int, runs: [String]) {
    let s = FlowFixture(sections: [.init(40)]).make()
    defer { withExtendedLifetime(s) {} }
    s.layout._elementBudget = budget
    var visited: [String] = []
    s.layout.forEachCellRun(in: s.cv.bounds) { _, items, _, _ in
      visited.append("\(items.lowerBound)...\(items.upperBound)")
      return true
    }
    #expect(visited == runs)
  }
}
