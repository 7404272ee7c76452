import Dispatch
import Foundation
import Scenario

/// One replay request on its way through the server: reads the scenario (a `path` from inside
/// the root), has a worker process replay it under the server's limits, and passes the worker's
/// bytes on to the connection's output as they come. The worker uses the writers `scrollsim
/// replay` uses, so the bytes are the same.
///
/// Should the worker crash, or be killed at the wall-time limit or a cancellation it did not
/// honour, the job ends the stream itself after the last whole event the worker sent: an `error`
/// event saying why and the `end` line, so the client still gets a stream by the contract.
final class ReplayJob: @unchecked Sendable {
  private let request: ReplayRequest
  private let output: ConnectionOutput
  private let options: DaemonOptions
  private let root: ServedRoot
  private let workers: WorkerPool
  private let finished: @Sendable () -> Void
  private static let counter = JobCounter()

  /// A job answering `request` into `output` with a worker from `workers`; `finished` runs once
  /// the whole response is in the output.
  init(
    request: ReplayRequest, output: ConnectionOutput, options: DaemonOptions, root: ServedRoot,
    workers: WorkerPool, finished: @escaping @Sendable () -> Void
  ) {
    self.request = request
    self.output = output
    self.options = options
    self.root = root
    self.workers = workers
    self.finished = finished
  }

  /// Runs the replay, waiting on the calling thread (a queue of its own) for its worker; true
  /// when it ended as a replay that `scrollsim replay` would exit 0 from. `complete()` follows.
  func run() -> Bool {
    // A client that left while its request was queued costs nothing more.
    guard !output.isClosed else { return false }
    let scenario: [UInt8]
    switch request.source {
    case .text(let text):
      scenario = Array(text.utf8)
    case .path(let path):
      do {
        scenario = try root.read(
          path, displayName: request.displayName, limit: options.maxRequestBytes)
      } catch {
        refuse(error.description, line: error.line)
        return false
      }
    }
    let worker: WorkerProcess
    do {
      worker = try workers.take()
    } catch {
      refuse(error.description, line: 0)
      return false
    }
    return replay(scenario, in: worker)
  }

  /// How long the job's thread lets a worker's flushes gather before it reads them: what a
  /// client waits at most beyond the replay for any byte.
  static let gatheringMicroseconds: useconds_t = 200

  /// Tells the connection that the whole response is in its output.
  func complete() { finished() }

  /// Refuses the request before it ran: the server is stopping.
  func reject() {
    refuse("the server is shutting down", line: 0)
    finished()
  }

  private func refuse(_ message: String, line: Int) {
    output.append(ResponseLine.error(message, line: line, text: request.textFormat))
  }

  private func replay(_ scenario: [UInt8], in worker: WorkerProcess) -> Bool {
    var limits = options.limits
    limits.events = options.maxEvents
    let job = WorkerJob(
      id: Self.counter.next(), scenario: scenario, fileName: request.displayName,
      traceCalls: request.traceCalls, textFormat: request.textFormat,
      reportsFailures: request.reportsFailures, timeout: options.timeout,
      maxEvents: options.maxEvents, limits: WorkerJob.values(of: limits))
    let watch = WorkerWatch(worker: worker, jobID: job.id)
    output.setDeadline(Date() + options.timeout)
    output.observeCancellation { watch.cancel($0) }
    defer { output.observeCancellation(nil) }
    var position: StreamPosition?
    var refused = false
    var outcome: Bool?
    var batch: [UInt8] = []
    let deadline = DispatchTime.now() + options.timeout
    let wallTime = ReplayGuard.wallTimeMessage(options.timeout)
    if watch.start(job, deadline: deadline, message: wallTime) {
      receiving: while let message = worker.channel.receive(idle: watch.killIfDue) {
        switch message {
        case .output(let after, let bytes):
          batch += bytes
          position = after ?? position
          refused = refused || after == nil
          // Whatever has already come is passed on with this, in one write.
          guard !worker.channel.holdsWholeMessage else { continue }
          output.send(batch)
          batch = []
          // The worker's next flushes wait in the socket meanwhile, which keeps them (a crash
          // loses none), and reach the client together: a small replay flushes a dozen times in
          // well under a millisecond, and each wake-up of this thread cost more than relaying.
          usleep(Self.gatheringMicroseconds)
        case .done(let succeeded):
          outcome = succeeded
          break receiving
        case .job, .cancel:
          break receiving
        }
      }
    }
    output.send(batch)
    let killed = watch.finish()
    if let outcome, killed == nil {
      workers.give(worker)
      return outcome && !output.isClosed
    }
    let status = workers.replace(worker)
    // `done` comes after the whole response: a worker killed just after it lost nothing.
    if let outcome { return outcome && !output.isClosed }
    let reason = killed ?? WorkerProcess.describe(status)
    if let position {
      if !position.ended {
        var closing = position.closingLines(reason, text: request.textFormat)
        if request.reportsFailures {
          FailureRecord.append(FailureNotes.error(reason, line: position.line), to: &closing)
        }
        output.append(closing)
      }
    } else if !refused {
      // Nothing was sent, not even the `scenario` line: a refusal is the one valid answer.
      refuse(reason, line: 0)
    }
    return false
  }
}

/// Numbers the jobs, so that a worker can tell a late cancellation from one for its job.
private final class JobCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last: UInt64 = 0

  func next() -> UInt64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}
