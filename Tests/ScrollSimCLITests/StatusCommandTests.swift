import Foundation
import Testing

/// `scrollsim status --server ADDRESS`: the daemon's one status line, or status 2 when there is
/// no daemon there.
@Suite(.serialized) struct StatusCommandTests {
  /// A fresh server has answered nothing: no replay done, failed, running or queued.
  @Test func aFreshServerReportsNothingDone() throws {
    let server = try TestServer()
    let result = try BinaryRunner.run(["status", "--server", server.socket])
    #expect(result.status == 0, "\(result.stderr)")
    let shape = try Regex(#"\{"uptime":[0-9.]+,"running":0,"queued":0,"done":0,"failed":0\}\n"#)
    #expect(result.stdout.wholeMatch(of: shape) != nil, "\(result.stdout)")
    // One replay later, done counts it.
    _ = try BinaryRunner.run(["replay", "--server", server.socket, "Scenarios/pinned-scroll.yaml"])
    let after = try BinaryRunner.run(["status", "--server", server.socket])
    #expect(after.stdout.contains(#""done":1,"failed":0}"#), "\(after.stdout)")
  }

  @Test func noServerIsStatusTwo() throws {
    let socket = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-none-\(getpid()).sock"
    ).path
    let result = try BinaryRunner.run(["status", "--server", socket])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("scrollsim: cannot reach the server: "))
  }
}
