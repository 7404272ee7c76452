import Foundation
import LayoutKit
import Simulator

/// The same events for people: one line each, `#SEQ t=T frame=F step=S TYPE details`.
public final class TextWriter: EventSink {
  private let output: ByteOutput
  private var buffer = ""

  /// A writer into `output`.
  public init(output: ByteOutput) { self.output = output }

  public func write(_ event: Event, seq: Int) {
    buffer +=
      "#\(seq) t=\(formatNumber(event.t)) frame=\(event.frame) step=\(event.step) "
      + "\(event.payload.type) \(Self.details(event.payload))\n"
  }

  public func flush() {
    guard !buffer.isEmpty else { return }
    var bytes = Array(buffer.utf8)
    bytes.withUnsafeBytes { output.write($0) }
    bytes.removeAll()
    buffer = ""
  }

  static func text(_ r: CGRect) -> String {
    "(\(formatNumber(r.minX)) \(formatNumber(r.minY)); \(formatNumber(r.width)) \(formatNumber(r.height)))"
  }

  static func text(_ p: CGPoint) -> String { "{\(formatNumber(p.x)), \(formatNumber(p.y))}" }

  static func text(_ s: CGSize) -> String { "\(formatNumber(s.width)) x \(formatNumber(s.height))" }

  static func text(_ a: Attrs?) -> String {
    guard let a else { return "-" }
    var result = text(a.frame)
    if a.alpha != 1 { result += " alpha \(formatNumber(a.alpha))" }
    if a.zIndex != 0 { result += " z \(a.zIndex)" }
    if a.isHidden { result += " hidden" }
    if !a.transform.isIdentity {
      let t = a.transform
      result +=
        " transform ["
        + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { formatNumber(Double($0)) }
        .joined(separator: " ") + "]"
    }
    for pair in a.custom { result += " \(pair.name)=\(text(pair.value))" }
    return result
  }

  static func text(_ value: AttributeValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): formatNumber(n)
    case .string(let s): s
    case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
    }
  }

  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): formatNumber(n)
    case .string(let s): s
    case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
    case .object(let pairs):
      "{" + pairs.map { "\($0.0): \(text($0.1))" }.joined(separator: ", ") + "}"
    }
  }

  static func details(_ payload: Event.Payload) -> String {
    switch payload {
    case .scenario(let name, let layout, let version): "\(name) layout \(layout) v\(version)"
    case .step(let op, let line): "\(op) (line \(line))"
    case .invalidate(let reason, let context):
      reason.rawValue + (context.map { " " + text($0) } ?? "")
    case .prepare(let cycle): "cycle \(cycle)"
    case .contentSize(let size): text(size)
    case .scroll(let offset, let velocity):
      text(offset) + (velocity.map { " velocity \(text($0))" } ?? "")
    case .bounds(let size): text(size)
    case .update(let items):
      items.map { "\($0.action) \($0.before ?? "nil") -> \($0.after ?? "nil")" }.joined(
        separator: ", ")
    case .appear(let id, let cause, let from, let to):
      "\(id) (\(cause.rawValue)) \(text(from)) -> \(text(to))"
    case .change(let id, let was, let cause, let from, let to):
      "\(id)\(was.map { " was \($0)" } ?? "") (\(cause.rawValue)) \(text(from)) -> \(text(to))"
    case .disappear(let id, let cause, let from, let to):
      "\(id) (\(cause.rawValue)) \(text(from)) -> \(text(to))"
    case .target(let proposed, let velocity, let target):
      "proposed \(text(proposed)) velocity \(text(velocity)) target \(text(target))"
    case .call(let method, let args): method + (args.map { " " + text($0) } ?? "")
    case .snapshot(let rect, let elements):
      "\(text(rect)) " + elements.map { "\($0.id) \(text($0.attrs))" }.joined(separator: ", ")
    case .assert(let passed, let expect, let actual):
      "\(passed ? "passed" : "FAILED") \(text(expect)) actual \(text(actual))"
    case .warning(let message): message.replacingOccurrences(of: "\n", with: " | ")
    case .error(let message, let line): "line \(line): \(message)"
    case .end(let steps, let events, let failures):
      "steps \(steps) events \(events) failures \(failures)"
    }
  }
}
