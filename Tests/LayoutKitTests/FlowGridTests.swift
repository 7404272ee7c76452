import Foundation
import SeededRandom
import Testing

@testable import LayoutKit

/// The uniform section in closed form (docs/uikit-reference.md, "Fixed-size grid"): frames and
/// the rows a range meets come from arithmetic, never from stored rows.
@Suite struct FlowGridTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var vertical = true
    var dimension = 320.0
    var crossBefore = 0.0
    var crossAfter = 0.0
    var size: CGSize
    var count: Int
    var spacing = 10.0
    var lineSpacing = 10.0
    var contentStart = 0.0
    var sectionStart = 0.0
    /// Expected: items per line, rows, content end, and some items' frames.
    var perLine: Int
    var rows: Int
    var contentEnd: Double
    var frames: [Int: CGRect]
    var testDescription: String { name }

    var grid: FlowGrid {
      FlowGrid(
        size: size, count: count,
        space: LineSpace(
          axis: FlowAxis(vertical ? .vertical : .horizontal), dimension: dimension,
          crossBefore: crossBefore, crossAfter: crossAfter),
        spacing: spacing, lineSpacing: lineSpacing, contentStart: contentStart,
        sectionStart: sectionStart)
    }
  }

  static let cases: [Case] = [
    // floor((320 + 10) / (100 + 10)) = 3 a line; gap (320 - 300) / 2 = 10; rows step 50 + 10.
    Case(
      name: "three columns justified, incomplete last row keeps the columns",
      size: CGSize(width: 100, height: 50), count: 7, perLine: 3, rows: 3,
      contentEnd: 60 * 3 - 10,
      frames: [
        0: CGRect(x: 0, y: 0, width: 100, height: 50),
        4: CGRect(x: 110, y: 60, width: 100, height: 50),
        6: CGRect(x: 0, y: 120, width: 100, height: 50),
      ]),
    // 300 across after insets 10 + 10: floor(310 / 130) = 2; gap (320 - 20 - 240) / 1 = 60.
    Case(
      name: "insets narrow the line; two columns take the leftover as their gap",
      crossBefore: 10, crossAfter: 10, size: CGSize(width: 120, height: 40), count: 5,
      contentStart: 30, perLine: 2, rows: 3, contentEnd: 30 + 3 * (40 + 10) - 10,
      frames: [
        1: CGRect(x: 190, y: 30, width: 120, height: 40),
        4: CGRect(x: 10, y: 130, width: 120, height: 40),
      ]),
    // One item a line is centred: 10 + (320 - 200 - 20) / 2 = 60.
    Case(
      name: "one a line is centred across",
      crossBefore: 10, crossAfter: 10, size: CGSize(width: 200, height: 30), count: 3,
      lineSpacing: 5, perLine: 1, rows: 3, contentEnd: 3 * 35 - 5,
      frames: [2: CGRect(x: 60, y: 70, width: 200, height: 30)]),
    // Horizontal: the line runs down 200 points, floor(210 / 60) = 3 items of 50 high, gap
    // (200 - 150) / 2 = 25; columns step 80 + 4 along x.
    Case(
      name: "horizontal grid transposes",
      vertical: false, dimension: 200, size: CGSize(width: 80, height: 50), count: 4,
      lineSpacing: 4, perLine: 3, rows: 2, contentEnd: 2 * 84 - 4,
      frames: [
        2: CGRect(x: 0, y: 150, width: 80, height: 50),
        3: CGRect(x: 84, y: 0, width: 80, height: 50),
      ]),
    // A negative line spacing larger than the item moves each row back: -20 + 10 = -10.
    Case(
      name: "rows that step backwards",
      size: CGSize(width: 300, height: 10), count: 3, lineSpacing: -20, perLine: 1, rows: 3,
      contentEnd: 3 * -10 + 20,
      frames: [2: CGRect(x: 10, y: -20, width: 300, height: 10)]),
    // A million items, 3 a line: item 999,999 is on row 333,333 at 333,333 x 60.
    Case(
      name: "a million items need no storage",
      size: CGSize(width: 100, height: 50), count: 1_000_000, perLine: 3, rows: 333_334,
      contentEnd: 333_334 * 60 - 10,
      frames: [999_999: CGRect(x: 0, y: 19_999_980, width: 100, height: 50)]),
  ]

  @Test(arguments: cases)
  func theGridAnswersByArithmetic(_ c: Case) {
    let grid = c.grid
    #expect(grid.perLine == c.perLine)
    #expect(grid.rowCount == c.rows)
    #expect(grid.contentEnd == c.contentEnd)
    for (item, frame) in c.frames { #expect(grid.frame(ofItem: item) == frame, "item \(item)") }
  }

  /// For any grid and any range (one touching a row's edge among them), every row overlapping the
  /// range is among the rows returned, and
  /// no more than two extra rows on each side are (the arithmetic widens by one against rounding).
  @Test func theRowsARangeMeetsAreFoundWithoutMissingAny() {
    var generator = SeededGenerator(seed: 19)
    var checked = 0
    for _ in 0..<2_000 {
      let c = Case(
        name: "random", vertical: Bool.random(using: &generator),
        dimension: Double(Int.random(in: 50...500, using: &generator)),
        size: CGSize(
          width: Double(Int.random(in: 1...120, using: &generator)) + 0.5,
          height: Double(Int.random(in: 0...80, using: &generator)) + 0.25),
        count: Int.random(in: 0...200, using: &generator),
        lineSpacing: Double(Int.random(in: -90...20, using: &generator)) + 0.125,
        contentStart: Double(Int.random(in: 0...40, using: &generator)),
        sectionStart: Double(Int.random(in: -100...3000, using: &generator)),
        perLine: 0, rows: 0, contentEnd: 0, frames: [:])
      let grid = c.grid
      var low = Double(Int.random(in: -3000...9000, using: &generator)) + 0.3
      var high = low + Double(Int.random(in: 0...900, using: &generator))
      // A range that just touches a row at either end (rects that share an edge meet).
      if grid.rowCount > 0, Bool.random(using: &generator) {
        let row = grid.extent(ofRow: Int.random(in: 0..<grid.rowCount, using: &generator))
        if Bool.random(using: &generator) {
          low = max(row.low, row.high)
          high = low + 7
        } else {
          high = min(row.low, row.high)
          low = high - 7
        }
      }
      let found = grid.rows(overlapping: low, high)
      var overlapping: [Int] = []
      for row in 0..<grid.rowCount {
        let extent = grid.extent(ofRow: row)
        if max(extent.low, extent.high) >= low, min(extent.low, extent.high) <= high {
          overlapping.append(row)
        }
      }
      for row in overlapping { #expect(found.contains(row), "row \(row) of \(c)") }
      if let first = overlapping.first, let last = overlapping.last,
        c.size.height + c.lineSpacing > 1
      {
        #expect(found.lowerBound >= first - 2 && found.upperBound <= last + 3)
      }
      checked += overlapping.count
    }
    #expect(checked > 1_000)
  }

  @Test(arguments: [
    ("an infinite range meets every row", -Double.infinity, Double.infinity, 0..<3),
    ("a range far before the rows meets none", -1e6, -1e5, 0..<0),
    ("a range far after the rows meets none", 1e6, 1e7, 0..<0),
    ("a not-a-number range meets every row", Double.nan, Double.nan, 0..<3),
  ])
  func extremeRangesNeitherTrapNorMiss(
    _ name: String, _ low: Double, _ high: Double,
    _ expected: Range<Int>
  ) {
    let grid = Self.cases[0].grid
    #expect(grid.rows(overlapping: low, high) == expected, "\(name)")
  }
}
