import Foundation
import LayoutKit
import Simulator

/// Reads a JSON Lines stream (docs/event-stream.md) back into events, so that a golden log can
/// be drawn and compared as the replay it records. A line that is not an event of the contract
/// is an error naming its line.
public enum EventStreamReader {
  /// Why a stream cannot be read: the 1-based line and what is wrong there.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  /// The events of `bytes`, in order.
  public static func read(_ bytes: [UInt8]) throws(Failure) -> [Event] {
    var events: [Event] = []
    let text = String(decoding: bytes, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty {
      guard case .object(let pairs)? = JSONValueParser.parse(line) else {
        throw Failure(line: index + 1, message: "not a JSON object")
      }
      let fields = Fields(pairs: pairs)
      guard let event = event(fields) else {
        throw Failure(
          line: index + 1,
          message: "not an event of the contract (\(fields.string("type") ?? "no type"))")
      }
      events.append(event)
    }
    return events
  }

  /// An object's keys, looked up by name.
  struct Fields {
    var pairs: [(String, JSONValue)]
    subscript(key: String) -> JSONValue? { pairs.first { $0.0 == key }?.1 }
    func number(_ key: String) -> Double? {
      if case .number(let value)? = self[key] { return value }
      return nil
    }
    func int(_ key: String) -> Int? { number(key).flatMap { Int(exactly: $0) } }
    func string(_ key: String) -> String? {
      if case .string(let value)? = self[key] { return value }
      return nil
    }
    func numbers(_ key: String, count: Int) -> [Double]? {
      guard case .array(let items)? = self[key], items.count == count else { return nil }
      let values = items.compactMap { item -> Double? in
        if case .number(let value) = item { return value }
        return nil
      }
      return values.count == count ? values : nil
    }
    func point(_ key: String) -> CGPoint? {
      numbers(key, count: 2).map { CGPoint(x: $0[0], y: $0[1]) }
    }
    func size(_ key: String) -> CGSize? {
      numbers(key, count: 2).map { CGSize(width: $0[0], height: $0[1]) }
    }
    func rect(_ key: String) -> CGRect? {
      numbers(key, count: 4).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }
    func attrs(_ key: String) -> Attrs? {
      guard case .object(let pairs)? = self[key] else { return nil }
      return EventStreamReader.attrs(Fields(pairs: pairs))
    }
  }

  static func attrs(_ f: Fields) -> Attrs? {
    guard let frame = f.rect("frame"), let alpha = f.number("alpha"), let z = f.int("zIndex")
    else { return nil }
    var transform = CGAffineTransform.identity
    if let t = f.numbers("transform", count: 6) {
      transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
    }
    var custom: [Attrs.CustomAttribute] = []
    if case .object(let pairs)? = f["custom"] {
      custom = pairs.map { Attrs.CustomAttribute(name: $0.0, value: attributeValue($0.1)) }
    }
    return Attrs(
      frame: frame, alpha: alpha, zIndex: z, isHidden: f["hidden"] == .bool(true),
      transform: transform, custom: custom)
  }

  static func attributeValue(_ value: JSONValue) -> AttributeValue {
    switch value {
    case .null, .object: .null
    case .bool(let b): .bool(b)
    case .number(let n): .number(n)
    case .string(let s): .string(s)
    case .array(let items): .array(items.map(attributeValue))
    }
  }

  static func event(_ f: Fields) -> Event? {
    guard let t = f.number("t"), let frame = f.int("frame"), let step = f.int("step"),
      let type = f.string("type"), let payload = payload(type, f) ?? elementPayload(type, f)
    else { return nil }
    return Event(t: t, frame: frame, step: step, payload: payload)
  }

  static func payload(_ type: String, _ f: Fields) -> Event.Payload? {
    switch type {
    case "scenario":
      guard let name = f.string("name"), let layout = f.string("layout"),
        let version = f.int("version")
      else { return nil }
      return .scenario(name: name, layout: layout, version: version)
    case "step":
      return f.string("op").flatMap { op in f.int("line").map { .step(op: op, line: $0) } }
    case "invalidate":
      guard let reason = f.string("reason").flatMap(InvalidationReason.init(rawValue:)) else {
        return nil
      }
      return .invalidate(reason: reason, context: f["context"])
    case "prepare": return f.int("cycle").map { .prepare(cycle: $0) }
    case "contentSize": return f.size("size").map { .contentSize($0) }
    case "bounds": return f.size("size").map { .bounds(size: $0) }
    case "scroll":
      return f.point("offset").map { .scroll(offset: $0, velocity: f.point("velocity")) }
    case "update":
      guard case .array(let items)? = f["items"] else { return nil }
      return .update(
        items: items.compactMap { item in
          guard case .object(let pairs) = item else { return nil }
          let i = Fields(pairs: pairs)
          return i.string("action").map {
            Event.UpdateRecord(action: $0, before: i.string("before"), after: i.string("after"))
          }
        })
    case "target":
      guard let p = f.point("proposed"), let v = f.point("velocity"), let t = f.point("target")
      else { return nil }
      return .target(proposed: p, velocity: v, target: t)
    case "call": return f.string("method").map { .call(method: $0, args: f["args"]) }
    case "assert":
      guard case .bool(let passed)? = f["passed"], let expect = f["expect"],
        let actual = f["actual"]
      else { return nil }
      return .assert(passed: passed, expect: expect, actual: actual)
    case "warning": return f.string("message").map { .warning(message: $0) }
    case "error":
      return f.string("message").flatMap { m in f.int("line").map { .error(message: m, line: $0) } }
    case "end":
      guard let steps = f.int("steps"), let events = f.int("events"),
        let failures = f.int("failures")
      else { return nil }
      return .end(steps: steps, events: events, failures: failures)
    default: return nil
    }
  }

  static func elementPayload(_ type: String, _ f: Fields) -> Event.Payload? {
    guard let id = f.string("id"), let cause = f.string("cause").flatMap(Cause.init(rawValue:))
    else {
      if type == "snapshot", let rect = f.rect("rect"), case .array(let items)? = f["elements"] {
        return .snapshot(
          rect: rect,
          elements: items.compactMap { item in
            guard case .object(let pairs) = item else { return nil }
            let e = Fields(pairs: pairs)
            guard let id = e.string("id"), let attrs = e.attrs("attrs") else { return nil }
            return (id, attrs)
          })
      }
      return nil
    }
    switch type {
    case "appear":
      return f.attrs("to").map { .appear(id: id, cause: cause, from: f.attrs("from"), to: $0) }
    case "change":
      guard let from = f.attrs("from"), let to = f.attrs("to") else { return nil }
      return .change(id: id, was: f.string("was"), cause: cause, from: from, to: to)
    case "disappear":
      return f.attrs("from").map { .disappear(id: id, cause: cause, from: $0, to: f.attrs("to")) }
    default: return nil
    }
  }
}
