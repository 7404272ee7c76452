import EventStream
import Simulator

/// Stands in front of a replay's writer and notes the failures among the events it writes, for
/// the lines `replay` prints on stderr when it exits 1: the report learns them from the events
/// themselves rather than by reading the written stream back.
public final class FailureNotingSink: ByteCountingSink {
  private let sink: ByteCountingSink
  private let valueText: FailureReport.ValueText
  /// The failures written so far.
  public private(set) var report: FailureReport

  /// Writes through `sink`, noting failures after those `report` holds; `valueText` says how
  /// the writer quotes an expectation's values.
  public init(
    sink: ByteCountingSink, report: FailureReport, valueText: FailureReport.ValueText
  ) {
    self.sink = sink
    self.valueText = valueText
    self.report = report
  }

  public func write(_ event: Event, seq: Int) {
    sink.write(event, seq: seq)
    report.note(event, valueText: valueText)
  }

  public func write(_ event: Event, seq: Int, within limit: Int) -> Bool {
    // An event the limit refuses is not in the stream, so it is no failure of it.
    guard sink.write(event, seq: seq, within: limit) else { return false }
    report.note(event, valueText: valueText)
    return true
  }

  public func flush() { sink.flush() }
}
