import EventStream
import LayoutKit
import Simulator

/// Where a replay's stream stands after its last event: what the server needs to end the stream
/// itself, by the event-stream contract, when the worker writing it can no longer (it crashed,
/// or was killed at the wall-time limit or the end of the grace period).
struct StreamPosition: Equatable, Sendable {
  /// The last event's sequence number.
  var seq = 0
  /// Its virtual time.
  var t = 0.0
  /// Its display frame.
  var frame = 0
  /// Its step index (-1 before the first step).
  var step = -1
  /// The scenario line of the step being run (0 before the first step).
  var line = 0
  /// Failed asserts and `error` events so far.
  var failures = 0
  /// Whether the last event was `end`: the stream is complete.
  var ended = false

  /// Moves past `event`, numbered `seq`.
  mutating func record(_ event: Event, seq: Int) {
    self.seq = seq
    t = event.t
    frame = event.frame
    step = event.step
    switch event.payload {
    case .step(_, let line): self.line = line
    case .error: failures += 1
    case .assert(let passed, _, _) where !passed: failures += 1
    case .end: ended = true
    default: break
    }
  }

  /// The `error` event with `message` and the `end` line that close the stream here, at the last
  /// event's time, frame and step, numbered after it, counted as ReplayGuard counts its own.
  func closingLines(_ message: String, text: Bool) -> [UInt8] {
    let output = MemoryOutput()
    let writer: EventSink = text ? TextWriter(output: output) : JSONLinesWriter(output: output)
    writer.write(
      Event(t: t, frame: frame, step: step, payload: .error(message: message, line: line)),
      seq: seq + 1)
    writer.write(
      Event(
        t: t, frame: frame, step: step,
        payload: .end(steps: step + 1, events: seq + 2, failures: failures + 1)),
      seq: seq + 2)
    writer.flush()
    return output.bytes
  }
}
