extension ScenarioDocument {
  /// Refuses bytes that are not UTF-8, naming the line and column of the first bad byte (libyaml
  /// would only say that it cannot decode them).
  static func requireUTF8(_ bytes: [UInt8], file: String) throws(ScenarioError) {
    guard String(validating: bytes, as: UTF8.self) == nil else { return }
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
      let length = utf8Length(bytes, at: index)
      guard length > 0 else {
        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
        let byte = String(bytes[index], radix: 16, uppercase: true)
        throw ScenarioError(
          file: file, line: line, column: column,
          message: "the file is not UTF-8 text (byte 0x\(byte.count == 1 ? "0" + byte : byte))")
      }
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += length
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0.
  private static func utf8Length(_ bytes: [UInt8], at index: Int) -> Int {
    for length in 1...4 where index + length <= bytes.count {
      if String(validating: bytes[index..<index + length], as: UTF8.self) != nil { return length }
    }
    return 0
  }
}
