import Foundation

/// The cancellation of a worker's running job, shared between the thread that reads the control
/// channel and the replay.
///
/// Jobs and cancellations come on two channels, so a cancellation can arrive before the job it
/// is for has started (the server sends the job, then the cancellation of a client that has
/// already left). Job ids only grow, so a cancellation for a job later than the running one is
/// kept for it, and one for an earlier job, which has already ended, is dropped.
final class WorkerInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var running: UInt64?
  /// The last job that ran or runs.
  private var latest: UInt64 = 0
  private var reason: String?
  /// A cancellation for a job not started yet.
  private var early: (id: UInt64, reason: String)?

  /// Job `id` starts: it is the running job from now on, cancelled already if its cancellation
  /// came first.
  func start(_ id: UInt64) {
    lock.withLock {
      running = id
      latest = max(latest, id)
      reason = early?.id == id ? early?.reason : nil
      if let pending = early, pending.id <= id { early = nil }
    }
  }

  /// Asks job `id` to end with `reason`: the running job at its next turn, a later one as soon as
  /// it starts; a cancellation for a job that has ended is dropped.
  func cancel(_ id: UInt64, reason: String) {
    lock.withLock {
      if running == id {
        if self.reason == nil { self.reason = reason }
      } else if id > latest, early?.id != id {
        early = (id, reason)
      }
    }
  }

  /// Job `id` is over.
  func finish(_ id: UInt64) {
    lock.withLock {
      if running == id { running = nil }
    }
  }

  /// Why the running job must end now, if it must.
  var cancellation: String? {
    lock.withLock { reason }
  }
}
