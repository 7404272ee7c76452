import Simulator

/// Hands every event to several sinks, so that one replay feeds every writer (JSON Lines, text,
/// Chrome trace, the collector pictures are drawn from) and each is fuzzed on the same events.
public final class TeeSink: EventSink {
  private let sinks: [EventSink]

  /// A sink writing to each of `sinks`, in order.
  public init(_ sinks: [EventSink]) { self.sinks = sinks }

  public func write(_ event: Event, seq: Int) {
    for sink in sinks { sink.write(event, seq: seq) }
  }

  public func flush() {
    for sink in sinks { sink.flush() }
  }
}
