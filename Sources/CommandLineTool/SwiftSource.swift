/// A Swift file as `scrollsim port` reads it: its bytes, its tokens, the code tokens among them
/// (comments and whitespace left out) and which bracket closes which.
struct SwiftSource: Sendable {
  /// The file as named on the command line, for messages.
  let file: String
  /// The file's bytes.
  let bytes: [UInt8]
  /// Every token, trivia included.
  let tokens: [SwiftToken]
  /// The code tokens, in order.
  let code: [SwiftToken]
  /// For the index (in `code`) of each opening `(`, `[` or `{`, the index of its closer.
  let closer: [Int: Int]
  /// For the index of each closing bracket, the index of its opener.
  let opener: [Int: Int]
  /// The byte offset where each line starts.
  private let lineStarts: [Int]

  /// Reads `bytes`; unreadable Swift (an unterminated comment or string, an unbalanced
  /// bracket) throws its place.
  init(file: String, bytes: [UInt8]) throws(SwiftSourceError) {
    self.file = file
    self.bytes = bytes
    tokens = try SwiftTokenizer.tokens(of: bytes)
    code = tokens.filter(\.isCode)
    let starts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    lineStarts = starts
    let closer = try Self.matchBrackets(code, bytes, lineStarts: starts)
    self.closer = closer
    opener = Dictionary(uniqueKeysWithValues: closer.map { ($0.value, $0.key) })
  }

  private static func matchBrackets(
    _ code: [SwiftToken], _ bytes: [UInt8], lineStarts: [Int]
  ) throws(SwiftSourceError) -> [Int: Int] {
    let pairs: [UInt8: UInt8] = [
      UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
      UInt8(ascii: "{"): UInt8(ascii: "}"),
    ]
    var open: [Int] = []
    var closer: [Int: Int] = [:]
    for (index, token) in code.enumerated() where token.kind == .punctuation {
      let byte = bytes[token.range.lowerBound]
      if pairs[byte] != nil {
        open.append(index)
      } else if pairs.values.contains(byte) {
        guard let opener = open.popLast() else {
          throw SwiftSourceError(
            offset: token.range.lowerBound,
            message: "'\(Character(UnicodeScalar(byte)))' closes no bracket")
        }
        let openByte = bytes[code[opener].range.lowerBound]
        guard pairs[openByte] == byte else {
          throw SwiftSourceError(
            offset: token.range.lowerBound,
            message:
              "'\(Character(UnicodeScalar(byte)))' closes "
              + "'\(Character(UnicodeScalar(openByte)))' opened at line "
              + "\(line(of: code[opener].range.lowerBound, in: lineStarts))")
        }
        closer[opener] = index
      }
    }
    if let unclosed = open.last {
      let byte = bytes[code[unclosed].range.lowerBound]
      throw SwiftSourceError(
        offset: code[unclosed].range.lowerBound,
        message: "'\(Character(UnicodeScalar(byte)))' is never closed")
    }
    return closer
  }

  /// The text of code token `index`.
  func text(_ index: Int) -> String {
    guard code.indices.contains(index) else { return "" }
    return String(decoding: bytes[code[index].range], as: UTF8.self)
  }

  /// Whether code token `index` is the punctuation or operator `symbol`.
  func isSymbol(_ index: Int, _ symbol: String) -> Bool {
    code.indices.contains(index) && code[index].kind != .string && code[index].kind != .identifier
      && text(index) == symbol
  }

  /// Whether code token `index` is the identifier (or keyword) `name`.
  func isWord(_ index: Int, _ name: String) -> Bool {
    code.indices.contains(index) && code[index].kind == .identifier && text(index) == name
  }

  /// Whether code tokens `index` and `index + 1` touch, with nothing between them.
  func touch(_ index: Int) -> Bool {
    code.indices.contains(index + 1)
      && code[index].range.upperBound == code[index + 1].range.lowerBound
  }

  /// The source text of bytes `range`.
  func text(bytes range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The 1-based line and column (in bytes) of byte `offset` of `bytes`.
  static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// The 1-based line and column (in bytes) of byte `offset`.
  func place(of offset: Int) -> (line: Int, column: Int) {
    let line = Self.line(of: offset, in: lineStarts)
    return (line, offset - lineStarts[line - 1] + 1)
  }

  /// The byte offset where the line holding `offset` starts.
  func lineStart(of offset: Int) -> Int { lineStarts[Self.line(of: offset, in: lineStarts) - 1] }

  /// The spaces and tabs that begin the line holding `offset`.
  func indentation(of offset: Int) -> String {
    let start = lineStart(of: offset)
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return text(bytes: start..<end)
  }

  /// The 1-based line of byte `offset`, from the sorted offsets where lines start.
  private static func line(of offset: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return max(low, 1)
  }
}
