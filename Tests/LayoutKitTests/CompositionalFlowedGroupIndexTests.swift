import Foundation
import LayoutKit
import SeededRandom
import Testing

/// A section solved group by group (a tag cloud re-flowed by its measured widths) answers a rect
/// query from the groups the rect meets, found by binary search, not by walking its items
/// (docs/compositional-layout.md, "The layout"). Work is counted as the items considered.
///
/// The fixture: 5,000 tags estimated 60 x 30 in rows of a 300-wide view, 10 apart both ways
/// (`CompositionalFlowTests.layout(.fixedSpacing)`), tag 1 measured 150 wide. Row 0 holds tags
/// 0 (0-60), 1 (70-220) and 2 (230-290); every later row four 60-wide tags, so row r >= 1 holds
/// tags 4r - 1 to 4r + 2, and row r spans y 40r to 40r + 30. The 4,997 tags after row 0 fill
/// 1,249 rows and one tag: the last row, 1,250, holds tag 4,999.
@Suite struct CompositionalFlowedGroupIndexTests {
  static func tagCloud() -> CompositionalSubject {
    let subject = CompositionalFixture(size: size(300, 600), itemCounts: [5_000], scale: 2)
      .make(CompositionalFlowTests.layout(.fixedSpacing))
    _ = CompositionalSelfSizingTests.measure(subject, 1, size(150, 30))
    return subject
  }

  /// `CompositionalFlowTests.layout(.fixedSpacing)` with `rowSpacing` between the rows.
  static func tagCloud(rowSpacing: Double) -> CompositionalLayout {
    let group = Compose.row(
      .fractionalWidth(1), .estimated(30), [Compose.item(.estimated(60), .estimated(30))])
    group.interItemSpacing = .fixed(10)
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = rowSpacing
    return CompositionalLayout(section: section)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rect: CGRect
    /// The items the query considers: a query widens its interval by a point each way.
    let candidates: Range<Int>
    /// The items it answers.
    let answered: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // y 0 to 100, widened -1 to 101: rows 0 (0-30), 1 (40-70) and 2 (80-110); row 3 starts at
    // 120. Tags 0 to 2, 3 to 6, 7 to 10.
    Case(
      name: "the first rows", rect: rect(0, 0, 300, 100), candidates: 0..<11,
      answered: Array(0..<11)),
    // y 4,000 to 4,100, widened 3,999 to 4,101: row 99 ends at 3,990, rows 100 (4,000-4,030)
    // to 102 (4,080-4,110) meet it, row 103 starts at 4,120. Tags 399 to 410.
    Case(
      name: "rows far down", rect: rect(0, 4_000, 300, 100), candidates: 399..<411,
      answered: Array(399..<411)),
    // y 4,032 to 4,038 lies between row 100 (ends 4,030) and row 101 (starts 4,040).
    Case(
      name: "the gap between two rows", rect: rect(0, 4_032, 300, 6), candidates: 0..<0,
      answered: []),
    // y 49,990.5 to 50,090.5, widened from 49,989.5: row 1,249 (49,960-49,990) is considered,
    // as it ends within the point, but not answered (it ends before the rect); row 1,250
    // (50,000-50,030) holds tag 4,999.
    Case(
      name: "the last rows", rect: rect(0, 49_990.5, 300, 100), candidates: 4_995..<5_000,
      answered: [4_999]),
  ]

  @Test(arguments: cases)
  func aQueryConsidersTheRowsItMeets(_ testCase: Case) {
    let subject = Self.tagCloud()
    #expect(subject.layout._itemCandidates(section: 0, in: testCase.rect) == testCase.candidates)
    let answered = (subject.layout.layoutAttributesForElements(in: testCase.rect) ?? [])
      .map(\.indexPath.item).sorted()
    #expect(answered == testCase.answered)
  }

  /// For any tag cloud (seeded widths and heights measured, spacing between rows from -20 to
  /// 20), a rect query answers exactly the tags whose frames meet the rect.
  @Test func aQueryAnswersWhatTheFramesMeet() {
    var generator = SeededGenerator(seed: 0xF10E)
    for round in 0..<20 {
      let spacing = Double(Int.random(in: -20...20, using: &generator))
      let layout = Self.tagCloud(rowSpacing: spacing)
      let subject = CompositionalFixture(size: size(300, 600), itemCounts: [400], scale: 2)
        .make(layout)
      for _ in 0..<40 {
        let item = Int.random(in: 0..<400, using: &generator)
        let width = Double(Int.random(in: 10...280, using: &generator))
        let height = Double(Int.random(in: 10...60, using: &generator))
        _ = CompositionalSelfSizingTests.measure(subject, item, size(width, height))
      }
      let frames = subject.itemFrames()
      let height = subject.layout.collectionViewContentSize.height
      for _ in 0..<30 {
        let y = Double.random(in: -50...(height + 50), using: &generator)
        let rect = rect(0, y, 300, Double.random(in: 0...300, using: &generator))
        let expected = frames.indices.filter { frames[$0].intersects(rect) }
        let answered = (subject.layout.layoutAttributesForElements(in: rect) ?? [])
          .map(\.indexPath.item).sorted()
        #expect(answered == expected, "round \(round), spacing \(spacing), rect \(rect)")
      }
    }
  }
}
