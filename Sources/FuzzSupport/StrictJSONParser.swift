/// Parses RFC 8259 JSON strictly (a line of the stream, or a whole Chrome trace): no NaN or
/// Infinity words, no leading zeros, no trailing commas, no unescaped control characters, nothing
/// after the value but whitespace.
/// Foundation's JSONSerialization is more lenient than the contract (and reads numbers into
/// doubles, losing their text), so the check has its own parser.
public struct StrictJSONParser {
  /// Why a line is not JSON, and where.
  public struct SyntaxError: Error, CustomStringConvertible {
    /// The byte offset in the line.
    public let offset: Int
    /// What is wrong there.
    public let message: String

    public var description: String { "column \(offset + 1): \(message)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// Nesting past this is refused rather than recursed into.
  private static let maximumDepth = 256

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The value `text` holds, which must be all of it.
  public static func parse(_ text: [UInt8]) throws(SyntaxError) -> ParsedJSON {
    var parser = StrictJSONParser(text)
    let value = try parser.value()
    guard parser.index == text.count else { throw parser.failure("text after the value") }
    return value
  }

  /// Moves past spaces, tabs and line ends, which JSON allows around every token.
  private mutating func skipWhitespace() {
    while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
  }

  private func failure(_ message: String) -> SyntaxError {
    SyntaxError(offset: index, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func expect(_ byte: UInt8) throws(SyntaxError) {
    guard current == byte else {
      throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    index += 1
  }

  private mutating func value() throws(SyntaxError) -> ParsedJSON {
    skipWhitespace()
    let value = try bareValue()
    skipWhitespace()
    return value
  }

  private mutating func bareValue() throws(SyntaxError) -> ParsedJSON {
    guard let byte = current else { throw failure("expected a value, found the end") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try word("true", .bool(true))
    case UInt8(ascii: "f"): return try word("false", .bool(false))
    case UInt8(ascii: "n"): return try word("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("unexpected '\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func word(_ text: String, _ result: ParsedJSON) throws(SyntaxError)
    -> ParsedJSON
  {
    let expected = Array(text.utf8)
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<index + expected.count]) == expected
    else { throw failure("expected '\(text)'") }
    index += expected.count
    return result
  }

  private mutating func nested<T>(
    _ body: (inout StrictJSONParser) throws(SyntaxError) -> T
  ) throws(SyntaxError) -> T {
    depth += 1
    guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func object() throws(SyntaxError) -> ParsedJSON {
    try nested { parser throws(SyntaxError) in
      try parser.expect(UInt8(ascii: "{"))
      parser.skipWhitespace()
      var pairs: [(key: String, value: ParsedJSON)] = []
      if parser.current == UInt8(ascii: "}") {
        parser.index += 1
        return .object(pairs)
      }
      while true {
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: "\"") else { throw parser.failure("expected a key") }
        let key = try parser.string()
        parser.skipWhitespace()
        if pairs.contains(where: { $0.key == key }) {
          throw parser.failure("duplicate key '\(key)'")
        }
        try parser.expect(UInt8(ascii: ":"))
        pairs.append((key, try parser.value()))
        if parser.current == UInt8(ascii: ",") {
          parser.index += 1
          continue
        }
        try parser.expect(UInt8(ascii: "}"))
        return .object(pairs)
      }
    }
  }

  private mutating func array() throws(SyntaxError) -> ParsedJSON {
    try nested { parser throws(SyntaxError) in
      try parser.expect(UInt8(ascii: "["))
      parser.skipWhitespace()
      var items: [ParsedJSON] = []
      if parser.current == UInt8(ascii: "]") {
        parser.index += 1
        return .array(items)
      }
      while true {
        items.append(try parser.value())
        if parser.current == UInt8(ascii: ",") {
          parser.index += 1
          continue
        }
        try parser.expect(UInt8(ascii: "]"))
        return .array(items)
      }
    }
  }

  private mutating func string() throws(SyntaxError) -> String {
    try expect(UInt8(ascii: "\""))
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flushRaw() {
      scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
      raw.removeAll()
    }
    while true {
      guard let byte = current else { throw failure("unterminated string") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        flushRaw()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRaw()
        scalars.append(try escape())
      case 0..<0x20:
        throw failure("unescaped control character \(byte) in a string")
      default:
        raw.append(byte)
      }
    }
  }

  /// The character after a backslash; a `\u` surrogate pair is read as one scalar.
  private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw failure("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      if (0xD800..<0xDC00).contains(unit) {
        try expect(UInt8(ascii: "\\"))
        try expect(UInt8(ascii: "u"))
        let low = try hexUnit()
        guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
        let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw failure("bad surrogate pair") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(unit) else { throw failure("unpaired surrogate") }
      return scalar
    default:
      throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func hexUnit() throws(SyntaxError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw failure("expected four hex digits after \\u")
      }
      unit = unit * 16 + digit
      index += 1
    }
    return unit
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, then the form `NumberText`
  /// requires.
  private mutating func number() throws(SyntaxError) -> ParsedJSON {
    let start = index
    func isDigit(_ byte: UInt8?) -> Bool {
      byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }
    func digits(_ parser: inout StrictJSONParser) throws(SyntaxError) {
      guard isDigit(parser.current) else { throw parser.failure("expected a digit") }
      while isDigit(parser.current) { parser.index += 1 }
    }
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
      if isDigit(current) { throw failure("a number with a leading zero") }
    } else {
      try digits(&self)
    }
    if current == UInt8(ascii: ".") {
      index += 1
      try digits(&self)
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      try digits(&self)
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw failure("unreadable number \(text)") }
    if let problem = NumberText.problem(text, value: value) {
      throw SyntaxError(offset: start, message: "number \(text): \(problem)")
    }
    return .number(text: text, value: value)
  }
}
