import Foundation
import SeededRandom
import Testing

@testable import LayoutKit

/// The interval index changed in place after a batch update
/// (`replace(from:count:lowBefore:write:)`) answers as one built afresh over the same intervals.
@Suite struct IntervalIndexTests {
  /// Three sections 0-10, 10-20, 20-30; an update keeps the first and makes the rest 5-8 (a
  /// negative spacing pulls it back), 30-40 and 40-45. Running maxima 10, 10, 40, 45; running
  /// minima from the back 0, 5, 30, 40.
  @Test func aReplacedTailAnswersFromItsNewIntervals() {
    var index = IntervalIndex(lows: [0, 10, 20], highs: [10, 20, 30])
    let replaced: [(low: Double, high: Double)] = [(0, 10), (5, 8), (30, 40), (40, 45)]
    index.replace(from: 1, count: 4) { replaced[$0] }
    #expect(index.count == 4)
    // Up to 9: the first two (the second starts at 5); from 31: the last two.
    #expect(index.candidates(overlapping: 8.5, 9) == 0..<2)
    #expect(index.candidates(overlapping: 31, 50) == 2..<4)
    #expect(index.candidates(overlapping: 46, 50) == 4..<4)
    #expect(index.bounds?.low == 0 && index.bounds?.high == 45)
  }

  /// Over seeded intervals (starts and ends out of order now and then) and replacements from any
  /// place, growing or shrinking, every query gives the candidates a fresh index gives.
  @Test func aReplacedIndexAnswersAsAFreshOne() {
    var generator = SeededGenerator(seed: 0x1D_E7)
    func intervals(_ count: Int) -> [(low: Double, high: Double)] {
      (0..<count).map { position in
        let low = Double(position * 10 + Int.random(in: -15...5, using: &generator))
        return (low, low + Double(Int.random(in: 0...20, using: &generator)))
      }
    }
    for round in 0..<500 {
      let oldCount = Int.random(in: 0...12, using: &generator)
      let old = intervals(oldCount)
      var index = IntervalIndex(lows: old.map(\.low), highs: old.map(\.high))
      let first = Int.random(in: 0...oldCount, using: &generator)
      let newCount = max(first, oldCount + Int.random(in: -3...3, using: &generator))
      let new = Array(old.prefix(first)) + intervals(newCount).suffix(newCount - first)
      index.replace(from: first, count: newCount) { new[$0] }
      let fresh = IntervalIndex(lows: new.map(\.low), highs: new.map(\.high))
      #expect(index.count == fresh.count, "round \(round)")
      #expect(index.bounds?.low == fresh.bounds?.low, "round \(round)")
      #expect(index.bounds?.high == fresh.bounds?.high, "round \(round)")
      for _ in 0..<20 {
        let low = Double(Int.random(in: -30...140, using: &generator))
        let high = low + Double(Int.random(in: 0...40, using: &generator))
        #expect(
          index.candidates(overlapping: low, high) == fresh.candidates(overlapping: low, high),
          "round \(round)")
      }
    }
  }
}

/// How much of the index an update replaces: the intervals from the first change on, and of
/// those before it only as many as the running minimum from the back needs (one when the
/// intervals are in order).
@Suite struct IntervalIndexWorkTests {
  /// 100,000 intervals [10i, 10i + 10]; one inserted at 99,990 (the rest move up by 10): the
  /// 11 intervals 99,990 ... 100,000 are asked, then interval 99,989's low once, whose running
  /// minimum (99,890, its own low) is unchanged, so the backward pass stops there: 12 questions.
  @Test func anInsertNearTheEndAsksOnlyTheIntervalsFromIt() {
    let count = 100_000
    var index = IntervalIndex(
      lows: (0..<count).map { Double($0 * 10) }, highs: (0..<count).map { Double($0 * 10 + 10) })
    var asked: [Int] = []
    index.replace(from: 99_990, count: count + 1) { position in
      asked.append(position)
      return (Double(position * 10), Double(position * 10 + 10))
    }
    #expect(asked.count == 12)
    #expect(asked.filter { $0 >= 99_990 }.count == 11)
    #expect(asked.min() == 99_989)
    #expect(index.candidates(overlapping: 1_000_005, 1_000_006) == 100_000..<100_001)
  }
}

extension IntervalIndex {
  /// `replace(from:count:lowBefore:write:)` with every interval, replaced or before the first
  /// replaced one, given by `interval` (asked once per position written and once per low read
  /// before `first`).
  fileprivate mutating func replace(
    from first: Int, count: Int, interval: (Int) -> (low: Double, high: Double)
  ) {
    replace(
      from: first, count: count, lowBefore: { interval($0).low },
      write: { positions, lows, highs in
        for position in positions { (lows[position], highs[position]) = interval(position) }
      })
  }
}
