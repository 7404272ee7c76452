/// Checks a JSON Lines event stream against the contract of docs/event-stream.md: UTF-8, one
/// JSON object per line ended by a newline, numbers as finite ECMAScript number text, the
/// envelope `seq, t, frame, step, type` in that order, `seq` counting from 1, time and frames
/// never going back, a `scenario` line first and an `end` line last (counting every line), and
/// the ordering rules of its "Order" section (`StreamOrder`).
/// The fuzz targets trap on the first violation, so that libFuzzer keeps the input.
public enum StreamCheck {
  /// The envelope's keys, in the order every line starts with.
  static let envelope = ["seq", "t", "frame", "step", "type"]

  /// The first way `stream` breaks the contract, as `line N: what`; nil for a valid stream.
  public static func violation(in stream: [UInt8]) -> String? {
    guard !stream.isEmpty else { return "the stream is empty" }
    guard stream.last == UInt8(ascii: "\n") else { return "the last line has no newline" }
    guard String(validating: stream, as: UTF8.self) != nil else { return "the stream is not UTF-8" }
    let lines = stream.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .dropLast()
    var time = -Double.infinity
    var frame = -Double.infinity
    var order = StreamOrder()
    for (index, bytes) in lines.enumerated() {
      let number = index + 1
      let line: ParsedJSON
      do {
        line = try StrictJSONParser.parse(Array(bytes))
      } catch {
        let text = String(decoding: bytes.prefix(300), as: UTF8.self)
        return "line \(number): not JSON: \(error): \(text)"
      }
      guard case .object(let pairs) = line else { return "line \(number): not an object" }
      guard pairs.count >= envelope.count, Array(pairs.prefix(5).map(\.key)) == envelope else {
        return "line \(number): the envelope is not \(envelope.joined(separator: ", "))"
      }
      guard line["seq"]?.number == Double(number) else {
        return "line \(number): seq is not \(number)"
      }
      guard let lineTime = line["t"]?.number, lineTime >= time else {
        return "line \(number): t goes back"
      }
      guard let lineFrame = line["frame"]?.number, lineFrame >= frame else {
        return "line \(number): frame goes back"
      }
      time = lineTime
      frame = lineFrame
      if let problem = order.problem(line, number: number) { return "line \(number): \(problem)" }
      let type = line["type"]?.string
      if index == 0, type != "scenario" { return "line 1: the first event is not scenario" }
      if type == "end" {
        guard index == lines.count - 1 else { return "line \(number): end is not the last line" }
        guard line["events"]?.number == Double(number) else {
          return "line \(number): end counts events other than the \(number) lines"
        }
      } else if index == lines.count - 1 {
        return "line \(number): the last event is not end"
      }
    }
    return nil
  }
}
