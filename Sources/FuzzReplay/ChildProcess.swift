import Foundation

/// A child process whose stdout is read line by line as it comes and whose stderr is kept, with
/// a watchdog: when no line arrives for `timeout` seconds the child is killed. A sweep runs its
/// scenarios in children so that a trap (a signal) is counted rather than ending the sweep.
struct ChildProcess {
  /// How the child ended.
  struct Outcome {
    /// The exit status, or the signal's number when `signal` is true.
    var status: Int32
    /// Whether a signal ended it.
    var signal: Bool
    /// Whether the watchdog killed it.
    var timedOut: Bool
    /// Everything it wrote to stderr.
    var stderr: String
  }

  let executable: URL
  let arguments: [String]
  let timeout: Double

  /// Runs the child to its end, handing each stdout line to `onLine` as it arrives.
  func run(onLine: (String) -> Void) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    // A trap's message is enough; the runtime's backtrace would cost seconds per trap.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outFD = out.fileHandleForReading.fileDescriptor
    let errFD = err.fileHandleForReading.fileDescriptor
    var pending: [UInt8] = []
    var stderr: [UInt8] = []
    var open = (out: true, err: true)
    var deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while open.out || open.err {
      let waitMilliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow, 1) * 1000))
      var fds = [
        pollfd(fd: open.out ? outFD : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open.err ? errFD : -1, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, waitMilliseconds)
      if ready < 0 && errno != EINTR { break }
      if ready <= 0 {
        if Date() >= deadline, !timedOut {
          timedOut = true
          kill(process.processIdentifier, SIGKILL)
        }
        continue
      }
      if fds[0].revents != 0 {
        guard let chunk = readChunk(outFD) else {
          open.out = false
          continue
        }
        pending += chunk
        while let newline = pending.firstIndex(of: 10) {
          onLine(String(decoding: pending[..<newline], as: UTF8.self))
          pending.removeSubrange(...newline)
          deadline = Date().addingTimeInterval(timeout)
        }
      }
      if fds[1].revents != 0 {
        if let chunk = readChunk(errFD) { stderr += chunk } else { open.err = false }
      }
    }
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, signal: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// The bytes a read gives; nil at the end of the pipe.
  private func readChunk(_ fd: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      return got > 0 ? Array(buffer[..<got]) : nil
    }
  }
}
