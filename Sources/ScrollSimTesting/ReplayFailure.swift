import EventStream
import Simulator

/// A failed `expect` or an `error` event of a replay. It prints as the text format prints the
/// event (docs/text-format.md), `#SEQ t=T frame=F step=S TYPE DETAILS`, so a failing
/// `#expect(log.failures.isEmpty)` shows the lines a person reads, not a dump of Swift values.
public struct ReplayFailure: CustomStringConvertible, Sendable {
  /// The event's `seq` in the stream.
  public let seq: Int
  /// The `assert` (not passed) or `error` event.
  public let event: Event
  /// The event's line in the text format, without its line break.
  public let description: String

  /// The failure of `event`, number `seq` in its stream.
  public init(seq: Int, event: Event) {
    self.seq = seq
    self.event = event
    let output = MemoryOutput()
    let writer = TextWriter(output: output)
    writer.write(event, seq: seq)
    writer.flush()
    var line = String(decoding: output.bytes, as: UTF8.self)
    if line.hasSuffix("\n") { line.removeLast() }
    description = line
  }
}
