import Simulator

/// Stands between a replay and its writer and ends the replay when its output would pass a number
/// of bytes (`--max-output-bytes`).
///
/// The event that would pass the limit is not written: in its place the limit writes an `error`
/// event and the `end` line, with the sequence numbers, step and failure count the replay would
/// have given them, so the stream keeps the event-stream contract and every event before the
/// error fits within the limit (the two closing lines may pass it). The replay's first event, its
/// `scenario` line, and its own `end` line always pass: every stream starts and ends with them.
/// The replayer learns of the end at its next turn (`interruption`); what it writes until then
/// is dropped.
public final class OutputByteLimit: EventSink {
  private let sink: ByteCountingSink
  private let limit: Int
  private let message: String
  private var line = 0
  private var failures = 0
  private var started = false
  /// The `error` event's message once the limit has ended the stream; nil before.
  public private(set) var endReason: String?

  /// A limit of `limit` bytes in front of `sink`; `message` is the `error` event's text.
  public init(sink: ByteCountingSink, limit: Int, message: String) {
    self.sink = sink
    self.limit = limit
    self.message = message
  }

  public func write(_ event: Event, seq: Int) {
    guard endReason == nil else { return }
    var unlimited = !started
    if case .end = event.payload { unlimited = true }
    started = true
    guard sink.write(event, seq: seq, within: unlimited ? .max : limit) else {
      end(at: event, seq: seq)
      return
    }
    switch event.payload {
    case .step(_, let line): self.line = line
    case .error: failures += 1
    case .assert(let passed, _, _) where !passed: failures += 1
    default: break
    }
  }

  public func flush() { sink.flush() }

  /// For the replayer's `interruption`: the message once the limit has ended the stream, which
  /// stops the replay at its next turn.
  public func interruption() -> String? { endReason }

  /// Writes `error` and `end` in place of `event`.
  private func end(at event: Event, seq: Int) {
    endReason = message
    sink.writeEnding(message, line: line, in: event, seq: seq, failures: failures)
  }
}
