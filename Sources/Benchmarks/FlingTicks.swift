/// The display ticks of one fling flown over several fixtures built alike, so that each flight
/// does the same work tick for tick (the simulation is deterministic). Each fling is a drag's
/// release (`Fixture.flingTickSeconds`): the ticks are the gesture's, all but its first, which
/// starts from rest and is kept apart.
///
/// A tick's CPU time on a shared machine is its work plus whatever interrupted it: flying the
/// same fling twice, the slow ticks fall at different indices each time, three to six times the
/// median, with no page fault between their stamps. A 99th percentile of one flight picks out
/// those interruptions rather than the heaviest work, while the rect query it is compared with
/// averages them away. Tick by tick, the least of the flights is the tick's own cost, as the
/// least of a figure's rounds is for a whole measurement.
struct FlingTicks {
  /// Tick by tick, the least of the flights' seconds.
  var least: [Double]
  /// The first flight's seconds as measured, interruptions included.
  var first: [Double]
  /// The least of the flights' first ticks: the drag's first, from rest.
  var fromRest: Double

  /// Flings each fixture in `fixtures` once at `velocity` pt/s for up to `ticks` ticks. The
  /// fixtures must have been built and moved alike, so that the flights match.
  init(flying fixtures: [Fixture], velocity: Double, ticks: Int) {
    let measured = fixtures.map { $0.flingTickSeconds(velocity: velocity, ticks: ticks) }
    let flights = measured.map(\.ticks)
    first = flights.first ?? []
    fromRest = measured.map(\.first).min() ?? .nan
    let count = flights.map(\.count).min() ?? 0
    least = (0..<count).map { tick in flights.map { $0[tick] }.min() ?? .nan }
  }
}

extension FlingTicks {
  /// The line under a fling figure giving one flight's p99 as measured, round by round, so that
  /// what the per-tick least takes away stays in sight.
  static func note(_ name: String, asMeasured: [Double]) -> String {
    let sample = Sample(values: asMeasured)
    return "\(name): one flight's p99 tick as measured, interruptions included: "
      + "\(Quantity.seconds.format(sample.minimum)) min / "
      + "\(Quantity.seconds.format(sample.median)) median."
  }
}
