import Foundation
import LayoutKit

// `make bench`: figures from a release build, each compared with a baseline measured in the same
// run. Inputs are seeded so every run measures the same work.

#if DEBUG
  print("Benchmarks refuse to report from a debug build: run `make bench` (swift run -c release).")
  exit(1)
#else
  let arguments = CommandLine.arguments
  if arguments.count == 4, arguments[1] == "--memory-case", let n = Int(arguments[3]) {
    MemoryBenchmarks.runCase(arguments[2], n)
  } else {
    Benchmarks.run()
  }
#endif

enum Benchmarks {
  static func run() {
    print(
      "scrollsim benchmarks (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
    LayoutBenchmarks.run()
    SeedLayoutBenchmarks.run()
    EventStreamBenchmarks.run()
    UpdateBenchmarks.run()
    MemoryBenchmarks.run()
    FlingBenchmarks.run()
    DaemonBenchmarks.run()
  }
}

/// Seconds spent in `body`, best of `repeats` runs.
func measure(repeats: Int = 5, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<repeats {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    best = min(best, elapsed)
  }
  return best
}

func format(_ seconds: Double) -> String {
  if seconds < 1e-3 { return String(format: "%.2f us", seconds * 1e6) }
  if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
  return String(format: "%.3f s", seconds)
}
