import Foundation
import LayoutKit
import Testing

/// Measurements in a compositional layout of many sections move every later section (through
/// the section index's record of moves, without touching them): rows and sections land where
/// running sums put them, and a rect query finds the moved rows. Every number derived by hand.
@Suite struct CompositionalSectionMoveTests {
  /// 40 sections of two rows estimated 44 (88 a section): section s starts at 88 s. Row 1 of
  /// section 3 at 100 (+56) moves sections 4 on by 56; row 0 of section 1 at 20 (-24) moves
  /// sections 2 on by -24; row 0 of the last section at 50 (+6) moves nothing after it. So
  /// section 2 starts at 176 - 24 = 152, section 3 at 240 (its row 1 at 284, 100 tall), any
  /// later section s at 88 s + 56 - 24 = 88 s + 32 (section 20 at 1,792, section 39 at 3,464,
  /// its row 1 at 3,514), and the content is 3,520 + 56 - 24 + 6 = 3,558 tall.
  @Test func measurementsMoveTheLaterSections() {
    let subject = CompositionalFixture(
      size: CGSize(width: 390, height: 844), itemCounts: Array(repeating: 2, count: 40), scale: 2
    ).make(CompositionalSelfSizingTests.estimatedList())
    var adjustments: [Double] = []
    for (section, item, height) in [(3, 1, 100.0), (1, 0, 20.0), (39, 0, 50.0)] {
      let context = CompositionalSelfSizingTests.measure(
        subject, item, CGSize(width: 390, height: height), section: section)
      adjustments.append(Double(context?.contentSizeAdjustment.height ?? .nan))
    }
    #expect(adjustments == [56, -24, 6])
    let expected: [(section: Int, frames: [CGRect])] = [
      (1, [rect(0, 88, 390, 20), rect(0, 108, 390, 44)]),
      (2, [rect(0, 152, 390, 44), rect(0, 196, 390, 44)]),
      (3, [rect(0, 240, 390, 44), rect(0, 284, 390, 100)]),
      (20, [rect(0, 1792, 390, 44), rect(0, 1836, 390, 44)]),
      (39, [rect(0, 3464, 390, 50), rect(0, 3514, 390, 44)]),
    ]
    for (section, frames) in expected {
      #expect(sameFrames(subject.itemFrames(section: section), frames), "section \(section)")
    }
    #expect(subject.layout.collectionViewContentSize.height == 3558)
    // 1,800-1,810 meets only row 0 of section 20 (1,792-1,836); row 1 of section 19 ends at
    // 1,792.
    let found = subject.layout.layoutAttributesForElements(in: rect(0, 1800, 390, 10)) ?? []
    #expect(found.map(\.indexPath) == [IndexPath(item: 0, section: 20)])
    #expect(found.map(\.frame) == [rect(0, 1792, 390, 44)])
  }
}
