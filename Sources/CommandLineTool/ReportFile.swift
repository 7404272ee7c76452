import EventStream
import Foundation

/// A file a command writes whole (the JUnit report of `check`): through a temporary file in the
/// same directory, renamed over the path once complete, so that a reader never sees half a
/// report. A rename replaces whatever node is at the path, so only a regular file (or a symbolic
/// link to one, whose target is replaced) or a new path is accepted: a device, a FIFO, a socket
/// or a directory is refused before any work is done.
public struct ReportFile: Sendable {
  /// Why the report cannot go to its path.
  public enum Failure: Error, Equatable, Sendable {
    /// The path names something that is not a regular file (a usage error: exit 2).
    case refused(String)
    /// Writing failed (exit 3).
    case unwritable(String)
  }

  /// The path as given, for messages.
  public let path: String
  /// Where the report goes: `path`, or the regular file its symbolic link leads to.
  let destination: String
  /// The mode of the file replaced, kept; nil for a new path.
  let mode: mode_t?

  /// Checks `path` and keeps it; throws `.refused` saying what it names.
  public init(path: String) throws(Failure) {
    self.path = path
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard errno == ENOENT else { throw .refused(OutputFailure.reason(errno)) }
      destination = path
      mode = nil
      return
    }
    var target = status
    var link = false
    if status.st_mode & S_IFMT == S_IFLNK {
      link = true
      guard stat(path, &target) == 0 else {
        throw .refused("it is a symbolic link that leads nowhere")
      }
    }
    let kind = target.st_mode & S_IFMT
    guard kind == S_IFREG else {
      let name = Self.kinds[kind] ?? "not a regular file"
      throw .refused(link ? "it is a symbolic link to \(name)" : "it is \(name)")
    }
    guard link else {
      destination = path
      mode = target.st_mode & 0o7777
      return
    }
    guard let resolved = realpath(path, nil) else { throw .refused(OutputFailure.reason(errno)) }
    defer { free(resolved) }
    destination = String(cString: resolved)
    mode = target.st_mode & 0o7777
  }

  private static let kinds: [mode_t: String] = [
    S_IFDIR: "a directory", S_IFCHR: "a device", S_IFBLK: "a device", S_IFIFO: "a FIFO",
    S_IFSOCK: "a socket",
  ]

  /// Writes `text` as the whole file; throws `.unwritable` with the system's text.
  public func write(_ text: String) throws(Failure) {
    let slash = destination.lastIndex(of: "/")
    let directory = slash.map { String(destination[...$0]) } ?? ""
    let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
    var template = Array("\(directory).\(name).XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard fd >= 0 else { throw .unwritable(OutputFailure.reason(errno)) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let output = FileDescriptorOutput(descriptor: fd)
    output.write(text)
    var failure = output.failure
    if fchmod(fd, mode ?? Self.newFileMode()) != 0 { failure = failure ?? errno }
    if close(fd) != 0 { failure = failure ?? errno }
    if failure == nil, rename(temporary, destination) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw .unwritable(OutputFailure.reason(failure))
    }
  }

  /// 0666 less the umask, as open(2) would create it (mkstemp makes 0600).
  private static func newFileMode() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return 0o666 & ~mask
  }
}
