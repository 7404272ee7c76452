import Foundation
import Scenario
import Testing

@testable import Daemon

/// `scrollsim serve`'s options: the documented defaults, and every option read.
@Suite struct DaemonOptionsTests {
  @Test func theDefaultsAreTheDocumentedOnes() throws {
    let options = try DaemonOptions.parse(["--socket", "/tmp/s.sock"])
    #expect(options.socketPath == "/tmp/s.sock")
    #expect(options.tcpHost == nil)
    #expect(options.jobs == min(64, ProcessInfo.processInfo.activeProcessorCount))
    #expect(options.maxRequestBytes == 1_048_576)
    #expect(options.maxEvents == 10_000_000)
    #expect(options.timeout == 300)
    #expect(options.grace == 10)
  }

  @Test func everyOptionIsRead() throws {
    let options = try DaemonOptions.parse([
      "--listen", "localhost:8123", "--jobs", "3", "--max-request-bytes", "100",
      "--max-events", "7", "--timeout", "2.5", "--grace", "0",
    ])
    #expect(options.socketPath == nil)
    #expect(options.tcpHost == "127.0.0.1")
    #expect(options.tcpPort == 8123)
    #expect(options.jobs == 3)
    #expect(options.maxRequestBytes == 100)
    #expect(options.maxEvents == 7)
    #expect(options.timeout == 2.5)
    #expect(options.grace == 0)
  }

  /// Every limit of `scrollsim replay` is a serve option too, applied to each job.
  @Test func theReplayLimitsAreServeOptions() throws {
    for option in ScenarioLimits.options where option.flag != "--max-events" {
      let options = try DaemonOptions.parse(["--socket", "s", option.flag, "17"])
      #expect(options.limits[keyPath: option.keyPath] == 17, "\(option.flag)")
      var others = options.limits
      others[keyPath: option.keyPath] = ScenarioLimits.standard[keyPath: option.keyPath]
      #expect(others == .standard, "\(option.flag) sets only its own limit")
    }
    let events = try DaemonOptions.parse(["--socket", "s", "--max-events", "9"])
    #expect(events.maxEvents == 9 && events.limits == .standard)
    #expect(throws: DaemonOptions.UsageError.self) {
      try DaemonOptions.parse(["--socket", "s", "--max-items", "0"])
    }
    #expect(throws: DaemonOptions.UsageError.self) {
      try DaemonOptions.parse(["--socket", "s", "--max-request-bytes", "536870913"])
    }
  }

  @Test func addressesAreSocketPathsUnlessTheyAreIPv4AndAPort() {
    #expect(SocketAddress("127.0.0.1:80") == .tcp(host: "127.0.0.1", port: 80))
    #expect(SocketAddress("localhost:9") == .tcp(host: "127.0.0.1", port: 9))
    #expect(SocketAddress("/tmp/s.sock") == .unix(path: "/tmp/s.sock"))
    #expect(SocketAddress("run/a:b") == .unix(path: "run/a:b"))
    #expect(SocketAddress("host:99999") == .unix(path: "host:99999"))
  }
}
