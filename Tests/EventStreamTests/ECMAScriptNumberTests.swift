import EventStream
import Foundation
import LayoutKit
import SeededRandom
import Testing

/// The stream's number text, written from bytes: ECMAScript's Number::toString digit for digit,
/// and byte for byte what the String formatter (UIKit's description of a CGFloat, which the
/// stream used before) prints for every finite double.
@Suite struct ECMAScriptNumberTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let value: Double
    let text: String
    var testDescription: String { name }
  }

  /// Each text follows from the rule: the shortest digits that read back, laid out by where the
  /// point falls (n): digits then zeros for k <= n <= 21, a point inside for 0 < n <= 21,
  /// `0.` and zeros for -6 < n <= 0, exponent form otherwise.
  static let cases = [
    Case(name: "zero", value: 0, text: "0"),
    Case(name: "negative zero prints as zero", value: -0.0, text: "0"),
    Case(name: "a whole number", value: 100, text: "100"),
    Case(name: "a negative whole number", value: -7, text: "-7"),
    Case(name: "a half", value: 137.5, text: "137.5"),
    Case(name: "a third of 413: 17 digits", value: 413.0 / 3, text: "137.66666666666666"),
    Case(name: "one tenth", value: 0.1, text: "0.1"),
    Case(name: "0.1 + 0.2 needs 17 digits", value: 0.1 + 0.2, text: "0.30000000000000004"),
    Case(name: "1e-7 in exponent form", value: 1e-7, text: "1e-7"),
    Case(name: "1.5e-7 in exponent form", value: 1.5e-7, text: "1.5e-7"),
    Case(name: "1e-6 still plain (n = -5)", value: 0.000001, text: "0.000001"),
    Case(name: "1.5e-6 plain", value: 0.0000015, text: "0.0000015"),
    Case(name: "16 digits, whole", value: 1_234_567_890_123_456, text: "1234567890123456"),
    Case(name: "1e15, past the integer path", value: 1e15, text: "1000000000000000"),
    Case(name: "1e20 as 21 digits", value: 1e20, text: "100000000000000000000"),
    Case(
      name: "17 digits then zeros", value: 1.2345678901234568e20, text: "123456789012345680000"),
    Case(name: "1e21 in exponent form", value: 1e21, text: "1e+21"),
    Case(name: "a negative large number", value: -2.5e25, text: "-2.5e+25"),
    Case(name: "a small number with two digits", value: 1.23e-18, text: "1.23e-18"),
    Case(name: "the smallest subnormal", value: .leastNonzeroMagnitude, text: "5e-324"),
    Case(
      name: "the largest finite", value: .greatestFiniteMagnitude,
      text: "1.7976931348623157e+308"),
    Case(name: "2^-1074 times 3", value: 3 * .leastNonzeroMagnitude, text: "1.5e-323"),
    Case(
      name: "the smallest normal", value: .leastNormalMagnitude, text: "2.2250738585072014e-308"),
    Case(name: "a time at 60 Hz", value: 1.0 / 60, text: "0.016666666666666666"),
    Case(name: "a pixel at scale 3", value: 100.0 / 3, text: "33.333333333333336"),
    Case(name: "2^53 + 2", value: 9_007_199_254_740_994, text: "9007199254740994"),
    Case(name: "2^60", value: 0x1p60, text: "1152921504606847000"),
    Case(name: "12e3", value: 12.0e3, text: "12000"),
  ]

  @Test(arguments: cases)
  func numbersPrintAsECMAScriptDoes(_ c: Case) {
    #expect(ECMAScriptNumber.text(c.value) == c.text)
  }

  @Test func appendingWritesAfterWhatIsThere() {
    var buffer = Array("[1,".utf8)
    ECMAScriptNumber.append(-0.25, to: &buffer)
    #expect(String(decoding: buffer, as: UTF8.self) == "[1,-0.25")
  }

  /// Doubles of every kind: the text from bytes is the String formatter's, byte for byte.
  @Test func bytesMatchTheStringFormatterForManySeededDoubles() {
    var random = SeededGenerator(seed: 20)
    var values: [Double] = [0, -0.0]
    for exponent in -1074...1023 {
      // Powers of two: the gap below is half the gap above.
      let power = Double(sign: .plus, exponent: exponent, significand: 1)
      values += [power, power.nextUp, power.nextDown, -power]
    }
    for boundary in [1e-7, 1e-6, 1e-5, 1, 1e15, 1e16, 1e17, 1e21, 1e22, 0x1p52, 0x1p53] {
      var below = boundary
      var above = boundary
      for _ in 0..<40 {
        values += [below, above, -below]
        below = below.nextDown
        above = above.nextUp
      }
      values += [boundary - 0.5, boundary + 0.5, boundary * 0.999, boundary * 1.001]
    }
    for _ in 0..<20_000 {
      let whole = Double(Int64.random(in: -(1 << 62)...(1 << 62), using: &random))
      let small = Double(Int.random(in: -100_000...100_000, using: &random))
      values += [whole, small + 0.5, small / 3, small / 60, small / 7 * 1e-9, small * 1e300]
      // Quarters past 2^51: two 17-digit candidates are equally close.
      values.append(0x1p51 + Double(Int.random(in: 0..<(1 << 20), using: &random)) + 0.25)
    }
    for _ in 0..<150_000 {
      let bits = random.next()
      let value = Double(bitPattern: bits)
      if value.isFinite { values.append(value) }
    }
    var mismatches: [String] = []
    for value in values {
      let fromBytes = ECMAScriptNumber.text(value)
      let fromString = cgFloatDescription(value)
      if fromBytes != fromString && mismatches.count < 10 {
        mismatches.append("\(value.bitPattern): \(fromBytes) != \(fromString)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(values.count > 290_000)
  }
}
