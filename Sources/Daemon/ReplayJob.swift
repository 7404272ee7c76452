import EventStream
import Foundation
import Scenario
import Simulator

/// One replay request on its way through the server: loads the scenario and replays it into the
/// connection's output under the server's limits, with the writers `scrollsim replay` uses, so
/// the bytes are the same.
final class ReplayJob: @unchecked Sendable {
  private let request: ReplayRequest
  private let output: ConnectionOutput
  private let options: DaemonOptions
  private let root: ServedRoot
  private let finished: @Sendable () -> Void

  /// A job answering `request` into `output`, reading a `path` from `root`; `finished` runs once
  /// the whole response is in it.
  init(
    request: ReplayRequest, output: ConnectionOutput, options: DaemonOptions, root: ServedRoot,
    finished: @escaping @Sendable () -> Void
  ) {
    self.request = request
    self.output = output
    self.options = options
    self.root = root
    self.finished = finished
  }

  /// Runs the replay on the calling thread (a queue of its own); true when it ended as a replay
  /// that `scrollsim replay` would exit 0 from. `complete()` follows.
  func run() -> Bool {
    // A client that left while its request was queued costs nothing more.
    guard !output.isClosed else { return false }
    let document: ScenarioDocument
    do {
      document = try load()
    } catch {
      output.append(
        ResponseLine.error(error.description, line: error.line, text: request.textFormat))
      return false
    }
    let writer: EventSink =
      request.textFormat ? TextWriter(output: output) : JSONLinesWriter(output: output)
    output.setDeadline(Date() + options.timeout)
    let limits = ReplayGuard(
      sink: writer, maxEvents: options.maxEvents, timeout: options.timeout,
      cancellation: { [output] in output.cancellation })
    let replayer = Replayer(document: document, sink: limits, traceCalls: request.traceCalls)
    replayer.interruption = { limits.interruption(time: $0) }
    let result = replayer.run()
    return result.exitStatus == 0 && limits.endReason == nil && !output.isClosed
  }

  /// Tells the connection that the whole response is in its output.
  func complete() { finished() }

  /// Refuses the request before it ran: the server is stopping.
  func reject() {
    output.append(
      ResponseLine.error("the server is shutting down", line: 0, text: request.textFormat))
    finished()
  }

  private func load() throws(ScenarioError) -> ScenarioDocument {
    switch request.source {
    case .text(let text):
      return try ScenarioDocument.parse(Array(text.utf8), file: request.displayName)
    case .path(let path):
      let bytes = try root.read(
        path, displayName: request.displayName, limit: options.maxRequestBytes)
      return try ScenarioDocument.parse(bytes, file: request.displayName)
    }
  }
}
