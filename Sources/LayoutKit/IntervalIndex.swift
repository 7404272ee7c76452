/// Finds, among intervals stored in layout order, the contiguous run that can overlap a query
/// interval, in O(log n).
///
/// Lines and sections are stored in the order the layout stacks them, so their starts and ends
/// normally grow with the index; negative spacings or insets can break that. The index therefore
/// keeps the running maximum of the ends and the running minimum (from the back) of the starts,
/// both monotone whatever the data: every interval before the returned range ends before the
/// query's start, and every interval after it starts after the query's end.
public struct IntervalIndex: Sendable {
  private var prefixMaxHigh: [Double] = []
  private var suffixMinLow: [Double] = []

  /// An index of no intervals.
  public init() {}

  /// Builds the index from intervals (low, high), in order.
  public init(lows: [Double], highs: [Double]) {
    precondition(lows.count == highs.count)
    prefixMaxHigh = highs
    for index in prefixMaxHigh.indices.dropFirst() {
      prefixMaxHigh[index] = max(prefixMaxHigh[index], prefixMaxHigh[index - 1])
    }
    suffixMinLow = lows
    for index in suffixMinLow.indices.reversed().dropFirst() {
      suffixMinLow[index] = min(suffixMinLow[index], suffixMinLow[index + 1])
    }
  }

  /// The number of intervals.
  public var count: Int { prefixMaxHigh.count }

  /// The smallest low and the largest high of all intervals; nil when there are none.
  public var bounds: (low: Double, high: Double)? {
    guard let low = suffixMinLow.first, let high = prefixMaxHigh.last else { return nil }
    return (low, high)
  }

  /// The indices whose intervals may satisfy `high >= low && low <= high` against the query
  /// (`queryLow`, `queryHigh`); everything outside the range certainly does not.
  public func candidates(overlapping queryLow: Double, _ queryHigh: Double) -> Range<Int> {
    let first = partitionPoint(prefixMaxHigh.count) { prefixMaxHigh[$0] >= queryLow }
    let end = partitionPoint(suffixMinLow.count) { suffixMinLow[$0] > queryHigh }
    return first < end ? first..<end : first..<first
  }

  /// The index after the intervals from `first` on were replaced, `count` intervals in all,
  /// changed in place (a batch update moves or re-solves the sections from its first change on).
  /// `write` is called once with the positions `first ..< count` and two buffers, one place per
  /// interval, and writes each replaced interval's low and high at its position: one tight pass
  /// of the caller's, not a call per interval. The running maximum is then redone from `first`,
  /// and the running minimum from the end back to where it no longer changes, asking
  /// `lowBefore` for the low of an interval before `first` (which the index keeps only as part
  /// of a minimum): once when the intervals are in order. Nothing is allocated while the
  /// capacity allows.
  package mutating func replace(
    from first: Int, count: Int, lowBefore: (Int) -> Double,
    write: (
      _ positions: Range<Int>, _ lows: UnsafeMutableBufferPointer<Double>,
      _ highs: UnsafeMutableBufferPointer<Double>
    ) -> Void
  ) {
    let count = max(0, count)
    let first = max(0, min(first, count, prefixMaxHigh.count))
    Self.resize(&prefixMaxHigh, to: count)
    Self.resize(&suffixMinLow, to: count)
    // Written through the buffers: a million intervals replaced cost no check of the arrays'
    // uniqueness each.
    prefixMaxHigh.withUnsafeMutableBufferPointer { prefixMaxHigh in
      suffixMinLow.withUnsafeMutableBufferPointer { suffixMinLow in
        // Each replaced interval's high and low wait in the running maximum's and minimum's
        // places until the passes below take them.
        write(first..<count, suffixMinLow, prefixMaxHigh)
        // `max(high, running)` and `min(low, suffix)` as branches: the intervals are nearly
        // always in order, so the branch is predicted and each step need not wait for the last.
        var running = first > 0 ? prefixMaxHigh[first - 1] : -Double.infinity
        for index in first..<count {
          if running >= prefixMaxHigh[index] {
            prefixMaxHigh[index] = running
          } else {
            running = prefixMaxHigh[index]
          }
        }
        var suffix = Double.infinity
        for index in stride(from: count - 1, through: first, by: -1) {
          if suffix < suffixMinLow[index] {
            suffixMinLow[index] = suffix
          } else {
            suffix = suffixMinLow[index]
          }
        }
        for index in stride(from: first - 1, through: 0, by: -1) {
          suffix = min(lowBefore(index), suffix)
          // Before `first` the intervals are the same: once a minimum is unchanged, so are the
          // rest.
          if suffixMinLow[index] == suffix { break }
          suffixMinLow[index] = suffix
        }
      }
    }
  }

  /// `list` cut or padded (with zeros, to be written) to `count` entries, in place.
  private static func resize(_ list: inout [Double], to count: Int) {
    if list.count > count {
      list.removeLast(list.count - count)
    } else {
      list.reserveCapacity(headroomFor: count)
      list.append(contentsOf: repeatElement(0, count: count - list.count))
    }
  }
}
