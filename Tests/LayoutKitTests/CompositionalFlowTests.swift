import Foundation
import LayoutKit
import Testing

/// Self-sizing across the scroll direction (docs/uikit-choices.md, "Compositional layout"): a tag
/// cloud of items estimated 60 wide in rows of a 300-wide vertical layout re-flows when its cells
/// prefer other widths. Every number is derived by hand from the rule: each row takes items while
/// their widths (measured, else 60) and the spacing fit 300.
@Suite struct CompositionalFlowTests {
  enum Tags: Sendable {
    /// Items estimated 60 x 30 in rows estimated 30 tall, 10 apart both ways.
    case fixedSpacing
    /// The same with a flexible inter-item spacing of at least 10.
    case flexibleSpacing
    /// Items 60 wide (absolute), estimated 30 tall: their width is not estimated.
    case absoluteWidth
  }

  static func layout(_ tags: Tags) -> CompositionalLayout {
    let width: CollectionLayoutDimension = tags == .absoluteWidth ? .absolute(60) : .estimated(60)
    let group = Compose.row(
      .fractionalWidth(1), .estimated(30), [Compose.item(width, .estimated(30))])
    group.interItemSpacing = tags == .flexibleSpacing ? .flexible(10) : .fixed(10)
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    return CompositionalLayout(section: section)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let tags: Tags
    /// (item, preferred size) handed to the layout in turn.
    let measured: [(Int, CGSize)]
    let taken: [Bool]
    /// The content height's change each taken answer reported.
    let adjustments: [Double]
    let frames: [CGRect]
    let contentHeight: Double
    var testDescription: String { name }
  }

  // Before any measurement: four 60-wide tags a row (60 + 3 x 70 = 270; a fifth would end at
  // 340), rows at y 0 and 40, the content 70 tall.
  static let cases: [Case] = [
    // Item 1 at 150: 0-60, 70-220, 230-290 fit; item 3 would end at 360, so it starts row 1 at
    // y 40, with 4 and 5 after it. Still two rows: no adjustment.
    Case(
      name: "a wide tag pushes the next ones to the following row", tags: .fixedSpacing,
      measured: [(1, size(150, 30))], taken: [true], adjustments: [0],
      frames: [
        rect(0, 0, 60, 30), rect(70, 0, 150, 30), rect(230, 0, 60, 30), rect(0, 40, 60, 30),
        rect(70, 40, 60, 30), rect(140, 40, 60, 30),
      ],
      contentHeight: 70),
    // Items 0, 1 and 2 at 20: 0, 30, 60 (20 wide), then 90, 160, 230 (60 wide), the last
    // ending at 290: all six fit one row once the third is measured; the content loses the
    // second row and its spacing (70 to 30). After the first two, item 5 would end at 330.
    Case(
      name: "narrow tags pull the next ones up", tags: .fixedSpacing,
      measured: [(0, size(20, 30)), (1, size(20, 30)), (2, size(20, 30))],
      taken: [true, true, true], adjustments: [0, 0, -40],
      frames: [
        rect(0, 0, 20, 30), rect(30, 0, 20, 30), rect(60, 0, 20, 30), rect(90, 0, 60, 30),
        rect(160, 0, 60, 30), rect(230, 0, 60, 30),
      ],
      contentHeight: 30),
    // Item 0 at 100 x 50: row 0 holds 0 (0-100), 1 (110-170), 2 (180-240); item 3 would end at
    // 310. The row grows by 20 (its only measured item's change; the others count as 0), so row
    // 1 starts at 50 + 10 = 60 and the content is 50 + 10 + 30 = 90 (+20).
    Case(
      name: "a tag measured wider and taller", tags: .fixedSpacing,
      measured: [(0, size(100, 50))], taken: [true], adjustments: [20],
      frames: [
        rect(0, 0, 100, 50), rect(110, 0, 60, 30), rect(180, 0, 60, 30), rect(0, 60, 60, 30),
        rect(70, 60, 60, 30), rect(140, 60, 60, 30),
      ],
      contentHeight: 90),
    // Flexible spacing, item 1 at 150: row 0 holds 0, 1, 2 (270 + 2 x 10 = 290), the 10 left
    // shared by its two gaps: x 0, 75, 240. Row 1 is laid out as a full row (3, 4, 5 and a
    // fourth 60-wide place: 270), 30 left over three gaps: x 0, 80, 160.
    Case(
      name: "flexible spacing spreads each row by its own items", tags: .flexibleSpacing,
      measured: [(1, size(150, 30))], taken: [true], adjustments: [0],
      frames: [
        rect(0, 0, 60, 30), rect(75, 0, 150, 30), rect(240, 0, 60, 30), rect(0, 40, 60, 30),
        rect(80, 40, 60, 30), rect(160, 40, 60, 30),
      ],
      contentHeight: 70),
    // A width that is not estimated is declined; the height still self-sizes (row 0 grows by
    // 10, the content from 70 to 80) and the width of that answer is ignored.
    Case(
      name: "an absolute width keeps its length", tags: .absoluteWidth,
      measured: [(0, size(150, 30)), (1, size(150, 40))], taken: [false, true],
      adjustments: [10],
      frames: [
        rect(0, 0, 60, 30), rect(70, 0, 60, 40), rect(140, 0, 60, 30), rect(210, 0, 60, 30),
        rect(0, 50, 60, 30), rect(70, 50, 60, 30),
      ],
      contentHeight: 80),
  ]

  @Test(arguments: cases)
  func measuredWidthsReflowTheRows(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(300, 600), itemCounts: [6], scale: 2).make(
      Self.layout(testCase.tags))
    var adjustments: [Double] = []
    for ((item, size), taken) in zip(testCase.measured, testCase.taken) {
      let context = CompositionalSelfSizingTests.measure(subject, item, size)
      #expect((context != nil) == taken, "item \(item)")
      if let context { adjustments.append(Double(context.contentSizeAdjustment.height)) }
    }
    #expect(adjustments == testCase.adjustments)
    #expect(sameFrames(subject.itemFrames(), testCase.frames), "\(subject.itemFrames())")
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
    // The rect query finds exactly the items whose frames meet it.
    let query = rect(0, 35, 300, 10)
    let found = (subject.layout.layoutAttributesForElements(in: query) ?? []).map(\.indexPath)
    let expected = testCase.frames.indices.filter { testCase.frames[$0].intersects(query) }
    #expect(found == expected.map { IndexPath(item: $0, section: 0) })
  }

  /// Tags whose only estimated length is their width (rows of a fixed 30) still run the
  /// self-sizing cycle, and measured widths move with their items through a batch update: item
  /// 1 measured at 150, then item 0 deleted, leaves the 150-wide tag first (0-150), then 160-220
  /// and 230-290; the fourth would end at 360, so rows of 3 and 2.
  @Test func widthsAloneSelfSizeAndMoveWithTheirItems() {
    let group = Compose.row(
      .fractionalWidth(1), .absolute(30), [Compose.item(.estimated(60), .absolute(30))])
    group.interItemSpacing = .fixed(10)
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let subject = CompositionalFixture(size: size(300, 600), itemCounts: [6], scale: 2).make(
      CompositionalLayout(section: section))
    #expect(subject.layout._estimatesSizes)
    #expect(CompositionalSelfSizingTests.measure(subject, 1, size(150, 30)) != nil)
    subject.cv.sections = [StaticCollectionView.Section(5)]
    let context = InvalidationContext()
    context.invalidateDataSourceCounts = true
    context._finalIndexPath = { path in
      path.item == 0 ? nil : IndexPath(item: path.item - 1, section: path.section)
    }
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    #expect(
      sameFrames(
        subject.itemFrames(),
        [
          rect(0, 0, 150, 30), rect(160, 0, 60, 30), rect(230, 0, 60, 30), rect(0, 40, 60, 30),
          rect(70, 40, 60, 30),
        ]), "\(subject.itemFrames())")
  }
}
