import Foundation

/// Where an encoder's bytes go.
public protocol ByteOutput: AnyObject {
  /// Appends bytes to the destination.
  func write(_ bytes: UnsafeRawBufferPointer)
}

extension ByteOutput {
  /// Appends `text` as UTF-8.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }
}

/// A file descriptor (standard output by default), written with write(2) so nothing waits in a
/// stdio buffer: what the writer flushed is out, even if the process is killed next.
public final class FileDescriptorOutput: ByteOutput {
  private let descriptor: Int32
  /// The errno of the first write that failed (ENOSPC on a full disk, EPIPE when the reader has
  /// gone and SIGPIPE is ignored); nothing is written after it, since the stream is broken.
  public private(set) var failure: Int32?

  /// Writes to `descriptor`.
  public init(descriptor: Int32 = STDOUT_FILENO) { self.descriptor = descriptor }

  public func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, var base = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Foundation.write(descriptor, base, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        return
      }
      base += written
      remaining -= written
    }
  }
}

/// An in-memory destination, for tests and benchmarks.
public final class MemoryOutput: ByteOutput {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty buffer.
  public init() {}

  public func write(_ bytes: UnsafeRawBufferPointer) {
    self.bytes.append(contentsOf: bytes)
  }

  /// The bytes as UTF-8 text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Forgets what was written.
  public func reset() { bytes.removeAll(keepingCapacity: true) }
}
