/// The shortest decimal digits that read back as a given finite, non-zero Double, and among
/// those the closest to it (ties to an even last digit): `significand × 10^exponent`. This is
/// the digit string ECMAScript's Number::toString lays out, and the one Swift's `description`
/// holds, computed in integers without building any text.
///
/// The method is Ryū (Ulf Adams, "Ryū: fast float-to-string conversion", PLDI 2018): the value's
/// rounding interval `[4m - 1 - shift, 4m + 2] × 2^(e - 2)` is scaled by a power of ten through
/// one 64 × 128-bit multiplication, and digits are dropped from all three bounds while the
/// interval still holds a shorter number. `PowerOfFiveTable` holds the scaled powers of five.
struct ShortestDigits: Equatable {
  /// The decimal digits, without trailing zeros beyond what the exponent needs.
  var significand: UInt64
  /// The power of ten the significand is multiplied by.
  var exponent: Int

  private static let mantissaBits = 52
  private static let exponentBias = 1023

  /// `significand × 10^exponent`.
  init(significand: UInt64, exponent: Int) {
    self.significand = significand
    self.exponent = exponent
  }

  /// The digits of `value`'s magnitude; `value` must be finite and not zero.
  init(_ value: Double) {
    let bits = value.bitPattern
    let storedMantissa = bits & ((1 << Self.mantissaBits) - 1)
    let storedExponent = Int((bits >> Self.mantissaBits) & 0x7FF)
    // The value is mantissa × 2^binaryExponent; the bounds below are 4 × mantissa ± 2 at
    // binaryExponent - 2, hence the extra 2.
    let mantissa: UInt64
    let binaryExponent: Int
    if storedExponent == 0 {
      mantissa = storedMantissa
      binaryExponent = 1 - Self.exponentBias - Self.mantissaBits - 2
    } else {
      mantissa = (1 << Self.mantissaBits) | storedMantissa
      binaryExponent = storedExponent - Self.exponentBias - Self.mantissaBits - 2
    }
    // Round-half-even reading: an even mantissa owns the ends of its interval.
    let acceptsBounds = mantissa & 1 == 0
    // At a power of two the gap below is half the gap above.
    let lowerGap: UInt64 = (storedMantissa != 0 || storedExponent <= 1) ? 1 : 0
    var interval = ScaledInterval(
      mantissa: mantissa, binaryExponent: binaryExponent, lowerGap: lowerGap,
      acceptsBounds: acceptsBounds)
    self = interval.shortest(acceptsBounds: acceptsBounds)
  }
}
