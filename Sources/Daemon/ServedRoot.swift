import CDaemonSystem
import Foundation
import Scenario

/// The directory whose files `path` requests may name (`--root`), held open as a descriptor.
///
/// A requested path is opened relative to that descriptor, never as a string resolved first and
/// opened after: a check on a resolved name and the open that follows can be raced (a directory
/// swapped for a symbolic link in between) into opening a file outside. Where the kernel has
/// openat2(2), RESOLVE_BENEATH makes it refuse any component, symbolic links and `..` included,
/// that leaves the root; elsewhere `openFile(_:)` walks the path one component at a time with
/// O_NOFOLLOW, refusing every symbolic link, and `..` goes back to a descriptor it already holds.
final class ServedRoot: Sendable {
  /// Why a path cannot be opened.
  enum Failure: Error, Equatable {
    /// It leads outside the root.
    case outside
    /// It goes through a symbolic link, which the component walk never follows.
    case symbolicLink
    /// open(2) failed with this errno (no such file, permission denied, ...).
    case system(Int32)
  }

  /// The root, opened scrollsim_o_path | O_DIRECTORY.
  let descriptor: Int32
  /// The absolute spellings a requested absolute path may start with: the root as given (made
  /// absolute) and its canonical path, without a trailing slash ("" for `/`).
  private let prefixes: [String]
  /// The server's working directory, which relative request paths start from.
  private let workingDirectory: String
  /// Whether openat2(2) is available (false: the component walk).
  let resolvesBeneath: Bool

  /// Opens `path` (the working directory when nil). `walkOnly` forces the component walk, for
  /// tests on a kernel that has openat2.
  init(path: String?, walkOnly: Bool = false) throws(SocketError) {
    let given = path ?? "."
    guard let cwd = Self.currentDirectory() else {
      throw SocketError.errno("cannot read the working directory")
    }
    workingDirectory = cwd
    let fd = open(given, scrollsim_o_path | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw SocketError.errno("cannot open the --root directory \(given)") }
    descriptor = fd
    var spellings = [Self.trimmed(given.hasPrefix("/") ? given : cwd + "/" + given)]
    if let canonical = realpath(given, nil) {
      spellings.append(Self.trimmed(String(cString: canonical)))
      free(canonical)
    }
    prefixes = spellings.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    resolvesBeneath = !walkOnly && Self.probeOpenat2(fd)
  }

  deinit { close(descriptor) }

  /// Opens the file at `path` (relative to the working directory, or absolute) for reading,
  /// non-blocking, if it lies inside the root.
  func openFile(_ path: String) -> Result<Int32, Failure> {
    guard let relative = relativePath(path) else { return .failure(.outside) }
    return resolvesBeneath ? openBeneath(relative) : walk(relative)
  }

  /// The bytes of the regular file at `path` inside the root, at most `limit` of them; a refusal
  /// names the file `displayName`. Nothing is read from a file before it is known to be inside
  /// the root, so no message can quote a file from outside.
  func read(_ path: String, displayName: String, limit: Int) throws(ScenarioError) -> [UInt8] {
    func refusal(_ message: String) -> ScenarioError {
      ScenarioError(file: displayName, line: 1, column: 1, message: message)
    }
    let fd: Int32
    switch openFile(path) {
    case .success(let opened): fd = opened
    case .failure(.outside):
      throw refusal("the file is outside the directory the server serves (--root)")
    case .failure(.symbolicLink):
      throw refusal(
        "the path goes through a symbolic link, which the server does not follow on this "
          + "system (--root)")
    case .failure(.system): throw refusal("cannot read the file")
    }
    defer { close(fd) }
    // Not a directory, FIFO or device: a path must not make the server read /dev/zero.
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw refusal("cannot read the file")
    }
    var bytes: [UInt8] = []
    // Sized by the file (one read takes a small scenario whole, with a byte over to see the end):
    // a fixed 64 KiB chunk, zeroed for every request, cost more than reading most scenarios.
    // At least a page, for files whose size the system does not know (a /proc file says 0).
    var chunk = [UInt8](
      repeating: 0, count: Self.chunkSize(fileSize: Int(status.st_size), limit: limit))
    while bytes.count <= limit {
      let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { throw refusal("cannot read the file") }
      if got == 0 { break }
      bytes += chunk[..<got]
    }
    guard bytes.count <= limit else {
      throw refusal(
        "the file is larger than the server's limit of \(limit) bytes (--max-request-bytes)")
    }
    return bytes
  }

  /// The bytes each read(2) of a file of `fileSize` bytes asks for: the whole file and one byte
  /// more (which finds its end in the same call), at least a page, and at most one byte past
  /// `limit`, beyond which the file is refused anyway.
  static func chunkSize(fileSize: Int, limit: Int) -> Int {
    min(max(fileSize, 4095), limit) + 1
  }

  /// `path` relative to the root, or nil when it does not start inside it. `..` is left in place:
  /// the resolution below decides where it leads.
  func relativePath(_ path: String) -> String? {
    let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    for prefix in prefixes {
      if absolute == prefix || (prefix.isEmpty && absolute == "/") { return "." }
      if absolute.hasPrefix(prefix + "/") { return String(absolute.dropFirst(prefix.count + 1)) }
    }
    return nil
  }

  private static let readFlags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY

  private func openBeneath(_ relative: String) -> Result<Int32, Failure> {
    let resolve = UInt64(SCROLLSIM_RESOLVE_BENEATH | SCROLLSIM_RESOLVE_NO_MAGICLINKS)
    // EAGAIN: a rename somewhere during the lookup made the kernel give up rather than risk a
    // wrong answer; a few tries get through any but a deliberate storm of renames.
    for _ in 0..<64 {
      let fd = scrollsim_openat2(descriptor, relative, UInt64(Self.readFlags), resolve)
      if fd >= 0 { return .success(fd) }
      switch errno {
      case EAGAIN, EINTR: continue
      case EXDEV: return .failure(.outside)
      case let code: return .failure(.system(code))
      }
    }
    return .failure(.system(EAGAIN))
  }

  /// One component at a time: directories opened scrollsim_o_path | O_NOFOLLOW | O_DIRECTORY, the file
  /// O_NOFOLLOW, every descriptor on the way kept so that `..` returns to one of them (never
  /// above the root) instead of asking the file system for the parent again.
  private func walk(_ relative: String) -> Result<Int32, Failure> {
    let components = relative.split(separator: "/").map(String.init).filter { $0 != "." }
    var held: [Int32] = []
    defer { for fd in held { close(fd) } }
    for (index, component) in components.enumerated() {
      if component == ".." {
        guard let last = held.popLast() else { return .failure(.outside) }
        close(last)
        continue
      }
      let current = held.last ?? descriptor
      let isFile = index == components.count - 1
      let directoryFlags = scrollsim_o_path | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
      let fd = openat(current, component, isFile ? Self.readFlags | O_NOFOLLOW : directoryFlags)
      guard fd >= 0 else {
        let code = errno
        return .failure(isSymbolicLink(component, in: current) ? .symbolicLink : .system(code))
      }
      if isFile { return .success(fd) }
      held.append(fd)
    }
    // The path ends at a directory (the root, or one reached by `..`).
    return .failure(.system(EISDIR))
  }

  private func isSymbolicLink(_ name: String, in directory: Int32) -> Bool {
    var status = stat()
    return fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0
      && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Whether openat2(2) works here: ENOSYS before Linux 5.6, EPERM or ENOSYS under a seccomp
  /// filter that does not know it.
  private static func probeOpenat2(_ fd: Int32) -> Bool {
    let probe = scrollsim_openat2(
      fd, ".", UInt64(scrollsim_o_path | O_DIRECTORY | O_CLOEXEC), UInt64(SCROLLSIM_RESOLVE_BENEATH)
    )
    guard probe >= 0 else { return false }
    close(probe)
    return true
  }

  private static func currentDirectory() -> String? {
    guard let pointer = getcwd(nil, 0) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Without trailing slashes: `/` becomes "", under which every absolute path starts.
  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
