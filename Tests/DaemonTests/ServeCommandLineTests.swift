import Foundation
import Testing

@testable import Daemon

/// `scrollsim replay --server` behaves as `scrollsim replay` (stdout, stderr, exit status), and
/// `scrollsim serve`'s options, listeners and limits work as documented.
@Suite(.serialized) struct ServeCommandLineTests {
  static let failing = """
    name: failing
    collectionView: {size: [320, 200], displayScale: 2}
    layout: {kind: flow, itemSize: [150, 100]}
    data: {sections: [6]}
    steps:
      - expect: {element: cell/0/1, frame: [160, 0, 150, 100]}

    """

  static func golden(_ name: String) throws -> String {
    try String(
      contentsOf: ServerProcess.packageRoot.appendingPathComponent(
        "Scenarios/\(name).events.jsonl"),
      encoding: .utf8)
  }

  @Test func replayThroughTheServerIsReplay() throws {
    let server = try ServerProcess()
    let failing = "\(server.directory)/failing.yaml"
    try Self.failing.write(toFile: failing, atomically: true, encoding: .utf8)
    let notUTF8 = "\(server.directory)/latin1.yaml"
    try Data("name: caf\u{E9}\n".data(using: .isoLatin1) ?? Data()).write(
      to: URL(fileURLWithPath: notUTF8))
    let malformed = "Tests/ScrollSimCLITests/Malformed/duplicate-key.yaml"
    let cases: [(arguments: [String], status: Int32)] = [
      (["Scenarios/pinned-scroll.yaml"], 0),
      (["--trace", "calls", "Scenarios/lifecycle-trace.yaml"], 0),
      (["Scenarios/rotation.yaml", "--format", "text"], 0),
      (["Scenarios/pinned-scroll.yaml", "Scenarios/update-batch.yaml", "--format", "text"], 0),
      (["Scenarios/pinned-scroll.yaml", "Scenarios/update-batch.yaml"], 2),
      ([failing], 1),
      ([failing, "Scenarios/pinned-scroll.yaml", "--format", "text"], 1),
      ([malformed], 2),
      (
        ["Scenarios/pinned-scroll.yaml", malformed, "Scenarios/missing.yaml", "--format", "text"], 2
      ),
      ([notUTF8], 2),
    ]
    for c in cases {
      let local = try ServerProcess.run(["replay"] + c.arguments)
      let remote = try ServerProcess.run(["replay", "--server", server.socket] + c.arguments)
      #expect(local.status == c.status, "\(c.arguments)")
      #expect(remote.status == local.status, "\(c.arguments)")
      #expect(remote.stdout == local.stdout, "\(c.arguments)")
      #expect(remote.stderr == local.stderr, "\(c.arguments)")
    }
    #expect(server.stop() == 0)
  }

  @Test func theServerAlsoListensOnLoopbackTCP() throws {
    let server = try ServerProcess(["--listen", "127.0.0.1:0"])
    #expect(server.nextStdoutLine() == "listening on unix:\(server.socket)")
    let tcp = server.nextStdoutLine()
    #expect(tcp.hasPrefix("listening on tcp:127.0.0.1:"))
    let address = String(tcp.dropFirst("listening on tcp:".count))
    let remote = try ServerProcess.run(
      ["replay", "--server", address, "Scenarios/pinned-scroll.yaml"])
    #expect(remote.status == 0)
    #expect(
      remote.stdout
        == (try Self.golden("pinned-scroll")))
    #expect(server.stop() == 0)
  }

  @Test func aStaleSocketIsReplacedALiveOneIsNotStolen() throws {
    let directory = try ServerProcess.temporaryDirectory()
    // A socket file nobody accepts on: what a server killed with SIGKILL leaves behind.
    let stale = try Socket.listenUnix(path: directory + "/s.sock")
    close(stale.fd)
    let server = try ServerProcess(directory: directory)
    let second = try ServerProcess.run(["serve", "--socket", server.socket])
    #expect(second.status == 1)
    #expect(second.stderr == "scrollsim serve: a server is already listening on \(server.socket)\n")
    #expect(try server.status() == #"{"running":0,"queued":0,"done":0,"failed":0}"#)
    #expect(server.stop() == 0)
    #expect(!FileManager.default.fileExists(atPath: server.socket))

    let file = directory + "/not-a-socket"
    try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
    let refused = try ServerProcess.run(["serve", "--socket", file])
    #expect(refused.status == 1)
    #expect(
      refused.stderr == "scrollsim serve: \(file) exists and is not a socket: not replacing it\n")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
  }

  @Test func maxEventsEndsTheStreamWithAnErrorEvent() throws {
    let server = try ServerProcess(["--max-events", "5"])
    let response = try server.exchange(
      Array(#"{"path": "Scenarios/pinned-scroll.yaml"}"#.utf8) + [10])
    let golden = try Self.golden("pinned-scroll")
    let lines = response.split(separator: "\n").map(String.init)
    #expect(lines.prefix(5) == golden.split(separator: "\n").map(String.init).prefix(5))
    #expect(
      lines.dropFirst(5) == [
        #"{"seq":6,"t":0,"frame":0,"step":-1,"type":"error","message":"the replay passed the server's limit of 5 events (--max-events)","line":0}"#,
        #"{"seq":7,"t":0,"frame":0,"step":-1,"type":"end","steps":0,"events":7,"failures":1}"#,
      ])
    #expect(try server.status() == #"{"running":0,"queued":0,"done":0,"failed":1}"#)
    #expect(server.stop() == 0)
  }

  @Test func theWallClockTimeoutEndsAReplayHeldByItsClient() throws {
    let server = try ServerProcess(["--timeout", "1"])
    let expected = try ServeTests.replayed(ServeTests.bigStream, name: "big", in: server.directory)
    let slow = try ServerProcess.slowClient(
      ReplayRequest(source: .text(ServeTests.bigStream)).jsonLine, socket: server.socket)
    // Read nothing until the replay has given up on this client.
    try server.waitForStatus(#"{"running":0,"queued":0,"done":0,"failed":1}"#)
    let lines = ServerProcess.readAll(slow).split(separator: "\n").map(String.init)
    let wanted = expected.split(separator: "\n").map(String.init)
    #expect(lines.count >= 3 && lines.count < wanted.count)
    #expect(lines.dropLast(2) == wanted.prefix(lines.count - 2))
    // The error and end lines stand where the guard stopped, numbered and placed as the replay
    // would have numbered and placed them.
    func object(_ line: String?) -> [String: Any] {
      let data = Data((line ?? "").utf8)
      return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
    }
    let error = object(lines.suffix(2).first)
    let end = object(lines.last)
    let lastStep = object(lines.dropLast(2).last { $0.contains(#""type":"step""#) })
    #expect(error["seq"] as? Int == lines.count - 1)
    #expect(error["type"] as? String == "error")
    #expect(
      error["message"] as? String
        == "the replay passed the server's limit of 1 seconds of wall time (--timeout)")
    #expect(error["line"] as? Int == (lastStep["line"] as? Int ?? 0))
    #expect(end["type"] as? String == "end")
    #expect(end["events"] as? Int == lines.count)
    #expect(end["steps"] as? Int == (error["step"] as? Int).map { $0 + 1 })
    #expect(end["failures"] as? Int == 1)
    #expect(server.stop() == 0)
  }

  @Test func theStatusLineCarriesTheUptime() throws {
    let server = try ServerProcess()
    let line = try server.exchange(Array("{\"status\":true}\n".utf8))
    #expect(line.hasPrefix(#"{"uptime":"#))
    #expect(line.hasSuffix(#","running":0,"queued":0,"done":0,"failed":0}"# + "\n"))
    let uptime = line.dropFirst(#"{"uptime":"#.count).prefix { $0 != "," }
    #expect(Double(uptime).map { $0 >= 0 && $0 < 600 } == true)
    #expect(server.stop(SIGINT) == 0)
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let firstLine: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(
      arguments: ["serve"],
      firstLine: "scrollsim: serve needs --socket PATH or --listen 127.0.0.1:PORT"),
    UsageCase(arguments: ["serve", "--socket"], firstLine: "scrollsim: --socket needs a value"),
    UsageCase(
      arguments: ["serve", "--socket", "s", "--jobs", "0"],
      firstLine: "scrollsim: --jobs takes a whole number from 1 to 64, not '0'"),
    UsageCase(
      arguments: ["serve", "--socket", "s", "--timeout", "-1"],
      firstLine: "scrollsim: --timeout takes seconds, more than 0, not '-1'"),
    UsageCase(
      arguments: ["serve", "--listen", "0.0.0.0:80"],
      firstLine: "scrollsim: --listen takes a loopback address, 127.0.0.1:PORT, not '0.0.0.0:80'"),
    UsageCase(
      arguments: ["serve", "--socket", "s", "--verbose"],
      firstLine: "scrollsim: unknown option '--verbose' for serve"),
    UsageCase(
      arguments: ["replay", "--server"],
      firstLine: "scrollsim: --server needs a socket path or HOST:PORT"),
    UsageCase(
      arguments: ["replay", "--server", "s", "--realtime", "x.yaml"],
      firstLine: "scrollsim: --realtime cannot be combined with --server"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsNameTheBadArgument(_ c: UsageCase) throws {
    let result = try ServerProcess.run(c.arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == c.firstLine)
  }

  @Test func aServerThatIsNotThereIsStatusTwo() throws {
    let directory = try ServerProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try ServerProcess.run(
      ["replay", "--server", directory + "/none.sock", "Scenarios/pinned-scroll.yaml"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "scrollsim: cannot reach the server: cannot connect to \(directory)/none.sock: No such file or directory\n"
    )
  }
}
