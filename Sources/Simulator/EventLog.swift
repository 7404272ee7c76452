import LayoutKit

/// Numbers events, stamps them with the clock and the current step, counts failures, and hands
/// them to the sink.
public final class EventLog {
  private let sink: EventSink
  private let clock: VirtualClock
  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there).
  /// Events written so far.
  @exclusivity(unchecked) public private(set) var count = 0
  /// Failed asserts and errors so far.
  @exclusivity(unchecked) public private(set) var failures = 0
  /// The index of the step being run (-1 before the first).
  @exclusivity(unchecked) public var step = -1
  /// The source line of the step being run, for `error` events; before the first step, the line
  /// the scenario's layout starts on (its first pass is where a layout the data does not fit
  /// fails), or 0 for a log without a scenario.
  @exclusivity(unchecked) public var line = 0
  /// The name of the step being run, for messages.
  @exclusivity(unchecked) public var op = ""
  /// Set once the replay must end: a number that is not finite reached the stream, or a limit
  /// was passed. Later events are dropped, except the `end` line.
  @exclusivity(unchecked) public private(set) var halted = false

  /// A log writing to `sink`, stamped by `clock`.
  public init(sink: EventSink, clock: VirtualClock) {
    self.sink = sink
    self.clock = clock
  }

  /// Writes one event at the current time and step. An event holding a number that is not
  /// finite is never written (JSON has no text for it): an `error` event naming the step and the
  /// field takes its place and the replay halts.
  /// A `snapshot` of a diffable data source carries its elements' identifiers.
  /// The payload is taken, not copied: every display tick emits several events.
  public func emit(_ payload: consuming Event.Payload, snapshotIdentifiers: [String]? = nil) {
    if !held.isEmpty { releaseHeld() }
    // Checked by its payload, then made in the call to the sink.
    guard admits(payload, step: step) else { return }
    sink.write(
      Event(
        t: clock.time, frame: clock.frame, step: step, payload: payload,
        snapshotIdentifiers: snapshotIdentifiers),
      seq: count)
  }

  /// Whether an event of `payload` at step `step` is written, counted when it is: not after the
  /// replay halted (but the `end` line), nor when it holds a number that is not finite, which
  /// halts the replay.
  private func admits(_ payload: borrowing Event.Payload, step: Int) -> Bool {
    if halted {
      guard case .end = copy payload else { return false }
    } else if let field = payload.nonFiniteField {
      let at = step < 0 ? "the first layout pass" : "step \(step) (\(op), line \(line))"
      halt(
        "\(at) produced a number that is not finite in a \(payload.type) event's \(field); "
          + "the replay stops")
      return false
    }
    count += 1
    if payload.isFailure { failures += 1 }
    return true
  }

  /// The element events of the pass under way (`PassBuffer`): written in the contract's order,
  /// each element once, when the pass ends at the next event of another kind or `releaseHeld()`.
  @exclusivity(unchecked) private var held = PassBuffer()

  /// Holds an element event of `key`, stamped now, until the pass it belongs to ends; in a
  /// diffable data source it carries the element's `identifier`.
  /// The payload is taken, not copied, into the buffer's entry.
  public func hold(
    _ key: ElementKey, _ payload: consuming Event.Payload, identifier: String? = nil
  ) {
    held.add(
      PassBuffer.Entry(
        key: key, payload: payload, t: clock.time, frame: clock.frame, step: step,
        identifier: identifier))
  }

  /// Writes the held element events.
  public func releaseHeld() {
    // Taken out while it is written: a write that halts the replay emits an `error`, which
    // looks at what is held.
    var pass = PassBuffer()
    swap(&pass, &held)
    pass.drain { event in
      if admits(event.payload, step: event.step) { sink.write(event, seq: count) }
    }
    // Its storage serves the next pass.
    if held.isEmpty { swap(&pass, &held) }
  }

  /// An `error` event at the current step's line.
  public func error(_ message: String) { emit(.error(message: message, line: line)) }

  /// An `error` event, after which the replay ends: nothing but the `end` line is written.
  public func halt(_ message: String) {
    guard !halted else { return }
    error(message)
    halted = true
  }

  /// Pushes buffered output (end of a step).
  public func flush() {
    releaseHeld()
    sink.flush()
  }
}
