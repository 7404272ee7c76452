import Daemon
import Foundation

/// Replays per second through `scrollsim serve` against one `scrollsim replay` process per
/// replay, in the same run: the shipped scenarios in turn, as many clients at once as there are
/// cores, every response checked against the process's bytes.
enum DaemonBenchmarks {
  struct Job {
    var path: String
    var flags: [String]
  }

  static func run() {
    // `make bench` builds the release scrollsim beside this binary.
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("scrollsim")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      print("daemon: skipped, no scrollsim beside the benchmarks (make bench builds it)")
      return
    }
    let folder = "Scenarios"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
    guard !names.isEmpty else {
      print("daemon: skipped, run from the package root (no Scenarios/)")
      return
    }
    let replays = 300
    let clients = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let jobs = (0..<replays).map { i -> Job in
      let name = names[i % names.count]
      let flags =
        (try? String(contentsOfFile: "\(folder)/\(name.dropLast(5)).flags", encoding: .utf8))?
        .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
      return Job(
        path: FileManager.default.currentDirectoryPath + "/\(folder)/\(name)", flags: flags)
    }

    let outputs = Outputs(count: replays)
    let processSeconds = measure(repeats: 1) {
      inParallel(clients, jobs.count) { i in
        outputs.set(i, runProcess(binary, ["replay"] + jobs[i].flags + [jobs[i].path]))
      }
    }
    let expected = jobs.indices.map { outputs.get($0) }

    guard let server = startServer(binary, jobs: clients) else {
      print("daemon: skipped, the server did not start")
      return
    }
    defer { server.stop() }
    let requests = jobs.map {
      ReplayRequest(source: .path($0.path), traceCalls: $0.flags.contains("calls")).jsonLine
    }
    let daemonSeconds = measure(repeats: 1) {
      inParallel(clients, jobs.count) { i in outputs.set(i, exchange(server.address, requests[i])) }
    }
    let mismatches = jobs.indices.filter { outputs.get($0) != expected[$0] }.count

    let perProcess = Double(replays) / processSeconds
    let perDaemon = Double(replays) / daemonSeconds
    print(
      "daemon: \(replays) replays of the \(names.count) shipped scenarios, \(clients) at a time"
        + (mismatches == 0 ? ", bytes identical" : ", \(mismatches) DIFFERENT"))
    print(String(format: "through scrollsim serve: %.0f replays/s", perDaemon))
    print(String(format: "one scrollsim replay process each: %.0f replays/s", perProcess))
    print(String(format: "daemon / processes: %.1fx", perDaemon / perProcess))
  }

  /// Results written from several threads, each index by one.
  final class Outputs: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]]
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ i: Int, _ bytes: [UInt8]) { lock.withLock { values[i] = bytes } }
    func get(_ i: Int) -> [UInt8] { lock.withLock { values[i] } }
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
        let i = counter.claim()
        guard i < count else { return }
        body(i)
      }
    }
  }

  static func runProcess(_ binary: URL, _ arguments: [String]) -> [UInt8] {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    guard (try? process.run()) != nil else { return [] }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
  }

  struct RunningServer {
    var process: Process
    var address: SocketAddress
    var directory: String

    func stop() {
      kill(process.processIdentifier, SIGTERM)
      process.waitUntilExit()
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  static func startServer(_ binary: URL, jobs: Int) -> RunningServer? {
    var template = Array("/tmp/scrollsim-bench-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { return nil }
    let directory = String(cString: made)
    let socket = directory + "/s.sock"
    let process = Process()
    process.executableURL = binary
    process.arguments = ["serve", "--socket", socket, "--jobs", "\(jobs)"]
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let server = RunningServer(process: process, address: .unix(path: socket), directory: directory)
    // Ready once it accepts.
    for _ in 0..<1000 {
      if let fd = try? Socket.connect(to: server.address) {
        close(fd)
        return server
      }
      usleep(10_000)
    }
    server.stop()
    return nil
  }

  static func exchange(_ address: SocketAddress, _ request: [UInt8]) -> [UInt8] {
    guard let fd = try? Socket.connect(to: address) else { return [] }
    defer { close(fd) }
    guard Socket.writeAll(fd, request) else { return [] }
    var response: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return response }
      response += chunk[..<got]
    }
  }
}
