import Foundation
import LayoutKit
import SeededRandom
import Simulator

/// Issue 22's figures: a compositional layout of 100,000 rows in 1,000 sections whose heights are
/// estimated (44) and whose cells prefer seeded heights of 30 to 90, against the flow layout over
/// the same items with the same estimate (a layout of one shared section, and a section provider
/// that makes every section anew, as Apple's samples do); and the heaviest of a fling's display
/// ticks over it ("every tick under one rect query x 30"), self-sizing as it goes, against one
/// rect query of the plain flow layout (issue 20's unit).
enum CompositionalBenchmarks {
  static let items = 100_000
  static let perSection = 100

  /// The sections, each row 390 wide and of a seeded height the cell prefers.
  static func data() -> [SectionData] {
    var generator = SeededGenerator(seed: 0xC0A1)
    return (0..<(items / perSection)).map { _ in
      SectionData(
        count: perSection,
        itemSizes: (0..<perSection).map { _ in
          CGSize(width: 390, height: Double(Int.random(in: 30...90, using: &generator)))
        })
    }
  }

  /// UICollectionViewCompositionalLayout of full-width rows estimated 44 tall, one a group.
  static func compositionalLayout() -> CompositionalLayout {
    CompositionalLayout(section: rowSection())
  }

  /// A section of full-width rows estimated 44 tall, one a group.
  static func rowSection() -> CollectionLayoutSection {
    let size = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let row = CollectionLayoutItem(layoutSize: size)
    return CollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [row]))
  }

  /// The same rows from a section provider that makes each section anew, so that no section
  /// shares another's solved shape.
  static func providerLayout() -> CompositionalLayout {
    CompositionalLayout(sectionProvider: { _, _ in rowSection() })
  }

  /// A flow layout of the same rows: 390 wide, estimated 44 tall, no spacing.
  static func flowLayout() -> FlowLayout {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return layout
  }

  static func figures() -> [Figure] {
    let sections = data()
    let compositional = Fixture(data: sections, layout: compositionalLayout())
    let provided = Fixture(data: sections, layout: providerLayout())
    let flow = Fixture(data: sections, layout: flowLayout())
    let prepare = Figure(
      "prepare of 100k estimated-height rows in 1,000 sections, compositional / flow",
      a: ("compositional", .seconds), b: ("flow", .seconds),
      rounds: Rounds.interleaved(compositional.prepareSeconds, flow.prepareSeconds),
      figure: .times, goal: .atMost(3), value: /)
    let providerPrepare = Figure(
      "prepare of the same rows, a section provider making each section anew / flow",
      a: ("provider", .seconds), b: ("flow", .seconds),
      rounds: Rounds.interleaved(provided.prepareSeconds, flow.prepareSeconds),
      figure: .times, goal: .atMost(3), value: /)
    guard let plain = Fixture(items: items, perSection: perSection) else {
      return [prepare, providerPrepare]
    }
    // 30,000 pt/s decelerates for 5.15 s (LayoutBenchmarks.flingFigure): up to 600 ticks are
    // measured, each showing and measuring the rows it brings in, and the drag's before them
    // but its first, from rest (`Fixture.flingTickSeconds`).
    // Three fixtures of their own fly it (`FlingTicks`): the one above was prepared again and
    // again, and theirs must match tick for tick, each measuring the rows it brings in.
    let flights = (0..<3).map { _ in Fixture(data: sections, layout: compositionalLayout()) }
    var asMeasured: [Double] = []
    var leastP99: [Double] = []
    var fromRest: [Double] = []
    var fling = Figure(
      "heaviest fling tick at 120 Hz, 100k self-sizing compositional rows / one plain rect query",
      a: ("heaviest tick", .seconds), b: ("query", .seconds),
      rounds: Rounds.interleaved(
        {
          let ticks = FlingTicks(flying: flights, velocity: 30_000, ticks: 600)
          asMeasured.append(Sample(values: ticks.first).percentile(0.99))
          leastP99.append(Sample(values: ticks.least).percentile(0.99))
          fromRest.append(ticks.fromRest)
          return ticks.least.max() ?? .nan
        }, { plain.querySeconds(count: 200) }),
      figure: .times, goal: .atMost(30), value: /)
    let p99 = Sample(values: leastP99)
    fling.notes.append(
      "Compositional fling: the 99th percentile of the ticks (each the least of three flights): "
        + "\(Quantity.seconds.format(p99.minimum)) min / \(Quantity.seconds.format(p99.median)) median."
    )
    fling.notes.append(FlingTicks.note("Compositional fling", asMeasured: asMeasured))
    let firstTicks = Sample(values: fromRest)
    fling.notes.append(
      "Compositional fling: the gesture's first tick, from rest (not judged; docs/testing.md, "
        + "\"The first tick after rest\"; the least of three flights): "
        + "\(Quantity.seconds.format(firstTicks.minimum)) min / "
        + "\(Quantity.seconds.format(firstTicks.median)) median.")
    // The same fling over the flow layout with estimatedItemSize: what the self-sizing cycle
    // costs a tick whatever the layout.
    let flowTicks = Sample(values: flow.flingTickSeconds(velocity: 30_000, ticks: 600).ticks)
    fling.notes.append(
      "Compositional fling: the same fling over the flow layout with estimatedItemSize has a p99"
        + " tick of \(Quantity.seconds.format(flowTicks.percentile(0.99))) (one round).")
    return [prepare, providerPrepare, fling]
  }
}
