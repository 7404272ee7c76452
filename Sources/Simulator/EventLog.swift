/// Numbers events, stamps them with the clock and the current step, counts failures, and hands
/// them to the sink.
public final class EventLog {
  private let sink: EventSink
  private let clock: VirtualClock
  /// Events written so far.
  public private(set) var count = 0
  /// Failed asserts and errors so far.
  public private(set) var failures = 0
  /// The index of the step being run (-1 before the first).
  public var step = -1
  /// The source line of the step being run (0 before the first), for `error` events.
  public var line = 0

  /// A log writing to `sink`, stamped by `clock`.
  public init(sink: EventSink, clock: VirtualClock) {
    self.sink = sink
    self.clock = clock
  }

  /// Writes one event at the current time and step.
  public func emit(_ payload: Event.Payload) {
    count += 1
    switch payload {
    case .error: failures += 1
    case .assert(let passed, _, _) where !passed: failures += 1
    default: break
    }
    sink.write(Event(t: clock.time, frame: clock.frame, step: step, payload: payload), seq: count)
  }

  /// An `error` event at the current step's line.
  public func error(_ message: String) { emit(.error(message: message, line: line)) }

  /// Pushes buffered output (end of a step).
  public func flush() { sink.flush() }
}
