import Simulator

/// A writer that counts the bytes it has written and can refuse an event that would take them
/// past a limit, so that a stream cut at `--max-output-bytes` ends on a whole event.
public protocol ByteCountingSink: EventSink {
  /// Writes `event` unless the bytes written so far and the event's own would pass `limit`;
  /// whether it wrote it. A refused event leaves nothing behind.
  func write(_ event: Event, seq: Int, within limit: Int) -> Bool
}
