import Foundation

/// The server's worker processes: started before the first request and kept between replays,
/// since starting a process costs more than replaying most scenarios. A worker that crashed or
/// was killed is reaped and replaced at once; the others are not touched.
final class WorkerPool: @unchecked Sendable {
  private let lock = NSLock()
  private var idle: [WorkerProcess] = []
  private let environment: [String]

  /// Starts `size` workers (one per replay slot, `--jobs`).
  init(size: Int) throws(SocketError) {
    var variables = ProcessInfo.processInfo.environment
    // A crash report takes the backtracer seconds to write; the server reports the crash itself.
    variables["SWIFT_BACKTRACE"] = "enable=no"
    environment = variables.map { "\($0.key)=\($0.value)" }.sorted()
    for _ in 0..<size { idle.append(try WorkerProcess.spawn(environment: environment)) }
  }

  /// An idle worker that is still alive, or a new one when there is none.
  func take() throws(SocketError) -> WorkerProcess {
    while let worker = lock.withLock({ idle.popLast() }) {
      guard worker.hasExited else { return worker }
      // Killed while it waited (by someone else): its slot gets a new process.
      worker.reap()
    }
    return try WorkerProcess.spawn(environment: environment)
  }

  /// Takes back a worker that finished its job normally.
  func give(_ worker: WorkerProcess) {
    lock.withLock { idle.append(worker) }
  }

  /// Ends `worker` (killing it if it still runs), starts its replacement, and returns the dead
  /// worker's wait status.
  func replace(_ worker: WorkerProcess) -> Int32 {
    let status = worker.reap()
    // A replacement that cannot start now is started by the next `take()`.
    if let fresh = try? WorkerProcess.spawn(environment: environment) { give(fresh) }
    return status
  }
}
