import Foundation

// `make bench`: issue 20's figures from a release build, each measured against its baseline in
// the same run (A, B, A, B, ...), then the growth table. Inputs are seeded so every run measures
// the same work. Exits 1 when a figure misses its goal.
//
//   Benchmarks [--rounds N] [--figures NAME,...] [--no-growth]
//   Benchmarks --memory-case KIND N      (a memory figure's child process)
//   Benchmarks --probe                   (one compositional fling, for a profiler)
//
// NAME is prepare, memory, update, fling, daemon, reader, writer, diffable or compositional.

#if DEBUG
  print("Benchmarks refuse to report from a debug build: run `make bench` (swift run -c release).")
  exit(1)
#else
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.count == 3, arguments[0] == "--memory-case", let count = Int(arguments[2]) {
    MemoryBenchmarks.runCase(arguments[1], count)
  } else if arguments == ["--probe"] {
    CompositionalProbe.run()
  } else if let options = Benchmarks.Options(arguments) {
    exit(Benchmarks.run(options) ? 0 : 1)
  } else {
    print("usage: Benchmarks [--rounds N] [--figures NAME,...] [--no-growth]")
    exit(2)
  }
#endif

enum Benchmarks {
  /// Every figure, by the name `--figures` selects it with, in the order they are printed, with
  /// how many figures the name stands for: one that could not be measured (a fixture or a
  /// server that did not start, a scenario that did not read) counts as a goal missed.
  static var figures: [(name: String, expected: Int, make: () -> [Figure])] {
    [
      ("prepare", 2, LayoutBenchmarks.prepareFigures),
      ("memory", 4, MemoryBenchmarks.figures),
      (
        "update", 3,
        {
          [
            LayoutBenchmarks.updateFigure(), LayoutBenchmarks.sectionUpdateFigure(),
            LayoutBenchmarks.planningFigure(),
          ].compactMap { $0 }
        }
      ),
      ("fling", 1, { LayoutBenchmarks.flingFigure().map { [$0] } ?? [] }),
      ("daemon", 1, { DaemonBenchmarks.figure().map { [$0] } ?? [] }),
      ("reader", 1, { ReaderBenchmarks.figure().map { [$0] } ?? [] }),
      ("writer", 1, { EventStreamBenchmarks.figure().map { [$0] } ?? [] }),
      ("diffable", 1, { DiffableBenchmarks.figure().map { [$0] } ?? [] }),
      ("compositional", 3, CompositionalBenchmarks.figures),
    ]
  }

  struct Options {
    var rounds = 5
    var selected = Set(figures.map(\.name))
    var growth = true

    /// The options, or nil for a command line that is not one.
    init?(_ arguments: [String]) {
      var rest = arguments[...]
      while let argument = rest.popFirst() {
        switch argument {
        case "--rounds":
          guard let value = rest.popFirst().flatMap({ Int($0) }), value >= 1 else { return nil }
          rounds = value
        case "--figures":
          guard let names = rest.popFirst()?.split(separator: ",").map(String.init),
            names.allSatisfy({ name in figures.contains { $0.name == name } })
          else { return nil }
          selected = Set(names)
        case "--no-growth":
          growth = false
        default:
          return nil
        }
      }
    }
  }

  /// Prints every selected figure, then the growth table; true when every goal is met.
  static func run(_ options: Options) -> Bool {
    Rounds.count = options.rounds
    print(
      "scrollsim benchmarks (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores,"
        + " \(Rounds.count) rounds, A and B interleaved; each goal judged on the median)\n")
    print(Figure.header)
    var results: [Figure] = []
    var unmeasured = 0
    for (name, expected, make) in figures where options.selected.contains(name) {
      let made = make()
      for figure in made {
        print(figure.row)
        results.append(figure)
      }
      if made.count < expected {
        unmeasured += expected - made.count
        print(
          "| \(name): \(expected - made.count) of \(expected) not measured (the lines above say why) | | | | | FAIL |"
        )
      }
    }
    for note in results.flatMap(\.notes) { print("\n" + note) }
    let failed = results.filter { !$0.passed }.count + unmeasured
    let total = results.count + unmeasured
    print("\n\(total - failed) of \(total) goals met")
    if options.growth { GrowthTable.run() }
    return failed == 0
  }
}
