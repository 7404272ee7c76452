import Foundation
import LayoutKit
import Simulator
import Testing

/// Nested groups in the collection view's self-sizing cycle, end to end: the cells are shown at
/// their estimates, asked for the sizes the data gives them, chunk by chunk, until the layout
/// stops invalidating itself; the settled frames follow the nested rule
/// (`CompositionalNestedSelfSizingTests`), every number derived by hand.
@Suite struct CompositionalNestedSelfSizingCycleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let shape: CompositionalNestedSelfSizingTests.Shape
    /// What each cell prefers.
    let sizes: [CGSize]
    let frames: [CGRect]
    let contentHeight: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Row 1: column A 80 + 30 = 110 (+10), column B 40 + 40 = 80 (-20): the row 110. Row 2 at
    // 110: A 60 + 60 = 120 (+20), B 50 + 20 = 70 (-30): the row 120. The content 230.
    Case(
      name: "columns stack their items and rows take the tallest column",
      shape: .stackedColumns,
      sizes: [80, 30, 40, 40, 60, 60, 50, 20].map { size(195, $0) },
      frames: [
        rect(0, 0, 195, 80), rect(0, 80, 195, 30), rect(195, 0, 195, 40), rect(195, 40, 195, 40),
        rect(0, 110, 195, 60), rect(0, 170, 195, 60), rect(195, 110, 195, 50),
        rect(195, 160, 195, 20),
      ],
      contentHeight: 230),
    // Chips 150, 100 and 120 wide fill group 1's row exactly (150 + 10 + 100 + 10 + 120 = 390);
    // group 2's three chips of 80 end at 260 and no item is left to pull in. The titles and the
    // rows keep their heights: the content stays 200.
    Case(
      name: "chips in a nested row take their widths", shape: .chipRows,
      sizes: [
        size(390, 40), size(150, 60), size(100, 60), size(120, 60), size(390, 40), size(80, 60),
        size(80, 60), size(80, 60),
      ],
      frames: [
        rect(0, 0, 390, 40), rect(0, 40, 150, 60), rect(160, 40, 100, 60), rect(270, 40, 120, 60),
        rect(0, 100, 390, 40), rect(0, 140, 80, 60), rect(90, 140, 80, 60), rect(180, 140, 80, 60),
      ],
      contentHeight: 200),
  ]

  /// Keeps no event: only the settled state is read.
  final class DiscardingSink: EventSink {
    func write(_ event: Event, seq: Int) {}
    func flush() {}
  }

  @Test(arguments: cases)
  func nestedItemsSettleInTheCycle(_ testCase: Case) {
    let layout = CompositionalNestedSelfSizingTests.layout(testCase.shape)
    let runLoop = DispatchRunLoop(label: "compositional-nested-self-sizing", frameRate: 60)
    let cv = CollectionView(
      runLoop: runLoop, log: EventLog(sink: DiscardingSink(), clock: runLoop.clock),
      size: size(390, 844), contentOffset: nil, contentInset: .zero, safeAreaInsets: .zero,
      behavior: .never, layoutDirection: .leftToRight, displayScale: 2,
      data: [SectionData(count: testCase.sizes.count, itemSizes: testCase.sizes)],
      sectionAnswers: [:], layout: layout)
    runLoop.queue.sync { cv.layoutInitially() }
    for _ in 0..<20 { runLoop.queue.sync {} }
    let (shown, contentSize) = runLoop.queue.sync {
      (
        (0..<testCase.sizes.count).map { cv.visible[.cell(0, $0)]?.frame },
        layout.collectionViewContentSize
      )
    }
    #expect(
      shown.count == testCase.frames.count
        && zip(shown, testCase.frames).allSatisfy { sameFrame($0, $1) }, "\(shown)")
    #expect(Double(contentSize.height) == testCase.contentHeight)
  }
}
