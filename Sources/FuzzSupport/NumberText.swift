/// The form the contract gives numbers (docs/event-stream.md, "Numbers"): what JavaScript's
/// `JSON.stringify` prints for a finite double. Checked apart from the writer's own formatting
/// code, so a bug there shows as a violation rather than agreeing with itself.
enum NumberText {
  /// What is wrong with `text` (already JSON number syntax, reading as `value`), or nil.
  static func problem(_ text: String, value: Double) -> String? {
    guard value.isFinite else { return "not a finite double" }
    if value == 0 { return text == "0" ? nil : "zero must be written 0" }
    let mantissa: Substring
    if let exponentMark = text.firstIndex(of: "e") ?? text.firstIndex(of: "E") {
      guard value.magnitude >= 1e21 || value.magnitude < 1e-6 else {
        return "exponent form inside [1e-6, 1e21)"
      }
      let exponent = text[text.index(after: exponentMark)...]
      guard text[exponentMark] == "e", exponent.first == "+" || exponent.first == "-",
        exponent.dropFirst().first != "0"
      else { return "the exponent must be e+N or e-N" }
      mantissa = text[..<exponentMark]
      let digitsBeforePoint = mantissa.drop { $0 == "-" }.prefix { $0 != "." }
      guard digitsBeforePoint.count == 1 else { return "one digit before the point" }
    } else {
      guard value.magnitude < 1e21, value.magnitude >= 1e-6 else {
        return "outside [1e-6, 1e21) without exponent form"
      }
      mantissa = text[...]
    }
    if mantissa.contains("."), mantissa.last == "0" { return "a trailing zero in the fraction" }
    if mantissa.hasSuffix(".") { return "a point without a fraction" }
    guard
      significantDigits(mantissa) == significantDigits("\(value.magnitude)".prefix { $0 != "e" })
    else { return "not the shortest digits that read back (\(value))" }
    return nil
  }

  /// The digits without sign, point, leading and trailing zeros: what "shortest round trip"
  /// compares, whatever the layout.
  private static func significantDigits(_ text: Substring) -> Substring {
    let digits = text.filter(\.isNumber)
    return Substring(digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.reversed())
  }
}
