extension ScenarioDocument {
  /// Refuses bytes that are not UTF-8 text YAML can hold, naming the line and column of the
  /// first bad byte or character: libyaml would only say that it cannot decode them, and places
  /// a control character at the start of the file.
  static func requireUTF8(_ bytes: [UInt8], file: String) throws(ScenarioError) {
    // Most scenarios are printable ASCII, which needs no decoding; anything else is checked
    // scalar by scalar, which also places the first bad one.
    if isPrintableASCII(bytes) { return }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      try reportInvalidUTF8(bytes, file: file)
      return
    }
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars {
      if !isPrintable(scalar) {
        let code = String(scalar.value, radix: 16, uppercase: true)
        throw ScenarioError(
          file: file, line: line, column: column,
          message:
            "control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) "
            + "is not allowed in YAML")
      }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
  }

  /// Whether every byte is printable ASCII, a tab or a line break: eight bytes at a time, a
  /// word whose bytes are all printable told by three masks (a byte at a time was a twentieth
  /// of reading a scenario). A word with a tab, a line break or a bad byte is read bytewise.
  static func isPrintableASCII(_ bytes: [UInt8]) -> Bool {
    func isPrintable(_ byte: UInt8) -> Bool {
      (0x20..<0x7F).contains(byte) || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
    /// Whether a word may hold a byte that is not printable ASCII: one of 0x80 and above, one
    /// below 0x20 (a byte minus 0x20 borrows into its top bit), or DEL (zero after XOR 0x7F).
    func mayHoldOther(_ word: UInt64) -> Bool {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      let below = (word &- ones &* 0x20) & ~word & highs
      let delete = word ^ (ones &* 0x7F)
      let deletes = (delete &- ones) & ~delete & highs
      return (word & highs) | below | deletes != 0
    }
    return bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset + 8 <= raw.count {
        if mayHoldOther(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
          for index in offset..<offset + 8 where !isPrintable(raw[index]) { return false }
        }
        offset += 8
      }
      return raw[offset...].allSatisfy(isPrintable)
    }
  }

  /// YAML 1.1's printable characters: tab, line breaks, and everything but the other C0 and C1
  /// controls, DEL and the two noncharacters U+FFFE and U+FFFF.
  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x85: true
    case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func reportInvalidUTF8(_ bytes: [UInt8], file: String) throws(ScenarioError) {
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
