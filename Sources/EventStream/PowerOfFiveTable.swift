/// The powers of five `ShortestDigits` scales by, as 125-bit fixed-point numbers: `power(i)` is
/// 5^i cut to its top 125 bits, `inverse(q)` is 2^(bitWidth(5^q) - 1 + 125) / 5^q rounded up
/// (Ryū's two tables). They are computed once, exactly, from whole numbers, so no table of
/// magic constants has to be trusted.
enum PowerOfFiveTable {
  /// The bits of `power(_:)`'s values.
  static let powerBits = 125
  /// The bits of `inverse(_:)`'s values.
  static let inverseBits = 125
  /// 5^i for every exponent a finite Double's negative binary exponent can ask for.
  private static let powers: [UInt128] = makePowers(count: 326)
  /// The inverses for every exponent a finite Double's positive binary exponent can ask for.
  private static let inverses: [UInt128] = makeInverses(count: 342)

  /// 5^index, cut or widened to 125 bits.
  static func power(_ index: Int) -> UInt128 { powers[index] }

  /// 2^(pow5Bits(index) - 1 + 125) / 5^index, plus one.
  static func inverse(_ index: Int) -> UInt128 { inverses[index] }

  /// The bit width of 5^exponent (1 for 5^0), for exponents up to 3528.
  static func pow5Bits(_ exponent: Int) -> Int { ((exponent * 1_217_359) >> 19) + 1 }

  /// ⌊log10(2^exponent)⌋, for exponents up to 1650.
  static func log10Pow2(_ exponent: Int) -> Int { (exponent * 78913) >> 18 }

  /// ⌊log10(5^exponent)⌋, for exponents up to 2620.
  static func log10Pow5(_ exponent: Int) -> Int { (exponent * 732_923) >> 20 }

  private static func makePowers(count: Int) -> [UInt128] {
    var table: [UInt128] = []
    var power = Natural(1)
    for _ in 0..<count {
      let width = power.bitWidth
      table.append(
        width > powerBits
          ? power.bits(from: width - powerBits, count: powerBits)
          : power.bits(from: 0, count: width) << (powerBits - width))
      power.multiply(by: 5)
    }
    return table
  }

  private static func makeInverses(count: Int) -> [UInt128] {
    // 5^0 = 1 divides 2^125 exactly.
    var table: [UInt128] = [(1 << UInt128(inverseBits)) + 1]
    var power = Natural(5)
    for _ in 1..<count {
      table.append(quotientOfPowerOfTwo(by: power) + 1)
      power.multiply(by: 5)
    }
    return table
  }

  /// ⌊2^(bitWidth(divisor) - 1 + 125) / divisor⌋ for a divisor that is not a power of two: long
  /// division, starting where the remainder first reaches the divisor's width (the quotient's
  /// 125 bits all come after that point).
  private static func quotientOfPowerOfTwo(by divisor: Natural) -> UInt128 {
    var remainder = Natural(1)
    remainder.shiftLeft(by: divisor.bitWidth - 1)
    var quotient: UInt128 = 0
    for _ in 0..<inverseBits {
      remainder.shiftLeft(by: 1)
      quotient <<= 1
      if remainder >= divisor {
        remainder.subtract(divisor)
        quotient |= 1
      }
    }
    return quotient
  }
}
