extension EventSink {
  /// Ends a stream in place of `event`: an `error` with `message`, then the `end` line, at the
  /// event's moment, numbered `seq` and `seq + 1` (`failures` counted before this error), then
  /// flushed. How a replay stopped from outside (a limit, a disconnected client) ends as the
  /// contract requires.
  public func writeEnding(
    _ message: String, line: Int, in place: Event, seq: Int, failures: Int
  ) {
    let stamp = (t: place.t, frame: place.frame, step: place.step)
    write(
      Event(
        t: stamp.t, frame: stamp.frame, step: stamp.step,
        payload: .error(message: message, line: line)),
      seq: seq)
    write(
      Event(
        t: stamp.t, frame: stamp.frame, step: stamp.step,
        payload: .end(steps: stamp.step + 1, events: seq + 1, failures: failures + 1)),
      seq: seq + 1)
    flush()
  }
}
