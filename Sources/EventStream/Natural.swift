/// A whole number of any size, as much of one as the tables need: little-endian 32-bit limbs.
struct Natural: Comparable {
  private var limbs: [UInt32]

  init(_ value: UInt32) { limbs = value == 0 ? [] : [value] }

  /// The number of bits up to the highest set one.
  var bitWidth: Int {
    guard let top = limbs.last else { return 0 }
    return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
  }

  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
  }

  mutating func shiftLeft(by distance: Int) {
    let whole = distance / 32
    let part = UInt32(distance % 32)
    if part > 0 {
      var carry: UInt32 = 0
      for index in limbs.indices {
        let limb = limbs[index]
        limbs[index] = (limb << part) | carry
        carry = limb >> (32 - part)
      }
      if carry > 0 { limbs.append(carry) }
    }
    limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
  }

  /// Subtracts a number no larger than this one.
  mutating func subtract(_ other: Natural) {
    var borrow: Int64 = 0
    for index in limbs.indices {
      let otherLimb = index < other.limbs.count ? Int64(other.limbs[index]) : 0
      var difference = Int64(limbs[index]) - otherLimb - borrow
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 1 << 32 }
      limbs[index] = UInt32(difference)
    }
    while limbs.last == 0 { limbs.removeLast() }
  }

  /// `count` (at most 128) bits starting at bit `start`.
  func bits(from start: Int, count: Int) -> UInt128 {
    var result: UInt128 = 0
    for bit in stride(from: start + count - 1, through: start, by: -1) {
      let limb = bit / 32 < limbs.count ? limbs[bit / 32] : 0
      result = (result << 1) | UInt128((limb >> UInt32(bit % 32)) & 1)
    }
    return result
  }

  static func < (lhs: Natural, rhs: Natural) -> Bool {
    if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
    for index in lhs.limbs.indices.reversed() where lhs.limbs[index] != rhs.limbs[index] {
      return lhs.limbs[index] < rhs.limbs[index]
    }
    return false
  }
}
