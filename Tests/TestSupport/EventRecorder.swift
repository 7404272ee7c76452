import Simulator

/// A sink that keeps every event a replay writes, for tests to read.
public final class EventRecorder: EventSink {
  /// The events so far, in order.
  public var events: [Event] = []

  /// An empty recorder.
  public init() {}

  public func write(_ event: Event, seq: Int) { events.append(event) }

  public func flush() {}
}
