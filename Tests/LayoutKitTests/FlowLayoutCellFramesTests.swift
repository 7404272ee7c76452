import Foundation
import Testing

@testable import LayoutKit

/// `forEachCellFrame(in:)` and `frameOfItem(at:)`: the cells and frames the flow layout's answers
/// hold, read without building attributes (what the separators feature reads each display tick).
@Suite struct FlowLayoutCellFramesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: FlowFixture
    let rect: CGRect
    /// "S/I x y w h" for each cell, worked out from the grid's rule (FlowLayoutUniformTests).
    let cells: [String]
    var testDescription: String { name }
  }

  static func text(_ path: IndexPath, _ frame: CGRect) -> String {
    "\(path.section)/\(path.item) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)"
  }

  static let cases: [Case] = [
    Case(
      name: "375 wide, 100-pt items: the second row of three columns at 0, 137.5, 275",
      fixture: FlowFixture(sections: [.init(7)], itemSize: size(100, 100)),
      rect: rect(0, 150, 375, 20),
      cells: [
        "0/3 0.0 110.0 100.0 100.0", "0/4 137.5 110.0 100.0 100.0", "0/5 275.0 110.0 100.0 100.0",
      ]),
    Case(
      name: "a rect across two sections of two 150-pt columns under 40-pt headers",
      fixture: FlowFixture(
        size: size(320, 200), sections: [.init(2), .init(2)], itemSize: size(150, 100),
        header: size(0, 40)),
      rect: rect(0, 100, 320, 100),
      cells: [
        "0/0 0.0 40.0 150.0 100.0", "0/1 170.0 40.0 150.0 100.0", "1/0 0.0 180.0 150.0 100.0",
        "1/1 170.0 180.0 150.0 100.0",
      ]),
    Case(
      name: "right to left: the first column is on the right",
      fixture: FlowFixture(
        sections: [.init(3)], itemSize: size(100, 100), layoutDirection: .rightToLeft),
      rect: rect(0, 0, 375, 10),
      cells: ["0/0 275.0 0.0 100.0 100.0", "0/1 137.5 0.0 100.0 100.0", "0/2 0.0 0.0 100.0 100.0"]),
    Case(
      name: "variable lines, right to left: the second line (FlowLayoutDisplayTests)",
      fixture: FlowFixture(
        size: size(300, 600),
        sections: [sizes([(100, 40), (100, 40), (120, 40), (50, 40), (50, 40)])],
        layoutDirection: .rightToLeft),
      rect: rect(0, 60, 300, 10),
      cells: ["0/2 180.0 50.0 120.0 40.0", "0/3 120.0 50.0 50.0 40.0", "0/4 60.0 50.0 50.0 40.0"]),
    Case(
      name: "a rect between the rows meets no cell",
      fixture: FlowFixture(sections: [.init(6)], itemSize: size(100, 100)),
      rect: rect(0, 101, 375, 8),
      cells: []),
  ]

  @Test(arguments: cases) func cellsAndFrames(_ c: Case) {
    let s = c.fixture.make()
    defer { withExtendedLifetime(s) {} }
    var cells: [String] = []
    var fromItemQueries: [String] = []
    s.layout.forEachCellFrame(in: c.rect) { path, frame in
      cells.append(Self.text(path, frame))
      fromItemQueries.append(s.layout.frameOfItem(at: path).map { Self.text(path, $0) } ?? "nil")
      return true
    }
    #expect(cells == c.cells)
    // The same cells and frames as the answer's, and as the item queries'.
    let answered = (s.layout.layoutAttributesForElements(in: c.rect) ?? [])
      .filter { $0.representedElementCategory == .cell }.map { Self.text($0.indexPath, $0.frame) }
    #expect(cells == answered)
    #expect(fromItemQueries == cells)
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
  /// and so does the walk.
  @Test(arguments: [(3, 4), (10, 11), (100, 40)])
  func theWalkStopsOnePastTheBudget(budget: Int, visited: Int) {
    let s = FlowFixture(sections: [.init(40)]).make()
    defer { withExtendedLifetime(s) {} }
    s.layout._elementBudget = budget
    var count = 0
    s.layout.forEachCellFrame(in: s.cv.bounds) { _, _ in
      count += 1
      return true
    }
    #expect(count == visited)
  }
}
