import Foundation
import LayoutKit
import Testing

/// `uniformAcrossSiblings(estimate:)` (docs/uikit-choices.md, "Compositional layout"): three
/// columns 130 wide in a 390-wide vertical layout, items estimated 44 tall and uniform across
/// their row; every number derived by hand from the rule (each item of a row takes the largest
/// of its siblings' lengths, measured, else the estimate).
@Suite struct CompositionalUniformTests {
  /// Rows of three uniform items; the row estimated 44 tall, or `rowHeight` points when given.
  static func layout(rowHeight: Double? = nil) -> CompositionalLayout {
    let item = Compose.item(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 44))
    let height: CollectionLayoutDimension = rowHeight.map { .absolute($0) } ?? .estimated(44)
    return CompositionalLayout(
      section: CollectionLayoutSection(group: Compose.row(.fractionalWidth(1), height, [item])))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rowHeight: Double?
    let measured: [(Int, CGSize)]
    let adjustments: [Double]
    /// The heights of items 0 to 5 and the y of row 1.
    let heights: [Double]
    let secondRow: Double
    let contentHeight: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Item 0 at 80: its siblings 1 and 2 grow to 80 too; the row grows by 36, row 1 starts at
    // 80 and keeps its estimate; the content goes from 88 to 124.
    Case(
      name: "siblings grow to the tallest", rowHeight: nil, measured: [(0, size(130, 80))],
      adjustments: [36], heights: [80, 80, 80, 44, 44, 44], secondRow: 80, contentHeight: 124),
    // Items 0 and 1 at 30 and 20: item 2 is not measured and keeps the room of its estimate,
    // so the row stays 44 (no change); item 2 at 25 then makes 30 the largest: the row shrinks
    // by 14, the content from 88 to 74.
    Case(
      name: "the row shrinks only when every sibling is measured", rowHeight: nil,
      measured: [(0, size(130, 30)), (1, size(130, 20)), (2, size(130, 25))],
      adjustments: [0, 0, -14], heights: [30, 30, 30, 44, 44, 44], secondRow: 30,
      contentHeight: 74),
    // A row of absolute height 100: the items still take the largest (80), the row does not
    // move (no adjustment), row 1 stays at 100.
    Case(
      name: "a fixed row keeps its length", rowHeight: 100, measured: [(1, size(130, 80))],
      adjustments: [0], heights: [80, 80, 80, 44, 44, 44], secondRow: 100, contentHeight: 200),
  ]

  @Test(arguments: cases)
  func siblingsTakeTheLargestLength(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [6], scale: 2).make(
      Self.layout(rowHeight: testCase.rowHeight))
    #expect(subject.layout._estimatesSizes)
    var adjustments: [Double] = []
    for (item, size) in testCase.measured {
      let context = CompositionalSelfSizingTests.measure(subject, item, size)
      #expect(context != nil, "item \(item)")
      if let context { adjustments.append(Double(context.contentSizeAdjustment.height)) }
    }
    #expect(adjustments == testCase.adjustments)
    let expected = testCase.heights.enumerated().map { item, height in
      rect(Double(item % 3) * 130, item < 3 ? 0 : testCase.secondRow, 130, height)
    }
    #expect(sameFrames(subject.itemFrames(), expected), "\(subject.itemFrames())")
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
  }

  /// The dimension's API: an estimate (isEstimated, as UIKit's estimate it replaces), uniform,
  /// resolved as its points before anything is measured.
  @Test func theDimensionIsAnEstimate() {
    let dimension = CollectionLayoutDimension.uniformAcrossSiblings(estimate: 44)
    #expect(dimension.isUniformAcrossSiblings && dimension.isEstimated)
    #expect(!CollectionLayoutDimension.estimated(44).isUniformAcrossSiblings)
    #expect(dimension.dimension == 44 && dimension.resolved(in: size(390, 844)) == 44)
  }
}
