import Foundation
import LayoutKit
import Simulator

/// The event stream as JSON Lines, written by hand into a byte buffer (no JSONEncoder on the hot
/// path) and handed to the output on `flush()`, which the replayer calls at the end of every step.
/// Keys follow the contract's order; numbers are the shortest round-trip text.
public final class JSONLinesWriter: ByteCountingSink {
  private let output: ByteOutput
  private var encoder = JSONLineEncoder()
  private var flushed = 0
  /// Bytes past which the buffer is flushed early, so a long step does not hold everything.
  public var flushThreshold = 1 << 16

  /// A writer into `output`.
  public init(output: ByteOutput) {
    self.output = output
    encoder.buffer.reserveCapacity(flushThreshold + 4096)
  }

  public func write(_ event: Event, seq: Int) {
    encoder.encode(event, seq: seq)
    if encoder.buffer.count >= flushThreshold { flush() }
  }

  public func write(_ event: Event, seq: Int, within limit: Int) -> Bool {
    let start = encoder.buffer.count
    encoder.encode(event, seq: seq)
    // The event is still in the buffer here (flushing comes after), so it can be taken back.
    guard encoder.buffer.count <= limit - flushed else {
      encoder.buffer.removeSubrange(start...)
      return false
    }
    if encoder.buffer.count >= flushThreshold { flush() }
    return true
  }

  public func flush() {
    guard !encoder.buffer.isEmpty else { return }
    encoder.buffer.withUnsafeBytes { output.write($0) }
    flushed += encoder.buffer.count
    encoder.buffer.removeAll(keepingCapacity: true)
  }
}

/// Encodes events into `buffer` as the stream's JSON lines. A value type, so the writer pays for
/// one exclusive access per event rather than one per byte appended to a class property.
public struct JSONLineEncoder {
  /// The bytes encoded so far.
  public var buffer: [UInt8] = []

  /// An empty encoder.
  public init() {}

  /// Appends `event` as one line with sequence number `seq`.
  public mutating func encode(_ event: Event, seq: Int) {
    append("{\"seq\":")
    append(seq)
    append(",\"t\":")
    append(event.t)
    append(",\"frame\":")
    append(event.frame)
    append(",\"step\":")
    append(event.step)
    append(",\"type\":")
    appendString(event.payload.type)
    writePayload(
      event.payload, identifier: event.identifier, snapshotIdentifiers: event.snapshotIdentifiers)
    append("}\n")
  }

  /// The payload's fields; `identifier` follows an element's id (and `was`) in a diffable data
  /// source, and a `snapshot` element's identifier its id.
  private mutating func writePayload(
    _ payload: Event.Payload, identifier: String?, snapshotIdentifiers: [String]?
  ) {
    switch payload {
    case .scenario(let name, let layout, let version):
      append(",\"name\":")
      appendString(name)
      append(",\"layout\":")
      appendString(layout)
      writeCounts([("version", version)])
    case .step(let op, let line):
      append(",\"op\":")
      appendString(op)
      append(",\"line\":")
      append(line)
    case .invalidate(let reason, let context):
      append(",\"reason\":")
      appendString(reason.rawValue)
      if let context {
        append(",\"context\":")
        append(context)
      }
    case .prepare(let cycle): writeCounts([("cycle", cycle)])
    case .contentSize(let size):
      append(",\"size\":")
      append(size)
    case .scroll(let offset, let velocity):
      writeScroll(offset: offset, velocity: velocity, section: nil)
    case .orthogonalScroll(let section, let offset, let velocity):
      writeScroll(offset: offset, velocity: velocity, section: section)
    case .bounds(let size):
      append(",\"size\":")
      append(size)
    case .update(let items): writeUpdateItems(items)
    case .appear(let id, let cause, let from, let to):
      writeElement(id, was: nil, identifier: identifier, cause: cause, from: from, to: to)
    case .change(let id, let was, let cause, let from, let to):
      writeElement(id, was: was, identifier: identifier, cause: cause, from: from, to: to)
    case .disappear(let id, let cause, let from, let to):
      writeElement(id, was: nil, identifier: identifier, cause: cause, from: from, to: to)
    case .target(let proposed, let velocity, let target):
      append(",\"proposed\":")
      append(proposed)
      append(",\"velocity\":")
      append(velocity)
      append(",\"target\":")
      append(target)
    case .call(let method, let args):
      append(",\"method\":")
      appendString(method)
      if let args {
        append(",\"args\":")
        append(args)
      }
    case .snapshot(let rect, let elements):
      writeSnapshot(rect, elements, identifiers: snapshotIdentifiers)
    case .assert(let passed, let expect, let actual):
      append(",\"passed\":")
      append(passed ? "true" : "false")
      append(",\"expect\":")
      append(expect)
      append(",\"actual\":")
      append(actual)
    case .warning(let message):
      append(",\"message\":")
      appendString(message)
    case .error(let message, let line):
      append(",\"message\":")
      appendString(message)
      append(",\"line\":")
      append(line)
    case .end(let steps, let events, let failures):
      writeCounts([("steps", steps), ("events", events), ("failures", failures)])
    }
  }

  // MARK: - Pieces

  /// Integer fields, in order.
  private mutating func writeCounts(_ fields: [(key: StaticString, value: Int)]) {
    for field in fields {
      append(",\"")
      append(field.key)
      append("\":")
      append(field.value)
    }
  }

  /// A `scroll` event's fields: `offset`, `velocity` when it has one, and `section` for an
  /// orthogonally scrolling section's own offset.
  private mutating func writeScroll(offset: CGPoint, velocity: CGPoint?, section: Int?) {
    append(",\"offset\":")
    append(offset)
    if let velocity {
      append(",\"velocity\":")
      append(velocity)
    }
    if let section { writeCounts([("section", section)]) }
  }

  /// `items` of an `update` event.
  private mutating func writeUpdateItems(_ items: [Event.UpdateRecord]) {
    append(",\"items\":")
    append("[")
    for (index, item) in items.enumerated() {
      if index > 0 { append(",") }
      append("{\"action\":")
      appendString(item.action)
      append(",\"before\":")
      appendOptionalString(item.before)
      append(",\"after\":")
      appendOptionalString(item.after)
      append("}")
    }
    append("]")
  }

  /// The keys of an `appear`, `change` or `disappear` event: one shape, `from` or `to` null
  /// where the contract says.
  private mutating func writeElement(
    _ id: String, was: String?, identifier: String?, cause: Cause, from: Attrs?, to: Attrs?
  ) {
    elementHead(id, was: was, identifier: identifier, cause: cause)
    append(",\"from\":")
    append(from)
    append(",\"to\":")
    append(to)
  }

  /// `rect` and `elements` of a `snapshot` event.
  private mutating func writeSnapshot(
    _ rect: CGRect, _ elements: [(id: String, attrs: Attrs)], identifiers: [String]?
  ) {
    append(",\"rect\":")
    append(rect)
    append(",\"elements\":")
    append("[")
    for (index, element) in elements.enumerated() {
      if index > 0 { append(",") }
      append("{\"id\":")
      appendString(element.id)
      if let identifiers, identifiers.indices.contains(index) {
        append(",\"identifier\":")
        appendString(identifiers[index])
      }
      append(",\"attrs\":")
      append(element.attrs)
      append("}")
    }
    append("]")
  }

  private mutating func elementHead(_ id: String, was: String?, identifier: String?, cause: Cause) {
    append(",\"id\":")
    appendString(id)
    if let was {
      append(",\"was\":")
      appendString(was)
    }
    if let identifier {
      append(",\"identifier\":")
      appendString(identifier)
    }
    append(",\"cause\":")
    appendString(cause.rawValue)
  }

  /// Appends `text` as it is (JSON punctuation and keys).
  public mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { buffer.append(contentsOf: $0) }
  }

  /// Decimal digits written least significant first, then reversed in place: no allocation.
  private mutating func append(_ value: Int) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    let start = buffer.count
    var magnitude = value.magnitude
    repeat {
      buffer.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    buffer[start...].reverse()
  }

  private mutating func append(_ value: Double) { ECMAScriptNumber.append(value, to: &buffer) }

  private mutating func append(_ value: CGFloat) { append(Double(value)) }

  private mutating func append(_ point: CGPoint) {
    buffer.append(UInt8(ascii: "["))
    append(point.x)
    buffer.append(UInt8(ascii: ","))
    append(point.y)
    buffer.append(UInt8(ascii: "]"))
  }

  private mutating func append(_ size: CGSize) {
    buffer.append(UInt8(ascii: "["))
    append(size.width)
    buffer.append(UInt8(ascii: ","))
    append(size.height)
    buffer.append(UInt8(ascii: "]"))
  }

  private mutating func append(_ rect: CGRect) {
    buffer.append(UInt8(ascii: "["))
    append(rect.origin.x)
    buffer.append(UInt8(ascii: ","))
    append(rect.origin.y)
    buffer.append(UInt8(ascii: ","))
    append(rect.size.width)
    buffer.append(UInt8(ascii: ","))
    append(rect.size.height)
    buffer.append(UInt8(ascii: "]"))
  }

  private mutating func append(_ attrs: Attrs?) {
    guard let attrs else {
      append("null")
      return
    }
    append("{\"frame\":")
    append(attrs.frame)
    append(",\"alpha\":")
    append(attrs.alpha)
    append(",\"zIndex\":")
    append(attrs.zIndex)
    if attrs.isHidden { append(",\"hidden\":true") }
    if !attrs.transform.isIdentity {
      let transform = attrs.transform
      append(",\"transform\":[")
      for (index, value) in [
        transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
      ].enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        append(Double(value))
      }
      buffer.append(UInt8(ascii: "]"))
    }
    if !attrs.custom.isEmpty {
      append(",\"custom\":{")
      for (index, pair) in attrs.custom.enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        appendString(pair.name)
        buffer.append(UInt8(ascii: ":"))
        append(JSONValue(pair.value))
      }
      buffer.append(UInt8(ascii: "}"))
    }
    append("}")
  }

  /// Appends `value` in the contract's JSON text.
  public mutating func append(_ value: JSONValue) {
    switch value {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .number(let number): append(number)
    case .string(let text): appendString(text)
    case .array(let items):
      buffer.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        append(item)
      }
      buffer.append(UInt8(ascii: "]"))
    case .object(let pairs):
      buffer.append(UInt8(ascii: "{"))
      for (index, pair) in pairs.enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        appendString(pair.0)
        buffer.append(UInt8(ascii: ":"))
        append(pair.1)
      }
      buffer.append(UInt8(ascii: "}"))
    }
  }

  private mutating func appendOptionalString(_ text: String?) {
    if let text { appendString(text) } else { append("null") }
  }

  private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

  /// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
  /// Ids, kinds and causes need no escaping, so they are copied in one go.
  private mutating func appendString(_ text: String) {
    buffer.append(UInt8(ascii: "\""))
    let utf8 = text.utf8
    if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    {
      buffer.append(contentsOf: utf8)
    } else {
      for byte in utf8 { appendEscaped(byte) }
    }
    buffer.append(UInt8(ascii: "\""))
  }

  private mutating func appendEscaped(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case UInt8(ascii: "\n"): append("\\n")
    case UInt8(ascii: "\r"): append("\\r")
    case UInt8(ascii: "\t"): append("\\t")
    case 0..<0x20:
      append("\\u00")
      buffer.append(Self.hex[Int(byte >> 4)])
      buffer.append(Self.hex[Int(byte & 0xF)])
    default: buffer.append(byte)
    }
  }

}
