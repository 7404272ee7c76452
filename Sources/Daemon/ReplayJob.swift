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
  private let finished: @Sendable () -> Void

  /// A job answering `request` into `output`; `finished` runs once the whole response is in it.
  init(
    request: ReplayRequest, output: ConnectionOutput, options: DaemonOptions,
    finished: @escaping @Sendable () -> Void
  ) {
    self.request = request
    self.output = output
    self.options = options
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
      return try ScenarioDocument.parse(try read(path), file: request.displayName)
    }
  }

  /// The canonical absolute path, symbolic links resolved; nil when it does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The bytes of a regular file, refusing one larger than `--max-request-bytes`: a path must
  /// not let a client make the server read /dev/zero or a FIFO.
  private func read(_ path: String) throws(ScenarioError) -> [UInt8] {
    let unreadable = ScenarioError(
      file: request.displayName, line: 1, column: 1, message: "cannot read the file")
    // Only files inside the served directory, symbolic links resolved.
    let root = options.root ?? FileManager.default.currentDirectoryPath
    guard let resolvedRoot = Self.resolved(root), let resolved = Self.resolved(path) else {
      throw unreadable
    }
    guard resolvedRoot == "/" || resolved.hasPrefix(resolvedRoot + "/") else {
      throw ScenarioError(
        file: request.displayName, line: 1, column: 1,
        message: "the file is outside the directory the server serves (--root)")
    }
    let fd = open(resolved, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw unreadable }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw unreadable }
    let limit = options.maxRequestBytes
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { throw unreadable }
      if got == 0 { break }
      bytes += chunk[..<got]
    }
    guard bytes.count <= limit else {
      throw ScenarioError(
        file: request.displayName, line: 1, column: 1,
        message:
          "the file is larger than the server's limit of \(limit) bytes (--max-request-bytes)")
    }
    return bytes
  }
}
