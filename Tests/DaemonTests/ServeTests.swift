import Foundation
import Testing

@testable import Daemon

/// `scrollsim serve` as a process on a temporary socket: every response is compared byte for byte
/// with `scrollsim replay` run on the same scenario, or with the exact refusal line.
@Suite(.serialized) struct ServeTests {
  static var shipped: [String] {
    let folder = ServerProcess.packageRoot.appendingPathComponent("Scenarios")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    // A scenario shipped with a `.status` file fails on purpose; the daemon counts it as failed.
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
      .filter { !files.contains("\($0).status") }
  }

  static func flags(_ name: String) -> [String] {
    let url = ServerProcess.packageRoot.appendingPathComponent("Scenarios/\(name).flags")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// A scenario of its own for client `i`: sizes, counts and the scroll differ with `i`.
  static func generated(_ i: Int) -> String {
    """
    name: generated-\(i)
    collectionView: {size: [\(300 + 7 * i), 400], displayScale: \(1 + i % 3)}
    layout: {kind: flow, itemSize: [\(40 + i), \(30 + 2 * i)], headerReferenceSize: [0, 20], sectionHeadersPinToVisibleBounds: \(i % 2 == 0)}
    data: {sections: [\(20 + i), \(5 + i)]}
    steps:
      - scroll: {to: [0, \(13 * i)], animated: \(i % 3 == 0)}
      - resize: {size: [400, \(300 + i)]}
      - insert: {items: [[0, 0]]}
      - snapshot: {}

    """
  }

  /// A scenario whose stream (about 3 MB) is far larger than a connection's buffer and the
  /// socket's: a client that does not read holds its replay until it does.
  static let bigStream = """
    name: big-stream
    collectionView: {size: [390, 844]}
    layout: {kind: flow, itemSize: [10, 10], minimumInteritemSpacing: 0, minimumLineSpacing: 0}
    data: {sections: [40000]}
    steps:
      - scroll: {to: [0, 844]}
      - scroll: {to: [0, 1688]}
      - scroll: {to: [0, 2532]}

    """

  static func line(_ text: String) -> [UInt8] { Array("\(text)\n".utf8) }

  static func refusal(_ message: String, line: Int = 0) -> String {
    let escaped = message.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return
      #"{"seq":1,"t":0,"frame":0,"step":-1,"type":"error","message":"\#(escaped)","line":\#(line)}"#
      + "\n"
  }

  /// `scrollsim replay` on `text`, written to a file in `directory`.
  static func replayed(_ text: String, name: String, in directory: String, flags: [String] = [])
    throws -> String
  {
    let path = "\(directory)/\(name).yaml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return try ServerProcess.run(["replay"] + flags + [path]).stdout
  }

  @Test func fiftyConcurrentClientsGetTheBytesOfReplay() throws {
    let server = try ServerProcess()
    var requests: [[UInt8]] = []
    var expected: [String] = []
    // Forty shipped scenarios (some seconds of flinging, thousands of events) and generated ones
    // up to fifty.
    for name in Self.shipped.prefix(40) {
      let path = ServerProcess.packageRoot.appendingPathComponent("Scenarios/\(name).yaml").path
      let flags = Self.flags(name)
      requests.append(
        ReplayRequest(source: .path(path), traceCalls: flags.contains("calls")).jsonLine)
      expected.append(try ServerProcess.run(["replay"] + flags + [path]).stdout)
    }
    for i in 0..<max(0, 50 - requests.count) {
      let text = Self.generated(i)
      let textFormat = i % 4 == 1
      let traceCalls = i % 5 == 2
      requests.append(
        ReplayRequest(source: .text(text), traceCalls: traceCalls, textFormat: textFormat)
          .jsonLine)
      let flags =
        (textFormat ? ["--format", "text"] : []) + (traceCalls ? ["--trace", "calls"] : [])
      expected.append(
        try Self.replayed(text, name: "g\(i)", in: server.directory, flags: flags))
    }
    #expect(requests.count == 50)
    let responses = try ServerProcess.exchange(requests, address: .unix(path: server.socket))
    for (index, (response, wanted)) in zip(responses, expected).enumerated() {
      #expect(!wanted.isEmpty)
      #expect(response == wanted, "client \(index) got different bytes")
    }
    try server.waitForStatus(#"{"running":0,"queued":0,"done":50,"failed":0}"#)
    #expect(server.stop() == 0)
  }

  @Test func aClientKilledMidStreamLeavesTheServerServing() throws {
    let server = try ServerProcess()
    let file = "\(server.directory)/big.yaml"
    try Self.bigStream.write(toFile: file, atomically: true, encoding: .utf8)
    let client = Process()
    client.executableURL = ServerProcess.binary
    client.arguments = ["replay", "--server", server.socket, file]
    let out = Pipe()
    client.standardOutput = out
    try client.run()
    // The first bytes prove the stream has begun; the rest (megabytes) are still to come.
    let first = out.fileHandleForReading.availableData
    #expect(String(decoding: first, as: UTF8.self).hasPrefix(#"{"seq":1,"#))
    kill(client.processIdentifier, SIGKILL)
    client.waitUntilExit()
    try server.waitForStatus(#"{"running":0,"queued":0,"done":0,"failed":1}"#)
    let pinned = ServerProcess.packageRoot.appendingPathComponent("Scenarios/pinned-scroll.yaml")
    #expect(
      try server.exchange(ReplayRequest(source: .path(pinned.path)).jsonLine)
        == (try String(
          contentsOf: pinned.deletingPathExtension().appendingPathExtension("events.jsonl"),
          encoding: .utf8)))
    #expect(server.stop() == 0)
  }

  @Test func aSlowClientHoldsBackOnlyItsOwnReplay() throws {
    let server = try ServerProcess(["--jobs", "2"])
    let expected = try Self.replayed(Self.bigStream, name: "big", in: server.directory)
    let slow = try ServerProcess.slowClient(
      ReplayRequest(source: .text(Self.bigStream)).jsonLine, socket: server.socket)
    try server.waitForStatus(#"{"running":1,"queued":0,"done":0,"failed":0}"#)
    let pinned = ServerProcess.packageRoot.appendingPathComponent("Scenarios/pinned-scroll")
    #expect(
      try server.exchange(ReplayRequest(source: .path(pinned.path + ".yaml")).jsonLine)
        == (try String(contentsOfFile: pinned.path + ".events.jsonl", encoding: .utf8)))
    #expect(try server.status() == #"{"running":1,"queued":0,"done":1,"failed":0}"#)
    #expect(ServerProcess.readAll(slow) == expected)
    #expect(server.stop() == 0)
  }

  @Test func unreadableRequestsGetTheirErrorAndTheServerStaysUp() throws {
    let server = try ServerProcess(["--max-request-bytes", "1000"])
    let cases: [(request: [UInt8], response: String)] = [
      (
        Self.line("GET / HTTP/1.1"),
        Self.refusal(
          "<request-line>:1:1: error: the request must be a JSON object such as {\"path\": \"FILE\"}, not 'G'"
        )
      ),
      (
        Self.line(#"{"scenario": "name: x", "trace": "all"}"#),
        Self.refusal("<request-line>:1:34: error: 'trace' must be \"calls\", not \"all\"")
      ),
      (
        [0x7B, 0x22, 0x00, 0xC3, 0x28, 0xFF, 0x0A],
        Self.refusal(
          "<request-line>:1:4: error: the request is not UTF-8 text: send one JSON object on one line"
        )
      ),
      (
        [0x00, 0x01, 0x02],
        Self.refusal(
          "<request-line>:1:1: error: the request must be a JSON object such as {\"path\": \"FILE\"}, not U+0000"
        )
      ),
      (
        Array(repeating: UInt8(ascii: "x"), count: 5000),
        Self.refusal(
          "<request-line>:1:1: error: the request is longer than the server's limit of 1000 bytes (--max-request-bytes)"
        )
      ),
      (
        Self.line(#"{"scenario": "name: x\nsteps: [\n"}"#),
        Self.refusal(
          "<request>:3:1: error: did not find expected node content while parsing a flow node",
          line: 3)
      ),
      (
        Self.line(#"{"scenario": "name: Bad\n", "file": "mine.yaml"}"#),
        Self.refusal(
          "mine.yaml:1:1: error: the scenario is missing the required key 'layout'", line: 1)
      ),
      (
        Self.line(#"{"path": "Scenarios/missing.yaml"}"#),
        Self.refusal("Scenarios/missing.yaml:1:1: error: cannot read the file", line: 1)
      ),
      (
        Self.line(#"{"path": "Scenarios"}"#),
        Self.refusal("Scenarios:1:1: error: cannot read the file", line: 1)
      ),
      (
        // Outside the served directory (the server's working directory, the package root).
        Self.line(#"{"path": "/etc/hostname"}"#),
        Self.refusal(
          "/etc/hostname:1:1: error: the file is outside the directory the server serves (--root)",
          line: 1)
      ),
      (
        Self.line(#"{"path": "Scenarios/rotation.yaml"}"#),
        Self.refusal(
          "Scenarios/rotation.yaml:1:1: error: the file is larger than the server's limit of 1000 bytes (--max-request-bytes)",
          line: 1)
      ),
      (
        Self.line(#"{"path": "Scenarios/rotation.yaml", "format": "text"}"#),
        "#1 t=0 frame=0 step=-1 error line 1: Scenarios/rotation.yaml:1:1: error: the file is larger than the server's limit of 1000 bytes (--max-request-bytes)\n"
      ),
    ]
    let pinned = ServerProcess.packageRoot.appendingPathComponent("Scenarios/pinned-scroll")
    let golden = try String(contentsOfFile: pinned.path + ".events.jsonl", encoding: .utf8)
    for c in cases {
      let response = try server.exchange(c.request)
      #expect(response == c.response)
      // After each refusal the server still replays.
      #expect(
        try server.exchange(Self.line(#"{"path": "Scenarios/pinned-scroll.yaml"}"#)) == golden)
    }
    // A connection that sends nothing (a readiness probe) is not a request at all.
    close(try Socket.connect(to: .unix(path: server.socket)))
    try server.waitForStatus(
      #"{"running":0,"queued":0,"done":\#(cases.count),"failed":\#(cases.count)}"#)
    #expect(server.stop() == 0)
  }

  @Test func sigtermLetsTheRunningReplayFinishAndRefusesTheQueuedOne() throws {
    let server = try ServerProcess(["--jobs", "1", "--grace", "120"])
    let expected = try Self.replayed(Self.bigStream, name: "big", in: server.directory)
    let running = try ServerProcess.slowClient(
      ReplayRequest(source: .text(Self.bigStream)).jsonLine, socket: server.socket)
    try server.waitForStatus(#"{"running":1,"queued":0,"done":0,"failed":0}"#)
    let queued = try ServerProcess.slowClient(
      ReplayRequest(source: .text(Self.bigStream), textFormat: true).jsonLine,
      socket: server.socket)
    try server.waitForStatus(#"{"running":1,"queued":1,"done":0,"failed":0}"#)
    kill(server.process.processIdentifier, SIGTERM)
    #expect(
      ServerProcess.readAll(queued)
        == "#1 t=0 frame=0 step=-1 error line 0: the server is shutting down\n")
    #expect(ServerProcess.readAll(running) == expected)
    server.process.waitUntilExit()
    #expect(server.process.terminationReason == .exit)
    #expect(server.process.terminationStatus == 0)
    #expect(!FileManager.default.fileExists(atPath: server.socket))
  }

  @Test func theGracePeriodEndsAReplayWithAnErrorEvent() throws {
    let server = try ServerProcess(["--grace", "0"])
    let expected = try Self.replayed(Self.bigStream, name: "big", in: server.directory)
    let running = try ServerProcess.slowClient(
      ReplayRequest(source: .text(Self.bigStream)).jsonLine, socket: server.socket)
    try server.waitForStatus(#"{"running":1,"queued":0,"done":0,"failed":0}"#)
    kill(server.process.processIdentifier, SIGTERM)
    let lines = ServerProcess.readAll(running).split(separator: "\n").map(String.init)
    let wanted = expected.split(separator: "\n").map(String.init)
    // Whatever was written before the grace period ended is the replay's own, unchanged.
    #expect(lines.count >= 3 && lines.count < wanted.count)
    #expect(lines.dropLast(2) == wanted.prefix(lines.count - 2))
    #expect(
      lines.suffix(2).first?.contains(
        #""type":"error","message":"the server is shutting down","line":"#) == true)
    #expect(lines.last?.contains(#""type":"end","#) == true)
    server.process.waitUntilExit()
    #expect(server.process.terminationStatus == 0)
  }

  /// With `"failures": "records"`, each failure of the stream comes as a record line after its
  /// event: the stream without them is `scrollsim replay`'s stdout byte for byte, and the records
  /// are its stderr lines without the file (and without the count), in both formats.
  @Test(arguments: [false, true])
  func failureRecordsComeWithTheStreamWhenAsked(textFormat: Bool) throws {
    let server = try ServerProcess()
    // Line 5: an expect that fails (the offset is 0); line 6: a delete UIKit refuses.
    let text = """
      name: failing
      layout: {kind: flow, itemSize: [100, 100]}
      data: {sections: [3]}
      steps:
        - expect: {contentOffset: [0, 50]}
        - delete: {items: [[0, 7]]}

      """
    let path = "\(server.directory)/failing.yaml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let flags = textFormat ? ["--format", "text"] : []
    let replay = try ServerProcess.run(["replay"] + flags + [path])
    #expect(replay.status == 1)
    let request = ReplayRequest(
      source: .text(text), fileName: path, textFormat: textFormat, reportsFailures: true)
    let response = try ServerProcess.exchange(
      [request.jsonLine], address: .unix(path: server.socket))
    let lines = (response.first ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    let records = lines.filter { $0.hasPrefix("\u{1E}") }.map { String($0.dropFirst()) }
    let stream = lines.filter { !$0.hasPrefix("\u{1E}") }.joined(separator: "\n")
    #expect(stream == replay.stdout)
    let failures = replay.stderr.split(separator: "\n").dropLast().map {
      String($0.dropFirst(path.count + 1))
    }
    #expect(failures.count == 2)
    #expect(failures.first?.hasPrefix("5: expect failed: ") == true)
    #expect(failures.last?.hasPrefix("6: error: ") == true)
    #expect(records == failures)
    #expect(server.stop() == 0)
  }
}
