import Foundation
import LayoutKit
import Testing

/// Self-sizing of nested groups' items (docs/uikit-choices.md, "Self-sizing nested groups"), in
/// a vertical layout 390 wide; every number derived by hand from the rule: a leaf takes its
/// measured size on an estimated axis, a group estimated along its own axis holds the items it
/// holds at its estimate and grows by the sum of their changes, a group estimated across its
/// axis grows by the most any of its subitems changed (at least nothing while one is not
/// measured), a group of fixed length takes the items that fit.
@Suite struct CompositionalNestedSelfSizingTests {
  enum Shape: Sendable {
    /// Rows estimated 100 tall of two columns 195 wide, each a vertical group estimated 100
    /// tall of items estimated 50 tall: at the estimates, items 4r + 2c + k at
    /// (195 c, 100 r + 50 k).
    case stackedColumns
    /// The same with columns of a fixed height of 100.
    case fixedColumns
    /// Vertical groups estimated 100 tall of a 40-point title and a 60-point row of chips
    /// estimated 100 wide, 10 apart: at the estimates, three chips fit 390 (a fourth would end
    /// at 430), so group r holds its title 4r at y 100 r and chips at x 0, 110, 220.
    case chipRows
  }

  static func layout(_ shape: Shape) -> CompositionalLayout {
    let group: CollectionLayoutGroup
    switch shape {
    case .stackedColumns, .fixedColumns:
      let item = Compose.item(.fractionalWidth(1), .estimated(50))
      let columnHeight: CollectionLayoutDimension =
        shape == .fixedColumns ? .absolute(100) : .estimated(100)
      let column = CollectionLayoutGroup.vertical(
        layoutSize: Compose.size(.fractionalWidth(0.5), columnHeight), subitems: [item])
      group = Compose.row(.fractionalWidth(1), .estimated(100), [column])
    case .chipRows:
      let title = Compose.item(.fractionalWidth(1), .absolute(40))
      let chips = Compose.row(
        .fractionalWidth(1), .absolute(60), [Compose.item(.estimated(100), .fractionalHeight(1))])
      chips.interItemSpacing = .fixed(10)
      group = .vertical(
        layoutSize: Compose.size(.fractionalWidth(1), .estimated(100)), subitems: [title, chips])
    }
    return CompositionalLayout(section: CollectionLayoutSection(group: group))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let shape: Shape
    /// (item, preferred size) handed to the layout in turn.
    let measured: [(Int, CGSize)]
    /// The content height's change each answer reported.
    let adjustments: [Double]
    let frames: [CGRect]
    let contentHeight: Double
    var testDescription: String { name }
  }

  /// Two rows of two columns: `heights[i]` the height of item i, `rowTwo` where the second row
  /// starts; each column stacks its items from its row's top.
  static func columns(_ heights: [Double], rowTwo: Double) -> [CGRect] {
    (0..<8).map { item in
      let top = item < 4 ? 0 : rowTwo
      let column = (item % 4) / 2
      let above = item % 2 == 1 ? heights[item - 1] : 0
      return rect(195 * Double(column), top + above, 195, heights[item])
    }
  }

  static let cases: [Case] = [
    // Item 0 at 80: its column stacks 80 + 50 = 130 (30 more), so item 1 moves to 80; the row is
    // as tall as its tallest column, 130 (the other column is not measured: it counts as
    // unchanged); row 2 moves to 130, the content from 200 to 230.
    Case(
      name: "a measured item pushes its column's next item and grows the row",
      shape: .stackedColumns, measured: [(0, size(195, 80))], adjustments: [30],
      frames: columns([80, 50, 50, 50, 50, 50, 50, 50], rowTwo: 130), contentHeight: 230),
    // Then item 1 at 30: the column is 80 + 30 = 110, the row 110 (20 less), row 2 at 110.
    Case(
      name: "the column is as tall as its stacked items", shape: .stackedColumns,
      measured: [(0, size(195, 80)), (1, size(195, 30))], adjustments: [30, -20],
      frames: columns([80, 30, 50, 50, 50, 50, 50, 50], rowTwo: 110), contentHeight: 210),
    // All four items of row 1 at 30. Item 0: its column 30 + 50 = 80 (-20), the other column
    // unmeasured: the row keeps 100. Item 1: the column 60 (-40), still 100. Item 2: the second
    // column 80 (-20), every column measured: the row shrinks by the most either changed, -20,
    // to 80. Item 3: both columns 60, the row 60 (-20). Row 2 at 60, the content 160.
    Case(
      name: "a row shrinks once every column is measured", shape: .stackedColumns,
      measured: [
        (0, size(195, 30)), (1, size(195, 30)), (2, size(195, 30)), (3, size(195, 30)),
      ],
      adjustments: [0, 0, -20, -20],
      frames: columns([30, 30, 30, 30, 50, 50, 50, 50], rowTwo: 60), contentHeight: 160),
    // Columns 100 tall (fixed) take the items that fit: item 0 at 80 leaves no room for item 1
    // (80 + 50 > 100), which starts the second column with item 2; row 1 holds items 0 to 2, row
    // 2 (at 100, its estimate: the columns keep their height) items 3 to 6, row 3 (at 200) item
    // 7 alone. The content goes from 200 to 300.
    Case(
      name: "a column of fixed height takes the items that fit", shape: .fixedColumns,
      measured: [(0, size(195, 80))], adjustments: [100],
      frames: [
        rect(0, 0, 195, 80), rect(195, 0, 195, 50), rect(195, 50, 195, 50),
        rect(0, 100, 195, 50), rect(0, 150, 195, 50), rect(195, 100, 195, 50),
        rect(195, 150, 195, 50), rect(0, 200, 195, 50),
      ],
      contentHeight: 300),
    // Chip 2 at 200 wide: chips 1 (0-100) and 2 (110-310) fit, chip 3 would end at 420: group 1
    // holds items 0 to 2, group 2 (at 100) title 3 and chips 4 to 6, group 3 (at 200) title 7.
    // The content goes from 200 to 300.
    Case(
      name: "a wide chip pushes the next ones to the next group", shape: .chipRows,
      measured: [(2, size(200, 60))], adjustments: [100],
      frames: [
        rect(0, 0, 390, 40), rect(0, 40, 100, 60), rect(110, 40, 200, 60), rect(0, 100, 390, 40),
        rect(0, 140, 100, 60), rect(110, 140, 100, 60), rect(220, 140, 100, 60),
        rect(0, 200, 390, 40),
      ],
      contentHeight: 300),
    // Chip 1 at 50 wide: chips at 0, 60, 170 and a fourth (item 4) at 280, ending at 380: group 1
    // holds items 0 to 4, group 2 (at 100) title 5 and chips 6 and 7. The content stays 200.
    Case(
      name: "a narrow chip pulls the next one up", shape: .chipRows,
      measured: [(1, size(50, 60))], adjustments: [0],
      frames: [
        rect(0, 0, 390, 40), rect(0, 40, 50, 60), rect(60, 40, 100, 60), rect(170, 40, 100, 60),
        rect(280, 40, 100, 60), rect(0, 100, 390, 40), rect(0, 140, 100, 60),
        rect(110, 140, 100, 60),
      ],
      contentHeight: 200),
  ]

  /// Hands each (item, preferred size) to the layout in turn, expecting each to be taken; the
  /// content height's change each reported.
  static func measureInTurn(_ subject: CompositionalSubject, _ measured: [(Int, CGSize)])
    -> [Double]
  {
    measured.compactMap { item, size in
      let context = CompositionalSelfSizingTests.measure(subject, item, size)
      #expect(context != nil, "item \(item)")
      return context.map { Double($0.contentSizeAdjustment.height) }
    }
  }

  @Test(arguments: cases)
  func nestedItemsSelfSize(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [8], scale: 2).make(
      Self.layout(testCase.shape))
    #expect(subject.layout._estimatesSizes)
    #expect(Self.measureInTurn(subject, testCase.measured) == testCase.adjustments)
    #expect(sameFrames(subject.itemFrames(), testCase.frames), "\(subject.itemFrames())")
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
    // A rect query answers the same frames.
    let answered = (subject.layout.layoutAttributesForElements(in: rect(0, 0, 390, 2_000)) ?? [])
      .filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
    #expect(sameFrames(answered.map(\.frame), testCase.frames))
  }

  /// Before anything is measured, the nested groups are solved at their estimates.
  @Test(arguments: [Shape.stackedColumns, .chipRows])
  func theEstimatesComeFirst(_ shape: Shape) {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [8], scale: 2).make(
      Self.layout(shape))
    let expected =
      shape == .stackedColumns
      ? Self.columns(Array(repeating: 50, count: 8), rowTwo: 100)
      : (0..<8).map { item in
        let top = Double(item / 4) * 100
        return item % 4 == 0
          ? rect(0, top, 390, 40) : rect(Double(item % 4 - 1) * 110, top + 40, 100, 60)
      }
    #expect(sameFrames(subject.itemFrames(), expected), "\(subject.itemFrames())")
    #expect(Double(subject.layout.collectionViewContentSize.height) == 200)
  }
}
