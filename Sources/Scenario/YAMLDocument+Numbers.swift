extension YAMLDocument {
  /// The exact powers of ten a double holds: 1e0 through 1e22.
  private static let powersOfTen: [Double] = (0...22).map { power in
    (0..<power).reduce(1.0) { product, _ in product * 10 }
  }

  /// Whether the scalar's first byte can start a YAML decimal number (see
  /// `YAMLDecoding.isDecimalNumber`): a sign, a digit or a point.
  func mayStartNumber(_ node: YAMLNode) -> Bool {
    guard node.isScalar, node.count > 0 else { return false }
    let first = text[node.first]
    return first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
      || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
  }

  /// The value of a plain scalar written as a YAML decimal number (see
  /// `YAMLDecoding.isDecimalNumber`) whose digits make an integer of at most 2^53 and whose
  /// power of ten is within 22: both are exact doubles, so their product or quotient is rounded
  /// once, to the double `Double(text)` gives. Nil for any other text, which the full parse reads.
  func exactDecimal(_ node: YAMLNode) -> Double? {
    guard node.kind == .plainScalar, node.count > 0 else { return nil }
    return text.withUnsafeBufferPointer { buffer -> Double? in
      Self.exactDecimal(UnsafeBufferPointer(rebasing: buffer[node.first..<node.first + node.count]))
    }
  }

  /// `exactDecimal(_:)` of a scalar's bytes, read in one pass without nested closures (the
  /// decoders read every number through it).
  static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    func skipSign() -> Bool {
      guard index < bytes.count,
        bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      else { return false }
      index += 1
      return bytes[index - 1] == UInt8(ascii: "-")
    }
    let negative = skipSign()
    var mantissa: UInt64 = 0
    var digits = 0
    var significantDigits = 0
    var power = 0
    var fraction = false
    while index < bytes.count {
      let byte = bytes[index]
      if isDigit(byte) {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        digits += 1
        if mantissa > 0 || digit > 0 { significantDigits += 1 }
        // 19 digits fit an UInt64; past that the full parse rounds.
        guard significantDigits <= 19 else { return nil }
        mantissa = mantissa * 10 + digit
        if fraction { power -= 1 }
      } else if byte == UInt8(ascii: "."), !fraction {
        fraction = true
      } else {
        break
      }
      index += 1
    }
    guard digits > 0 else { return nil }
    if index < bytes.count {
      guard bytes[index] | 0x20 == UInt8(ascii: "e") else { return nil }
      index += 1
      let negativeExponent = skipSign()
      var exponent = 0
      let exponentStart = index
      while index < bytes.count, isDigit(bytes[index]) {
        guard index - exponentStart < 4 else { return nil }
        exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
        index += 1
      }
      guard index > exponentStart else { return nil }
      power += negativeExponent ? -exponent : exponent
    }
    guard index == bytes.count, mantissa <= 1 << 53, abs(power) <= 22 else { return nil }
    let magnitude =
      power >= 0
      ? Double(mantissa) * powersOfTen[power] : Double(mantissa) / powersOfTen[-power]
    return negative ? -magnitude : magnitude
  }
}
