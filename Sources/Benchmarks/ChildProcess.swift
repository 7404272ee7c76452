import Foundation

/// Starts a program with posix_spawn and reads its standard output to the end: what a shell
/// script pays for a process, without Foundation's Process and the thread it keeps per child.
enum ChildProcess {
  /// The program's standard output (its standard error goes to /dev/null), or nil when it could
  /// not be started. The exit status is not judged: a replay that fails an `expect` exits 1 and
  /// its stream is still the answer.
  static func run(_ path: String, _ arguments: [String]) -> [UInt8]? {
    var pair: [Int32] = [-1, -1]
    // Close-on-exec from the start: a child spawned meanwhile by another thread must not hold
    // this one's pipe open.
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return nil }
    let pid = spawn(path, arguments, output: pair[1])
    close(pair[1])
    defer { close(pair[0]) }
    guard let pid else { return nil }
    let output = readToEnd(pair[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return output
  }

  /// Starts `path` with `arguments`, its standard output on `output` (/dev/null for nil) and
  /// its standard error on /dev/null; nil when it cannot be started.
  static func spawn(_ path: String, _ arguments: [String], output: Int32?) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let output {
      posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    } else {
      posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
    argv.append(nil)
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    return posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 ? pid : nil
  }

  /// Every byte `fd` gives until its end (or an error).
  static func readToEnd(_ fd: Int32) -> [UInt8] {
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return output }
      output.append(contentsOf: chunk[..<got])
    }
  }
}
