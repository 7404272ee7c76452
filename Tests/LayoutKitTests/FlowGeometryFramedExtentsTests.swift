import Foundation
import Testing

@testable import LayoutKit

/// One batch of section deletes and inserts on a geometry, with the rect queries it must then
/// answer (display space, scale 1, so each query reaches one point further either way).
struct FramedExtentsCase: CustomTestStringConvertible, Sendable {
  let name: String
  let before: [FlowSectionMetrics]
  /// Old sections deleted.
  let deleted: [Int]
  /// New sections inserted, with their metrics.
  let inserted: [(at: Int, metrics: FlowSectionMetrics)]
  /// Whether the updated geometry answers from its sections' starts, keeping no index.
  let framed: Bool
  let contentHeight: Double
  /// Each query's y and height (full width) and the sections it must find.
  let queries: [(y: Double, height: Double, sections: Range<Int>)]

  var testDescription: String { name }
}

/// Sections of one 50 x 40 item in a 100-point-wide layout, no spacing, no header: 40 long.
private let plain = FlowSectionMetrics(
  itemSizes: .uniform(CGSize(width: 50, height: 40), count: 1), minimumLineSpacing: 0,
  minimumInteritemSpacing: 0)
/// Two 50 x 20 items side by side: one line, 20 long.
private let short = FlowSectionMetrics(
  itemSizes: .uniform(CGSize(width: 50, height: 20), count: 2), minimumLineSpacing: 0,
  minimumInteritemSpacing: 0)
/// One 50 x 40 item under a top inset of -30 and over a bottom inset of 30: its line is 30
/// before the section's start (-30 ... 10), the section 40 long; its extent reaches 30 back.
private let reachingBack = FlowSectionMetrics(
  itemSizes: .uniform(CGSize(width: 50, height: 40), count: 1),
  sectionInset: EdgeInsets(top: -30, left: 0, bottom: 30, right: 0), minimumLineSpacing: 0,
  minimumInteritemSpacing: 0)
/// One item 100/3 high: a length not exact in binary, so the section is placed from its shape.
private let third = FlowSectionMetrics(
  itemSizes: .uniform(CGSize(width: 50, height: 100.0 / 3), count: 1), minimumLineSpacing: 0,
  minimumInteritemSpacing: 0)

private let environment = FlowLayoutEnvironment(
  boundsSize: CGSize(width: 100, height: 200), displayScale: 1)

/// A geometry whose every section's extent is its frame keeps no section index: its starts
/// answer rect queries, before and after a batch, and a section of another kind builds the
/// index (docs/architecture.md, "One `insert`"). Every answer is also a fresh geometry's.
@Suite struct FlowGeometryFramedExtentsTests {
  static let cases: [FramedExtentsCase] = [
    // Old 0 leaves, `short` arrives at 2: starts 0, 40, 80, content 100. [84, 91] is the third
    // section's; [29, 51] reaches the first two; [40, 47] touches the first one's end, so finds
    // it too; [101, 113] none (the last ends at 100).
    FramedExtentsCase(
      name: "framed sections stay framed through a batch", before: [plain, plain, plain],
      deleted: [0], inserted: [(2, short)], framed: true, contentHeight: 100,
      queries: [(85, 5, 2..<3), (30, 20, 0..<2), (41, 5, 0..<2), (102, 10, 3..<3)]),
    // `reachingBack` at 1 starts at 40 and reaches back to 10: [14, 21] finds the first section
    // and it, where the starts alone (40 > 21) would find only the first; [121, 128] only the
    // last (120 ... 160).
    FramedExtentsCase(
      name: "a section reaching before its start builds the index",
      before: [plain, plain, plain], deleted: [], inserted: [(1, reachingBack)], framed: false,
      contentHeight: 160, queries: [(15, 5, 0..<2), (45, 5, 1..<2), (122, 5, 3..<4)]),
    FramedExtentsCase(
      name: "deleting every section", before: [plain, plain], deleted: [0, 1], inserted: [],
      framed: true, contentHeight: 0, queries: [(0, 50, 0..<0)]),
    // The index kept from before: `plain` arrives at 0, old 2 leaves: starts 0, 40, 80, the
    // second reaching back to 10.
    FramedExtentsCase(
      name: "an index kept when a section was not framed before",
      before: [reachingBack, plain, plain], deleted: [2], inserted: [(0, plain)], framed: false,
      contentHeight: 120, queries: [(15, 5, 0..<2), (85, 5, 2..<3)]),
    // 100/3 at 1: starts 0, 40, 73.33..., content 113.33...; [74, 81] is the last section's.
    FramedExtentsCase(
      name: "a length not exact in binary builds the index", before: [plain, plain], deleted: [],
      inserted: [(1, third)], framed: false, contentHeight: 40 + 100.0 / 3 + 40,
      queries: [(75, 5, 2..<3), (60, 5, 1..<2)]),
  ]

  @Test(arguments: cases)
  func aBatchAnswersQueriesAsAFreshGeometry(_ testCase: FramedExtentsCase) {
    var geometry = FlowLayoutGeometry(environment: environment, sections: testCase.before)
    let newCount = testCase.before.count - testCase.deleted.count + testCase.inserted.count
    let placement = SectionPlacement(
      oldCount: testCase.before.count, newCount: newCount, deleted: testCase.deleted,
      inserted: testCase.inserted.map(\.at), moves: [])
    var metrics = testCase.before
    placement.rearrange(&metrics) { plain }
    for (at, inserted) in testCase.inserted { metrics[at] = inserted }
    geometry.update(
      placement: placement, solvingAgain: testCase.inserted.map(\.at).sorted(), sections: metrics)
    let fresh = FlowLayoutGeometry(environment: environment, sections: metrics)
    #expect(geometry.extentsAreFrames == testCase.framed)
    #expect(geometry.contentSize == CGSize(width: 100, height: testCase.contentHeight))
    #expect(geometry.sections.map(\.start) == fresh.sections.map(\.start))
    for query in testCase.queries {
      let rect = CGRect(x: 0, y: query.y, width: 100, height: query.height)
      #expect(geometry.sections(intersecting: rect) == query.sections, "y \(query.y)")
      #expect(fresh.sections(intersecting: rect) == query.sections, "fresh, y \(query.y)")
    }
  }

  /// 100,000 framed sections; one inserted at 99,990: the pass places the 11 sections from it
  /// to the end, whatever comes before, and keeps no index.
  @Test func aBatchNearTheEndPlacesOnlyTheSectionsFromIt() {
    let count = 100_000
    var geometry = FlowLayoutGeometry(
      environment: environment, sections: Array(repeating: plain, count: count))
    #expect(geometry.extentsAreFrames)
    let placement = SectionPlacement(
      oldCount: count, newCount: count + 1, deleted: [], inserted: [99_990], moves: [])
    let placed = geometry.update(
      placement: placement, solvingAgain: [99_990],
      sections: Array(repeating: plain, count: count + 1))
    #expect(placed == 11)
    #expect(geometry.extentsAreFrames)
    #expect(geometry.contentSize == CGSize(width: 100, height: Double(count + 1) * 40))
    let last = CGRect(x: 0, y: Double(count) * 40 + 10, width: 100, height: 5)
    #expect(geometry.sections(intersecting: last) == count..<(count + 1))
  }

  /// 100,000 framed sections; section 99,995 laid out again 20 long instead of 40 (its items
  /// changed, the sections stay where they are): it is placed anew and the 4 after it move 20
  /// back, 5 sections of work; the rest, and the index, are left alone.
  @Test func aSectionSolvedAgainInPlaceMovesOnlyTheSectionsAfterIt() {
    let count = 100_000
    var geometry = FlowLayoutGeometry(
      environment: environment, sections: Array(repeating: plain, count: count))
    let placement = SectionPlacement(
      oldCount: count, newCount: count, deleted: [], inserted: [], moves: [])
    var metrics = Array(repeating: plain, count: count)
    metrics[99_995] = short
    let work = geometry.update(placement: placement, solvingAgain: [99_995], sections: metrics)
    #expect(work == 5)
    #expect(geometry.extentsAreFrames)
    #expect(geometry.contentSize == CGSize(width: 100, height: Double(count) * 40 - 20))
    let fresh = FlowLayoutGeometry(environment: environment, sections: metrics)
    #expect(geometry.sections.map(\.start) == fresh.sections.map(\.start))
    // Section 99,996 now starts at 3,999,820 and ends at 3,999,860: [3,999,829, 3,999,836].
    let moved = CGRect(x: 0, y: 3_999_830, width: 100, height: 5)
    #expect(geometry.sections(intersecting: moved) == 99_996..<99_997)
  }
}
