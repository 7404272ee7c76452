import Foundation
import Testing

@testable import LayoutKit

/// The compositional layout's section index: each section's reach along the scroll direction,
/// runs of sections moved by a length in O(log n), and the candidates of a query interval (the
/// same as `IntervalIndex` would give for the moved reaches). Every expected number is worked out
/// by hand in the case's comment.
@Suite struct CompositionalSectionIndexTests {
  /// One step applied to the index, in order.
  enum Step: Sendable {
    /// Every section from the first on moves by the length.
    case move(from: Int, by: Double)
    /// The section now reaches (low, high).
    case extent(Int, low: Double, high: Double)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let lows: [Double]
    let highs: [Double]
    let steps: [Step]
    /// How far each section has moved after the steps.
    let moves: [Double]
    /// (query low, query high, expected candidates).
    let queries: [(Double, Double, Range<Int>)]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      // Five sections of 100 stacked from 0: nothing moved. 150-250 meets sections 1 and 2;
      // 500-600 starts where section 4 ends (a touch counts, as in IntervalIndex); 601-700 is
      // past everything (no candidate, at the end); -50 to -1 before everything.
      name: "stacked sections, none moved",
      lows: [0, 100, 200, 300, 400], highs: [100, 200, 300, 400, 500], steps: [],
      moves: [0, 0, 0, 0, 0],
      queries: [(150, 250, 1..<3), (500, 600, 4..<5), (601, 700, 5..<5), (-50, -1, 0..<0)]),
    Case(
      // Section 1 grows by 30 (it now reaches 100-230) and the sections after it move 30: 2 is
      // at 230-330, 3 at 330-430, 4 at 430-530. 225-235 meets 1 and 2; 520-600 only 4 (which
      // ended at 500 before the move); 300-320 only 2.
      name: "a section grows and the later ones move",
      lows: [0, 100, 200, 300, 400], highs: [100, 200, 300, 400, 500],
      steps: [.extent(1, low: 100, high: 230), .move(from: 2, by: 30)],
      moves: [0, 0, 30, 30, 30],
      queries: [(225, 235, 1..<3), (520, 600, 4..<5), (300, 320, 2..<3)]),
    Case(
      // Moves add up: from 1 by 10, from 3 by -4, from 1 by 5. Sections 1 and 2 moved 15,
      // 3 and 4 moved 11: 1 at 115-215, 2 at 215-315, 3 at 311-411, 4 at 411-511. 312-313
      // meets 2 (to 315) and 3 (from 311); 0-114 only 0.
      name: "moves of overlapping runs add up",
      lows: [0, 100, 200, 300, 400], highs: [100, 200, 300, 400, 500],
      steps: [.move(from: 1, by: 10), .move(from: 3, by: -4), .move(from: 1, by: 5)],
      moves: [0, 15, 15, 11, 11],
      queries: [(312, 313, 2..<4), (0, 114, 0..<1)]),
    Case(
      // Section 2 reaches back over section 1 (a negative inset: 150-300). Everything from 1 on
      // moves 100: 1 at 200-300, 2 at 250-400, 3 at 400-500. 260-270 meets both 1 and 2;
      // 160-170 falls between 0 (ending at 100) and 1 (starting at 200): none, at 1.
      name: "a section that reaches back keeps the earlier one a candidate",
      lows: [0, 100, 150, 300], highs: [100, 200, 300, 400],
      steps: [.move(from: 1, by: 100)],
      moves: [0, 100, 100, 100],
      queries: [(260, 270, 1..<3), (160, 170, 1..<1)]),
    Case(
      // A section given its reach after moves keeps it where it is told: 2 moved 40 (to
      // 240-340), then is set to 240-400 (it grew 60) and the later ones move 60: 3 at 400-500.
      // Its own move stays 40; 3's is 100. 390-395 meets only 2 (3 starts at 400).
      name: "a moved section's new reach",
      lows: [0, 100, 200, 300], highs: [100, 200, 300, 400],
      steps: [
        .move(from: 2, by: 40), .extent(2, low: 240, high: 400), .move(from: 3, by: 60),
      ],
      moves: [0, 0, 40, 100],
      queries: [(390, 395, 2..<3), (450, 460, 3..<4)]),
    Case(
      // Seven sections of 10 from 0 (a tree of eight leaves, the last past the sections): all
      // move 5 (recorded at the root), the last one 3 more (at the node over leaves 6 and 7),
      // and from 5 on -2 (at leaf 5 and that node). Moves: 0-4 by 5, 5 by 5 - 2 = 3, 6 by
      // 5 + 3 - 2 = 6; so 4 at 45-55, 5 at 53-63, 6 at 66-76. 64-65 falls between 5 and 6:
      // none, at 6; 54 meets 4 and 5; 76-80 touches 6's end; 0-4 comes before 0 (at 5).
      name: "moves from the first, the last and a middle section of a padded tree",
      lows: [0, 10, 20, 30, 40, 50, 60], highs: [10, 20, 30, 40, 50, 60, 70],
      steps: [.move(from: 0, by: 5), .move(from: 6, by: 3), .move(from: 5, by: -2)],
      moves: [5, 5, 5, 5, 5, 3, 6],
      queries: [(64, 65, 6..<6), (54, 54, 4..<6), (76, 80, 6..<7), (0, 4, 0..<0)]),
    Case(
      // One section (a tree of one leaf) and none.
      name: "one section",
      lows: [10], highs: [20], steps: [.move(from: 0, by: 5)], moves: [5],
      queries: [(24, 30, 0..<1), (26, 30, 1..<1)]),
  ]

  @Test(arguments: cases)
  func movesAndCandidates(_ testCase: Case) {
    var index = CompositionalSectionIndex(lows: testCase.lows, highs: testCase.highs)
    for step in testCase.steps {
      switch step {
      case .move(let first, let delta): index.moveSections(from: first, by: delta)
      case .extent(let section, let low, let high):
        index.setExtent(of: section, low: low, high: high)
      }
    }
    #expect(testCase.lows.indices.map { index.move(of: $0) } == testCase.moves)
    for (low, high, expected) in testCase.queries {
      #expect(index.candidates(overlapping: low, high) == expected, "query \(low)-\(high)")
    }
  }

  /// No sections: no candidates, no moves; out-of-range moves and extents change nothing.
  @Test func noSections() {
    var index = CompositionalSectionIndex(lows: [], highs: [])
    index.moveSections(from: 0, by: 10)
    index.setExtent(of: 0, low: 0, high: 10)
    #expect(index.candidates(overlapping: -1000, 1000) == 0..<0)
    #expect(index.move(of: 0) == 0)
  }
}
