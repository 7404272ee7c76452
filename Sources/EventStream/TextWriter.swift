import Foundation
import LayoutKit
import Simulator

/// The same events for people: one line each, `#SEQ t=T frame=F step=S TYPE details`.
///
/// Points, sizes and frames are all written as lists (`[x, y]`, `[w, h]`, `[x, y, w, h]`), as in
/// the JSON and the scenario; numbers are rounded to at most three decimals for reading (the JSON
/// stays exact); a missing value is `null` everywhere.
public final class TextWriter: ByteCountingSink {
  private let output: ByteOutput
  private let colour: Bool
  private var buffer = ""
  private var flushed = 0

  /// A writer into `output`; `colour` adds ANSI colours to the event types (for a terminal).
  public init(output: ByteOutput, colour: Bool = false) {
    self.output = output
    self.colour = colour
  }

  public func write(_ event: Event, seq: Int) { buffer += line(event, seq: seq) }

  public func write(_ event: Event, seq: Int, within limit: Int) -> Bool {
    let line = line(event, seq: seq)
    guard line.utf8.count <= limit - flushed - buffer.utf8.count else { return false }
    buffer += line
    return true
  }

  private func line(_ event: Event, seq: Int) -> String {
    let type = event.payload.type
    return "#\(seq) t=\(Self.number(event.t)) frame=\(event.frame) step=\(event.step) "
      + "\(colour ? Self.coloured(type, event.payload) : type) "
      + "\(Self.oneLine(Self.details(event.payload, identifiers: event)))\n"
  }

  /// `text` with its line breaks escaped (`\n`, `\u{2028}`): strings from the scenario (a
  /// section's colour, a kind in an expectation) may hold them, and each event is one line.
  public static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.unicodeScalars.map { scalar in
      Character(scalar).isNewline ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }

  public func flush() {
    guard !buffer.isEmpty else { return }
    var bytes = Array(buffer.utf8)
    bytes.withUnsafeBytes { output.write($0) }
    flushed += bytes.count
    bytes.removeAll()
    buffer = ""
  }

  /// The type in colour: failures red, passes green, warnings yellow, steps bold.
  static func coloured(_ type: String, _ payload: Event.Payload) -> String {
    let code: String
    switch payload {
    case .assert(let passed, _, _): code = passed ? "32" : "1;31"
    case .error: code = "1;31"
    case .warning: code = "33"
    case .step, .scenario, .end: code = "1"
    default: return type
    }
    return "\u{1B}[\(code)m\(type)\u{1B}[0m"
  }

  /// At most three decimals, without trailing zeros; `-0` is `0`.
  public static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    guard abs(rounded) < 1e15 else { return ECMAScriptNumber.text(value) }
    return ECMAScriptNumber.text(rounded == 0 ? 0 : rounded)
  }

  static func list(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  public static func text(_ rect: CGRect) -> String {
    list([rect.minX, rect.minY, rect.width, rect.height])
  }

  public static func text(_ point: CGPoint) -> String { list([point.x, point.y]) }

  public static func text(_ size: CGSize) -> String { list([size.width, size.height]) }

  public static func text(_ attributes: Attrs?) -> String {
    guard let attributes else { return "null" }
    var result = text(attributes.frame)
    if attributes.alpha != 1 { result += " alpha \(number(attributes.alpha))" }
    if attributes.zIndex != 0 { result += " z \(attributes.zIndex)" }
    if attributes.isHidden { result += " hidden" }
    if !attributes.transform.isIdentity {
      let transform = attributes.transform
      result +=
        " transform ["
        + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map {
          number(Double($0))
        }
        .joined(separator: ", ") + "]"
    }
    for pair in attributes.custom { result += " \(pair.name)=\(text(JSONValue(pair.value)))" }
    return result
  }

  public static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let value): number(value)
    case .string(let text): text
    case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
    case .object(let pairs):
      "{" + pairs.map { "\($0.0): \(text($0.1))" }.joined(separator: ", ") + "}"
    }
  }

  /// The event's fields after its type; an element of a diffable data source shows its identifier
  /// quoted after its id (after `was` in a change), as the JSON line carries it.
  static func details(_ payload: Event.Payload, identifiers event: Event? = nil) -> String {
    let identifier = event?.identifier.map { " \"\($0)\"" } ?? ""
    return switch payload {
    case .scenario(let name, let layout, let version): "\(name) layout \(layout) v\(version)"
    case .step(let op, let line): "\(op) (line \(line))"
    case .invalidate(let reason, let context):
      reason.rawValue + (context.map { " " + text($0) } ?? "")
    case .prepare(let cycle): "cycle \(cycle)"
    case .contentSize(let size): text(size)
    case .scroll(let offset, let velocity):
      text(offset) + (velocity.map { " velocity \(text($0))" } ?? "")
    case .orthogonalScroll(let section, let offset, let velocity):
      text(offset) + (velocity.map { " velocity \(text($0))" } ?? "") + " section \(section)"
    case .bounds(let size): text(size)
    case .update(let items):
      items.map { "\($0.action) \($0.before ?? "null") -> \($0.after ?? "null")" }.joined(
        separator: ", ")
    case .appear(let id, let cause, let from, let to):
      "\(id)\(identifier) (\(cause.rawValue)) \(text(from)) -> \(text(to))"
    case .change(let id, let was, let cause, let from, let to):
      "\(id)\(was.map { " was \($0)" } ?? "")\(identifier) (\(cause.rawValue)) \(text(from))"
        + " -> \(text(to))"
    case .disappear(let id, let cause, let from, let to):
      "\(id)\(identifier) (\(cause.rawValue)) \(text(from)) -> \(text(to))"
    case .target(let proposed, let velocity, let target):
      "proposed \(text(proposed)) velocity \(text(velocity)) target \(text(target))"
    case .call(let method, let args): method + (args.map { " " + text($0) } ?? "")
    case .snapshot(let rect, let elements):
      "\(text(rect)) "
        + elements.enumerated().map { index, element in
          let identifiers = event?.snapshotIdentifiers ?? []
          let named = identifiers.indices.contains(index) ? " \"\(identifiers[index])\"" : ""
          return "\(element.id)\(named) \(text(element.attrs))"
        }.joined(separator: ", ")
    case .assert(let passed, let expect, let actual):
      "\(passed ? "passed" : "FAILED") \(text(expect)) actual \(text(actual))"
    case .warning(let message): message.replacingOccurrences(of: "\n", with: " | ")
    case .error(let message, let line): "line \(line): \(message)"
    case .end(let steps, let events, let failures):
      "steps \(steps) events \(events) failures \(failures)"
    }
  }
}
