import Foundation
import Simulator

/// Reads one JSON text into a `JSONValue`, keeping the order of every object's keys (the
/// stream's `expect` and `actual` are shown as written, and Foundation's parser drops the
/// order). Strict enough for streams: what JSONLinesWriter writes, and errors for the rest.
struct JSONValueParser {
  private let bytes: [UInt8]
  private var index = 0
  /// Nesting deeper than this is refused rather than recursed into.
  static let maximumDepth = 64

  /// The value of `text`, or nil when it is not one JSON value.
  static func parse(_ text: Substring) -> JSONValue? {
    var parser = JSONValueParser(bytes: Array(text.utf8))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    return parser.index == parser.bytes.count ? value : nil
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func take(_ word: String) -> Bool {
    let word = Array(word.utf8)
    guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word
    else { return false }
    index += word.count
    return true
  }

  private mutating func value(depth: Int) -> JSONValue? {
    skipSpace()
    guard index < bytes.count, depth < Self.maximumDepth else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return take("null") ? .null : nil
    default: return number()
    }
  }

  private mutating func object(depth: Int) -> JSONValue? {
    index += 1
    var pairs: [(String, JSONValue)] = []
    skipSpace()
    if take("}") { return .object(pairs) }
    while true {
      skipSpace()
      guard let key = string() else { return nil }
      skipSpace()
      guard take(":"), let item = value(depth: depth + 1) else { return nil }
      pairs.append((key, item))
      skipSpace()
      if take("}") { return .object(pairs) }
      guard take(",") else { return nil }
    }
  }

  private mutating func array(depth: Int) -> JSONValue? {
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if take("]") { return .array(items) }
    while true {
      guard let item = value(depth: depth + 1) else { return nil }
      items.append(item)
      skipSpace()
      if take("]") { return .array(items) }
      guard take(",") else { return nil }
    }
  }

  /// A string, its escapes decoded by Foundation (the one place its parser is exact).
  private mutating func string() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    guard index < bytes.count else { return nil }
    index += 1
    let literal = Data(bytes[start..<index])
    return try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed) as? String
  }

  private mutating func number() -> JSONValue? {
    let start = index
    let allowed = Set("+-0123456789.eE".utf8)
    while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
      value.isFinite
    else { return nil }
    return .number(value)
  }
}
