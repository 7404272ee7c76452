import Foundation
import Scenario

/// `scrollsim replay --server ADDRESS FILE...`: replays through a running daemon and behaves as
/// `scrollsim replay` does: the same bytes on stdout, the same `FILE:LINE:COLUMN` messages on
/// stderr, the same exit status.
public enum DaemonClient {
  /// Replays `files` through the daemon at `address`; returns the exit status.
  ///
  /// One file streams as the daemon writes it. Several are collected first, because `replay`
  /// writes nothing when any of its files cannot be read, and names every one that cannot.
  /// `observe` sees each replayed file's response bytes once it has been read.
  public static func replay(
    files: [String], address: SocketAddress, textFormat: Bool, traceCalls: Bool,
    observe: ([UInt8]) -> Void = { _ in }
  ) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let stdout = FileHandle.standardOutput
    var outputs: [[UInt8]] = []
    var messages: [String] = []
    var status: Int32 = 0
    for file in files {
      let data: [UInt8]
      do {
        data = try ScenarioDocument.read(path: file)
      } catch {
        messages.append(error.description)
        continue
      }
      // JSON carries text only. A file that is not UTF-8 cannot be a scenario: it gets the error
      // `replay` gives it, read here, since the server reads only files under its --root.
      guard let text = String(validating: data, as: UTF8.self) else {
        do {
          _ = try ScenarioDocument.parse(Array(data), file: file)
          messages.append("\(file):1:1: error: the scenario is not UTF-8 text")
        } catch {
          messages.append("\(error)")
        }
        continue
      }
      let source = ReplayRequest.Source.text(text)
      let request = ReplayRequest(
        source: source, fileName: file, traceCalls: traceCalls, textFormat: textFormat)
      let fd: Int32
      do {
        fd = try Socket.connect(to: address)
      } catch {
        // Nothing was replayed: like a scenario that cannot be read, status 2.
        FileHandle.standardError.write(Data("scrollsim: cannot reach the server: \(error)\n".utf8))
        return 2
      }
      defer { close(fd) }
      guard Socket.writeAll(fd, request.jsonLine) else {
        return fail("the server at \(address) closed the connection before reading the request")
      }
      var reader = ResponseReader(stream: files.count == 1 ? stdout : nil)
      reader.read(fd)
      if let refusal = reader.refusal {
        messages.append(refusal)
        continue
      }
      guard let failures = reader.failures else {
        return fail("the server at \(address) ended the stream of \(file) early")
      }
      outputs.append(reader.collected)
      observe(reader.streamed + reader.collected)
      status = max(status, failures > 0 ? 1 : 0)
    }
    guard messages.isEmpty else {
      FileHandle.standardError.write(Data(messages.map { "\($0)\n" }.joined().utf8))
      return 2
    }
    for output in outputs { stdout.write(Data(output)) }
    return status
  }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("scrollsim: \(message)\n".utf8))
    return 1
  }
}

/// Reads one response: holds back its first line until it knows whether it is a refusal, then
/// streams (or collects) the rest, keeping the last line for the `end` event's failure count.
private struct ResponseReader {
  let stream: FileHandle?
  var collected: [UInt8] = []
  /// What went to `stream`, for the caller's failure report.
  var streamed: [UInt8] = []
  private var first: [UInt8] = []
  private var firstDone = false
  private var line: [UInt8] = []
  private var lastLine: [UInt8] = []
  private var lines = 0

  init(stream: FileHandle?) { self.stream = stream }

  mutating func read(_ fd: Int32) {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      take(chunk[..<got])
    }
    // Whatever is not a one-line refusal is a stream, even one cut off in its first line.
    if !firstDone && !(lines == 1 && Self.isRefusal(first)) {
      firstDone = true
      emit(first)
    }
  }

  private mutating func take(_ bytes: ArraySlice<UInt8>) {
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        lastLine = line
        line.removeAll(keepingCapacity: true)
        lines += 1
      } else if line.count < 1 << 20 {
        line.append(byte)
      }
    }
    if firstDone {
      emit(Array(bytes))
      return
    }
    first += bytes
    if first.contains(UInt8(ascii: "\n")) && !Self.isRefusal(first) {
      firstDone = true
      emit(first)
      first = []
    }
  }

  private mutating func emit(_ bytes: [UInt8]) {
    if let stream {
      stream.write(Data(bytes))
      streamed += bytes
    } else {
      collected += bytes
    }
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
