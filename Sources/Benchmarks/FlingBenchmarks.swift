import Dispatch
import Foundation
import LayoutKit
import Layouts
import Simulator

/// A 5-second fling at 120 Hz over 1,000,000 items with the three seed layouts combined (pinned
/// headers, separators, backgrounds): the time per display tick, median and 99th percentile,
/// against one rect query of the same layout.
enum FlingBenchmarks {
  final class CountingSink: EventSink {
    var count = 0
    func write(_ event: Event, seq: Int) { count += 1 }
    func flush() {}
  }

  final class Box: @unchecked Sendable {
    var stamps: [UInt64] = []
    let done = DispatchSemaphore(value: 0)
  }

  static func run() {
    let sections = 1_000
    var options = SeedLayoutOptions()
    options.pinnedSections = Array(0..<sections)
    guard
      let layout = LayoutRegistry.makeLayout(
        kinds: ["section-backgrounds", "separators", "pinned-headers"], options: options)?.layout
        as? FlowLayout
    else { return }
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionInset = EdgeInsets(all: 10)
    let sink = CountingSink()
    let runLoop = DispatchRunLoop(label: "bench.fling", frameRate: 120)
    let cv = CollectionView(
      runLoop: runLoop, log: EventLog(sink: sink, clock: runLoop.clock),
      size: CGSize(width: 390, height: 844), contentOffset: nil, contentInset: .zero,
      safeAreaInsets: .zero, behavior: .never, layoutDirection: .leftToRight, displayScale: 3,
      data: Array(repeating: SectionData(count: 1_000), count: sections), sectionAnswers: [:],
      layout: layout)
    let box = Box()
    runLoop.queue.sync {
      cv.layoutInitially()
      // 30,000 pt/s decelerates for ln(0.5 / 14,985) / -2.002 = 5.15 s: 600 ticks are measured.
      runLoop.addTickObserver(drivesClock: false) {
        box.stamps.append(DispatchTime.now().uptimeNanoseconds)
        return box.stamps.count <= 600
      }
      cv.fling(velocity: CGPoint(x: 0, y: 30_000)) { box.done.signal() }
    }
    box.done.wait()
    let ticks = zip(box.stamps.dropFirst(), box.stamps).map { Double($0 - $1) / 1e9 }.sorted()
    guard !ticks.isEmpty else { return }
    let median = ticks[ticks.count / 2]
    let p99 = ticks[min(ticks.count - 1, Int(Double(ticks.count) * 0.99))]
    let query = runLoop.queue.sync {
      measure(repeats: 5) {
        for _ in 0..<100 { _ = layout.layoutAttributesForElements(in: cv.bounds) }
      } / 100
    }
    print(
      "fling, 5 s at 120 Hz over 1,000,000 items with backgrounds, separators and pinned headers:"
        + " \(ticks.count) ticks, \(sink.count) events")
    print("  time per tick: median \(format(median)), p99 \(format(p99))")
    print(
      String(format: "  median tick / one rect query (%@): %.2fx", format(query), median / query))
  }
}
