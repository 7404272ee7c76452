import Foundation

@testable import Daemon

/// A real `scrollsim serve` process on a socket in a fresh temporary directory, and the client
/// side of the protocol over plain sockets.
final class ServerProcess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The package root, from this file's place in Tests/DaemonTests.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The binary beside the test bundle (swift test builds it: the test target depends on it).
  static var binary: URL {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = products.appendingPathComponent("scrollsim")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/scrollsim")
  }

  /// A short directory under /tmp: a socket path must fit in 107 bytes.
  static func temporaryDirectory() throws -> String {
    var template = Array("/tmp/scrollsim-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
    return String(cString: made)
  }

  let directory: String
  let socket: String
  let process = Process()
  private let stdoutPipe = Pipe()
  private let stderrPipe = Pipe()

  /// Starts `scrollsim serve --socket DIR/s.sock ARGUMENTS`, with `environment` added to this
  /// process's, and waits until it accepts.
  init(
    _ arguments: [String] = [], directory: String? = nil, environment: [String: String] = [:]
  ) throws {
    self.directory = try directory ?? Self.temporaryDirectory()
    socket = self.directory + "/s.sock"
    process.executableURL = Self.binary
    process.arguments = ["serve", "--socket", socket] + arguments
    process.currentDirectoryURL = Self.packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = stdoutPipe
    process.standardError = stderrPipe
    try process.run()
    try waitUntilReady()
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Polls connect until the server accepts (a connection that sends nothing is not a request).
  private func waitUntilReady() throws {
    for _ in 0..<3000 {
      if let fd = try? Socket.connect(to: .unix(path: socket)) {
        close(fd)
        return
      }
      guard process.isRunning else { throw Failure(description: "the server exited: \(stderr)") }
      usleep(10_000)
    }
    throw Failure(description: "the server did not start listening")
  }

  /// Everything the server wrote to stderr (once it has exited).
  var stderr: String {
    String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  private var printed: [UInt8] = []

  /// The next line the server printed on stdout.
  func nextStdoutLine() -> String {
    let handle = stdoutPipe.fileHandleForReading
    while !printed.contains(UInt8(ascii: "\n")) {
      let data = handle.availableData
      if data.isEmpty { break }
      printed += data
    }
    let end = printed.firstIndex(of: UInt8(ascii: "\n")) ?? printed.endIndex
    let line = String(decoding: printed[..<end], as: UTF8.self)
    printed.removeFirst(min(printed.count, end + 1))
    return line
  }

  /// The server's worker processes: the processes whose parent it is.
  var workers: [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> pid_t? in
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After "PID (COMMAND) ": the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == process.processIdentifier ? pid : nil
    }.sorted()
  }

  /// Sends `signal` and waits for the exit status.
  func stop(_ signal: Int32 = SIGTERM) -> Int32 {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// One request, the whole response.
  func exchange(_ request: [UInt8]) throws -> String {
    try Self.exchange([request], address: .unix(path: socket))[0]
  }

  /// The status line, without its uptime (the one wall-clock figure).
  func status() throws -> String {
    var line = try exchange(Array("{\"status\": true}\n".utf8))
    if line.hasSuffix("\n") { line.removeLast() }
    guard let comma = line.firstIndex(of: ",") else { return line }
    return "{" + line[line.index(after: comma)...]
  }

  /// Polls the status until it reads `expected` (replays end shortly after their clients do).
  func waitForStatus(_ expected: String) throws {
    var last = ""
    for _ in 0..<3000 {
      last = try status()
      if last == expected { return }
      usleep(10_000)
    }
    throw Failure(description: "the status stayed \(last), not \(expected)")
  }

  /// Sends every request on its own connection at once, then reads all the responses together
  /// with poll(2), so the server sees concurrent clients without one test thread per client.
  static func exchange(_ requests: [[UInt8]], address: SocketAddress) throws -> [String] {
    var descriptors: [Int32] = []
    defer { for fd in descriptors { close(fd) } }
    for request in requests {
      let fd = try Socket.connect(to: address)
      descriptors.append(fd)
      guard Socket.writeAll(fd, request) else { throw Failure(description: "the server hung up") }
      shutdown(fd, Int32(SHUT_WR))
    }
    var responses = [[UInt8]](repeating: [], count: requests.count)
    var open = Set(descriptors.indices)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while !open.isEmpty {
      var polled = open.sorted().map {
        pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0)
      }
      guard poll(&polled, nfds_t(polled.count), 60_000) > 0 else {
        throw Failure(description: "no response for a minute")
      }
      for (slot, entry) in zip(open.sorted(), polled) where entry.revents != 0 {
        let got = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if got > 0 {
          responses[slot] += chunk[..<got]
        } else {
          open.remove(slot)
        }
      }
    }
    return responses.map { String(decoding: $0, as: UTF8.self) }
  }

  /// A connection that sends `request` and reads nothing yet: a slow client.
  static func slowClient(_ request: [UInt8], socket: String) throws -> Int32 {
    let fd = try Socket.connect(to: .unix(path: socket))
    guard Socket.writeAll(fd, request) else { throw Failure(description: "the server hung up") }
    return fd
  }

  /// Reads `fd` to its end, then closes it.
  static func readAll(_ fd: Int32) -> String {
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      if got <= 0 { break }
      bytes += chunk[..<got]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `scrollsim ARGUMENTS` run to its end: exit status, stdout, stderr.
  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }
}
