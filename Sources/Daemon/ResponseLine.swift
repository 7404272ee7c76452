import EventStream
import LayoutKit
import Simulator

/// The lines the server writes itself rather than a replay: the `error` event that refuses a
/// request, and the status line.
enum ResponseLine {
  /// The refusal of a request as a one-line event stream: an `error` event at the envelope's
  /// start values (seq 1, t 0, frame 0, step -1), written by the same writers as a replay, so it
  /// is a valid event line. `line` is the scenario line the message points at, 0 when none.
  static func error(_ message: String, line: Int, text: Bool) -> [UInt8] {
    let output = MemoryOutput()
    let writer: EventSink = text ? TextWriter(output: output) : JSONLinesWriter(output: output)
    writer.write(
      Event(t: 0, frame: 0, step: -1, payload: .error(message: message, line: line)), seq: 1)
    writer.flush()
    return output.bytes
  }

  /// `{"uptime":S,"running":N,"queued":N,"done":N,"failed":N}`: uptime in wall seconds, to the
  /// millisecond.
  static func status(uptime: Double, counts: JobScheduler.Counts) -> [UInt8] {
    let seconds = ECMAScriptNumber.text((uptime * 1000).rounded() / 1000)
    let text =
      "{\"uptime\":\(seconds),\"running\":\(counts.running),\"queued\":\(counts.queued),"
      + "\"done\":\(counts.done),\"failed\":\(counts.failed)}\n"
    return Array(text.utf8)
  }
}
