/// Splits Swift source into tokens: enough of Swift's lexical grammar (comments, nested block
/// comments, string literals single-line, multi-line and raw with their interpolations,
/// attributes, operators) that a rewrite never touches text inside a comment or a string.
///
/// Bad input is an error at its place, never a trap: an unterminated comment or string, a
/// bracket that is not closed or closes another's, nesting past `maximumDepth`.
struct SwiftTokenizer {
  /// Interpolations within interpolations deeper than this are refused: the tokenizer recurses
  /// into them, and a hostile file must not exhaust the stack.
  static let maximumDepth = 200

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  private var output: [SwiftToken] = []

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Every token of `source`, trivia included, covering every byte in order. A string literal
  /// with interpolations is its text segments (`.string`) with the interpolations' code tokens
  /// between them, so that code inside `\(...)` is code.
  static func tokens(of source: [UInt8]) throws(SwiftSourceError) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(source)
    while tokenizer.position < source.count { try tokenizer.scanToken() }
    return tokenizer.output
  }

  /// Scans one token (a string literal: its segments and interpolations) into `output`.
  private mutating func scanToken() throws(SwiftSourceError) {
    let start = position
    if let kind = try scanKind() { output.append(SwiftToken(kind: kind, range: start..<position)) }
  }

  private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Scans one token and gives its kind, or nil for a string literal, whose tokens are in
  /// `output` already.
  private mutating func scanKind() throws(SwiftSourceError) -> SwiftToken.Kind? {
    let first = bytes[position]
    let second = byte(at: position + 1)
    switch first {
    case _ where Self.isWhitespace(first):
      while let next = byte(at: position), Self.isWhitespace(next) { position += 1 }
      return .whitespace
    case UInt8(ascii: "/") where second == UInt8(ascii: "/"):
      while let next = byte(at: position), next != UInt8(ascii: "\n") { position += 1 }
      return .comment
    case UInt8(ascii: "/") where second == UInt8(ascii: "*"):
      try scanBlockComment()
      return .comment
    case UInt8(ascii: "\""):
      try scanString(hashes: 0)
      return nil
    case UInt8(ascii: "#"):
      return try scanPound()
    case UInt8(ascii: "@"):
      position += 1
      scanIdentifierCharacters()
      return .attribute
    case UInt8(ascii: "`"):
      position += 1
      while let next = byte(at: position), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
        position += 1
      }
      if byte(at: position) == UInt8(ascii: "`") { position += 1 }
      return .identifier
    case _ where Self.isIdentifierStart(first) || first == UInt8(ascii: "$"):
      position += 1
      scanIdentifierCharacters()
      return .identifier
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      scanNumber()
      return .number
    case UInt8(ascii: "."):
      position += 1
      guard let next = byte(at: position), next == UInt8(ascii: ".") || Self.isOperator(next)
      else { return .punctuation }
      scanOperatorCharacters(allowingDots: true)
      return .operator
    case _ where Self.isOperator(first):
      scanOperator()
      return .operator
    default:
      position += 1
      return .punctuation
    }
  }

  /// `/* ... */`, nested as Swift nests them.
  private mutating func scanBlockComment() throws(SwiftSourceError) {
    let start = position
    var level = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
        level += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
        level -= 1
        position += 2
        if level == 0 { return }
      } else {
        position += 1
      }
    }
    throw SwiftSourceError(offset: start, message: "unterminated '/*' comment")
  }

  /// `#"..."#` (a raw string), `#if` and the like, or a lone `#`.
  private mutating func scanPound() throws(SwiftSourceError) -> SwiftToken.Kind? {
    var hashes = 0
    while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
    if byte(at: position + hashes) == UInt8(ascii: "\"") {
      position += hashes
      try scanString(hashes: hashes)
      return nil
    }
    position += 1
    guard hashes == 1, let next = byte(at: position), Self.isIdentifierStart(next) else {
      return .punctuation
    }
    scanIdentifierCharacters()
    return .pound
  }

  /// A string literal from its opening quote (`position` is at the quote, after any `#`s):
  /// escapes and interpolations follow the raw delimiter, `\#(` in `#"..."#`.
  private mutating func scanString(hashes: Int) throws(SwiftSourceError) {
    let start = position - hashes
    let multiLine =
      byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
    position += multiLine ? 3 : 1
    let quotes = multiLine ? 3 : 1
    var segment = start
    while position < bytes.count {
      let current = bytes[position]
      if current == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
        position += 1 + hashes
        if byte(at: position) == UInt8(ascii: "(") {
          output.append(SwiftToken(kind: .string, range: segment..<position))
          try scanInterpolation()
          segment = position
        } else if position < bytes.count, bytes[position] != UInt8(ascii: "\n") || multiLine {
          position += 1
        }
      } else if current == UInt8(ascii: "\""), hasQuotes(quotes, at: position),
        hasHashes(hashes, at: position + quotes)
      {
        position += quotes + hashes
        output.append(SwiftToken(kind: .string, range: segment..<position))
        return
      } else if current == UInt8(ascii: "\n") && !multiLine {
        break
      } else {
        position += 1
      }
    }
    throw SwiftSourceError(offset: start, message: "unterminated string literal")
  }

  private func hasHashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
  }

  private func hasQuotes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "\"") }
  }

  /// `(...)` of a string interpolation: code, with its own strings and comments, up to the
  /// parenthesis that closes the one at `position`.
  private mutating func scanInterpolation() throws(SwiftSourceError) {
    let start = position
    guard depth < Self.maximumDepth else {
      throw SwiftSourceError(offset: start, message: "string interpolations nested too deeply")
    }
    depth += 1
    defer { depth -= 1 }
    var open = 0
    while position < bytes.count {
      let scanned = output.count
      try scanToken()
      guard output.count == scanned + 1, let token = output.last, token.kind == .punctuation
      else { continue }
      switch bytes[token.range.lowerBound] {
      case UInt8(ascii: "("): open += 1
      case UInt8(ascii: ")"):
        open -= 1
        if open == 0 { return }
      default: break
      }
    }
    throw SwiftSourceError(offset: start, message: "unterminated string interpolation")
  }

  private mutating func scanIdentifierCharacters() {
    while let next = byte(at: position), Self.isIdentifierStart(next) || Self.isDigit(next) {
      position += 1
    }
  }

  /// Digits, letters and `_` (hex digits, exponents, separators), a `.` followed by a digit, and
  /// an exponent's sign.
  private mutating func scanNumber() {
    while let next = byte(at: position) {
      if Self.isIdentifierStart(next) || Self.isDigit(next) {
        position += 1
      } else if next == UInt8(ascii: "."), let after = byte(at: position + 1), Self.isDigit(after) {
        position += 1
      } else if next == UInt8(ascii: "+") || next == UInt8(ascii: "-"),
        let before = byte(at: position - 1),
        [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(
          before)
      {
        position += 1
      } else {
        return
      }
    }
  }

  /// An operator. As in Swift, a `?` or `!` right after an expression (no space before it) is
  /// a postfix operator of its own: `x?.y`, `f?(a)` and `x!` split there.
  private mutating func scanOperator() {
    let first = bytes[position]
    let leftBound = position > 0 && !Self.isLeftBoundary(bytes[position - 1])
    if leftBound && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) {
      position += 1
      return
    }
    scanOperatorCharacters(allowingDots: false)
  }

  /// Operator characters, stopping before a comment begins.
  private mutating func scanOperatorCharacters(allowingDots: Bool) {
    while let next = byte(at: position),
      Self.isOperator(next) || (allowingDots && next == UInt8(ascii: "."))
    {
      let after = byte(at: position + 1)
      if next == UInt8(ascii: "/"), after == UInt8(ascii: "/") || after == UInt8(ascii: "*") {
        return
      }
      position += 1
    }
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  /// Letters, `_`, and every byte of a non-ASCII character (Swift allows most as names).
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isOperator(_ byte: UInt8) -> Bool {
    "/=-+!*%<>&|^~?".utf8.contains(byte)
  }

  /// What may stand before a prefix or infix operator: space, an opening bracket, a separator.
  static func isLeftBoundary(_ byte: UInt8) -> Bool {
    isWhitespace(byte) || "([{,;:".utf8.contains(byte)
  }
}
