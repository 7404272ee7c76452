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
func processCPUNanoseconds() -> UInt64 { cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) }

/// The reading of the CPU-time clock `clock`, in nanoseconds.
func cpuNanoseconds(_ clock: clockid_t) -> UInt64 {
  var time = timespec()
  clock_gettime(clock, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The calling thread and the CPU time it and the process have used: the seconds between two
/// stamps are the thread's own when both were taken on it (another thread's work, such as a
/// caller going to sleep, is not counted), the process's otherwise.
struct CPUStamp {
  var thread = pthread_self()
  var threadNanoseconds = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
  var processNanoseconds = processCPUNanoseconds()

  /// The CPU seconds from this stamp to `later`.
  func seconds(until later: CPUStamp) -> Double {
    guard later.processNanoseconds >= processNanoseconds else { return .nan }
    let process = later.processNanoseconds - processNanoseconds
    // A thread's time within the process's: a later thread given a finished one's `pthread_t`
    // would read otherwise.
    if pthread_equal(thread, later.thread) != 0, later.threadNanoseconds >= threadNanoseconds,
      later.threadNanoseconds - threadNanoseconds <= process
    {
      return Double(later.threadNanoseconds - threadNanoseconds) / 1e9
    }
    return Double(process) / 1e9
  }
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
