import CDaemonSystem
import Foundation

/// The server's handle on one worker process: its pid and the server's end of the socket pair.
final class WorkerProcess: @unchecked Sendable {
  /// The worker's process id.
  let pid: pid_t
  /// The server's end of the socket pair.
  let channel: WorkerChannel
  private let lock = NSLock()
  /// The wait status, once the process has been reaped (its pid may then be another's).
  private var status: Int32?
  private var closed = false

  private init(pid: pid_t, fd: Int32) {
    self.pid = pid
    channel = WorkerChannel(fd: fd)
  }

  /// Starts a worker: this very executable (/proc/self/exe, the same build even if the file has
  /// been replaced since) with the hidden argument, in a process group of its own so that a
  /// terminal's Ctrl-C reaches only the server, which decides what running replays get.
  static func spawn(environment: [String]) throws(SocketError) -> WorkerProcess {
    var pair: [Int32] = [-1, -1]
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else {
      throw SocketError.errno("cannot create a socket pair for a worker")
    }
    var child = pair[1]
    if child == DaemonWorker.channelDescriptor {
      // dup2 onto itself would keep close-on-exec set: move it out of the way first.
      child = fcntl(pair[1], F_DUPFD_CLOEXEC, DaemonWorker.channelDescriptor + 1)
      close(pair[1])
    }
    defer { close(child) }
    var pid: pid_t = 0
    let error = withSpawnSettings(child: child) { actions, attributes in
      withCStrings(["scrollsim", DaemonWorker.argument]) { argv in
        withCStrings(environment) { envp in
          posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, argv, envp)
        }
      }
    }
    guard error == 0 else {
      close(pair[0])
      throw SocketError("cannot start a worker process: \(String(cString: strerror(error)))")
    }
    // The job's thread reads this end; its waits end every idle interval to check the job's
    // deadlines (`WorkerWatch.killIfDue`).
    var interval = WorkerChannel.idleInterval
    setsockopt(
      pair[0], SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    return WorkerProcess(pid: pid, fd: pair[0])
  }

  /// Kills the process (SIGKILL) unless it has been reaped.
  func kill() {
    lock.withLock {
      if status == nil { _ = Foundation.kill(pid, SIGKILL) }
    }
  }

  /// Whether the process has exited (reaping it if so), without waiting.
  var hasExited: Bool {
    lock.withLock {
      guard status == nil else { return true }
      var result: Int32 = 0
      guard waitpid(pid, &result, WNOHANG) == pid else { return false }
      status = result
      return true
    }
  }

  /// Kills the process if it is still running, waits for it, closes the socket and returns the
  /// wait status.
  @discardableResult
  func reap() -> Int32 {
    lock.withLock {
      if status == nil { _ = Foundation.kill(pid, SIGKILL) }
      if !closed {
        closed = true
        close(channel.fd)
      }
      if let status { return status }
      var result: Int32 = 0
      while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
      status = result
      return result
    }
  }

  /// What ended a worker with wait status `status`, for the client's `error` event.
  static func describe(_ status: Int32) -> String {
    let signal = status & 0x7F
    guard signal != 0 else {
      return "the replay's worker process exited with status \((status >> 8) & 0xFF)"
    }
    let names: [Int32: String] = [
      SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
      SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGPIPE: "SIGPIPE",
    ]
    let name = names[signal].map { " (\($0))" } ?? ""
    return "the replay's worker process was stopped by signal \(signal)\(name)"
  }

  /// The file actions and attributes of a worker: the socket on descriptor 3, /dev/null for
  /// standard input and output, every other descriptor closed; SIGPIPE's default disposition,
  /// an empty signal mask, a process group of its own.
  private static func withSpawnSettings(
    child: Int32,
    _ body: (inout posix_spawn_file_actions_t, inout posix_spawnattr_t) -> Int32
  ) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, child, DaemonWorker.channelDescriptor)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    scrollsim_spawn_closefrom(&actions, DaemonWorker.channelDescriptor + 1)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    // The server ignores SIGPIPE; a worker whose server has gone may die of it.
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP
    posix_spawnattr_setflags(&attributes, Int16(flags))
    return body(&actions, &attributes)
  }

  /// `strings` as a NULL-terminated array of C strings, for as long as `body` runs.
  private static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}
