import Daemon
import Foundation

/// 100 replays of small scenarios through `scrollsim serve` against one `scrollsim replay`
/// process per replay, as many at once as there are cores on both sides; every response is
/// checked against the process's bytes. The small scenarios are the shipped ones whose golden
/// log holds at most 200 events, in name order, taken in turn until there are 100.
enum DaemonBenchmarks {
  struct Job {
    var path: String
    var flags: [String]
  }

  static let replays = 100
  static let largestEvents = 200

  static func figure() -> Figure? {
    // `make bench` builds the release scrollsim beside this binary.
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("scrollsim").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("daemon: skipped, no scrollsim beside the benchmarks (make bench builds it)")
      return nil
    }
    let jobs = smallScenarios()
    guard !jobs.isEmpty else {
      print("daemon: skipped, run from the package root (no small scenarios in Scenarios/)")
      return nil
    }
    let clients = max(1, ProcessInfo.processInfo.activeProcessorCount)
    guard let server = RunningServer(binary: binary, jobs: clients) else {
      print("daemon: skipped, the server did not start")
      return nil
    }
    defer { server.stop() }
    let requests = jobs.map {
      ReplayRequest(source: .path($0.path), traceCalls: $0.flags.contains("calls")).jsonLine
    }
    let processOutputs = Outputs(count: jobs.count)
    let daemonOutputs = Outputs(count: jobs.count)
    let rounds = Rounds.interleaved(
      {
        seconds {
          inParallel(clients, jobs.count) { index in
            let job = jobs[index]
            processOutputs.set(
              index, ChildProcess.run(binary, ["replay"] + job.flags + [job.path]) ?? [])
          }
        }
      },
      {
        seconds {
          inParallel(clients, jobs.count) { index in
            daemonOutputs.set(index, server.exchange(requests[index]))
          }
        }
      })
    let mismatches = jobs.indices.filter { processOutputs.get($0) != daemonOutputs.get($0) }.count
    var figure = Figure(
      "daemon vs a process per replay, \(jobs.count) small scenarios, \(clients) at a time"
        + (mismatches == 0 ? "" : " (\(mismatches) responses DIFFERENT)"),
      a: ("processes", .seconds), b: ("daemon", .seconds), rounds: rounds, figure: .times,
      goal: .atLeast(8), value: { processes, daemon in mismatches == 0 ? processes / daemon : 0 })
    figure.notes.append(breakdown(jobs, server: server, requests: requests, clients: clients))
    return figure
  }

  /// The shipped scenarios of at most `largestEvents` events, in turn up to `replays` jobs.
  static func smallScenarios() -> [Job] {
    let folder = FileManager.default.currentDirectoryPath + "/Scenarios"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
    let small = names.compactMap { name -> Job? in
      let stem = "\(folder)/\(name.dropLast(5))"
      guard let golden = FileManager.default.contents(atPath: stem + ".events.jsonl"),
        golden.count(where: { $0 == UInt8(ascii: "\n") }) <= largestEvents
      else { return nil }
      let flags = (try? String(contentsOfFile: stem + ".flags", encoding: .utf8))?
        .split(whereSeparator: \.isWhitespace).map(String.init)
      return Job(path: "\(folder)/\(name)", flags: flags ?? [])
    }
    guard !small.isEmpty else { return [] }
    return (0..<replays).map { small[$0 % small.count] }
  }

  /// Results written from several threads, each index by one.
  final class Outputs: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]]
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ index: Int, _ bytes: [UInt8]) { lock.withLock { values[index] = bytes } }
    func get(_ index: Int) -> [UInt8] { lock.withLock { values[index] } }
  }

  /// Hands out 0, 1, 2... to several threads.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func claim() -> Int {
      lock.withLock {
        defer { next += 1 }
        return next
      }
    }
  }

  /// Runs `body` for every index below `count` on `width` threads, each taking the next index.
  static func inParallel(_ width: Int, _ count: Int, _ body: @Sendable (Int) -> Void) {
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: width) { _ in
      while true {
        let index = counter.claim()
        guard index < count else { return }
        body(index)
      }
    }
  }

  /// A `scrollsim serve` in a temporary directory of its own, serving the working directory.
  struct RunningServer: Sendable {
    var pid: pid_t
    var address: SocketAddress
    var directory: String

    init?(binary: String, jobs: Int) {
      var template = Array("/tmp/scrollsim-bench-XXXXXX".utf8CString)
      guard let made = mkdtemp(&template) else { return nil }
      directory = String(cString: made)
      let socket = directory + "/s.sock"
      address = .unix(path: socket)
      guard
        let pid = ChildProcess.spawn(
          binary, ["serve", "--socket", socket, "--jobs", "\(jobs)"], output: nil)
      else { return nil }
      self.pid = pid
      // Ready once it accepts.
      for _ in 0..<1000 {
        if let fd = try? Socket.connect(to: address) {
          close(fd)
          return
        }
        usleep(10_000)
      }
      stop()
      return nil
    }

    func stop() {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      try? FileManager.default.removeItem(atPath: directory)
    }

    /// Sends one request and reads the whole response.
    func exchange(_ request: [UInt8]) -> [UInt8] {
      guard let fd = try? Socket.connect(to: address) else { return [] }
      defer { close(fd) }
      guard Socket.writeAll(fd, request) else { return [] }
      return ChildProcess.readToEnd(fd)
    }
  }
}
