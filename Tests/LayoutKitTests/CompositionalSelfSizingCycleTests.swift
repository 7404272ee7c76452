import Foundation
import LayoutKit
import SeededRandom
import Simulator
import Testing

/// The compositional layout in the simulator's self-sizing cycle, end to end: the collection view
/// shows cells at their estimates, asks each for the size the data gives it, and runs passes
/// until the layout stops invalidating itself (docs/compositional-layout.md, "The layout").
@Suite struct CompositionalSelfSizingCycleTests {
  /// Keeps no event: only the settled state is read.
  final class DiscardingSink: EventSink {
    func write(_ event: Event, seq: Int) {}
    func flush() {}
  }

  /// Random lists of rows estimated 44 tall, 390 wide, in bounds tall enough to show every row,
  /// whose cells prefer random heights (and a width the layout ignores): once settled, row i is
  /// shown at the sum of the heights before it, 390 wide, and the content is their sum.
  @Test func aListSettlesToTheHeightsItsCellsPrefer() {
    var random = SeededGenerator(seed: 0xC0C1E)
    for _ in 0..<12 {
      let count = Int.random(in: 1...20, using: &random)
      let heights = (0..<count).map { _ in Double(Int.random(in: 10...90, using: &random)) }
      let row = Compose.item(.fractionalWidth(1), .estimated(44))
      let layout = CompositionalLayout(
        section: CollectionLayoutSection(
          group: Compose.row(.fractionalWidth(1), .estimated(44), [row])))
      let runLoop = DispatchRunLoop(label: "compositional-self-sizing", frameRate: 60)
      let cv = CollectionView(
        runLoop: runLoop, log: EventLog(sink: DiscardingSink(), clock: runLoop.clock),
        size: size(390, 2000), contentOffset: nil, contentInset: .zero, safeAreaInsets: .zero,
        behavior: .never, layoutDirection: .leftToRight, displayScale: 2,
        data: [SectionData(count: count, itemSizes: heights.map { size(300, $0) })],
        sectionAnswers: [:], layout: layout)
      runLoop.queue.sync { cv.layoutInitially() }
      for _ in 0..<20 { runLoop.queue.sync {} }
      let (shown, contentSize) = runLoop.queue.sync {
        (
          (0..<count).map { cv.visible[.cell(0, $0)]?.frame },
          layout.collectionViewContentSize
        )
      }
      var y = 0.0
      var expected: [CGRect?] = []
      for height in heights {
        expected.append(rect(0, y, 390, height))
        y += height
      }
      #expect(
        zip(shown, expected).allSatisfy { sameFrame($0, $1) } && shown.count == expected.count,
        "heights \(heights): \(shown)")
      #expect(Double(contentSize.height) == y)
    }
  }

  /// A plain list whose header view prefers 50 (estimated 28) and whose three rows prefer 30,
  /// 60 and 90 (estimated 44), in the collection view's cycle: the header settles at 0-50, the
  /// rows at 50, 80 and 140, the content at 230.
  @Test func aListHeaderSettlesToItsViewsHeight() {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    // No room above the header (iOS 15's plain padding is CompositionalListTests' subject).
    configuration.headerTopPadding = 0
    let layout = CompositionalLayout.list(using: configuration)
    var section = SectionData(count: 3, itemSizes: [size(390, 30), size(390, 60), size(390, 90)])
    section.headerSize = size(390, 50)
    let (header, rows, contentSize) = Self.settle(layout, section)
    #expect(sameFrame(header, rect(0, 0, 390, 50)))
    let expected = [rect(0, 50, 390, 30), rect(0, 80, 390, 60), rect(0, 140, 390, 90)]
    #expect(zip(rows, expected).allSatisfy { sameFrame($0, $1) }, "\(rows)")
    #expect(contentSize == size(390, 230))
  }

  struct EstimatedHeader: CustomTestStringConvertible, Sendable {
    let name: String
    let rowHeight: CollectionLayoutDimension
    var testDescription: String { name }
  }

  /// Rows 44 tall under a header estimated 28 whose view prefers 50: the header settles at
  /// 0-50 and the rows at 50, 94 and 138 (content 182), whether the rows are estimated (their
  /// cells prefer 44) or absolute: an estimated boundary item is enough to run the cycle.
  @Test(arguments: [
    EstimatedHeader(name: "over estimated rows", rowHeight: .estimated(44)),
    EstimatedHeader(name: "over absolute rows", rowHeight: .absolute(44)),
  ])
  func anEstimatedHeaderSettlesToItsViewsHeight(_ example: EstimatedHeader) {
    let section = CollectionLayoutSection(
      group: Compose.row(
        .fractionalWidth(1), example.rowHeight,
        [Compose.item(.fractionalWidth(1), example.rowHeight)]))
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: Compose.size(.fractionalWidth(1), .estimated(28)),
        elementKind: ElementKind.sectionHeader, alignment: .top)
    ]
    var data = SectionData(count: 3, itemSizes: Array(repeating: size(390, 44), count: 3))
    data.headerSize = size(390, 50)
    let (header, rows, contentSize) = Self.settle(CompositionalLayout(section: section), data)
    #expect(sameFrame(header, rect(0, 0, 390, 50)), "\(String(describing: header))")
    let expected = [rect(0, 50, 390, 44), rect(0, 94, 390, 44), rect(0, 138, 390, 44)]
    #expect(zip(rows, expected).allSatisfy { sameFrame($0, $1) }, "\(rows)")
    #expect(contentSize == size(390, 182))
  }

  /// `section`'s three rows and its header laid out by `layout` in a 390 x 844 collection view
  /// at scale 2, once the self-sizing cycle has settled: the header's frame, the rows' frames
  /// and the content size.
  static func settle(_ layout: CompositionalLayout, _ section: SectionData) -> (
    header: CGRect?, rows: [CGRect?], contentSize: CGSize
  ) {
    let runLoop = DispatchRunLoop(label: "compositional-header-self-sizing", frameRate: 60)
    let cv = CollectionView(
      runLoop: runLoop, log: EventLog(sink: DiscardingSink(), clock: runLoop.clock),
      size: size(390, 844), contentOffset: nil, contentInset: .zero, safeAreaInsets: .zero,
      behavior: .never, layoutDirection: .leftToRight, displayScale: 2, data: [section],
      sectionAnswers: [:], layout: layout)
    runLoop.queue.sync { cv.layoutInitially() }
    for _ in 0..<20 { runLoop.queue.sync {} }
    return runLoop.queue.sync {
      (
        cv.visible[.supplementary(ElementKind.sectionHeader, 0, 0)]?.frame,
        (0..<3).map { cv.visible[.cell(0, $0)]?.frame }, layout.collectionViewContentSize
      )
    }
  }
}
