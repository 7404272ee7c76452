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

  init(fd: Int32) { self.fd = fd }

  /// Sends `messages` in one write; false when the other side is gone.
  func send(_ messages: WorkerMessage...) -> Bool { send(all: messages) }

  /// Sends `messages` in one write; false when the other side is gone.
  func send(all messages: [WorkerMessage]) -> Bool {
    Socket.writeAll(fd, messages.flatMap(\.frame))
  }

  /// The next message; nil at the end of the stream (the other side exited or was killed), on a
  /// read error, or on a frame that is not a message.
  func receive() -> WorkerMessage? {
    guard let header = take(5) else { return nil }
    var length = 0
    for offset in (1..<5).reversed() { length = length << 8 | Int(header[offset]) }
    guard length <= WorkerMessage.maximumPayload, let payload = take(length) else { return nil }
    return WorkerMessage.decode(type: header[0], payload: payload)
  }

  /// Exactly `count` bytes, or nil when the stream ends first.
  private func take(_ count: Int) -> [UInt8]? {
    while buffer.count - start < count {
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      var chunk = [UInt8](repeating: 0, count: max(1 << 16, count - buffer.count))
      let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return nil }
      buffer += chunk[..<got]
    }
    defer { start += count }
    return Array(buffer[start..<start + count])
  }
}
