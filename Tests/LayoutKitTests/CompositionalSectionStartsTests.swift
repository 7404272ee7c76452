import Foundation
import Testing

@testable import LayoutKit

/// The starts of a compositional layout's sections, moved by measurements: a start reads as if
/// each move had been added to it in turn, to the last bit, whether the moves were recorded
/// (on the grid of 1/256) or added at once (off it). Every expected number is the rule's sum,
/// written out in the case.
@Suite struct CompositionalSectionStartsTests {
  /// A section of 100 points from `start`, its first group 20 below, with a header at its start.
  static func section(start: Double) -> CompositionalSectionGeometry {
    CompositionalSectionGeometry(
      frame: CGRect(x: 0, y: start, width: 390, height: 100), itemCount: 0, groupLeaves: [],
      firstGroupOrigin: CGPoint(x: 0, y: start + 20), groupPitch: 0,
      supplementaries: [
        CompositionalElement(
          kind: "header", frame: CGRect(x: 0, y: start, width: 390, height: 20), zIndex: 0)
      ], decorations: [], axis: FlowAxis(.vertical))
  }

  /// One step: every section after `after` moves by `delta`, or section `replaced` is solved
  /// again at `start`.
  enum Step: Sendable {
    case move(after: Int, by: Double)
    case replace(Int, start: Double)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let solvedStarts: [Double]
    let steps: [Step]
    /// Each section's frame start after the steps; its header starts where the frame does.
    let starts: [Double]
    /// Each section's first group start after the steps, moved in turn from 20 below the
    /// solved start (nil: 20 below `starts`, exact on the grid).
    var groupStarts: [Double]? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      // Whole points are on the grid: recorded. Section 1 on by 12, section 2 on by -5, then 2
      // on by 30: 0, 112, 237 (200 + 12 - 5 + 30), 337.
      name: "moves on the grid add up per section",
      solvedStarts: [0, 100, 200, 300],
      steps: [.move(after: 0, by: 12), .move(after: 1, by: -5), .move(after: 1, by: 30)],
      starts: [0, 112, 237, 337]),
    Case(
      // Tenths are off the grid: added in turn, each sum rounded. 200 + 0.1, then + 0.2, reads
      // 200.29999999999998; the moves' sum 0.30000000000000004 added once would read 200.3.
      name: "moves off the grid are added one by one",
      solvedStarts: [0, 100, 200],
      steps: [.move(after: 0, by: 0.1), .move(after: 0, by: 0.2)],
      starts: [0, (100 + 0.1) + 0.2, (200 + 0.1) + 0.2],
      groupStarts: [20, (120 + 0.1) + 0.2, (220 + 0.1) + 0.2]),
    Case(
      // Recorded moves (12, 4) are added before a move off the grid (0.1) follows them; later
      // moves (8) are added at once too: (100 + 16 + 0.1) + 8.
      name: "a move off the grid after recorded ones keeps their order",
      solvedStarts: [0, 100, 200],
      steps: [
        .move(after: 0, by: 12), .move(after: 0, by: 4), .move(after: 0, by: 0.1),
        .move(after: 0, by: 8),
      ],
      starts: [0, ((100 + 16) + 0.1) + 8, ((200 + 16) + 0.1) + 8],
      groupStarts: [20, ((120 + 16) + 0.1) + 8, ((220 + 16) + 0.1) + 8]),
    Case(
      // Section 1 moved 12 is solved again where it is now (112), 30 longer, and the later ones
      // move 30: 0, 112, 242 (200 + 12 + 30).
      name: "a section solved again where it moved to keeps its place",
      solvedStarts: [0, 100, 200],
      steps: [.move(after: 0, by: 12), .replace(1, start: 112), .move(after: 1, by: 30)],
      starts: [0, 112, 242]),
    Case(
      // A section solved at a start off the grid: what was recorded is added first (section 2
      // at 212), then the later move of 0.5 is added at once: 212.5.
      name: "a section solved off the grid",
      solvedStarts: [0, 100, 200],
      steps: [.move(after: 0, by: 12), .replace(1, start: 112.1), .move(after: 1, by: 0.5)],
      starts: [0, 112.1, 212.5]),
    Case(
      // A move after the last section moves nothing, and moves are still recorded after it:
      // 0, 100, 207.
      name: "a move after the last section moves nothing",
      solvedStarts: [0, 100, 200],
      steps: [.move(after: 2, by: 50), .move(after: 1, by: 7)],
      starts: [0, 100, 207]),
  ]

  @Test(arguments: cases)
  func startsReadAsEachMoveAddedInTurn(_ c: Case) {
    let axis = FlowAxis(.vertical)
    var starts = CompositionalSectionStarts(c.solvedStarts.map(Self.section(start:)), axis: axis)
    for step in c.steps {
      switch step {
      case .move(let after, let delta): starts.moveSections(after: after, by: delta)
      case .replace(let index, let start): starts.replace(index, with: Self.section(start: start))
      }
    }
    for (index, expected) in c.starts.enumerated() {
      let placed = starts.placing(Self.section(start: c.solvedStarts[index]), index: index)
      #expect(Double(placed.frame.minY).bitPattern == expected.bitPattern, "section \(index)")
      let group = c.groupStarts?[index] ?? expected + 20
      #expect(Double(placed.firstGroupOrigin.y).bitPattern == group.bitPattern, "group \(index)")
      let header = placed.supplementaries.first.map { Double($0.frame.minY).bitPattern }
      #expect(header == expected.bitPattern)
      let frame = starts.frame(of: Self.section(start: c.solvedStarts[index]), index: index)
      #expect(Double(frame.minY).bitPattern == expected.bitPattern)
    }
  }

  /// The grid: multiples of 1/256 within 2^42, never -0.
  @Test(arguments: [
    (0.0, true), (44.0, true), (-12.5, true), (0.00390625, true), (0.1, false),
    (1.0 / 3.0, false), (-0.0, false), (4_398_046_511_104.0, true), (8_796_093_022_208.0, false),
    (Double.infinity, false), (Double.nan, false),
  ])
  func theGrid(_ value: Double, _ onGrid: Bool) {
    #expect(CompositionalStartShifts.isOnGrid(value) == onGrid)
  }
}
