import CDaemonSystem
import Foundation

/// The server's handle on one worker process: its pid and the server's ends of its two socket
/// pairs.
final class WorkerProcess: @unchecked Sendable {
  /// The worker's process id.
  let pid: pid_t
  /// The server's end of the job channel: jobs out, the stream and `done` back.
  let channel: WorkerChannel
  /// The server's end of the control channel: cancellations out, nothing back. A channel of its
  /// own, so that the worker's thread waiting for cancellations is not woken by every job.
  let control: WorkerChannel
  private let lock = NSLock()
  /// The wait status, once the process has been reaped (its pid may then be another's).
  private var status: Int32?
  private var closed = false

  private init(pid: pid_t, channel: Int32, control: Int32) {
    self.pid = pid
    self.channel = WorkerChannel(fd: channel)
    self.control = WorkerChannel(fd: control)
  }

  /// Starts a worker: this very executable (/proc/self/exe, the same build even if the file has
  /// been replaced since) with the hidden argument, in a process group of its own so that a
  /// terminal's Ctrl-C reaches only the server, which decides what running replays get.
  static func spawn(environment: [String]) throws(SocketError) -> WorkerProcess {
    let (channel, child) = try socketPair()
    let control: (server: Int32, child: Int32)
    do {
      control = try socketPair()
    } catch {
      for fd in [channel, child] { close(fd) }
      throw error
    }
    defer { for fd in [child, control.child] { close(fd) } }
    var pid: pid_t = 0
    let error = withSpawnSettings(children: [child, control.child]) { actions, attributes in
      withCStrings(["scrollsim", DaemonWorker.argument]) { argv in
        withCStrings(environment) { envp in
          posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, argv, envp)
        }
      }
    }
    guard error == 0 else {
      for fd in [channel, control.server] { close(fd) }
      throw SocketError("cannot start a worker process: \(String(cString: strerror(error)))")
    }
    // The job's thread reads this end; its waits end every idle interval to check the job's
    // deadlines (`WorkerWatch.killIfDue`).
    var interval = WorkerChannel.idleInterval
    setsockopt(
      channel, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    return WorkerProcess(pid: pid, channel: channel, control: control.server)
  }

  /// A socket pair, close-on-exec: the server's end, and the worker's end placed above the
  /// descriptors the worker gets it on (dup2 onto itself would keep close-on-exec set, and one
  /// end must not be overwritten by placing the other).
  private static func socketPair() throws(SocketError) -> (server: Int32, child: Int32) {
    var pair: [Int32] = [-1, -1]
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else {
      throw SocketError.errno("cannot create a socket pair for a worker")
    }
    var child = pair[1]
    if child <= DaemonWorker.controlDescriptor {
      child = fcntl(pair[1], F_DUPFD_CLOEXEC, DaemonWorker.controlDescriptor + 1)
      close(pair[1])
    }
    guard child >= 0 else {
      close(pair[0])
      throw SocketError.errno("cannot create a socket pair for a worker")
    }
    return (pair[0], child)
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
        close(control.fd)
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

  /// The file actions and attributes of a worker: the sockets `children` on descriptors 3 and 4
  /// (the job channel, the control channel), /dev/null for standard input and output, every
  /// other descriptor closed; SIGPIPE's default disposition, an empty signal mask, a process
  /// group of its own.
  private static func withSpawnSettings(
    children: [Int32],
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
    for (child, target) in zip(
      children, [DaemonWorker.channelDescriptor, DaemonWorker.controlDescriptor])
    {
      posix_spawn_file_actions_adddup2(&actions, child, target)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    scrollsim_spawn_closefrom(&actions, DaemonWorker.controlDescriptor + 1)
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
