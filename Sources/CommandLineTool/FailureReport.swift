import Daemon
import EventStream
import Foundation
import Simulator

/// The failures of a replay, one line each for stderr.
///
/// A local replay notes them from its events as they are written (`note(_:valueText:)`, through
/// `FailureNotingSink`); a replay through the daemon is given them by the server with its stream
/// (`add(_:file:)`, the worker having noted them from its events the same way); a stream read
/// back from bytes (a golden log, `check`) is scanned by `take(_:)` (JSON Lines or text). All
/// give the same lines for the same stream.
///
/// `FILE:LINE: expect failed: expected E, actual A` names the line of the `expect` step, and
/// `FILE:LINE: error: MESSAGE` the line the `error` event gives (`FailureNotes`).
public struct FailureReport {
  /// How the stream writes the values of an `assert` event, which the report quotes.
  public typealias ValueText = FailureNotes.ValueText

  /// The failure lines so far, without newlines.
  public private(set) var lines: [String] = []
  private let files: [String]
  private var scenarioIndex = -1
  private var notes: FailureNotes?
  /// The file of the stream `take(_:of:)` reads, which names its failures.
  private var streamFile: String?
  private var stepLine = 1
  private var partial: [UInt8] = []

  /// A report for the streams of `files`, in order (one `scenario` event each).
  public init(files: [String]) {
    self.files = files.map(Self.displayName)
  }

  /// `file` as failure lines name it: standard input by its name in messages.
  static func displayName(_ file: String) -> String {
    file == "-" ? ScenarioLoader.standardInputName : file
  }

  /// Notes `event` as the stream writes it: the scenario it starts, the line of its step, or a
  /// failure, whose values are quoted as `valueText` writes them.
  public mutating func note(_ event: Event, valueText: ValueText) {
    if case .scenario = event.payload { scenarioIndex += 1 }
    if notes?.valueText != valueText { notes = FailureNotes(valueText: valueText) }
    if let failure = notes?.note(event) { lines.append("\(file):\(failure)") }
  }

  /// Adds a failure of `file`'s stream as `FailureNotes` gives it (without the file).
  public mutating func add(_ failure: String, file: String) {
    lines.append("\(Self.displayName(file)):\(failure)")
  }

  /// Reads more of `file`'s stream, which arrived as bytes; a line may be split across calls.
  public mutating func take(_ bytes: some Sequence<UInt8>, of file: String) {
    streamFile = Self.displayName(file)
    take(bytes)
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
    if let streamFile { return streamFile }
    return files.indices.contains(scenarioIndex) ? files[scenarioIndex] : (files.last ?? "-")
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
    return FailureNotes.describeVisible(wanted: wanted, shown: shown)
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
