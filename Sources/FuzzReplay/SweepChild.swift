import Dispatch
import Foundation
import FuzzSupport

/// One child process of a sweep (`FuzzReplay --sweep-child SEED FROM TO`, started by `Sweep`):
/// replays scenarios `FROM..<TO` and reports each on stdout, unbuffered, so that the parent
/// knows which scenario was running when a trap ended the process:
///
///     begin INDEX
///     problem INDEX MESSAGE        (a refused scenario or a stream that breaks the contract)
///     ok INDEX MILLISECONDS
///     done
enum SweepChild {
  static func run(seed: UInt64, range: Range<Int>) -> Int32 {
    for index in range {
      emit("begin \(index)")
      let start = DispatchTime.now().uptimeNanoseconds
      let problem = SweepScenario.problem(seed: seed, index: index)
      let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
      if let problem {
        emit(
          "problem \(index) \(problem.split(whereSeparator: \.isNewline).joined(separator: " | "))")
      }
      emit("ok \(index) \(milliseconds)")
    }
    emit("done")
    return 0
  }

  private static func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
