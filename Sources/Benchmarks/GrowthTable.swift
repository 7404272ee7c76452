import Foundation

/// How each cost grows with the data: 1k, 10k, 100k and 1M items, each cost the median of the
/// rounds, shown with its cost per item and that per-item cost against the row above. With ten
/// times the items, x1.00 is linear growth, x0.10 a constant cost and anything above x1 grows
/// faster than the data (marked `!` past x1.5), so a super-linear step shows at a glance.
enum GrowthTable {
  static let sizes = [1_000, 10_000, 100_000, 1_000_000]

  /// One column: its title, its quantity and how one round measures it at `items`.
  struct Column {
    var title: String
    var quantity: Quantity
    var measure: (Row) -> Double
  }

  /// The fixtures of one row: the plain flow layout, and the seed layouts for the fling.
  struct Row {
    var items: Int
    var plain: Fixture
    var seeded: Fixture
  }

  static var columns: [Column] {
    [
      Column(title: "prepare", quantity: .seconds) { $0.plain.prepareSeconds() },
      Column(title: "query", quantity: .seconds) { $0.plain.querySeconds(count: 200) },
      Column(title: "update (100 + 100)", quantity: .seconds) {
        $0.plain.updateSeconds($0.plain.batch(changes: 100, seed: UInt64($0.items)))
      },
      Column(title: "scroll step", quantity: .seconds) { $0.plain.scrollStepSeconds(count: 50) },
      Column(title: "fling tick (median)", quantity: .seconds) {
        Sample(values: $0.seeded.flingTickSeconds(velocity: 30_000, ticks: 600).ticks).median
      },
      Column(title: "memory", quantity: .bytes) {
        guard let reading = MemoryBenchmarks.reading(.uniformItems, $0.items) else { return .nan }
        return (reading.built - reading.before) * 1024
      },
    ]
  }

  /// Measures every row and prints the table.
  static func run() {
    print(
      "\nGrowth (median of \(Rounds.count) rounds; per item, and xN = per-item cost / the row above):\n"
    )
    print("| items | " + columns.map(\.title).joined(separator: " | ") + " |")
    print("| ---: |" + String(repeating: " --- |", count: columns.count))
    var previous: [Double]?
    for items in sizes {
      guard let plain = Fixture(items: items, perSection: items),
        let seeded = Fixture(items: items, perSection: 1_000, kinds: Fixture.seedKinds)
      else { continue }
      let row = Row(items: items, plain: plain, seeded: seeded)
      let perItem = columns.map { column in
        Sample(values: (0..<Rounds.count).map { _ in column.measure(row) }).median
          / Double(items)
      }
      let cells = zip(columns, perItem).enumerated().map { index, pair in
        let (column, cost) = pair
        var cell =
          column.quantity.format(cost * Double(items)) + ", "
          + column.quantity.format(cost) + "/item"
        if let previous {
          let growth = cost / previous[index]
          cell += String(format: " x%.2f", growth) + (growth > 1.5 ? " !" : "")
        }
        return cell
      }
      print("| \(items) | " + cells.joined(separator: " | ") + " |")
      previous = perItem
    }
  }
}
