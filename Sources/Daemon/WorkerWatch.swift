import Dispatch
import Foundation

/// Watches one job in its worker: sends it, passes a cancellation on, and kills the worker when
/// the job runs past its wall-time limit or ignores a cancellation, which is the only way to stop
/// a replay stuck inside one turn of its run loop (a first layout pass that never ends).
///
/// The worker's own `ReplayGuard` checks the same wall deadline and cancellation at every turn
/// and ends the stream there; the kill comes `margin` seconds later, for a replay that did not.
/// The thread that receives the job's output asks `killIfDue()` whenever the worker has been
/// silent for `WorkerChannel.idleInterval`, so the kill is at most that late; a timer source per
/// job cost more than the rest of a small replay's handling on the server.
final class WorkerWatch: @unchecked Sendable {
  /// How long a worker may take to end a replay by itself once it should have.
  static let margin = 0.5

  private let lock = NSLock()
  private let worker: WorkerProcess
  private let jobID: UInt64
  private var killDeadline = DispatchTime.distantFuture
  /// A cancellation that came before the job was sent.
  private var pendingReason: String?
  /// What the armed kill will say.
  private var pendingKillReason: String?
  /// What the kill said, once it happened.
  private var killReason: String?
  private var sent = false
  private var finished = false

  init(worker: WorkerProcess, jobID: UInt64) {
    self.worker = worker
    self.jobID = jobID
  }

  /// Sends `job` and arms the kill for `deadline` (plus the margin) with `message`; a
  /// cancellation that came before is passed on now. False when the worker is gone.
  func start(_ job: WorkerJob, deadline: DispatchTime, message: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    armKill(at: deadline + Self.margin, reason: message)
    sent = true
    guard worker.channel.send(.job(job)) else { return false }
    if let reason = pendingReason { cancelLocked(reason) }
    return true
  }

  /// The client left or the server is stopping: the worker ends the replay with `reason` at its
  /// next turn, or is killed.
  func cancel(_ reason: String) {
    lock.lock()
    defer { lock.unlock() }
    guard !finished else { return }
    guard sent else {
      pendingReason = pendingReason ?? reason
      return
    }
    cancelLocked(reason)
  }

  /// The job is over (or its worker gone): nothing more is killed. Returns why the worker was
  /// killed, if it was.
  func finish() -> String? {
    lock.lock()
    defer { lock.unlock() }
    finished = true
    return killReason
  }

  private func cancelLocked(_ reason: String) {
    _ = worker.control.send(.cancel(id: jobID, reason: reason))
    armKill(at: .now() + Self.margin, reason: reason)
  }

  /// Moves the kill earlier, never later; the first reason armed for a moment is the one given.
  private func armKill(at deadline: DispatchTime, reason: String) {
    guard deadline < killDeadline else { return }
    killDeadline = deadline
    pendingKillReason = reason
  }

  /// Kills the worker if the armed moment has come and the job is still running.
  func killIfDue() {
    lock.lock()
    defer { lock.unlock() }
    guard !finished, killReason == nil, DispatchTime.now() >= killDeadline,
      let reason = pendingKillReason
    else { return }
    killReason = reason
    worker.kill()
  }
}
