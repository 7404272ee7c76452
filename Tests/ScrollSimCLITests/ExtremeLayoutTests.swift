import Foundation
import Testing

/// Every layout kind replayed with extreme parameters and offsets (the largest magnitudes a
/// scenario may hold, zeros, negatives): the process ends normally (exit 0 or 1), never in a
/// trap, so a daemon serving such a scenario survives it, and every line it wrote is JSON, so no
/// NaN or infinity reached the stream.
@Suite struct ExtremeLayoutTests {
  static let layouts = [
    "{kind: stacked-cards, cardHeight: 1, cardSpacing: 0, minimumScale: 0}",
    "{kind: stacked-cards, cardHeight: 1e9, cardSpacing: 1e9}",
    "{kind: waterfall, numberOfColumns: 1000, columnSpacing: 0, itemSpacing: 0}",
    "{kind: waterfall, numberOfColumns: 1, defaultItemHeight: 0}",
    "{kind: snapping-carousel, itemSize: [0, 0], sideItemScale: 0, sideItemSpacing: -1e9}",
    "{kind: circle, itemSize: [0, 0]}",
    "{kind: aligned-flow, lineAlignment: right, minimumLineSpacing: -100, itemSize: [1e6, 1]}",
    "{kind: [section-backgrounds, separators, pinned-headers], pinnedSections: [0, 1], extendEdges: -1e9, separator: {thickness: 1e9}}",
  ]

  @Test(arguments: layouts)
  func anExtremeLayoutNeverTraps(_ layout: String) throws {
    let result = try BinaryRunner.replay(
      """
      name: extreme
      collectionView: {size: [320, 400], displayScale: 3}
      layout: \(layout)
      data: {sections: [50, 0, 7]}
      steps:
        - scroll: {to: [0, 1e9]}
        - fling: {velocity: [0, -1e9]}
        - drag: {by: [1e9, -1e9], duration: 0.05}
        - scrollToItem: {item: [2, 6], position: centeredVertically}
        - delete: {items: [[0, 0], [0, 1]]}
        - scroll: {by: [-1e9, -1e9]}
        - scroll: {by: [-1e9, -1e9]}
        - scroll: {to: [0, 5e-324]}
      """, name: "extreme")
    #expect([0, 1].contains(result.status), "\(layout): \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
    #expect(result.lines.last?.contains(#""type":"end""#) == true)
    let unreadable = result.lines.filter { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil
    }
    #expect(unreadable == [])
  }
}
