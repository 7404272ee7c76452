import Foundation
import LayoutKit
import Simulator
import Testing

/// A self-sized compositional list keeps its measured rows through a batch update: each
/// survivor's height moves with it (the update's translator), an inserted row is measured when it
/// is shown, and a reloaded one is measured again (docs/uikit-choices.md, "Compositional
/// layout").
@Suite struct CompositionalUpdateSizesTests {
  final class DiscardingSink: EventSink {
    func write(_ event: Event, seq: Int) {}
    func flush() {}
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let update: BatchUpdate
    /// The heights the cells prefer after the update, by new index.
    let preferred: [Double]
    /// Where each row is shown once settled: the running sums of the heights.
    let tops: [Double]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      // Rows 60, 30, 80, 50 measured; a row inserted at 1 prefers 25: 0, 60, 85, 115, 195.
      name: "an insert moves the measured heights with their rows",
      update: BatchUpdate([.insertItems([IndexPath(item: 1, section: 0)])]),
      preferred: [60, 25, 30, 80, 50], tops: [0, 60, 85, 115, 195]),
    Case(
      // Row 1 (30) deleted: 60, 80, 50 at 0, 60, 140.
      name: "a delete closes the gap with the measured heights",
      update: BatchUpdate([.deleteItems([IndexPath(item: 1, section: 0)])]),
      preferred: [60, 80, 50], tops: [0, 60, 140]),
    Case(
      // Row 1 reloaded: a new cell, measured again at 45: 0, 60, 105, 185.
      name: "a reloaded row is measured again",
      update: BatchUpdate([.reloadItems([IndexPath(item: 1, section: 0)])]),
      preferred: [60, 45, 80, 50], tops: [0, 60, 105, 185]),
  ]

  @Test(arguments: cases)
  func measuredRowsKeepTheirHeightsThroughAnUpdate(_ example: Case) {
    let row = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let layout = CompositionalLayout(
      section: CollectionLayoutSection(
        group: .vertical(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
          subitems: [row])))
    let runLoop = DispatchRunLoop(label: "compositional-update-sizes", frameRate: 60)
    let before: [Double] = [60, 30, 80, 50]
    let cv = CollectionView(
      runLoop: runLoop, log: EventLog(sink: DiscardingSink(), clock: runLoop.clock),
      size: CGSize(width: 390, height: 1000), contentOffset: nil, contentInset: .zero,
      safeAreaInsets: .zero, behavior: .never, layoutDirection: .leftToRight, displayScale: 2,
      data: [SectionData(count: 4, itemSizes: before.map { CGSize(width: 390, height: $0) })],
      sectionAnswers: [:], layout: layout)
    runLoop.queue.sync { cv.layoutInitially() }
    for _ in 0..<20 { runLoop.queue.sync {} }
    let newData = [
      SectionData(
        count: example.preferred.count,
        itemSizes: example.preferred.map { CGSize(width: 390, height: $0) })
    ]
    runLoop.queue.sync {
      cv.performBatchUpdates(example.update, newData: newData, animated: false, duration: 0) {
        _ in
      }
    }
    for _ in 0..<20 { runLoop.queue.sync {} }
    let shown = runLoop.queue.sync {
      (0..<example.preferred.count).map { cv.visible[.cell(0, $0)]?.frame }
    }
    let expected = zip(example.tops, example.preferred).map {
      CGRect(x: 0, y: $0, width: 390, height: $1)
    }
    #expect(shown == expected.map { Optional($0) })
  }
}
