import Foundation
import Testing

@testable import Daemon

/// Replays run in worker processes: a worker that crashes, is killed, or never ends its first
/// turn costs its own client a stream ended by an `error` event and `end`, and nobody else
/// anything. The test hooks (`WorkerTestHooks`) make a named scenario crash or hang on purpose.
@Suite(.serialized) struct WorkerTests {
  /// Three steps; under the crash hook it traps as step 1 starts.
  static func scenario(_ name: String) -> String {
    """
    name: \(name)
    collectionView: {size: [320, 480]}
    layout: {kind: flow, itemSize: [100, 100]}
    data: {sections: [30]}
    steps:
      - scroll: {to: [0, 200]}
      - scroll: {to: [0, 400]}
      - scroll: {to: [0, 600]}

    """
  }

  static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  static func object(_ line: String?) -> [String: Any] {
    let data = Data((line ?? "").utf8)
    return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
  }

  /// Checks that `received` is `expected` cut after a whole event and closed by an `error` with
  /// a message starting with `message` and the `end` line, numbered and placed after the last
  /// event kept.
  static func expectCut(
    _ received: String, of expected: String, message: String, minimumKept: Int = 1
  ) {
    let got = lines(received)
    let wanted = lines(expected)
    #expect(got.count >= minimumKept + 2 && got.count < wanted.count + 2)
    let kept = Array(got.dropLast(2))
    #expect(kept == Array(wanted.prefix(kept.count)), "the events sent before the cut")
    let last = object(kept.last)
    let error = object(got.suffix(2).first)
    let end = object(got.last)
    let lastStep = object(kept.last { $0.contains(#""type":"step""#) })
    #expect(error["type"] as? String == "error")
    #expect((error["message"] as? String)?.hasPrefix(message) == true, "\(error)")
    #expect(error["seq"] as? Int == kept.count + 1)
    for key in ["t", "frame", "step"] {
      #expect((error[key] as? NSNumber) == (last[key] as? NSNumber), "\(key)")
    }
    #expect(error["line"] as? Int == (lastStep["line"] as? Int ?? 0))
    #expect(end["type"] as? String == "end")
    #expect(end["seq"] as? Int == got.count)
    #expect(end["events"] as? Int == got.count)
    #expect(end["steps"] as? Int == (last["step"] as? Int).map { $0 + 1 })
    #expect(end["failures"] as? Int == 1)
  }

  /// Waits until `fd` has something to read: the stream has begun.
  static func waitForData(_ fd: Int32) {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    _ = poll(&entry, 1, 60_000)
  }

  @Test func aWorkerKilledMidJobEndsOnlyItsStream() throws {
    let server = try ServerProcess(["--jobs", "1"])
    let expected = try ServeTests.replayed(ServeTests.bigStream, name: "big", in: server.directory)
    let slow = try ServerProcess.slowClient(
      ReplayRequest(source: .text(ServeTests.bigStream)).jsonLine, socket: server.socket)
    Self.waitForData(slow)
    let workers = server.workers
    #expect(workers.count == 1)
    for pid in workers { kill(pid, SIGKILL) }
    Self.expectCut(
      ServerProcess.readAll(slow), of: expected,
      message: "the replay's worker process was stopped by signal 9 (SIGKILL)")
    // The next request gets a new worker and the whole stream.
    let pinned = ServerProcess.packageRoot.appendingPathComponent("Scenarios/pinned-scroll")
    #expect(
      try server.exchange(ReplayRequest(source: .path(pinned.path + ".yaml")).jsonLine)
        == (try String(contentsOfFile: pinned.path + ".events.jsonl", encoding: .utf8)))
    #expect(server.workers.count == 1 && server.workers != workers)
    try server.waitForStatus(#"{"running":0,"queued":0,"done":1,"failed":1}"#)
    #expect(server.stop() == 0)
  }

  /// Many screens of a grid of small cells: seconds of replaying, so the client leaves long
  /// before the end.
  static let longStream =
    ServeTests.bigStream.components(separatedBy: "steps:")[0] + "steps:\n"
    + (1...200).map { "  - scroll: {to: [0, \($0 % 2 == 0 ? 0 : 844 * ($0 % 40))]}\n" }.joined()

  /// The cancellation travels on the worker's control channel and ends the replay at its next
  /// turn: the worker is kept (one that ignored it would be killed and replaced half a second
  /// later), and its next job is whole.
  @Test func aClientThatLeavesHasItsReplayCancelledAndTheWorkerKept() throws {
    let server = try ServerProcess(["--jobs", "1"])
    let workers = server.workers
    #expect(workers.count == 1)
    let client = try ServerProcess.slowClient(
      ReplayRequest(source: .text(Self.longStream)).jsonLine, socket: server.socket)
    Self.waitForData(client)
    close(client)
    try server.waitForStatus(#"{"running":0,"queued":0,"done":0,"failed":1}"#)
    #expect(server.workers == workers, "the worker was replaced, not cancelled")
    let pinned = ServerProcess.packageRoot.appendingPathComponent("Scenarios/pinned-scroll")
    #expect(
      try server.exchange(ReplayRequest(source: .path(pinned.path + ".yaml")).jsonLine)
        == (try String(contentsOfFile: pinned.path + ".events.jsonl", encoding: .utf8)))
    #expect(server.stop() == 0)
  }

  @Test func aCrashAmongFiftyClientsReachesOnlyItsOwn() throws {
    let server = try ServerProcess(environment: ["SCROLLSIM_WORKER_TEST_CRASH_ON": "crash-me"])
    var requests: [[UInt8]] = []
    var expected: [String] = []
    for name in ServeTests.shipped.prefix(40) {
      let path = ServerProcess.packageRoot.appendingPathComponent("Scenarios/\(name).yaml").path
      let flags = ServeTests.flags(name)
      requests.append(
        ReplayRequest(source: .path(path), traceCalls: flags.contains("calls")).jsonLine)
      expected.append(try ServerProcess.run(["replay"] + flags + [path]).stdout)
    }
    for i in 0..<(49 - requests.count) {
      let text = ServeTests.generated(i)
      requests.append(ReplayRequest(source: .text(text)).jsonLine)
      expected.append(try ServeTests.replayed(text, name: "g\(i)", in: server.directory))
    }
    let crashing = Self.scenario("crash-me")
    let whole = try ServeTests.replayed(crashing, name: "crash-me", in: server.directory)
    requests.insert(ReplayRequest(source: .text(crashing)).jsonLine, at: 25)
    #expect(requests.count == 50)
    var responses = try ServerProcess.exchange(requests, address: .unix(path: server.socket))
    let crashed = responses.remove(at: 25)
    for (index, (response, wanted)) in zip(responses, expected).enumerated() {
      #expect(!wanted.isEmpty)
      #expect(response == wanted, "client \(index) got different bytes")
    }
    // Everything up to the end of step 0 was sent before the trap (SIGILL, or SIGTRAP on arm64).
    let stepZero = Self.lines(whole).prefix { (Self.object($0)["step"] as? Int ?? 0) < 1 }.count
    Self.expectCut(
      crashed, of: whole, message: "the replay's worker process was stopped by signal ",
      minimumKept: stepZero)
    #expect(Self.lines(crashed).count == stepZero + 2)
    try server.waitForStatus(#"{"running":0,"queued":0,"done":49,"failed":1}"#)
    #expect(server.stop() == 0)
  }

  @Test func aFirstTurnThatNeverEndsIsStoppedAtTheWallTimeout() throws {
    let server = try ServerProcess(
      ["--jobs", "1", "--timeout", "1"],
      environment: ["SCROLLSIM_WORKER_TEST_HANG_ON": "hang-me"])
    let hanging = Self.scenario("hang-me")
    let scenarioLine = Self.lines(
      try ServeTests.replayed(hanging, name: "hang-me", in: server.directory))[0]
    let pinned = ServerProcess.packageRoot.appendingPathComponent("Scenarios/pinned-scroll")
    let started = Date()
    // The hanging replay holds the one slot; the second request waits for it, then runs.
    let responses = try ServerProcess.exchange(
      [
        ReplayRequest(source: .text(hanging)).jsonLine,
        ReplayRequest(source: .path(pinned.path + ".yaml")).jsonLine,
      ], address: .unix(path: server.socket))
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(
      Self.lines(responses[0]) == [
        scenarioLine,
        #"{"seq":2,"t":0,"frame":0,"step":-1,"type":"error","message":"the replay passed the server's limit of 1 seconds of wall time (--timeout)","line":0}"#,
        #"{"seq":3,"t":0,"frame":0,"step":-1,"type":"end","steps":0,"events":3,"failures":1}"#,
      ])
    #expect(
      responses[1] == (try String(contentsOfFile: pinned.path + ".events.jsonl", encoding: .utf8)))
    try server.waitForStatus(#"{"running":0,"queued":0,"done":1,"failed":1}"#)
    #expect(server.stop() == 0)
  }

  @Test func sigtermEndsAStuckReplayWithinTheGracePeriod() throws {
    let server = try ServerProcess(
      ["--grace", "1"], environment: ["SCROLLSIM_WORKER_TEST_HANG_ON": "hang-me"])
    let hanging = Self.scenario("hang-me")
    let scenarioLine = Self.lines(
      try ServeTests.replayed(
        hanging, name: "hang-me", in: server.directory, flags: ["--format", "text"]))[0]
    let client = try ServerProcess.slowClient(
      ReplayRequest(source: .text(hanging), textFormat: true).jsonLine, socket: server.socket)
    Self.waitForData(client)
    let started = Date()
    kill(server.process.processIdentifier, SIGTERM)
    let text = Self.lines(ServerProcess.readAll(client))
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(
      text == [
        scenarioLine,
        "#2 t=0 frame=0 step=-1 error line 0: the server is shutting down",
        "#3 t=0 frame=0 step=-1 end steps 0 events 3 failures 1",
      ])
    server.process.waitUntilExit()
    #expect(server.process.terminationStatus == 0)
  }
}
