import Dispatch
import Foundation
import SeededRandom
import Simulator

/// Issue 23's figure: applying a snapshot of 100,000 items that differs from the current one in
/// 200 places (100 deletes and 100 inserts at seeded places), from the difference to the end of
/// the update's pass, against the same 200 updates given as index paths to a data source without
/// identifiers.
enum DiffableBenchmarks {
  static let items = 100_000

  static func figure() -> Figure? {
    let identifiers = (0..<items).map { "item-\($0)" }
    var section = SectionData(count: items, ids: identifiers)
    section.identifier = "list"
    guard let diffable = Fixture(data: [section]),
      let plain = Fixture(data: [SectionData(count: items)])
    else { return nil }
    var source = DiffableDataSource(duplicates: .moveWithWarning)
    var seed: UInt64 = 0xD1FF
    var fresh = 0
    let rounds = Rounds.interleaved(
      {
        seed += 1
        let current = diffable.runLoop.queue.sync { diffable.view.data }
        let next = changed(current, seed: seed, fresh: &fresh)
        let done = DispatchSemaphore(value: 0)
        return seconds {
          diffable.runLoop.queue.sync {
            guard let outcome = try? source.perform(.apply(next), sizes: [:], on: current) else {
              done.signal()
              return
            }
            diffable.view.performBatchUpdates(
              BatchUpdate(outcome.difference.operations), newData: outcome.newData,
              animated: true, duration: 0
            ) { _ in done.signal() }
          }
          done.wait()
        }
      },
      { plain.updateSeconds(plain.batch(changes: 100, seed: seed)) })
    return Figure(
      "apply of a 100k-item snapshot differing in 200 places / the same 200 updates as index"
        + " paths",
      a: ("apply", .seconds), b: ("index paths", .seconds), rounds: rounds, figure: .times,
      goal: .atMost(3), value: /)
  }

  /// The sections with 100 seeded items deleted and 100 new ones inserted at seeded places.
  static func changed(_ data: [SectionData], seed: UInt64, fresh: inout Int) -> [SectionData] {
    guard var section = data.first, var ids = section.ids else { return data }
    var generator = SeededGenerator(seed: seed)
    let deletes = Set((0..<100).map { _ in Int.random(in: 0..<ids.count, using: &generator) })
    ids = ids.enumerated().filter { !deletes.contains($0.offset) }.map(\.element)
    for _ in 0..<100 {
      fresh += 1
      ids.insert("new-\(fresh)", at: Int.random(in: 0...ids.count, using: &generator))
    }
    section.ids = ids
    section.count = ids.count
    return [section]
  }
}
