import Foundation

/// Runs the built binary with its standard output and error set up as a failing destination
/// would have them: a full device, a closed descriptor, a pipe nobody reads. posix_spawn rather
/// than Process, so that the descriptors are exactly these and SIGPIPE is back at its default
/// (the test runner may ignore it, and the child would inherit that): a tool that forgot to
/// handle it is killed here as it would be in a shell.
struct SpawnedProcess {
  /// Where a standard descriptor of the child goes.
  enum Destination: Sendable, CustomStringConvertible {
    /// A pipe this process reads to the end (stderr only).
    case captured
    /// A file opened for writing (`/dev/full`).
    case file(String)
    /// Closed (`>&-`).
    case closed
    /// A pipe whose reading end is closed before the child starts: `| head` gone at once.
    case pipeClosedEarly

    var description: String {
      switch self {
      case .captured: "a pipe"
      case .file(let path): path
      case .closed: "closed"
      case .pipeClosedEarly: "a pipe closed early"
      }
    }
  }

  /// How the child ended.
  struct Ending: Equatable {
    /// The exit status, nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, nil when it exited.
    var signal: Int32?
    /// What it wrote to a `.captured` stderr.
    var stderr: String
  }

  /// Runs the binary with `arguments`, `stdout` and `stderr` as given, stdin from /dev/null.
  static func run(_ arguments: [String], stdout: Destination, stderr: Destination) throws
    -> Ending
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var parentEnds: [Int32] = []
    var errRead: Int32 = -1
    for (fd, destination) in [(Int32(1), stdout), (Int32(2), stderr)] {
      switch destination {
      case .file(let path):
        posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY, 0)
      case .closed:
        posix_spawn_file_actions_addclose(&actions, fd)
      case .captured, .pipeClosedEarly:
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], fd)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        parentEnds.append(ends[1])
        if case .captured = destination { errRead = ends[0] } else { close(ends[0]) }
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let argv = ([BinaryRunner.binary.path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, BinaryRunner.binary.path, &actions, &attributes, argv, environ)
    for end in parentEnds { close(end) }
    guard spawned == 0 else {
      if errRead >= 0 { close(errRead) }
      throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL)
    }
    var text: [UInt8] = []
    if errRead >= 0 {
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let got = read(errRead, &chunk, chunk.count)
        if got < 0 && errno == EINTR { continue }
        guard got > 0 else { break }
        text += chunk[..<got]
      }
      close(errRead)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return Ending(
      status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
      stderr: String(decoding: text, as: UTF8.self))
  }
}
