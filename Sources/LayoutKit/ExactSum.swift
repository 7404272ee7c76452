import Foundation

/// UIKit's running sums, `total + first + second` repeated (a line's start after the line before
/// it), in closed form wherever no step rounds, so the answer is always the double the steps give.
///
/// A step cannot round when every value involved is a multiple of a quantum q and stays within
/// 2^53 q. Two quanta serve: 2^-20 with sums below 2^32, which covers the usual points and
/// halves over any range; and the spacing of doubles in the running total's own power-of-two
/// range, which covers a total with a long fraction (after a line measured 20.333 points high) as
/// long as the sums stay in that range and the terms are multiples of the spacing. Past the range
/// the next step is taken as UIKit takes it, and the count goes on from there: a run of a million
/// steps costs a few dozen.
enum ExactSum {
  private static let quantum = 1_048_576.0  // 2^20
  private static let limit = 4_294_967_296.0  // 2^32

  /// Whether `value` is a multiple of 2^-20 well inside the exact range.
  private static func isDyadic(_ value: Double) -> Bool {
    let scaled = value * quantum
    return abs(value) < limit && scaled.rounded() == scaled
  }

  /// How many of the next `steps` steps from `total` are exact (0 ... steps).
  static func exactSteps(
    from total: Double, adding first: Double, _ second: Double, upTo steps: Int
  )
    -> Int
  {
    guard steps > 0, total.isFinite, first.isFinite, second.isFinite else { return 0 }
    if isDyadic(total), isDyadic(first), isDyadic(second) {
      let reach = abs(total) + Double(steps) * (abs(first) + abs(second))
      if reach < limit { return steps }
    }
    // Within the total's power-of-two range: increasing sums only.
    let pitch = first + second
    guard total > 0, first >= 0, second >= 0, pitch > 0 else { return 0 }
    let spacing = total.ulp
    guard (first / spacing).rounded() == first / spacing,
      (second / spacing).rounded() == second / spacing
    else { return 0 }
    let top = Double(sign: .plus, exponent: total.exponent + 1, significand: 1)
    var count = Int(min(((top - total) / pitch).rounded(.down), Double(steps)))
    while count > 0, total + Double(count) * pitch > top { count -= 1 }
    return count
  }

  /// `total + first + second`, `steps` times, as UIKit adds it.
  static func repeated(
    from total: Double, adding first: Double, _ second: Double, times steps: Int
  ) -> Double {
    var sum = total
    var remaining = steps
    while remaining > 0 {
      let exact = exactSteps(from: sum, adding: first, second, upTo: remaining)
      if exact > 0 {
        sum += Double(exact) * (first + second)
        remaining -= exact
      } else {
        sum = sum + first + second
        remaining -= 1
      }
    }
    return sum
  }
}
