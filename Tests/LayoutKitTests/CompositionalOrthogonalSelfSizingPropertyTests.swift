import Foundation
import LayoutKit
import SeededRandom
import Testing

/// A self-sized orthogonal row settles to the fixed-size row of the same sizes: over random
/// rows (item counts, spacings, insets, behaviours), every cell of a row estimated along and
/// across the scroll direction measured at one size gives the frames, the content size and the
/// scrolling (limits, resting offsets) of the same row declared at that size with absolute
/// dimensions.
@Suite struct CompositionalOrthogonalSelfSizingPropertyTests {
  struct Row {
    let count: Int
    let spacing: Double
    let leading: Double
    let trailing: Double
    let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    /// The size every cell prefers.
    let size: CGSize
  }

  static func randomRow(_ g: inout SeededGenerator) -> Row {
    let behaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [
      .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
    ]
    return Row(
      count: Int.random(in: 1...12, using: &g), spacing: Double(Int.random(in: 0...12, using: &g)),
      leading: Double(Int.random(in: 0...24, using: &g)),
      trailing: Double(Int.random(in: 0...24, using: &g)),
      behavior: behaviors[Int.random(in: 0..<behaviors.count, using: &g)],
      size: size(
        Double(Int.random(in: 20...200, using: &g)), Double(Int.random(in: 20...150, using: &g))))
  }

  /// The row above a list of two 50-point rows; its group and item `width` x `height`.
  static func layout(
    _ row: Row, width: CollectionLayoutDimension, height: CollectionLayoutDimension
  ) -> CompositionalLayout {
    CompositionalLayout { index, _ in
      guard index == 0 else { return Compose.list(height: 50) }
      let section = CollectionLayoutSection(
        group: Compose.row(width, height, [Compose.item(width, height)]))
      section.interGroupSpacing = row.spacing
      section.contentInsets = DirectionalEdgeInsets(
        top: 0, leading: row.leading, bottom: 0, trailing: row.trailing)
      section.orthogonalScrollingBehavior = row.behavior
      return section
    }
  }

  @Test func aSelfSizedRowSettlesToTheFixedRow() throws {
    var g = SeededGenerator(seed: 0x0_5E1F)
    for round in 0..<200 {
      let row = Self.randomRow(&g)
      let fixture = CompositionalFixture(
        size: size(400, 600), itemCounts: [row.count, 2], scale: 2)
      let measured = fixture.make(Self.layout(row, width: .estimated(80), height: .estimated(100)))
      for item in 0..<row.count {
        CompositionalSelfSizingTests.measure(measured, item, row.size)
      }
      let fixed = fixture.make(
        Self.layout(row, width: .absolute(row.size.width), height: .absolute(row.size.height)))
      let label = "round \(round): \(row)"
      #expect(measured.itemFrames() == fixed.itemFrames(), "\(label)")
      #expect(measured.itemFrames(section: 1) == fixed.itemFrames(section: 1), "\(label)")
      #expect(
        measured.layout.collectionViewContentSize == fixed.layout.collectionViewContentSize,
        "\(label)")
      let selfSized = try #require(measured.layout._orthogonalScroller(section: 0))
      let plain = try #require(fixed.layout._orthogonalScroller(section: 0))
      #expect(selfSized.contentLength == plain.contentLength, "\(label)")
      #expect(selfSized.rowLength == plain.rowLength, "\(label)")
      #expect(selfSized.groupCount == plain.groupCount, "\(label)")
      #expect(selfSized.minimumOffset == plain.minimumOffset, "\(label)")
      #expect(selfSized.maximumOffset == plain.maximumOffset, "\(label)")
      for _ in 0..<5 {
        let proposed = Double(Int.random(in: -200...2_000, using: &g))
        let start = Double(Int.random(in: -200...2_000, using: &g))
        #expect(
          selfSized.restingOffset(proposed: proposed, start: start)
            == plain.restingOffset(proposed: proposed, start: start),
          "\(label): proposed \(proposed), start \(start)")
      }
    }
  }
}
