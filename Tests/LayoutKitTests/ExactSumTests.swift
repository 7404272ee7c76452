import Foundation
import SeededRandom
import Testing

@testable import LayoutKit

/// UIKit's running sums in closed form (`ExactSum`): the same double as adding step by step.
@Suite struct ExactSumTests {
  static func stepByStep(_ total: Double, _ first: Double, _ second: Double, _ steps: Int) -> Double
  {
    var sum = total
    for _ in 0..<steps { sum = sum + first + second }
    return sum
  }

  /// Points and halves: a million lines of 40 + 10 end at 50,000,000 exactly, all at once.
  @Test func wholePointsSumInOneStep() {
    #expect(ExactSum.exactSteps(from: 0, adding: 40, 10, upTo: 1_000_000) == 1_000_000)
    #expect(ExactSum.repeated(from: 0, adding: 40, 10, times: 1_000_000) == 50_000_000)
  }

  /// A total with a long fraction (20 1/3, between 16 and 32, doubles 2^-48 apart) stays exact
  /// only while it stays below 32: with a pitch of 5, two steps (30 1/3 < 32, 35 1/3 is past it).
  @Test func aLongFractionIsExactWithinItsPowerOfTwo() {
    #expect(ExactSum.exactSteps(from: 20 + 1.0 / 3, adding: 4, 1, upTo: 100) == 2)
    #expect(ExactSum.exactSteps(from: 20 + 1.0 / 3, adding: 0.1, 1, upTo: 100) == 0)
  }

  /// For any start (with or without a long fraction) and any whole or half terms, the closed form
  /// is the step-by-step double, bit for bit.
  @Test func theClosedFormIsTheStepByStepSum() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<3_000 {
      let total =
        Bool.random(using: &generator)
        ? Double(Int.random(in: 0...5_000, using: &generator)) / 3
        : Double.random(in: 0...1e6, using: &generator)
      let first = Double(Int.random(in: 0...200, using: &generator)) / 2
      let second = Double(Int.random(in: -10...30, using: &generator)) / 4
      let steps = Int.random(in: 0...20_000, using: &generator)
      let closed = ExactSum.repeated(from: total, adding: first, second, times: steps)
      #expect(closed == Self.stepByStep(total, first, second, steps), "\(total) \(first) \(second)")
    }
  }
}
