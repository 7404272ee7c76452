import Foundation

/// One end of the socket pair between the server and a worker: whole messages written and read
/// with blocking calls (each side reads on a thread of its own).
struct WorkerChannel: Sendable {
  /// The socket.
  let fd: Int32

  /// Sends `message`; false when the other side is gone.
  func send(_ message: WorkerMessage) -> Bool { Socket.writeAll(fd, message.frame) }

  /// The next message; nil at the end of the stream (the other side exited or was killed), on a
  /// read error, or on a frame that is not a message.
  func receive() -> WorkerMessage? {
    guard let header = read(5) else { return nil }
    var length = 0
    for offset in (1..<5).reversed() { length = length << 8 | Int(header[offset]) }
    guard length <= WorkerMessage.maximumPayload, let payload = read(length) else { return nil }
    return WorkerMessage.decode(type: header[0], payload: payload)
  }

  /// Exactly `count` bytes, or nil when the stream ends first.
  private func read(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes {
        Foundation.read(fd, $0.baseAddress.map { $0 + filled }, count - filled)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return nil }
      filled += got
    }
    return bytes
  }
}
