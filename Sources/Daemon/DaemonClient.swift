import EventStream
import Foundation
import Layouts
import Scenario

/// `scrollsim replay --server ADDRESS FILE...`: replays through a running daemon and behaves as
/// `scrollsim replay` does: the same bytes on stdout, the same `FILE:LINE:COLUMN` messages on
/// stderr, the same exit status.
public enum DaemonClient {
  /// The longest request line a server takes: its `--max-request-bytes` unless it was started
  /// with another. A larger request is refused here, before sending: the server would stop
  /// reading it and close the connection on the rest.
  public static let requestLimit = DaemonOptions().maxRequestBytes

  /// Replays `files` through the daemon at `address`; returns the exit status.
  ///
  /// Every file is read and checked before anything is sent, because `replay` writes nothing
  /// when any of its files cannot be read, and names every one that cannot; with several files
  /// each is parsed here too, so that the streams can go straight through to stdout, none of them
  /// kept. Each request asks for the failure records of its stream, which `noteFailure` is given
  /// with the file, as `FailureNotes` words them, and which never reach stdout; a request that
  /// fits the server's limit only without asking (the key's 21 bytes) does not ask, and
  /// `observe` sees the bytes of its stream instead, with the file.
  public static func replay(
    files: [String], address: SocketAddress, textFormat: Bool, traceCalls: Bool,
    registry: LayoutRegistry = .builtIn,
    noteFailure: (_ file: String, _ failure: String) -> Void = { _, _ in },
    observe: (_ file: String, _ bytes: [UInt8]) -> Void = { _, _ in }
  ) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var requests: [(file: String, request: ReplayRequest)] = []
    var messages: [String] = []
    for file in files {
      switch prepare(
        file, parse: files.count > 1, textFormat: textFormat, traceCalls: traceCalls,
        registry: registry)
      {
      case .success(let request): requests.append((file, request))
      case .failure(let problem): messages.append(problem.message)
      }
    }
    guard messages.isEmpty else {
      printError(messages.map { "\($0)\n" }.joined())
      return 2
    }
    let stdout = FileDescriptorOutput()
    var status: Int32 = 0
    for (file, request) in requests {
      let fd: Int32
      do {
        fd = try Socket.connect(to: address)
      } catch {
        // Nothing was replayed: like a scenario that cannot be read, status 2.
        printError("scrollsim: cannot reach the server: \(error)\n")
        return 2
      }
      defer { close(fd) }
      let sent = Socket.writeAll(fd, request.jsonLine)
      var reader = ResponseReader(output: stdout)
      // Read even when sending failed: a server that refused the request early said why.
      let recorded = request.reportsFailures
      reader.read(
        fd, noteFailure: { noteFailure(file, $0) },
        observe: { if !recorded { observe(file, $0) } })
      if let failure = stdout.failure {
        return OutputFailure.exitStatus(failure, printError: printError)
      }
      if let refusal = reader.refusal {
        printError("\(refusal)\n")
        return 2
      }
      guard sent else {
        return fail("the server at \(address) closed the connection before reading the request")
      }
      guard let failures = reader.failures else {
        return fail("the server at \(address) ended the stream of \(file) early")
      }
      status = max(status, failures > 0 ? 1 : 0)
    }
    return status
  }

  /// A problem with a file found before sending: its message, `FILE:LINE:COLUMN: error: ...`.
  struct Problem: Error {
    var message: String
  }

  /// The request for `file`, or why it cannot be sent.
  static func prepare(
    _ file: String, parse: Bool, textFormat: Bool, traceCalls: Bool,
    registry: LayoutRegistry = .builtIn
  )
    -> Result<ReplayRequest, Problem>
  {
    let data: [UInt8]
    do {
      data = try ScenarioDocument.read(path: file)
    } catch {
      return .failure(Problem(message: error.description))
    }
    // JSON carries text only. A file that is not UTF-8 cannot be a scenario: it gets the error
    // `replay` gives it, read here, since the server reads only files under its --root.
    guard let text = String(validating: data, as: UTF8.self) else {
      do {
        _ = try ScenarioDocument.parse(data, file: file, registry: registry)
        return .failure(Problem(message: "\(file):1:1: error: the scenario is not UTF-8 text"))
      } catch {
        return .failure(Problem(message: error.description))
      }
    }
    if parse {
      do {
        _ = try ScenarioDocument.parse(data, file: file, registry: registry)
      } catch {
        return .failure(Problem(message: error.description))
      }
    }
    var request = ReplayRequest(
      source: .text(text), fileName: file, traceCalls: traceCalls, textFormat: textFormat)
    // The server's limit counts the request line without its newline.
    let length = request.jsonLine.count - 1
    guard length <= requestLimit else {
      return .failure(
        Problem(
          message: "\(file):1:1: error: the request is \(length) bytes, longer than the "
            + "server's limit of \(requestLimit) bytes (--max-request-bytes)"))
    }
    request.reportsFailures = length + ReplayRequest.failureRecordsKeyLength <= requestLimit
    return .success(request)
  }

  private static func printError(_ text: String) {
    FileDescriptorOutput(descriptor: STDERR_FILENO).write(text)
  }

  private static func fail(_ message: String) -> Int32 {
    printError("scrollsim: \(message)\n")
    return 1
  }
}

/// Reads one response: holds back its first line until it knows whether it is a refusal, then
/// passes the rest through to `output` as it comes, keeping only the last line (for the `end`
/// event's failure count) and taking out the failure records (`FailureRecord`), which go to the
/// caller instead.
private struct ResponseReader {
  /// Longer lines are not kept whole: the first would be a stream's `scenario` line and the last
  /// its `end` line, both short, or a refusal, whose message is at most a request line's length.
  static let longestKeptLine = DaemonClient.requestLimit + 4096

  let output: FileDescriptorOutput
  private var first: [UInt8] = []
  private var firstDone = false
  private var line: [UInt8] = []
  private var lastLine: [UInt8] = []
  private var lines = 0
  /// Whether the next byte starts a line, and the record being read (nil outside one).
  private var atLineStart = true
  private var record: [UInt8]?

  init(output: FileDescriptorOutput) { self.output = output }

  /// Reads to the end of the response, or until the output cannot be written; `noteFailure`
  /// gets each failure record, `observe` what goes to the output.
  mutating func read(
    _ fd: Int32, noteFailure: (String) -> Void, observe: ([UInt8]) -> Void
  ) {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while output.failure == nil {
      let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      take(chunk[..<got], noteFailure, observe)
    }
    // Whatever is not a one-line refusal is a stream, even one cut off in its first line.
    if !firstDone && !(lines == 1 && Self.isRefusal(first)) {
      firstDone = true
      emit(first, observe)
    }
  }

  private mutating func take(
    _ bytes: ArraySlice<UInt8>, _ noteFailure: (String) -> Void, _ observe: ([UInt8]) -> Void
  ) {
    // The stream's bytes, the record lines taken out; a copy only when the chunk holds one.
    var kept: [UInt8]?
    var runStart = bytes.startIndex
    for index in bytes.indices {
      let byte = bytes[index]
      if record == nil, atLineStart, byte == FailureRecord.marker {
        kept = (kept ?? []) + bytes[runStart..<index]
        record = []
        continue
      }
      if record != nil {
        if byte == UInt8(ascii: "\n") {
          noteFailure(String(decoding: record ?? [], as: UTF8.self))
          record = nil
          // A record begun in an earlier chunk: what came before is the record's.
          if kept == nil { kept = [] }
          runStart = index + 1
          atLineStart = true
        } else {
          record?.append(byte)
        }
        continue
      }
      atLineStart = byte == UInt8(ascii: "\n")
      if atLineStart {
        lastLine = line
        line.removeAll(keepingCapacity: true)
        lines += 1
      } else if line.count < Self.longestKeptLine {
        line.append(byte)
      }
    }
    let stream: [UInt8]
    if var kept {
      if record == nil { kept += bytes[runStart...] }
      stream = kept
    } else {
      stream = record == nil ? Array(bytes) : Array(bytes[..<runStart])
    }
    if firstDone {
      emit(stream, observe)
      return
    }
    first += stream
    if (first.contains(UInt8(ascii: "\n")) || first.count > Self.longestKeptLine)
      && !Self.isRefusal(first)
    {
      firstDone = true
      emit(first, observe)
      first = []
    }
  }

  private func emit(_ bytes: [UInt8], _ observe: ([UInt8]) -> Void) {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { output.write($0) }
    observe(bytes)
  }

  /// Whether a response starting with `bytes` is a refused request: a first line that is an
  /// `error` event (a replay's first line is always its `scenario` event).
  private static func isRefusal(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes.prefix(64), as: UTF8.self)
    return text.hasPrefix(#"{"seq":1,"t":0,"frame":0,"step":-1,"type":"error""#)
      || text.hasPrefix("#1 t=0 frame=0 step=-1 error ")
  }

  /// The message of a refusal, or nil when the response is a stream.
  var refusal: String? {
    guard !firstDone, lines == 1, Self.isRefusal(first) else { return nil }
    if first.first == UInt8(ascii: "{") {
      let object = try? JSONSerialization.jsonObject(with: Data(first)) as? [String: Any]
      return object?["message"] as? String
    }
    // `#1 t=0 frame=0 step=-1 error line N: MESSAGE`
    let text = String(decoding: first.dropLast(), as: UTF8.self)
    return text.range(of: ": ").map { String(text[$0.upperBound...]) }
  }

  /// The failure count of the `end` line the stream ended with, or nil without one.
  var failures: Int? {
    let text = String(decoding: lastLine, as: UTF8.self)
    if text.hasPrefix("{") {
      guard text.contains(#""type":"end""#), let range = text.range(of: #""failures":"#) else {
        return nil
      }
      return Int(text[range.upperBound...].dropLast())
    }
    guard text.contains(" end steps "), let range = text.range(of: " failures ") else {
      return nil
    }
    return Int(text[range.upperBound...])
  }
}
