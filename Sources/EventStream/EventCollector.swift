import Simulator

/// A sink that keeps every event, for the forms written once the replay has ended (a page, a
/// picture) and for tests.
public final class EventCollector: EventSink {
  /// The events so far, in order.
  public private(set) var events: [Event] = []

  /// An empty collector.
  public init() {}

  public func write(_ event: Event, seq: Int) { events.append(event) }

  public func flush() {}
}
