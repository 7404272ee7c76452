import Foundation
import LayoutKit
import Testing

/// `uniformAcrossSiblings(estimate:)` where `CompositionalUniformTests` does not go
/// (docs/uikit-choices.md, "Self-sizing nested groups"): items of an orthogonal row, and the
/// section's outermost group, whose size UIKit shares across the whole section. Every number
/// derived by hand from the rule: uniform items of one group take the largest of their sizes
/// (an unmeasured one counting at its estimate); a uniform outermost group gives every group of
/// the section the largest size among its measured groups.
@Suite struct CompositionalUniformSectionTests {
  enum Shape: Sendable {
    /// An orthogonal row above two 50-point list rows, in 400 x 600: groups 0.8 x 360 = 288
    /// wide and estimated 100 tall, 10 apart inside insets of 20, each of two items 144 wide
    /// and uniform (estimate 100) tall: items at x 20, 164, 318, 462.
    case uniformCards
    /// A list in 390 x 844: groups the full width and uniform (estimate 44) tall, one item
    /// each, estimated 44 tall: rows at 44 r.
    case uniformRows
    /// An orthogonal row above two 50-point list rows, in 400 x 600: groups uniform (estimate
    /// 80) wide and 40 tall, 8 apart inside insets of 16, one chip each estimated 80 wide:
    /// chips at x 16 + 88 g.
    case uniformChips
  }

  static func layout(_ shape: Shape) -> CompositionalLayout {
    CompositionalLayout { index, _ in
      guard index == 0 else { return Compose.list(height: 50) }
      switch shape {
      case .uniformCards:
        let section = CollectionLayoutSection(
          group: Compose.row(
            .fractionalWidth(0.8), .estimated(100),
            [Compose.item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 100))]))
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.orthogonalScrollingBehavior = .continuous
        return section
      case .uniformRows:
        return CollectionLayoutSection(
          group: Compose.row(
            .fractionalWidth(1), .uniformAcrossSiblings(estimate: 44),
            [Compose.item(.fractionalWidth(1), .estimated(44))]))
      case .uniformChips:
        let section = CollectionLayoutSection(
          group: Compose.row(
            .uniformAcrossSiblings(estimate: 80), .absolute(40),
            [Compose.item(.estimated(80), .fractionalHeight(1))]))
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.orthogonalScrollingBehavior = .continuous
        return section
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let shape: Shape
    let measured: [(Int, CGSize)]
    let adjustments: [Double]
    let frames: [CGRect]
    let contentHeight: Double
    /// The orthogonal row's length, for a row.
    var rowLength: Double? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Item 0 at 150: its sibling item 1 takes 150 too, the group and the row 150 (50 more); the
    // second group keeps its estimate. Then item 3 at 120: item 2 takes 120, the row stays 150.
    Case(
      name: "uniform items of an orthogonal row take their tallest sibling's height",
      shape: .uniformCards, measured: [(0, size(144, 150)), (3, size(144, 120))],
      adjustments: [50, 0],
      frames: [
        rect(20, 0, 144, 150), rect(164, 0, 144, 150), rect(318, 0, 144, 120),
        rect(462, 0, 144, 120),
      ],
      contentHeight: 250, rowLength: 20 + 2 * 288 + 10 + 20),
    // Row 1 at 70: its group is 70 tall, the largest measured, and every group of the section
    // takes 70: rows at 0, 70, 140, 210, 280 (row 0's cell, not measured, keeps 44); the
    // content from 5 x 44 = 220 to 350. Row 3 at 30: the largest is still 70, nothing moves.
    // Row 1 again at 40: the largest measured group is 40 (row 3's is 30): every group 40, the
    // content 200.
    Case(
      name: "a uniform outermost group shares its largest measured size across the section",
      shape: .uniformRows,
      measured: [(1, size(390, 70)), (3, size(390, 30)), (1, size(390, 40))],
      adjustments: [130, 0, -150],
      frames: [
        rect(0, 0, 390, 44), rect(0, 40, 390, 40), rect(0, 80, 390, 44), rect(0, 120, 390, 30),
        rect(0, 160, 390, 44),
      ],
      contentHeight: 200),
    // Chip 0 at 120 wide: its group is 120 wide, and every group of the row takes 120: chips at
    // 16 + 128 g, the row 16 + 5 x 120 + 4 x 8 + 16 = 664 long; the row stays 40 tall.
    Case(
      name: "a uniform group along an orthogonal row shares the widest measured group",
      shape: .uniformChips, measured: [(0, size(120, 40))], adjustments: [0],
      frames: [
        rect(16, 0, 120, 40), rect(144, 0, 80, 40), rect(272, 0, 80, 40), rect(400, 0, 80, 40),
        rect(528, 0, 80, 40),
      ],
      contentHeight: 140, rowLength: 664),
  ]

  @Test(arguments: cases)
  func uniformSizesAreShared(_ testCase: Case) {
    let count = testCase.frames.count
    let viewSize = testCase.shape == .uniformRows ? size(390, 844) : size(400, 600)
    let itemCounts = testCase.shape == .uniformRows ? [count] : [count, 2]
    let subject = CompositionalFixture(size: viewSize, itemCounts: itemCounts, scale: 2).make(
      Self.layout(testCase.shape))
    #expect(
      CompositionalNestedSelfSizingTests.measureInTurn(subject, testCase.measured)
        == testCase.adjustments)
    #expect(sameFrames(subject.itemFrames(), testCase.frames), "\(subject.itemFrames())")
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
    if let rowLength = testCase.rowLength {
      #expect(subject.layout._orthogonalScroller(section: 0)?.contentLength == rowLength)
    }
  }
}
