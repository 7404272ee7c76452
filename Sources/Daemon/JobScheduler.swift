import Dispatch
import Foundation

/// Runs at most `limit` replays at once, each on a serial queue of its own, and keeps the others
/// waiting in the order they came; counts what ran for the status line. Its state is guarded by
/// a lock of its own.
final class JobScheduler: @unchecked Sendable {
  /// The figures of the status line.
  struct Counts: Equatable, Sendable {
    /// Replays running.
    var running = 0
    /// Replays waiting for a slot.
    var queued = 0
    /// Requests answered with a stream `scrollsim replay` would exit 0 from.
    var done = 0
    /// Requests answered otherwise: refused, failed, ended by a limit, or left by their client.
    var failed = 0
  }

  /// Guards everything below: a lock, not a queue, so a request reaches its replay's thread
  /// without a turn of a queue of the scheduler's own.
  private let lock = NSLock()
  private let limit: Int
  private var waiting: [ReplayJob] = []
  private var counts = Counts()
  private var accepting = true
  private var started = 0

  /// A scheduler running at most `limit` replays at once.
  init(limit: Int) { self.limit = max(1, limit) }

  /// Queues `job`, or refuses it once the server is stopping.
  func submit(_ job: ReplayJob) {
    lock.lock()
    guard accepting else {
      counts.failed += 1
      lock.unlock()
      job.reject()
      return
    }
    waiting.append(job)
    counts.queued = waiting.count
    let ready = takeReady()
    lock.unlock()
    ready.forEach(launch)
  }

  /// Counts a request refused before it reached the queue (one that could not be read), before
  /// its client hears of it, so a status request that follows sees it.
  func recordFailure() {
    lock.withLock { counts.failed += 1 }
  }

  /// Refuses every waiting job and any later one; running replays go on.
  func stop() {
    let refused = lock.withLock {
      accepting = false
      let refused = waiting
      waiting.removeAll()
      counts.queued = 0
      counts.failed += refused.count
      return refused
    }
    for job in refused { job.reject() }
  }

  /// The current figures.
  var current: Counts { lock.withLock { counts } }

  /// The waiting jobs that may start now, counted as running (called with the lock held).
  private func takeReady() -> [(job: ReplayJob, number: Int)] {
    var ready: [(job: ReplayJob, number: Int)] = []
    while counts.running < limit, !waiting.isEmpty {
      let job = waiting.removeFirst()
      counts.queued = waiting.count
      counts.running += 1
      started += 1
      ready.append((job, started))
    }
    return ready
  }

  private func launch(_ ready: (job: ReplayJob, number: Int)) {
    // The replay's own run loop has a queue too; this one carries the blocking run() call.
    DispatchQueue(label: "scrollsim.serve.job.\(ready.number)").async { [self] in
      let succeeded = ready.job.run()
      // Counted before the client hears the end, so a status request that follows sees it.
      let next = lock.withLock {
        counts.running -= 1
        if succeeded { counts.done += 1 } else { counts.failed += 1 }
        return takeReady()
      }
      next.forEach(launch)
      ready.job.complete()
    }
  }
}
