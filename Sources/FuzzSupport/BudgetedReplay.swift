import EventStream
import Replay
import Scenario
import Simulator

/// Replays a scenario within a budget of events and virtual time, as the daemon bounds a replay
/// (`--max-events`, `--timeout`), so that a fuzz input asking for a long replay costs a bounded
/// time. The wall clock is left out: the same input must give the same bytes, which the replay
/// fuzzer checks.
public enum BudgetedReplay {
  /// Replays `document` into `sink`; a replay past `maxEvents` events or `maxSeconds` of virtual
  /// time ends at the next turn of its run loop with an `error` event and `end`, still a valid
  /// stream. Returns the replayer, whose initial bounds and insets pictures need.
  @discardableResult
  public static func run(
    _ document: ScenarioDocument, into sink: EventSink, traceCalls: Bool = false,
    maxEvents: Int = 5000, maxSeconds: Double = 30
  ) -> Replayer {
    let counter = Counter(sink: sink)
    let replayer = Replayer(document: document, sink: counter, traceCalls: traceCalls)
    replayer.interruption = { time in
      if counter.count > maxEvents { return "the fuzz budget of \(maxEvents) events is spent" }
      if time > maxSeconds { return "the fuzz budget of \(Int(maxSeconds)) seconds is spent" }
      return nil
    }
    _ = replayer.run()
    counter.flush()
    return replayer
  }

  /// The JSON Lines stream of `document`, replayed as `run` does.
  public static func stream(
    of document: ScenarioDocument, traceCalls: Bool = false, maxEvents: Int = 5000,
    maxSeconds: Double = 30
  ) -> [UInt8] {
    let output = MemoryOutput()
    run(
      document, into: JSONLinesWriter(output: output), traceCalls: traceCalls,
      maxEvents: maxEvents, maxSeconds: maxSeconds)
    return output.bytes
  }

  /// Counts the events on their way to the writer, for the budget.
  private final class Counter: EventSink {
    let sink: EventSink
    private(set) var count = 0

    init(sink: EventSink) { self.sink = sink }

    func write(_ event: Event, seq: Int) {
      count += 1
      sink.write(event, seq: seq)
    }

    func flush() { sink.flush() }
  }
}
