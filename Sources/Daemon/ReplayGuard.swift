import Dispatch
import LayoutKit
import Simulator

/// Stands between a replay and its writer and enforces the server's limits.
///
/// An event past `--max-events`, or stamped past the virtual `--timeout`, is not written: in its
/// place the guard writes an `error` event and the `end` line, with the sequence numbers, step
/// and failure count the replay would have given them, so the stream still keeps the event-stream
/// contract. Wall time and cancellation are checked every few events and at every turn of the
/// replay's run loop (`interruption`), which then stops the loop.
final class ReplayGuard: EventSink {
  private let sink: EventSink
  private let maxEvents: Int
  private let timeout: Double
  private let deadline: DispatchTime
  private let cancellation: () -> String?
  private var failures = 0
  private var line = 0
  private var state = State.running
  private var written = false
  /// Why the replay was ended early, once it was.
  private(set) var endReason: String?

  private enum State {
    /// Events pass, checked against the limits.
    case running
    /// The replayer writes its own `error` and `end` lines (after `interruption` asked it to).
    case ending
    /// The stream has ended; whatever follows is dropped.
    case ended
  }

  /// A guard in front of `sink`; `cancellation` says why the replay must end now, if it must.
  init(
    sink: EventSink, maxEvents: Int, timeout: Double, cancellation: @escaping () -> String?
  ) {
    self.sink = sink
    self.maxEvents = maxEvents
    self.timeout = timeout
    deadline = .now() + timeout
    self.cancellation = cancellation
  }

  func write(_ event: Event, seq: Int) {
    switch state {
    case .ended:
      return
    case .ending:
      sink.write(event, seq: seq)
      if case .end = event.payload { state = .ended }
      return
    case .running:
      break
    }
    let reason: String? =
      if seq > maxEvents {
        "the replay passed the server's limit of \(maxEvents) events (--max-events)"
      } else if event.t > timeout {
        virtualTimeMessage
      } else if seq % 16 == 0 {
        // Reading the clock costs about as much as writing an event: every 16th is enough.
        externalReason()
      } else {
        nil
      }
    if let reason {
      end(reason, at: event, seq: seq)
      return
    }
    switch event.payload {
    case .step(_, let line): self.line = line
    case .error: failures += 1
    case .assert(let passed, _, _) where !passed: failures += 1
    default: break
    }
    written = true
    sink.write(event, seq: seq)
  }

  func flush() { sink.flush() }

  /// Asked at every turn of the replay's run loop with its virtual time: a message ends the
  /// replay (the replayer writes it as the `error` event, then `end`, while the guard is ending).
  func interruption(time: Double) -> String? {
    switch state {
    case .ended:
      // The guard already wrote the last lines; the replayer's own are dropped.
      return endReason
    case .ending:
      return nil
    case .running:
      // Not before the replay's first turn has written its `scenario` line: every stream starts
      // with it, and a one-line `error` at seq 1 would read as a refused request.
      guard written else { return nil }
      guard let reason = time > timeout ? virtualTimeMessage : externalReason() else { return nil }
      endReason = reason
      state = .ending
      return reason
    }
  }

  private var virtualTimeMessage: String {
    "the replay passed the server's limit of \(cgFloatDescription(timeout)) seconds of virtual time "
      + "(--timeout)"
  }

  /// Cancellation, or the wall deadline.
  private func externalReason() -> String? {
    if let reason = cancellation() { return reason }
    guard DispatchTime.now() >= deadline else { return nil }
    return Self.wallTimeMessage(timeout)
  }

  /// The `error` of a replay stopped at the wall-time limit, by its guard or by the kill of its
  /// worker.
  static func wallTimeMessage(_ timeout: Double) -> String {
    "the replay passed the server's limit of \(cgFloatDescription(timeout)) seconds of wall time "
      + "(--timeout)"
  }

  /// Writes `error` and `end` in place of `event`.
  private func end(_ reason: String, at event: Event, seq: Int) {
    endReason = reason
    state = .ended
    sink.writeEnding(reason, line: line, in: event, seq: seq, failures: failures)
  }
}
