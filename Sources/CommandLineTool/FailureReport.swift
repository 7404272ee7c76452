import EventStream
import Foundation
import Simulator

/// The failures of a replay, one line each for stderr.
///
/// A local replay notes them from its events as they are written (`note(_:)`, through
/// `FailureNotingSink`); a replay through the daemon arrives as bytes, which `take(_:)` reads
/// (JSON Lines or text). Both give the same lines for the same stream.
///
/// `FILE:LINE: expect failed: expected E, actual A` names the line of the `expect` step, and
/// `FILE:LINE: error: MESSAGE` the line the `error` event gives; E and A are written as the
/// stream writes them (JSON, or the text format's text). A `visible` mismatch lists what is
/// missing and what is extra rather than both lists.
public struct FailureReport {
  /// How the stream writes the values of an `assert` event, which the report quotes.
  public enum ValueText: Sendable {
    /// As JSON (the JSON Lines stream, and the formats drawn from it).
    case json
    /// As the text format writes them (`--format text`).
    case text
  }

  /// The failure lines so far, without newlines.
  public private(set) var lines: [String] = []
  private let files: [String]
  private var scenarioIndex = -1
  private var stepLine = 1
  private var partial: [UInt8] = []

  /// A report for the streams of `files`, in order (one `scenario` event each).
  public init(files: [String]) {
    self.files = files.map { $0 == "-" ? ScenarioLoader.standardInputName : $0 }
  }

  /// Notes `event` as the stream writes it: the scenario it starts, the line of its step, or a
  /// failure, whose values are quoted as `valueText` writes them.
  public mutating func note(_ event: Event, valueText: ValueText) {
    switch event.payload {
    case .scenario: scenarioIndex += 1
    case .step(_, let line): stepLine = line
    case .assert(let passed, let expect, let actual) where !passed:
      let description: String
      if let wanted = Self.visibleCells(expect), let shown = Self.visibleCells(actual) {
        description = Self.describeVisible(wanted: wanted, shown: shown)
      } else {
        description =
          "expected \(Self.text(expect, valueText)), actual \(Self.text(actual, valueText))"
      }
      lines.append("\(file):\(stepLine): expect failed: \(description)")
    case .error(let message, let line):
      // One failure, one line: UIKit's texts of sets and arrays hold line breaks.
      lines.append("\(file):\(line): error: \(TextWriter.oneLine(message))")
    default: return
    }
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

  /// Reads more of a stream that arrived as bytes; a line may be split across calls.
  public mutating func take(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        scan(String(decoding: partial, as: UTF8.self))
        partial.removeAll(keepingCapacity: true)
      } else {
        partial.append(byte)
      }
    }
  }

  /// The lines and the count, as written to stderr; empty without failures.
  public var text: String { Self.text(of: lines) }

  /// `lines`, one per line, then their count; empty without lines.
  public static func text(of lines: [String]) -> String {
    guard !lines.isEmpty else { return "" }
    let count = lines.count == 1 ? "1 failure" : "\(lines.count) failures"
    return lines.map { "\($0)\n" }.joined() + "scrollsim: \(count)\n"
  }

  private var file: String {
    files.indices.contains(scenarioIndex) ? files[scenarioIndex] : (files.last ?? "-")
  }

  private mutating func scan(_ line: String) {
    // A JSON line opens an object (U+007B); a text line starts with its `#` number.
    if line.hasPrefix("\u{7B}") { scanJSON(line) } else { scanText(line) }
  }

  private mutating func scanJSON(_ line: String) {
    if line.contains(",\"type\":\"scenario\",") {
      scenarioIndex += 1
    } else if line.contains(",\"type\":\"step\",") {
      stepLine = Self.integer(after: ",\"line\":", in: line) ?? stepLine
    } else if line.contains(",\"type\":\"assert\",\"passed\":false,"),
      let expect = line.range(of: ",\"expect\":"), let actual = line.range(of: ",\"actual\":")
    {
      let expected = String(line[expect.upperBound..<actual.lowerBound])
      let got = String(line[actual.upperBound...].dropLast())
      lines.append(
        "\(file):\(stepLine): expect failed: " + Self.describe(expected, got, json: true))
    } else if line.contains(",\"type\":\"error\","), let start = line.range(of: ",\"message\":"),
      let end = line.range(of: ",\"line\":", options: .backwards)
    {
      let raw = Data(line[start.upperBound..<end.lowerBound].utf8)
      let message =
        (try? JSONSerialization.jsonObject(with: raw, options: .fragmentsAllowed)) as? String ?? ""
      let at = Self.integer(after: ",\"line\":", in: line) ?? stepLine
      lines.append("\(file):\(at): error: \(TextWriter.oneLine(message))")
    }
  }

  private mutating func scanText(_ line: String) {
    let parts = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
    guard parts.count == 6 else { return }
    let details = String(parts[5])
    switch parts[4] {
    case "scenario": scenarioIndex += 1
    case "step":
      if let open = details.range(of: "(line ", options: .backwards) {
        stepLine = Int(details[open.upperBound...].dropLast()) ?? stepLine
      }
    case "assert":
      guard details.hasPrefix("FAILED "), let actual = details.range(of: " actual ") else { return }
      let expected = String(
        details[details.index(details.startIndex, offsetBy: 7)..<actual.lowerBound])
      let got = String(details[actual.upperBound...])
      lines.append(
        "\(file):\(stepLine): expect failed: " + Self.describe(expected, got, json: false))
    case "error":
      guard details.hasPrefix("line "), let colon = details.range(of: ": ") else { return }
      let at = Int(details[details.index(details.startIndex, offsetBy: 5)..<colon.lowerBound])
      lines.append("\(file):\(at ?? stepLine): error: \(details[colon.upperBound...])")
    default: return
    }
  }

  /// `expected E, actual A`, or for the visible set, what is missing and what is extra.
  static func describe(_ expected: String, _ actual: String, json: Bool) -> String {
    guard let wanted = visibleCells(expected, json: json),
      let shown = visibleCells(actual, json: json)
    else { return "expected \(expected), actual \(actual)" }
    return describeVisible(wanted: wanted, shown: shown)
  }

  /// What a visible set is missing and what it has extra.
  static func describeVisible(wanted: [String], shown: [String]) -> String {
    let missing = wanted.filter { !shown.contains($0) }
    let extra = shown.filter { !wanted.contains($0) }
    var parts: [String] = []
    if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
    if !extra.isEmpty { parts.append("extra \(extra.joined(separator: ", "))") }
    if parts.isEmpty { parts.append("the same cells in another order") }
    return "visible cells: " + parts.joined(separator: "; ")
  }

  /// The ids of a `{visible: [...]}` expectation or actual value, else nil.
  static func visibleCells(_ text: String, json: Bool) -> [String]? {
    if json {
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
      return (object as? [String: Any])?["visible"] as? [String]
    }
    guard text.hasPrefix("{visible: ["), text.hasSuffix("]}") else { return nil }
    let inside = text.dropFirst("{visible: [".count).dropLast(2)
    return inside.isEmpty ? [] : inside.components(separatedBy: ", ")
  }

  /// The integer after the last `key` in `line`.
  static func integer(after key: String, in line: String) -> Int? {
    guard let range = line.range(of: key, options: .backwards) else { return nil }
    return Int(line[range.upperBound...].prefix { $0 == "-" || $0.isNumber })
  }
}
