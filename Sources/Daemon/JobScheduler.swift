import Dispatch

/// Runs at most `limit` replays at once, each on a serial queue of its own, and keeps the others
/// waiting in the order they came; counts what ran for the status line. Its state lives on its
/// own serial queue.
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

  private let queue = DispatchQueue(label: "scrollsim.serve.scheduler")
  private let limit: Int
  private var waiting: [ReplayJob] = []
  private var counts = Counts()
  private var accepting = true
  private var started = 0

  /// A scheduler running at most `limit` replays at once.
  init(limit: Int) { self.limit = max(1, limit) }

  /// Queues `job`, or refuses it once the server is stopping.
  func submit(_ job: ReplayJob) {
    queue.async { [self] in
      guard accepting else {
        counts.failed += 1
        job.reject()
        return
      }
      waiting.append(job)
      counts.queued = waiting.count
      startWaiting()
    }
  }

  /// Counts a request refused before it reached the queue (one that could not be read), before
  /// its client hears of it, so a status request that follows sees it.
  func recordFailure() {
    queue.sync { counts.failed += 1 }
  }

  /// Refuses every waiting job and any later one; running replays go on.
  func stop() {
    queue.async { [self] in
      accepting = false
      let refused = waiting
      waiting.removeAll()
      counts.queued = 0
      counts.failed += refused.count
      for job in refused { job.reject() }
    }
  }

  /// The current figures.
  var current: Counts { queue.sync { counts } }

  private func startWaiting() {
    while counts.running < limit, !waiting.isEmpty {
      let job = waiting.removeFirst()
      counts.queued = waiting.count
      counts.running += 1
      started += 1
      // The replay's own run loop has a queue too; this one carries the blocking run() call.
      DispatchQueue(label: "scrollsim.serve.job.\(started)").async { [self] in
        let succeeded = job.run()
        // Counted before the client hears the end, so a status request that follows sees it.
        queue.sync {
          counts.running -= 1
          if succeeded { counts.done += 1 } else { counts.failed += 1 }
          startWaiting()
        }
        job.complete()
      }
    }
  }
}
