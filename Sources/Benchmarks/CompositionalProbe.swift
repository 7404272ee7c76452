import Foundation

/// `Benchmarks --probe`: one flight of the compositional fling figure's fixture and nothing else,
/// for a profiler that writes a profile per display tick, e.g.
/// `valgrind --tool=callgrind --dump-before='*DispatchRunLoopC4tick*' Benchmarks --probe`
/// (the second profile is the drag's first tick's, the fourteenth the fling's first:
/// `Fixture.dragTicks` drag ticks come first).
enum CompositionalProbe {
  static func run() {
    let fixture = Fixture(
      data: CompositionalBenchmarks.data(), layout: CompositionalBenchmarks.compositionalLayout())
    let ticks = fixture.flingTickSeconds(velocity: 30_000, ticks: 600).ticks
    print("probe: \(ticks.count) ticks, \(fixture.sink.count) events")
  }
}
