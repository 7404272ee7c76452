import Dispatch
import Foundation

/// How rounds are taken: A, B, A, B, ... so that a change in the machine's load reaches both.
enum Rounds {
  /// The rounds of every figure (issue 20 asks for at least 5).
  nonisolated(unsafe) static var count = 5

  /// `count` pairs, A measured just before B each time.
  static func interleaved(_ a: () -> Double, _ b: () -> Double) -> [(Double, Double)] {
    repeated {
      let first = a()
      return (first, b())
    }
  }

  /// `count` results of `body` (a figure without a baseline, such as memory).
  static func repeated<Result>(_ body: () -> Result) -> [Result] {
    (0..<count).map { _ in body() }
  }
}

/// CPU seconds this process spends in `body`, once, on every thread (a replay's run loop works
/// on its own queue while the caller waits): the work, which other processes on a loaded
/// machine do not stretch as they stretch the wall-clock time. In-process figures use it.
func cpuSeconds(_ body: () -> Void) -> Double {
  let start = processCPUNanoseconds()
  body()
  return Double(processCPUNanoseconds() - start) / 1e9
}

/// CPU time of the whole process (CLOCK_PROCESS_CPUTIME_ID), in nanoseconds.
func processCPUNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Wall-clock seconds spent in `body`, once: for figures whose work is in other processes (the
/// daemon's).
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Keeps the optimiser from dropping work whose result nothing else reads.
@inline(never)
func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
