import EventStream
import Foundation

/// The bytes of one response on their way to the client: the replay's writer appends on the
/// replay's queue, the connection sends from its own queue.
///
/// The buffer is bounded: a writer that finds `capacity` bytes waiting blocks until the client
/// reads, so a slow client holds back its own replay and nothing else, and a stuck one costs at
/// most `capacity` bytes plus one write. The wait ends at the replay's wall deadline, when the
/// response is cancelled (the writer then stops waiting), or when the client is gone (the bytes
/// are dropped).
final class ConnectionOutput: ByteOutput, @unchecked Sendable {
  private let condition = NSCondition()
  private let capacity: Int
  private let descriptor: Int32?
  private let wake: @Sendable () -> Void
  private var chunks: [[UInt8]] = []
  private var offset = 0
  private var count = 0
  private var deadline = Date.distantFuture
  private var patient = true
  private var gone = false
  private var reason: String?
  private var observer: (@Sendable (String) -> Void)?

  /// An empty buffer that calls `wake` whenever bytes arrive in it while it was empty. With
  /// `descriptor` (the client's non-blocking socket), bytes that find the buffer empty are
  /// written to it at once by whoever appends them, and only what the socket does not take waits
  /// for the connection: a replay's flushes then reach the client without a turn of the
  /// connection's queue each.
  init(capacity: Int, descriptor: Int32? = nil, wake: @escaping @Sendable () -> Void) {
    self.capacity = capacity
    self.descriptor = descriptor
    self.wake = wake
  }

  /// Appends, first waiting while the buffer is full (the replay's writer calls this).
  func write(_ bytes: UnsafeRawBufferPointer) {
    append(Array(bytes), waiting: true)
  }

  /// Appends without waiting (error and status lines, which are short).
  func append(_ bytes: [UInt8]) { append(bytes, waiting: false) }

  /// Appends, first waiting while the buffer is full (a worker's output, as the writer's).
  func send(_ bytes: [UInt8]) { append(bytes, waiting: true) }

  /// Calls `observer` with the reason when the response is cancelled or its client leaves (at
  /// once if that has already happened): the replay runs in a worker process, which must be
  /// told. Nil stops the calls.
  func observeCancellation(_ observer: (@Sendable (String) -> Void)?) {
    condition.lock()
    self.observer = observer
    let reason = observer == nil ? nil : self.reason
    condition.unlock()
    if let reason, let observer { observer(reason) }
  }

  private func append(_ bytes: [UInt8], waiting: Bool) {
    guard !bytes.isEmpty else { return }
    condition.lock()
    while waiting, patient, !gone, count >= capacity {
      if !condition.wait(until: deadline) { patient = false }
    }
    // Only with nothing waiting, so the bytes keep their order; under the lock, which `close`
    // takes before the connection can close the descriptor, so it is still this client's.
    let written = count == 0 && !gone ? descriptor.map { Self.writeNow($0, bytes) } ?? 0 : 0
    let wakes = count == 0 && !gone && written < bytes.count
    if !gone && written < bytes.count {
      // A failed write leaves its bytes here: the connection's own write meets the same error
      // and closes the connection, as for any other failure.
      chunks.append(written == 0 ? bytes : Array(bytes[written...]))
      count += bytes.count - written
    }
    condition.unlock()
    if wakes { wake() }
  }

  /// Writes what the non-blocking `descriptor` takes now; returns how many bytes that was.
  private static func writeNow(_ descriptor: Int32, _ bytes: [UInt8]) -> Int {
    var written = 0
    while written < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        let rest = UnsafeRawBufferPointer(rebasing: buffer[written...])
        return Foundation.write(descriptor, rest.baseAddress, rest.count)
      }
      if sent > 0 {
        written += sent
      } else if !(sent < 0 && errno == EINTR) {
        break
      }
    }
    return written
  }

  /// Waits for a full buffer only until `date` (the replay's wall deadline).
  func setDeadline(_ date: Date) {
    condition.lock()
    deadline = date
    condition.unlock()
  }

  /// The bytes to send next: the first chunk and where its unsent part starts.
  func front() -> (chunk: [UInt8], offset: Int)? {
    condition.lock()
    defer { condition.unlock() }
    return chunks.first.map { ($0, offset) }
  }

  /// Marks `sent` bytes of the front chunk as sent, waking a waiting writer.
  func consume(_ sent: Int) {
    condition.lock()
    offset += sent
    count -= sent
    if let first = chunks.first, offset >= first.count {
      chunks.removeFirst()
      offset = 0
    }
    if count < capacity { condition.broadcast() }
    condition.unlock()
  }

  /// Whether every byte appended so far has been sent.
  var isEmpty: Bool {
    condition.lock()
    defer { condition.unlock() }
    return count == 0
  }

  /// The client is gone: drops what is waiting and everything written later.
  func close(reason: String) {
    condition.lock()
    gone = true
    self.reason = self.reason ?? reason
    chunks.removeAll()
    count = 0
    condition.broadcast()
    let observer = observer
    condition.unlock()
    if let reason = cancellation { observer?(reason) }
  }

  /// The response must end now (the server is stopping): writers stop waiting, and `cancellation`
  /// answers `reason`, which the replay turns into its last `error` event.
  func cancel(reason: String) {
    condition.lock()
    patient = false
    self.reason = self.reason ?? reason
    condition.broadcast()
    let observer = observer
    condition.unlock()
    if let reason = cancellation { observer?(reason) }
  }

  /// Why the replay must end early, or nil while it may go on.
  var cancellation: String? {
    condition.lock()
    defer { condition.unlock() }
    return reason
  }

  /// Whether the client is gone.
  var isClosed: Bool {
    condition.lock()
    defer { condition.unlock() }
    return gone
  }
}
