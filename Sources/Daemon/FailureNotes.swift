import EventStream
import Simulator

/// The failures of one stream, noted from its events as they are written: each failed `assert`
/// and each `error` as its failure line without the file, `LINE: expect failed: expected E,
/// actual A` (the line of the `expect` step) or `LINE: error: MESSAGE` (the line the event
/// gives). E and A are quoted as the stream writes them; a `visible` mismatch lists what is
/// missing and what is extra rather than both lists.
///
/// A local replay notes them in front of its writer (`FailureNotingSink`), and a daemon's worker
/// in front of its own, sending each as a record with the stream to a client that asks for them
/// (docs/daemon.md, "Failure records"): neither reads the written stream back.
public struct FailureNotes: Sendable {
  /// How the stream writes the values of an `assert` event, which a failure quotes.
  public enum ValueText: Sendable {
    /// As JSON (the JSON Lines stream, and the formats drawn from it).
    case json
    /// As the text format writes them (`--format text`).
    case text
  }

  /// How the stream quotes values.
  public let valueText: ValueText
  private var stepLine = 1

  /// Notes for a stream whose values are written as `valueText` writes them.
  public init(valueText: ValueText) {
    self.valueText = valueText
  }

  /// Notes `event` as the stream writes it: the line of its step, or a failure, whose line
  /// (without the file) it returns.
  public mutating func note(_ event: Event) -> String? {
    switch event.payload {
    case .step(_, let line):
      stepLine = line
      return nil
    case .assert(let passed, let expect, let actual) where !passed:
      let description: String
      if let wanted = Self.visibleCells(expect), let shown = Self.visibleCells(actual) {
        description = Self.describeVisible(wanted: wanted, shown: shown)
      } else {
        description =
          "expected \(Self.text(expect, valueText)), actual \(Self.text(actual, valueText))"
      }
      return "\(stepLine): expect failed: \(description)"
    case .error(let message, let line):
      return Self.error(message, line: line)
    default:
      return nil
    }
  }

  /// The failure of an `error` event: one failure, one line (UIKit's texts of sets and arrays
  /// hold line breaks).
  public static func error(_ message: String, line: Int) -> String {
    "\(line): error: \(TextWriter.oneLine(message))"
  }

  /// `value` as the stream writes it.
  static func text(_ value: JSONValue, _ valueText: ValueText) -> String {
    switch valueText {
    case .json:
      var encoder = JSONLineEncoder()
      encoder.append(value)
      return String(decoding: encoder.buffer, as: UTF8.self)
    case .text: return TextWriter.oneLine(TextWriter.text(value))
    }
  }

  /// The ids of a `{visible: [...]}` expectation or actual value, else nil.
  static func visibleCells(_ value: JSONValue) -> [String]? {
    guard case .object(let pairs) = value,
      case .array(let items)? = pairs.last(where: { $0.0 == "visible" })?.1
    else { return nil }
    var ids: [String] = []
    for item in items {
      guard case .string(let id) = item else { return nil }
      ids.append(id)
    }
    return ids
  }

  /// What a visible set is missing and what it has extra.
  public static func describeVisible(wanted: [String], shown: [String]) -> String {
    let missing = wanted.filter { !shown.contains($0) }
    let extra = shown.filter { !wanted.contains($0) }
    var parts: [String] = []
    if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
    if !extra.isEmpty { parts.append("extra \(extra.joined(separator: ", "))") }
    if parts.isEmpty { parts.append("the same cells in another order") }
    return "visible cells: " + parts.joined(separator: "; ")
  }
}
