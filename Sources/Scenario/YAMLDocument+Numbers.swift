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
      var index = node.first
      let end = node.first + node.count
      func digit() -> UInt64? {
        guard index < end, buffer[index] >= UInt8(ascii: "0"), buffer[index] <= UInt8(ascii: "9")
        else { return nil }
        defer { index += 1 }
        return UInt64(buffer[index] - UInt8(ascii: "0"))
      }
      func sign() -> Bool {
        guard index < end, buffer[index] == UInt8(ascii: "-") || buffer[index] == UInt8(ascii: "+")
        else { return false }
        defer { index += 1 }
        return buffer[index] == UInt8(ascii: "-")
      }
      let negative = sign()
      var mantissa: UInt64 = 0
      var digits = 0
      var significantDigits = 0
      var power = 0
      func addDigits(scaling: Int) -> Bool {
        while let next = digit() {
          digits += 1
          if mantissa > 0 || next > 0 { significantDigits += 1 }
          // 19 digits fit an UInt64; past that the full parse rounds.
          guard significantDigits <= 19 else { return false }
          mantissa = mantissa * 10 + next
          power += scaling
        }
        return true
      }
      guard addDigits(scaling: 0) else { return nil }
      if index < end, buffer[index] == UInt8(ascii: ".") {
        index += 1
        guard addDigits(scaling: -1) else { return nil }
      }
      guard digits > 0 else { return nil }
      if index < end {
        guard buffer[index] | 0x20 == UInt8(ascii: "e") else { return nil }
        index += 1
        let negativeExponent = sign()
        var exponent = 0
        var exponentDigits = 0
        while let next = digit() {
          exponentDigits += 1
          guard exponentDigits <= 4 else { return nil }
          exponent = exponent * 10 + Int(next)
        }
        guard exponentDigits > 0 else { return nil }
        power += negativeExponent ? -exponent : exponent
      }
      guard index == end, mantissa <= 1 << 53, abs(power) <= 22 else { return nil }
      let magnitude =
        power >= 0
        ? Double(mantissa) * Self.powersOfTen[power] : Double(mantissa) / Self.powersOfTen[-power]
      return negative ? -magnitude : magnitude
    }
  }
}
