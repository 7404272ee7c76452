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

  static func attrs(_ fields: Fields) -> Attrs? {
    guard let frame = fields.rect("frame"), let alpha = fields.number("alpha"),
      let zIndex = fields.int("zIndex")
    else { return nil }
    var transform = CGAffineTransform.identity
    if let values = fields.numbers("transform", count: 6) {
      transform = CGAffineTransform(
        a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }
    var custom: [Attrs.CustomAttribute] = []
    if case .object(let pairs)? = fields["custom"] {
      custom = pairs.map { Attrs.CustomAttribute(name: $0.0, value: attributeValue($0.1)) }
    }
    return Attrs(
      frame: frame, alpha: alpha, zIndex: zIndex, isHidden: fields["hidden"] == .bool(true),
      transform: transform, custom: custom)
  }

  static func attributeValue(_ value: JSONValue) -> AttributeValue {
    switch value {
    case .null, .object: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let items): .array(items.map(attributeValue))
    }
  }

  static func event(_ fields: Fields) -> Event? {
    guard let time = fields.number("t"), let frame = fields.int("frame"),
      let step = fields.int("step"),
      let type = fields.string("type"),
      let payload = payload(type, fields) ?? elementPayload(type, fields)
    else { return nil }
    return Event(
      t: time, frame: frame, step: step, payload: payload,
      identifier: fields.string("identifier"), snapshotIdentifiers: snapshotIdentifiers(fields))
  }

  /// A diffable data source's `snapshot` elements carry identifiers: all of them, or none.
  static func snapshotIdentifiers(_ fields: Fields) -> [String]? {
    guard fields.string("type") == "snapshot", case .array(let items)? = fields["elements"] else {
      return nil
    }
    let identifiers = items.compactMap { item -> String? in
      guard case .object(let pairs) = item else { return nil }
      return Fields(pairs: pairs).string("identifier")
    }
    return identifiers.isEmpty || identifiers.count != items.count ? nil : identifiers
  }

  static func payload(_ type: String, _ fields: Fields) -> Event.Payload? {
    switch type {
    case "scenario":
      guard let name = fields.string("name"), let layout = fields.string("layout"),
        let version = fields.int("version")
      else { return nil }
      return .scenario(name: name, layout: layout, version: version)
    case "step":
      return fields.string("op").flatMap { op in fields.int("line").map { .step(op: op, line: $0) }
      }
    case "invalidate":
      guard let reason = fields.string("reason").flatMap(InvalidationReason.init(rawValue:)) else {
        return nil
      }
      return .invalidate(reason: reason, context: fields["context"])
    case "prepare": return fields.int("cycle").map { .prepare(cycle: $0) }
    case "contentSize": return fields.size("size").map { .contentSize($0) }
    case "bounds": return fields.size("size").map { .bounds(size: $0) }
    case "scroll":
      guard let offset = fields.point("offset") else { return nil }
      let velocity = fields.point("velocity")
      if let section = fields.int("section") {
        return .orthogonalScroll(section: section, offset: offset, velocity: velocity)
      }
      return .scroll(offset: offset, velocity: velocity)
    case "update":
      guard case .array(let items)? = fields["items"] else { return nil }
      return .update(
        items: items.compactMap { item in
          guard case .object(let pairs) = item else { return nil }
          let record = Fields(pairs: pairs)
          return record.string("action").map {
            Event.UpdateRecord(
              action: $0, before: record.string("before"), after: record.string("after"))
          }
        })
    case "target":
      guard let proposed = fields.point("proposed"), let velocity = fields.point("velocity"),
        let target = fields.point("target")
      else { return nil }
      return .target(proposed: proposed, velocity: velocity, target: target)
    case "call": return fields.string("method").map { .call(method: $0, args: fields["args"]) }
    case "assert":
      guard case .bool(let passed)? = fields["passed"], let expect = fields["expect"],
        let actual = fields["actual"]
      else { return nil }
      return .assert(passed: passed, expect: expect, actual: actual)
    case "warning": return fields.string("message").map { .warning(message: $0) }
    case "error":
      return fields.string("message").flatMap { m in
        fields.int("line").map { .error(message: m, line: $0) }
      }
    case "end":
      guard let steps = fields.int("steps"), let events = fields.int("events"),
        let failures = fields.int("failures")
      else { return nil }
      return .end(steps: steps, events: events, failures: failures)
    default: return nil
    }
  }

  static func elementPayload(_ type: String, _ fields: Fields) -> Event.Payload? {
    guard let id = fields.string("id"),
      let cause = fields.string("cause").flatMap(Cause.init(rawValue:))
    else {
      if type == "snapshot", let rect = fields.rect("rect"),
        case .array(let items)? = fields["elements"]
      {
        return .snapshot(
          rect: rect,
          elements: items.compactMap { item in
            guard case .object(let pairs) = item else { return nil }
            let element = Fields(pairs: pairs)
            guard let id = element.string("id"), let attrs = element.attrs("attrs") else {
              return nil
            }
            return (id, attrs)
          })
      }
      return nil
    }
    switch type {
    case "appear":
      return fields.attrs("to").map {
        .appear(id: id, cause: cause, from: fields.attrs("from"), to: $0)
      }
    case "change":
      guard let from = fields.attrs("from"), let to = fields.attrs("to") else { return nil }
      return .change(id: id, was: fields.string("was"), cause: cause, from: from, to: to)
    case "disappear":
      return fields.attrs("from").map {
        .disappear(id: id, cause: cause, from: $0, to: fields.attrs("to"))
      }
    default: return nil
    }
  }
}
