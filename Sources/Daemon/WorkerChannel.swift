import Foundation

/// One end of the socket pair between the server and a worker: whole messages written and read
/// with blocking calls. One thread receives (each side reads on a thread of its own); sends are
/// single writes of whole frames.
final class WorkerChannel: @unchecked Sendable {
  /// The socket.
  let fd: Int32
  /// Bytes read and not yet taken: a read takes whatever has arrived, often several frames.
  private var buffer: [UInt8] = []
  private var start = 0
  /// What each read(2) reads into (64 KiB, a larger frame takes several), made once: a fresh
  /// zeroed buffer per frame cost more than the read.
  private var chunk: [UInt8] = []

  init(fd: Int32) { self.fd = fd }

  /// Sends `messages` in one write; false when the other side is gone.
  func send(_ messages: WorkerMessage...) -> Bool { send(all: messages) }

  /// Sends `messages` in one write; false when the other side is gone.
  func send(all messages: [WorkerMessage]) -> Bool {
    Socket.writeAll(fd, messages.flatMap(\.frame))
  }

  /// How long a read waits on the server's end of a channel (`SO_RCVTIMEO`, set by
  /// `WorkerProcess.spawn`) before `receive` calls its `idle` and waits again.
  static let idleInterval = timeval(tv_sec: 0, tv_usec: 50_000)

  /// The next message; nil at the end of the stream (the other side exited or was killed), on a
  /// read error, or on a frame that is not a message. Whenever a read times out (a socket with a
  /// receive timeout), `idle` runs, then the wait goes on.
  func receive(idle: () -> Void = {}) -> WorkerMessage? {
    guard let header = take(5, idle: idle) else { return nil }
    var length = 0
    for offset in (1..<5).reversed() { length = length << 8 | Int(header[offset]) }
    guard length <= WorkerMessage.maximumPayload, let payload = take(length, idle: idle) else {
      return nil
    }
    return WorkerMessage.decode(type: header[0], payload: payload)
  }

  /// Whether a whole message has already been read: `receive` would return it without waiting.
  var holdsWholeMessage: Bool {
    let available = buffer.count - start
    guard available >= 5 else { return false }
    var length = 0
    for offset in (1..<5).reversed() { length = length << 8 | Int(buffer[start + offset]) }
    return available - 5 >= length
  }

  /// Exactly `count` bytes, or nil when the stream ends first.
  private func take(_ count: Int, idle: () -> Void) -> [UInt8]? {
    while buffer.count - start < count {
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
      let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      if got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        idle()
        continue
      }
      guard got > 0 else { return nil }
      buffer += chunk[..<got]
    }
    defer { start += count }
    return Array(buffer[start..<start + count])
  }
}
