import Simulator

/// Counts a sink's events at the size of their JSON lines, for the writers that keep every event
/// and write one document when the replay ends (the Chrome trace, the HTML page, a render's
/// collector): their own bytes are known only then, and the stream they are drawn from is what
/// grows with the replay.
public final class JSONLinesMeasure: ByteCountingSink {
  private let sink: EventSink
  private var encoder = JSONLineEncoder()
  /// The bytes of the JSON lines of the events passed on so far.
  public private(set) var bytes = 0

  /// Measures what goes to `sink`.
  public init(sink: EventSink) { self.sink = sink }

  public func write(_ event: Event, seq: Int) {
    _ = write(event, seq: seq, within: .max)
  }

  public func write(_ event: Event, seq: Int, within limit: Int) -> Bool {
    encoder.buffer.removeAll(keepingCapacity: true)
    encoder.encode(event, seq: seq)
    guard encoder.buffer.count <= limit - bytes else { return false }
    bytes += encoder.buffer.count
    sink.write(event, seq: seq)
    return true
  }

  public func flush() { sink.flush() }
}
