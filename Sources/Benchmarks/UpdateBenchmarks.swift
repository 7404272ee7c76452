import Foundation
import LayoutKit
import SeededRandom
import Simulator

/// A batch of 100 inserts and 100 deletes in a 1,000,000-item flow layout, against a full
/// prepare of the same layout, in the same run.
enum UpdateBenchmarks {
  final class Discard: EventSink {
    var count = 0
    func write(_ event: Event, seq: Int) { count += 1 }
    func flush() {}
  }

  static func run() {
    let items = 1_000_000
    let sink = Discard()
    let runLoop = DispatchRunLoop(label: "bench.updates", frameRate: 60)
    let log = EventLog(sink: sink, clock: runLoop.clock)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    let cv = CollectionView(
      runLoop: runLoop, log: log, size: CGSize(width: 390, height: 844), contentOffset: nil,
      contentInset: .zero, safeAreaInsets: .zero, behavior: .never, layoutDirection: .leftToRight,
      displayScale: 3, data: [SectionData(count: items)], sectionAnswers: [:], layout: layout)
    runLoop.queue.sync { cv.layoutInitially() }

    let prepare = measure(repeats: 3) {
      runLoop.queue.sync {
        layout.invalidateLayout()
        layout.prepare()
      }
    }
    var g = SeededGenerator(seed: 0xBA7C)
    var batches: [BatchUpdate] = []
    for _ in 0..<3 {
      let deletes = Set((0..<100).map { _ in Int.random(in: 0..<items, using: &g) }).sorted()
      let inserts = Set(
        (0..<100).map { _ in Int.random(in: 0..<(items - deletes.count), using: &g) }
      )
      .sorted()
      batches.append(
        BatchUpdate([
          .deleteItems(deletes.map { IndexPath(item: $0, section: 0) }),
          .insertItems(inserts.map { IndexPath(item: $0, section: 0) }),
        ]))
    }
    var next = 0
    let update = measure(repeats: 3) {
      let batch = batches[next % batches.count]
      next += 1
      let done = DispatchSemaphore(value: 0)
      runLoop.queue.sync {
        cv.performBatchUpdates(batch, newData: nil, animated: true, duration: 0) { _ in
          done.signal()
        }
      }
      done.wait()
    }
    print("full prepare, 1,000,000 items: \(format(prepare))")
    print("batch of 100 deletes + 100 inserts, same layout: \(format(update))")
    print(String(format: "update / prepare: %.2fx", update / prepare))
  }
}
