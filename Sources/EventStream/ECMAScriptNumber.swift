/// The event stream's number text (docs/event-stream.md, "Numbers"): ECMAScript's
/// Number::toString of a Double, which is what `JSON.stringify` prints. The shortest digits that
/// read back as the same Double; integral values below 1e21 without a fraction; exponent form
/// (`1e+21`, `1.5e-7`) outside [1e-6, 1e21); `-0` as `0`.
///
/// Written byte by byte into the caller's buffer: the digits come from `ShortestDigits`, whole
/// numbers below 1e15 straight from their integer, and no `String` is built on the way.
public enum ECMAScriptNumber {
  /// Appends the text of `value` to `buffer`. A non-finite value has no JSON text: it is
  /// written as Swift prints it (`nan`, `inf`, `-inf`), for diagnostics only (the stream never
  /// holds one).
  public static func append(_ value: Double, to buffer: inout [UInt8]) {
    if value == 0 {
      buffer.append(UInt8(ascii: "0"))
      return
    }
    guard value.isFinite else {
      buffer.append(contentsOf: "\(value)".utf8)
      return
    }
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    // Below 1e15 every whole number is exact and the shortest digits are its own.
    if magnitude < 1e15, magnitude == magnitude.rounded(.towardZero) {
      let whole = UInt64(magnitude)
      appendDigits(of: whole, count: digitCount(of: whole), pointAfter: nil, to: &buffer)
      return
    }
    appendLaidOut(ShortestDigits(magnitude), to: &buffer)
  }

  /// The text of `value`, for the writers that build text (the text format, the pictures).
  public static func text(_ value: Double) -> String {
    // A whole number's text is its integer's, which String makes without a buffer of our own:
    // the pictures draw rulers of thousands of them.
    if value == 0 { return "0" }
    if value.magnitude < 1e15, value == value.rounded(.towardZero) { return String(Int64(value)) }
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Lays the digits out as Number::toString does, by where the decimal point falls (`point`:
  /// counted in digits from the first).
  private static func appendLaidOut(_ digits: ShortestDigits, to buffer: inout [UInt8]) {
    let count = digitCount(of: digits.significand)
    let point = count + digits.exponent
    if count <= point && point <= 21 {
      appendDigits(of: digits.significand, count: count, pointAfter: nil, to: &buffer)
      buffer.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: point - count))
    } else if 0 < point && point <= 21 {
      appendDigits(of: digits.significand, count: count, pointAfter: point, to: &buffer)
    } else if -6 < point && point <= 0 {
      buffer.append(UInt8(ascii: "0"))
      buffer.append(UInt8(ascii: "."))
      buffer.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -point))
      appendDigits(of: digits.significand, count: count, pointAfter: nil, to: &buffer)
    } else {
      appendDigits(
        of: digits.significand, count: count, pointAfter: count > 1 ? 1 : nil, to: &buffer)
      let exponent = point - 1
      buffer.append(UInt8(ascii: "e"))
      buffer.append(UInt8(ascii: exponent < 0 ? "-" : "+"))
      let magnitude = UInt64(exponent.magnitude)
      appendDigits(of: magnitude, count: digitCount(of: magnitude), pointAfter: nil, to: &buffer)
    }
  }

  /// The number of decimal digits of `value` (1 for 0).
  static func digitCount(of value: UInt64) -> Int {
    var count = 1
    var remaining = value / 10
    while remaining > 0 {
      count += 1
      remaining /= 10
    }
    return count
  }

  /// Appends the `count` decimal digits of `value`, with a point after the first `pointAfter`
  /// of them: room is made first and filled from the last digit back.
  private static func appendDigits(
    of value: UInt64, count: Int, pointAfter: Int?, to buffer: inout [UInt8]
  ) {
    let width = count + (pointAfter == nil ? 0 : 1)
    let start = buffer.count
    buffer.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
    var remaining = value
    var position = start + width - 1
    for digitIndex in stride(from: count - 1, through: 0, by: -1) {
      buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
      remaining /= 10
      position -= 1
      if let pointAfter, digitIndex == pointAfter {
        buffer[position] = UInt8(ascii: ".")
        position -= 1
      }
    }
  }
}
