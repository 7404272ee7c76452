/// Reads one request line: a JSON object whose values are strings or `true`, so a small strict
/// reader rather than JSONSerialization, whose messages are neither stable nor placed.
public struct RequestParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  private init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  /// The request on `line` (without its newline).
  public static func parse(_ line: some Collection<UInt8>) -> Result<Request, RequestError> {
    var scalars: [Unicode.Scalar] = []
    var iterator = line.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: break decoding
      case .error:
        return .failure(
          RequestError(
            column: scalars.count + 1,
            message: "the request is not UTF-8 text: send one JSON object on one line"))
      }
    }
    var parser = RequestParser(scalars)
    do {
      return .success(try parser.request())
    } catch {
      return .failure(error)
    }
  }

  private static let keys = ["scenario", "path", "file", "trace", "format", "failures", "status"]

  private mutating func request() throws(RequestError) -> Request {
    skipSpace()
    guard peek == "{" else {
      throw error("the request must be a JSON object such as {\"path\": \"FILE\"}, not \(found)")
    }
    index += 1
    var fields: [(key: String, column: Int, value: Value)] = []
    skipSpace()
    if peek == "}" {
      index += 1
    } else {
      while true {
        skipSpace()
        let column = index + 1
        guard peek == "\"" else { throw error("expected a key in double quotes, not \(found)") }
        let key = try string()
        guard Self.keys.contains(key) else {
          throw RequestError(
            column: column,
            message: "unknown key '\(key)' in the request (expected scenario, path, file, trace, "
              + "format, failures or status)")
        }
        guard !fields.contains(where: { $0.key == key }) else {
          throw RequestError(column: column, message: "duplicate key '\(key)'")
        }
        skipSpace()
        guard peek == ":" else { throw error("expected ':' after '\(key)', not \(found)") }
        index += 1
        skipSpace()
        fields.append((key, column, try value(of: key)))
        skipSpace()
        if peek == "," {
          index += 1
          continue
        }
        guard peek == "}" else { throw error("expected ',' or '}' after a value, not \(found)") }
        index += 1
        break
      }
    }
    skipSpace()
    guard index == scalars.count else {
      throw error("unexpected \(found) after the request object: send one object per line")
    }
    return try Self.request(fields)
  }

  private enum Value {
    case string(String, column: Int)
    case yes
  }

  /// Builds the request from its fields, checking what may go together.
  private static func request(_ fields: [(key: String, column: Int, value: Value)])
    throws(RequestError) -> Request
  {
    let kinds = fields.filter { ["scenario", "path", "status"].contains($0.key) }
    guard let kind = kinds.first else {
      throw RequestError(
        column: 1, message: "the request needs one of 'scenario', 'path' or 'status'")
    }
    if kinds.count > 1 {
      throw RequestError(
        column: kinds[1].column, message: "'\(kinds[1].key)' cannot go with '\(kind.key)'")
    }
    if kind.key == "status" {
      if let other = fields.first(where: { $0.key != "status" }) {
        throw RequestError(column: other.column, message: "'\(other.key)' cannot go with 'status'")
      }
      return .status
    }
    var text: [String: String] = [:]
    for field in fields {
      guard case .string(let value, let column) = field.value else { continue }
      // A NUL would end the path early in the system call (`a.yaml\u0000/../x` opening
      // `a.yaml`); no file name needs any control character.
      if field.key == "path",
        let control = value.unicodeScalars.first(where: {
          $0.properties.generalCategory == .control
        })
      {
        throw RequestError(
          column: column,
          message: "'path' may not hold a control character (\(describe(control)))")
      }
      text[field.key] = value
    }
    let source: ReplayRequest.Source
    if let scenario = text["scenario"] {
      source = .text(scenario)
    } else if let path = text["path"], !path.isEmpty {
      source = .path(path)
    } else {
      throw RequestError(column: kind.column, message: "'path' must name a file")
    }
    return .replay(
      ReplayRequest(
        source: source, fileName: text["file"], traceCalls: text["trace"] != nil,
        textFormat: text["format"] == "text", reportsFailures: text["failures"] != nil))
  }

  /// The value of `key`: `true` for status, one of the allowed words for trace and format, any
  /// string for the others.
  private mutating func value(of key: String) throws(RequestError) -> Value {
    let column = index + 1
    if key == "status" {
      guard literal("true") else { throw error("'status' must be true, not \(found)") }
      return .yes
    }
    guard peek == "\"" else { throw error("'\(key)' must be a string, not \(found)") }
    let text = try string()
    let allowed: [String]? =
      switch key {
      case "trace": ["calls"]
      case "format": ["jsonl", "text"]
      case "failures": ["records"]
      default: nil
      }
    if let allowed, !allowed.contains(text) {
      let choices = allowed.map { "\"\($0)\"" }.joined(separator: " or ")
      throw RequestError(
        column: column, message: "'\(key)' must be \(choices), not \(RequestParser.quote(text))")
    }
    return .string(text, column: column)
  }

  /// A JSON string starting at the opening quote.
  private mutating func string() throws(RequestError) -> String {
    index += 1
    var result = String.UnicodeScalarView()
    while true {
      guard let scalar = peek else { throw error("the string has no closing quote") }
      index += 1
      switch scalar {
      case "\"": return String(result)
      case "\\":
        result.append(try escape())
      case _ where scalar.value < 0x20:
        index -= 1
        throw error("a string may not hold \(found) unescaped")
      default: result.append(scalar)
      }
    }
  }

  /// The character of the escape after a backslash.
  private mutating func escape() throws(RequestError) -> Unicode.Scalar {
    // Messages about the escape as a whole point at its backslash, just before `index`.
    let column = index
    func failure(_ message: String) -> RequestError {
      RequestError(column: column, message: message)
    }
    guard let scalar = peek else { throw error("the string has no closing quote") }
    index += 1
    switch scalar {
    case "\"", "\\", "/": return scalar
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        // A surrogate pair: the low half must follow as its own \u escape.
        guard literal("\\u") else {
          throw failure("a high surrogate must be followed by a low one")
        }
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low),
          let pair = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw failure("\\u\(String(low, radix: 16)) is not a low surrogate") }
        return pair
      }
      guard let single = Unicode.Scalar(high) else {
        throw failure("\\u\(String(high, radix: 16)) is a lone low surrogate")
      }
      return single
    default:
      throw failure("unknown escape \\\(RequestParser.describe(scalar))")
    }
  }

  private mutating func hex4() throws(RequestError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = peek, let digit = Int(String(scalar), radix: 16) else {
        throw error("\\u needs four hexadecimal digits, not \(found)")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func literal(_ text: String) -> Bool {
    let expected = Array(text.unicodeScalars)
    guard scalars[index...].starts(with: expected) else { return false }
    index += expected.count
    return true
  }

  private mutating func skipSpace() {
    while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
      index += 1
    }
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// What is at the current place, for messages.
  private var found: String { peek.map(RequestParser.describe) ?? "the end of the line" }

  private func error(_ message: String) -> RequestError {
    RequestError(column: index + 1, message: message)
  }

  /// A character as messages show it: 'x' when printable ASCII, else U+XXXX.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.value >= 0x20 && scalar.value < 0x7F { return "'\(scalar)'" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A value as messages quote it, shortened when long.
  static func quote(_ text: String) -> String {
    text.count > 40 ? "\"\(text.prefix(40))...\"" : "\"\(text)\""
  }
}
