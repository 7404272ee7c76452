import Foundation
import LayoutKit
import SeededRandom
import Testing

@testable import Simulator

/// Random valid batches replayed on a simulated collection view: no error, the visible elements
/// afterwards are exactly those of a fresh layout of the final data, and every survivor's `change`
/// carries the element it was.
@Suite struct CollectionViewUpdatePropertyTests {
  final class Collector: EventSink {
    var events: [Event] = []
    func write(_ event: Event, seq: Int) { events.append(event) }
    func flush() {}
  }

  static func makeView(data: [SectionData], offset: CGPoint?, sink: Collector) -> (
    DispatchRunLoop, CollectionView
  ) {
    let runLoop = DispatchRunLoop(label: "test", frameRate: 60)
    let log = EventLog(sink: sink, clock: runLoop.clock)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 90, height: 60)
    layout.headerReferenceSize = CGSize(width: 0, height: 24)
    let cv = CollectionView(
      runLoop: runLoop, log: log, size: CGSize(width: 300, height: 420), contentOffset: offset,
      contentInset: .zero, safeAreaInsets: .zero, behavior: .never, layoutDirection: .leftToRight,
      displayScale: 2, data: data, sectionAnswers: [:], layout: layout)
    runLoop.queue.sync { cv.layoutInitially() }
    return (runLoop, cv)
  }

  @Test func randomValidBatchesMatchAFreshLayout() throws {
    var g = SeededGenerator(seed: 0x5EED)
    for trial in 0..<300 {
      let batch = BatchUpdatePropertyTests.randomBatch(&g)
      let sink = Collector()
      let data = batch.old.map { SectionData(count: $0.count, ids: $0) }
      let (runLoop, cv) = Self.makeView(
        data: data, offset: CGPoint(x: 0, y: Double(trial % 3) * 40), sink: sink)
      let before = cv.data
      let shownBefore = runLoop.queue.sync { Set(cv.visible.keys) }
      var failure: String?? = .none
      runLoop.queue.sync {
        cv.performBatchUpdates(
          BatchUpdate(batch.operations), newData: nil, animated: trial % 2 == 0, duration: 0
        ) { failure = .some($0) }
      }
      for _ in 0..<4 { runLoop.queue.sync {} }
      #expect(failure == .some(nil), "\(batch.operations)")
      #expect(!sink.events.contains { if case .error = $0.payload { true } else { false } })

      let (freshLoop, fresh) = Self.makeView(
        data: cv.data, offset: cv.bounds.origin, sink: Collector())
      let shown = runLoop.queue.sync { cv.visible.mapValues(\.frame) }
      let expected = freshLoop.queue.sync { fresh.visible.mapValues(\.frame) }
      #expect(shown == expected, "\(batch.operations)")

      // Every cell shown before and after whose index path changed gets exactly one change
      // naming the element it was. A reloaded item is deleted and inserted again, as in UIKit, so
      // it has no such change.
      let shownAfter = runLoop.queue.sync { Set(cv.visible.keys) }
      var reloaded: Set<String> = []
      for operation in batch.operations {
        switch operation {
        case .reloadItems(let paths):
          for path in paths {
            if let id = before[path.section].ids?[path.item] { reloaded.insert(id) }
          }
        case .reloadSections(let sections):
          for section in sections { reloaded.formUnion(before[section].ids ?? []) }
        default: break
        }
      }
      var oldKeyOfID: [String: ElementKey] = [:]
      for key in shownBefore where key.category == .cell {
        if let id = before[key.section].ids?[key.item], !reloaded.contains(id) {
          oldKeyOfID[id] = key
        }
      }
      for key in shownAfter where key.category == .cell {
        guard let id = cv.data[key.section].ids?[key.item], let old = oldKeyOfID[id], old != key
        else { continue }
        let changes = sink.events.filter {
          if case .change(let changed, let was, _, _, _) = $0.payload {
            return changed == key.id && was == old.id
          }
          return false
        }
        #expect(changes.count == 1, "\(old.id) -> \(key.id) in \(batch.operations)")
      }
      // Every survivor's change names the element it was: the same item id before and after.
      for event in sink.events {
        guard case .change(let id, let was?, _, _, _) = event.payload,
          let new = ElementKey(id: id), let old = ElementKey(id: was), new.category == .cell
        else { continue }
        #expect(
          cv.data[new.section].ids?[new.item] == before[old.section].ids?[old.item],
          "\(batch.operations)")
      }
    }
  }
}
