import Foundation
import LayoutKit
import Testing

/// A self-sized orthogonal row's rect query finds its items by binary search
/// (docs/compositional-layout.md, "Orthogonal sections"): it considers the groups the rect meets,
/// not the row. Work is counted as the items considered; every number derived by hand.
@Suite struct CompositionalRowIndexTests {
  /// Groups reaching past their neighbours (a badge sticking out), with their item counts and
  /// reach: A (2 items) 0 to 100, B (1) 110 to 300, C (3) 120 to 200, D (1) 210 to 260. The
  /// farthest ends so far are 100, 300, 300, 300; the nearest starts from each on 0, 110, 120,
  /// 210; items start at 0, 2, 3, 6 (7 in all).
  static let groups = CompositionalRowIndex([
    .init(itemCount: 2, start: 0, end: 100), .init(itemCount: 1, start: 110, end: 300),
    .init(itemCount: 3, start: 120, end: 200), .init(itemCount: 1, start: 210, end: 260),
  ])

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let low: Double
    let high: Double
    let items: Range<Int>
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // From B (its end 300 reaches 250) to the end (no group starts past 255): B, C and D.
    Case(name: "a badge reaching far keeps its group in", low: 250, high: 255, items: 2..<7),
    // From B (the first end past 101) to before B (its start 110 is past 105): nothing.
    Case(name: "a gap between groups meets none", low: 101, high: 105, items: 0..<0),
    // From B to before D (its start 210 is past 160): B and C.
    Case(name: "the groups the span meets", low: 150, high: 160, items: 2..<6),
    // Everything.
    Case(name: "the whole row", low: -.infinity, high: .infinity, items: 0..<7),
  ]

  @Test(arguments: cases)
  func theIndexBoundsTheGroups(_ testCase: Case) {
    #expect(Self.groups.items(low: testCase.low, high: testCase.high) == testCase.items)
  }

  /// A row of 5,000 chips estimated 80 wide, 8 apart inside insets of 16, in a 400-wide view:
  /// chip 0 measured at 120 lays the row out group by group. Relative to the first group, chip
  /// g (g > 0) reaches from 128 + 88 (g - 1) = 40 + 88 g to 120 + 88 g.
  @Test func aQueryConsidersOnlyTheGroupsItMeets() {
    let count = 5_000
    let subject = CompositionalFixture(size: size(400, 600), itemCounts: [count, 2], scale: 2)
      .make(CompositionalOrthogonalSelfSizingTests.layout(.chips))
    CompositionalSelfSizingTests.measure(subject, 0, size(120, 40))
    #expect(subject.itemFrames()[1] == rect(144, 0, 80, 40))
    // The screen, 0 to 400, widened by a point: -17 to 385 from the first group. Chips 0 (0 to
    // 120) to 3 (304 to 384); chip 4 starts at 392.
    let screen = rect(0, 0, 400, 40)
    #expect(subject.layout._orthogonalItemCandidates(section: 0, in: screen) == 0..<4)
    // At offset 5,000: 4,983 to 5,385. Chip 56 ends at 120 + 88 x 56 = 5,048 (chip 55 at
    // 4,960); chip 61 starts at 40 + 88 x 61 = 5,408 (chip 60 at 5,320): chips 56 to 60.
    _ = subject.layout._setOrthogonalOffset(5_000, section: 0)
    #expect(subject.layout._orthogonalItemCandidates(section: 0, in: screen) == 56..<61)
    let shown =
      (subject.layout.layoutAttributesForElements(in: screen) ?? [])
      .filter { $0.indexPath.section == 0 }.map(\.indexPath.item).sorted()
    #expect(shown == [56, 57, 58, 59, 60])
  }
}
