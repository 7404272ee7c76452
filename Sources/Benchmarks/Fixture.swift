import Dispatch
import Foundation
import LayoutKit
import Layouts
import SeededRandom
import Simulator

/// A simulated collection view over a flow layout (plain, or with the seed layouts' features),
/// built as a replay builds one: the thing every layout figure measures, through public API only.
/// Items are 120 x 120 under a 40-pt header with 10-pt section insets, on a 390 x 844 screen at
/// scale 3 (three items a line).
final class Fixture {
  /// Counts the events and drops them: the figures measure layout, not writing.
  final class CountingSink: EventSink {
    var count = 0
    func write(_ event: Event, seq: Int) { count += 1 }
    func flush() {}
  }

  /// The layout features of the fling figure: pinned headers, separators and backgrounds.
  static let seedKinds = ["section-backgrounds", "separators", "pinned-headers"]
  static let screen = CGSize(width: 390, height: 844)

  let runLoop: DispatchRunLoop
  let view: CollectionView
  let layout: CollectionViewLayout
  let sink = CountingSink()

  /// `data` laid out by a layout of `kinds` (every section's header pinned with the seed kinds),
  /// its first pass run. Nil when the registry cannot make the layout.
  convenience init?(data: [SectionData], kinds: [String] = ["flow"]) {
    var options = SeedLayoutOptions()
    options.pinnedSections = Array(data.indices)
    guard
      let made = LayoutRegistry.builtIn.makeLayout(kinds: kinds, options: options)?.layout
        as? FlowLayout
    else {
      print("fixture: the registry made no flow layout of kinds \(kinds)")
      return nil
    }
    made.itemSize = CGSize(width: 120, height: 120)
    made.headerReferenceSize = CGSize(width: 0, height: 40)
    made.sectionInset = EdgeInsets(all: 10)
    self.init(data: data, layout: made)
  }

  /// `data` laid out by `layout` (any kind: the compositional figures bring their own), its
  /// first pass run.
  init(data: [SectionData], layout: CollectionViewLayout) {
    self.layout = layout
    runLoop = DispatchRunLoop(label: "bench.fixture", frameRate: 120)
    view = CollectionView(
      runLoop: runLoop, log: EventLog(sink: sink, clock: runLoop.clock), size: Self.screen,
      contentOffset: nil, contentInset: .zero, safeAreaInsets: .zero, behavior: .never,
      layoutDirection: .leftToRight, displayScale: 3, data: data, sectionAnswers: [:],
      layout: layout)
    runLoop.queue.sync { view.layoutInitially() }
  }

  /// `items` uniform items in sections of at most `perSection`.
  convenience init?(items: Int, perSection: Int, kinds: [String] = ["flow"]) {
    let sections = (items + perSection - 1) / perSection
    let data = (0..<sections).map { SectionData(count: min(perSection, items - $0 * perSection)) }
    self.init(data: data, kinds: kinds)
  }

  /// Seconds of one full prepare: the layout invalidated and prepared again.
  func prepareSeconds() -> Double {
    let seconds = runLoop.queue.sync {
      cpuSeconds {
        layout.invalidateLayout()
        layout.prepare()
      }
    }
    // The invalidation queued a layout pass on the run loop: let it run now, outside the
    // measurement, rather than beside whatever is measured next (the process's CPU time counts
    // every thread).
    runLoop.queue.sync {}
    return seconds
  }

  /// Mean seconds of `count` layoutAttributesForElements(in:) calls for screen-sized rects at
  /// seeded offsets, the second time they are asked: a query near what is shown finds its part
  /// of the layout in the cache, as a display tick's does. The rects are asked three times and
  /// the least of the three means is kept, as the fling figures keep each tick's least
  /// (`FlingTicks`), in the CPU time of the thread that asks them.
  func querySeconds(count: Int) -> Double {
    runLoop.queue.sync {
      var generator = SeededGenerator(seed: 0x5C01)
      let height = max(0, layout.collectionViewContentSize.height - Self.screen.height)
      let rects = (0..<count).map { _ in
        CGRect(
          origin: CGPoint(x: 0, y: Double.random(in: 0...height, using: &generator)),
          size: Self.screen)
      }
      var found = 0
      let query = {
        for rect in rects { found += self.layout.layoutAttributesForElements(in: rect)?.count ?? 0 }
      }
      query()
      // On this thread's clock, as the ticks it is compared with are read.
      let elapsed =
        (0..<3).map { _ in
          let start = CPUStamp()
          query()
          return start.seconds(until: CPUStamp())
        }.min() ?? .nan
      keep(found)
      return elapsed / Double(count)
    }
  }

  /// Mean seconds of `count` scroll steps of one screen down (back to the top at the end), each
  /// with the layout pass it causes, as a `scroll` step runs.
  func scrollStepSeconds(count: Int) -> Double {
    let elapsed = cpuSeconds {
      for _ in 0..<count {
        runLoop.queue.sync {
          let bottom = layout.collectionViewContentSize.height - Self.screen.height
          let next = view.bounds.minY + Self.screen.height
          view.setContentOffset(CGPoint(x: 0, y: next > bottom ? 0 : next))
        }
        // The pass runs on the loop's next turn: waiting for the queue waits for it.
        runLoop.queue.sync {}
      }
    }
    return elapsed / Double(count)
  }

  /// A batch of `changes` deletes and `changes` inserts at seeded places in `section` (the
  /// first by default), as `batch` steps make them.
  func batch(changes: Int, seed: UInt64, section: Int = 0) -> BatchUpdate {
    let count = runLoop.queue.sync {
      view.data.indices.contains(section) ? view.data[section].count : 0
    }
    var generator = SeededGenerator(seed: seed)
    let deletes = Set((0..<changes).map { _ in Int.random(in: 0..<count, using: &generator) })
    let inserts = Set(
      (0..<changes).map { _ in Int.random(in: 0..<(count - deletes.count), using: &generator) })
    return BatchUpdate([
      .deleteItems(deletes.sorted().map { IndexPath(item: $0, section: section) }),
      .insertItems(inserts.sorted().map { IndexPath(item: $0, section: section) }),
    ])
  }

  /// `sections` sections of `perSection` items of varied sizes (120 wide, 80 to 140 high),
  /// which the collection view's flow delegate answers item by item: data a prepare cannot lay
  /// out in closed form. Each section's pattern starts one size further than the one before,
  /// so no section has its neighbour's sizes and a prepare lays out every section's lines
  /// (neighbours of equal metrics would share one layout).
  static func variedData(sections: Int, perSection: Int) -> [SectionData] {
    (0..<sections).map { section in
      let sizes = (0..<perSection).map {
        CGSize?(CGSize(width: 120, height: 80 + Double(($0 + section) % 7) * 10))
      }
      return SectionData(count: perSection, itemSizes: sizes)
    }
  }

  /// Seconds of `update`, from the call to the end of its pass.
  func updateSeconds(_ update: BatchUpdate) -> Double {
    let done = DispatchSemaphore(value: 0)
    return cpuSeconds {
      runLoop.queue.sync {
        view.performBatchUpdates(update, newData: nil, animated: true, duration: 0) { _ in
          done.signal()
        }
      }
      done.wait()
    }
  }

  /// How many display ticks a fling's finger drags the content before it lifts.
  static let dragTicks = 12

  /// A fling as an app gets one: a finger drags the content at `velocity` pt/s for
  /// `dragTicks` display ticks and lifts, and UIScrollView decelerates from that velocity (up
  /// to `ticks` ticks). Returns the seconds of every tick of the gesture but its first, and of
  /// its first apart, each from one tick's start to the next, in the CPU time of the thread that
  /// runs them: the tick's work, which other processes on a loaded machine do not stretch, and
  /// not the waiting caller's going to sleep. The first tick starts from rest, after the core
  /// idled, and pays for refilling its caches (docs/testing.md, "The first tick after rest").
  func flingTickSeconds(velocity: Double, ticks: Int) -> (ticks: [Double], first: Double) {
    final class Stamps: @unchecked Sendable {
      var values: [CPUStamp] = []
      var flinging = true
      let done = DispatchSemaphore(value: 0)
    }
    let stamps = Stamps()
    stamps.values.reserveCapacity(Self.dragTicks + ticks + 1)
    runLoop.queue.sync {
      runLoop.addTickObserver(drivesClock: false) {
        stamps.values.append(CPUStamp())
        return stamps.flinging && stamps.values.count <= Self.dragTicks + ticks
      }
      let rate = Double(runLoop.clock.frameRate)
      view.drag(
        by: CGPoint(x: 0, y: velocity * Double(Self.dragTicks) / rate),
        duration: Double(Self.dragTicks) / rate, releaseVelocity: CGPoint(x: 0, y: velocity)
      ) {
        stamps.flinging = false
        stamps.done.signal()
      }
    }
    stamps.done.wait()
    let seconds = zip(stamps.values, stamps.values.dropFirst()).map { $0.seconds(until: $1) }
    return (Array(seconds.dropFirst()), seconds.first ?? .nan)
  }
}
