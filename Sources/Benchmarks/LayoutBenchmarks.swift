import Foundation
import SeededRandom
import Simulator

/// Issue 20's layout-time figures: a full prepare of 1,000,000 uniform items against merely
/// writing 1,000,000 frame records; a batch of 100 deletes and 100 inserts against a full prepare
/// of 1,000,000 items of varied sizes;
/// the 99th percentile of a fling's display ticks with the seed layouts against one rect query.
enum LayoutBenchmarks {
  static let million = 1_000_000

  /// Prepare against writing frames, in one section and in 1,000 sections of 1,000.
  static func prepareFigures() -> [Figure] {
    let frames = FrameRecords(count: million)
    return [(million, "1 section"), (1_000, "1,000 x 1,000")].compactMap { perSection, shape in
      guard let fixture = Fixture(items: million, perSection: perSection) else { return nil }
      let rounds = Rounds.interleaved(fixture.prepareSeconds, frames.writeSeconds)
      return Figure(
        "prepare of 1M uniform items (\(shape)) / writing 1M frame records",
        a: ("prepare", .seconds), b: ("frames", .seconds), rounds: rounds, figure: .times,
        goal: .atMost(4), value: /)
    }
  }

  /// A batch of 100 deletes and 100 inserts at 1,000,000 items of varied sizes against a full
  /// prepare of the same data. The items are in 1,000 sections of 1,000, and the changes at
  /// seeded places in the middle section, so an update that re-solves only what it touches lays
  /// out one section and moves the 499 after it; a full prepare asks the delegate for every
  /// item's size and lays out every section's lines (no two neighbours have the same sizes). (With uniform items a full prepare is closed-form and
  /// costs next to nothing, so it would measure no layout work at all.)
  static func updateFigure() -> Figure? {
    guard let fixture = Fixture(data: Fixture.variedData(sections: 1_000, perSection: 1_000))
    else { return nil }
    var seed: UInt64 = 0xBA7C
    let rounds = Rounds.interleaved(
      {
        seed += 1
        return fixture.updateSeconds(fixture.batch(changes: 100, seed: seed, section: 500))
      }, fixture.prepareSeconds)
    return Figure(
      "batch of 100 inserts + 100 deletes in one of 1,000 sections, 1M items of varied sizes / a"
        + " full prepare of them",
      a: ("batch", .seconds), b: ("prepare", .seconds), rounds: rounds, figure: .percent,
      goal: .atMost(0.02), value: /)
  }

  /// A batch of 100 section deletes and 100 section inserts at seeded places among 1,000,000
  /// one-item sections (each item's size answered by the flow delegate) against a full prepare
  /// of the same data (issue 20's table: an update costs what it changes, not the sections the
  /// layout holds). Every change moves the sections after it, so the update costs what its k
  /// changed sections cost plus however the layout moves the sections between and after them.
  static func sectionUpdateFigure() -> Figure? {
    guard let fixture = Fixture(data: Fixture.variedData(sections: million, perSection: 1))
    else { return nil }
    var seed: UInt64 = 0x5EC7
    func sectionBatch() -> BatchUpdate {
      seed += 1
      var generator = SeededGenerator(seed: seed)
      let count = fixture.runLoop.queue.sync { fixture.view.data.count }
      func places() -> [Int] {
        Array(Set((0..<100).map { _ in Int.random(in: 0..<count, using: &generator) })).sorted()
      }
      return BatchUpdate([.deleteSections(places()), .insertSections(places())])
    }
    let rounds = Rounds.interleaved(
      { fixture.updateSeconds(sectionBatch()) }, fixture.prepareSeconds)
    return Figure(
      "batch of 100 section inserts + 100 section deletes among 1M one-item sections / a full"
        + " prepare of them",
      a: ("batch", .seconds), b: ("prepare", .seconds), rounds: rounds, figure: .percent,
      goal: .atMost(0.02), value: /)
  }

  /// Planning a batch (UIKit's validation, where every section and item goes, the data
  /// afterwards; no layout) of 100 deletes and 100 inserts in the middle one of 1,000,000
  /// sections against the same batch in the middle one of 1,000 (the middle section holds 1,000
  /// items, the others one each): a plan kept as sorted lists of the changes costs the same
  /// whatever the sections hold (issue 20, item 2: O(k log k) for k changes), where a table per
  /// section would cost a thousand times as much. Each round plans 20 times.
  static func planningFigure() -> Figure? {
    func fixture(sections: Int) -> (Fixture, [SectionData])? {
      var data = Array(repeating: SectionData(count: 1), count: sections)
      data[sections / 2] = SectionData(count: 1_000)
      guard let made = Fixture(data: data) else { return nil }
      return (made, made.runLoop.queue.sync { made.view.data })
    }
    guard let (many, manyData) = fixture(sections: million),
      let (few, fewData) = fixture(sections: 1_000)
    else { return nil }
    var seed: UInt64 = 0x9_1A2
    func planSeconds(_ fixture: Fixture, _ data: [SectionData]) -> Double {
      let update = fixture.batch(changes: 100, seed: seed, section: data.count / 2)
      return cpuSeconds { for _ in 0..<20 { keep(update.plan(old: data, new: nil)) } } / 20
    }
    let rounds = Rounds.interleaved(
      {
        seed += 1
        return planSeconds(many, manyData)
      }, { planSeconds(few, fewData) })
    return Figure(
      "planning 100 inserts + 100 deletes in one section, 1M sections / the same in 1,000 sections",
      a: ("1M sections", .seconds), b: ("1,000 sections", .seconds), rounds: rounds,
      figure: .times, goal: .atMost(2), value: /)
  }

  /// The 99th percentile of the display ticks of a fling at 120 Hz over 1,000 sections of 1,000
  /// items with pinned headers, separators and backgrounds, against one rect query of the plain
  /// flow layout over the same data: what a tick costs in units of the simplest layout work.
  /// Three fixtures fly the same fling and each tick counts its least (`FlingTicks`); each fling
  /// is a drag's release, whose ticks count too but the first (`Fixture.flingTickSeconds`).
  static func flingFigure() -> Figure? {
    let flights = (0..<3).compactMap { _ in
      Fixture(items: million, perSection: 1_000, kinds: Fixture.seedKinds)
    }
    guard flights.count == 3, let plain = Fixture(items: million, perSection: 1_000) else {
      return nil
    }
    // 30,000 pt/s decelerates for ln(0.5 / 14,985) / -2.002 = 5.15 s: up to 600 ticks are
    // measured, after the drag's 11 (its first, from rest, is kept apart).
    var asMeasured: [Double] = []
    let rounds = Rounds.interleaved(
      {
        let ticks = FlingTicks(flying: flights, velocity: 30_000, ticks: 600)
        asMeasured.append(Sample(values: ticks.first).percentile(0.99))
        return Sample(values: ticks.least).percentile(0.99)
      }, { plain.querySeconds(count: 200) })
    var figure = Figure(
      "p99 fling tick at 120 Hz, 1M items, pinned headers + separators + backgrounds / one plain"
        + " rect query",
      a: ("p99 tick", .seconds), b: ("query", .seconds), rounds: rounds, figure: .times,
      goal: .atMost(15), value: /)
    figure.notes.append(FlingTicks.note("Flow fling", asMeasured: asMeasured))
    return figure
  }
}
