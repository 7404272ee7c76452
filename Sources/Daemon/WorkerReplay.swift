import EventStream
import Foundation
import Layouts
import Replay
import Scenario
import Simulator

/// One job in a worker: reads the scenario under the job's limits (or takes the document the
/// worker already read from the same bytes) and replays it through the server's `ReplayGuard`
/// and the writers `scrollsim replay` uses, sending the bytes to the server as the writer flushes
/// them.
struct WorkerReplay {
  let job: WorkerJob
  let channel: WorkerChannel
  let inbox: WorkerInbox
  let hooks: WorkerTestHooks
  /// The layout kinds of the executable the worker runs in.
  let registry: LayoutRegistry
  /// The documents this worker has read.
  let documents: ParsedScenarioCache

  /// Replays the job, then sends `done`: succeeded when `scrollsim replay` would exit 0 from its
  /// stream.
  func run() {
    let document: ScenarioDocument
    do {
      document = try documents.document(for: job, registry: registry)
    } catch {
      let refusal = ResponseLine.error(error.description, line: error.line, text: job.textFormat)
      guard channel.send(.output(position: nil, bytes: refusal), .done(succeeded: false)) else {
        _exit(0)
      }
      return
    }
    let stream = WorkerStream(
      channel: channel, textFormat: job.textFormat, reportsFailures: job.reportsFailures,
      crashes: hooks.crashOn == document.name, hangs: hooks.hangOn == document.name)
    let limits = ReplayGuard(
      sink: stream, maxEvents: job.maxEvents, timeout: job.timeout,
      cancellation: { [inbox] in inbox.cancellation })
    let replayer = Replayer(document: document, sink: limits, traceCalls: job.traceCalls)
    replayer.interruption = { limits.interruption(time: $0) }
    let result = replayer.run()
    stream.flush()
    stream.finish(succeeded: result.exitStatus == 0 && limits.endReason == nil)
  }
}

/// The last sink of a worker's replay: notes where the stream stands after each event, then
/// hands the event to the writer, whose flushes go to the server with that position. The
/// writers flush whole events only, so every frame ends at an event boundary and the server can
/// always end the stream validly after it.
final class WorkerStream: EventSink {
  private let writer: EventSink
  private let output: WorkerOutput
  private let crashes: Bool
  private let hangs: Bool
  /// The failures noted from the events, when the client asked for their records.
  private var notes: FailureNotes?

  init(channel: WorkerChannel, textFormat: Bool, reportsFailures: Bool, crashes: Bool, hangs: Bool)
  {
    output = WorkerOutput(channel: channel)
    writer = textFormat ? TextWriter(output: output) : JSONLinesWriter(output: output)
    notes = reportsFailures ? FailureNotes(valueText: textFormat ? .text : .json) : nil
    self.crashes = crashes
    self.hangs = hangs
  }

  func write(_ event: Event, seq: Int) {
    if crashes, event.step >= 1 || event.payload.type == "end" {
      fatalError("SCROLLSIM_WORKER_TEST_CRASH_ON: the test asked this replay to crash")
    }
    output.position.record(event, seq: seq)
    writer.write(event, seq: seq)
    // Noted once the writer has the event: the record goes out with the flush that holds the
    // event's line or a later one, never before it.
    if let failure = notes?.note(event) { output.records.append(failure) }
    guard seq == 1 else { return }
    // The `scenario` line goes out at once: should the first turn crash or never end, the
    // server still has a stream to end, rather than nothing (which would read as a refusal).
    writer.flush()
    while hangs { sleep(3600) }
  }

  func flush() { writer.flush() }

  /// Sends what is held back and `done`.
  func finish(succeeded: Bool) { output.finish(succeeded: succeeded) }
}

/// Sends each flush of the writer to the server, with the position after its last event. The
/// flush that holds the `end` line waits to go out with `done`, in one write: one wake-up of the
/// server less per job.
final class WorkerOutput: ByteOutput {
  private let channel: WorkerChannel
  /// Where the stream stands after the last event given to the writer.
  var position = StreamPosition()
  /// Failure records not sent yet (`FailureRecord`): each goes after the next flush's bytes.
  var records: [String] = []
  private var last: WorkerMessage?

  init(channel: WorkerChannel) { self.channel = channel }

  func write(_ bytes: UnsafeRawBufferPointer) {
    var sent = Array(bytes)
    for record in records { FailureRecord.append(record, to: &sent) }
    records.removeAll()
    let message = WorkerMessage.output(position: position, bytes: sent)
    if let last { send(last) }
    last = nil
    if position.ended { last = message } else { send(message) }
  }

  /// Sends the held-back flush, if any, and `done`.
  func finish(succeeded: Bool) {
    if !records.isEmpty { [UInt8]().withUnsafeBytes { write($0) } }
    if let last {
      send(last, .done(succeeded: succeeded))
    } else {
      send(.done(succeeded: succeeded))
    }
    last = nil
  }

  private func send(_ messages: WorkerMessage...) {
    // A server that has gone leaves the worker nothing to do.
    guard channel.send(all: messages) else { _exit(0) }
  }
}
