import Foundation

/// The jobs a worker's reader thread receives, and the cancellation of the one running, shared
/// with the thread that replays.
final class WorkerInbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [WorkerJob] = []
  private var running: UInt64?
  private var reason: String?

  /// Queues a job (the server sends the next only after `done`).
  func post(_ job: WorkerJob) {
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// The next job, waiting for one; it is the running job from now on.
  func next() -> WorkerJob {
    condition.lock()
    defer { condition.unlock() }
    while jobs.isEmpty { condition.wait() }
    let job = jobs.removeFirst()
    running = job.id
    reason = nil
    return job
  }

  /// Asks job `id` to end with `reason`, if it is the one running (a late cancel finds it gone).
  func cancel(_ id: UInt64, reason: String) {
    condition.lock()
    if running == id, self.reason == nil { self.reason = reason }
    condition.unlock()
  }

  /// Job `id` is over.
  func finish(_ id: UInt64) {
    condition.lock()
    if running == id { running = nil }
    condition.unlock()
  }

  /// Why the running job must end now, if it must.
  var cancellation: String? {
    condition.lock()
    defer { condition.unlock() }
    return reason
  }
}
