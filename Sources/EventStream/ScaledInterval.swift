/// The value's interval scaled to a power of ten: `lower`, `middle` and `upper` are the
/// interval's ends and the value itself times `10^-decimalExponent`, truncated, with flags
/// saying whether the truncation dropped only zeros (needed to round exactly at ties).
struct ScaledInterval {
  var lower: UInt64 = 0
  var middle: UInt64 = 0
  var upper: UInt64 = 0
  var decimalExponent = 0
  var lowerIsExact = false
  var middleIsExact = false

  init(mantissa: UInt64, binaryExponent: Int, lowerGap: UInt64, acceptsBounds: Bool) {
    let scaled = 4 * mantissa
    if binaryExponent >= 0 {
      let power = PowerOfFiveTable.log10Pow2(binaryExponent) - (binaryExponent > 3 ? 1 : 0)
      decimalExponent = power
      let shift =
        -binaryExponent + power + PowerOfFiveTable.inverseBits
        + PowerOfFiveTable.pow5Bits(power) - 1
      scale(mantissa, by: PowerOfFiveTable.inverse(power), shift: shift, lowerGap: lowerGap)
      // Whether the products were exact: only when 5^power divides the scaled bound.
      if power <= 21 {
        if scaled % 5 == 0 {
          middleIsExact = Self.isMultiple(scaled, ofPowerOfFive: power)
        } else if acceptsBounds {
          lowerIsExact = Self.isMultiple(scaled - 1 - lowerGap, ofPowerOfFive: power)
        } else if Self.isMultiple(scaled + 2, ofPowerOfFive: power) {
          upper -= 1
        }
      }
    } else {
      let power =
        PowerOfFiveTable.log10Pow5(-binaryExponent) - (-binaryExponent > 1 ? 1 : 0)
      decimalExponent = power + binaryExponent
      let index = -binaryExponent - power
      let shift = power - (PowerOfFiveTable.pow5Bits(index) - PowerOfFiveTable.powerBits)
      scale(mantissa, by: PowerOfFiveTable.power(index), shift: shift, lowerGap: lowerGap)
      if power <= 1 {
        // The bounds are whole multiples of 10^power: the products are exact.
        middleIsExact = true
        if acceptsBounds { lowerIsExact = lowerGap == 1 } else { upper -= 1 }
      } else if power < 63 {
        middleIsExact = scaled & ((1 << UInt64(power)) - 1) == 0
      }
    }
  }

  private mutating func scale(
    _ mantissa: UInt64, by factor: UInt128, shift: Int, lowerGap: UInt64
  ) {
    let scaled = 4 * mantissa
    middle = Self.multiplyShift(scaled, factor, shift)
    upper = Self.multiplyShift(scaled + 2, factor, shift)
    lower = Self.multiplyShift(scaled - 1 - lowerGap, factor, shift)
  }

  /// `(value × factor) >> shift` for a 55-bit value, a 125-bit factor and a shift past 64.
  private static func multiplyShift(_ value: UInt64, _ factor: UInt128, _ shift: Int) -> UInt64 {
    let low = value.multipliedFullWidth(by: UInt64(truncatingIfNeeded: factor)).high
    let high = UInt128(value) * (factor >> 64)
    return UInt64(truncatingIfNeeded: (high + UInt128(low)) >> (shift - 64))
  }

  private static func isMultiple(_ value: UInt64, ofPowerOfFive power: Int) -> Bool {
    var remaining = value
    var count = 0
    while remaining > 0 && remaining % 5 == 0 {
      remaining /= 5
      count += 1
    }
    return count >= power
  }

  /// Drops digits while the interval still holds a shorter number, then rounds the middle.
  mutating func shortest(acceptsBounds: Bool) -> ShortestDigits {
    var removed = 0
    var lastRemovedDigit: UInt64 = 0
    var roundUp = false
    while upper / 10 > lower / 10 {
      lowerIsExact = lowerIsExact && lower % 10 == 0
      middleIsExact = middleIsExact && lastRemovedDigit == 0
      lastRemovedDigit = middle % 10
      dropDigit()
      removed += 1
    }
    if lowerIsExact {
      // The lower end itself is reachable: drop its trailing zeros too.
      while lower % 10 == 0 {
        middleIsExact = middleIsExact && lastRemovedDigit == 0
        lastRemovedDigit = middle % 10
        dropDigit()
        removed += 1
      }
    }
    // Exactly halfway: round to even.
    if middleIsExact && lastRemovedDigit == 5 && middle % 2 == 0 { lastRemovedDigit = 4 }
    roundUp = lastRemovedDigit >= 5
    let outsideBelow = middle == lower && (!acceptsBounds || !lowerIsExact)
    return ShortestDigits(
      significand: middle + (outsideBelow || roundUp ? 1 : 0),
      exponent: decimalExponent + removed)
  }

  private mutating func dropDigit() {
    middle /= 10
    upper /= 10
    lower /= 10
  }
}
