import Foundation

/// Where the groups of a self-sized orthogonal row reach along the row, so a rect query finds
/// the items it meets in O(log n + k) rather than walking the row (docs/compositional-layout.md,
/// "Orthogonal sections"). The groups follow one another along the row, but their leaves (with
/// badges, negative insets or offsets) may reach past their neighbours': each group keeps the
/// farthest end reached by it or any group before it, and the nearest start reached by it or
/// any group after it. Both run in order, so two binary searches bound the groups a span meets.
package struct CompositionalRowIndex: Equatable, Sendable {
  /// `firstItems[g]`: the first item of group g; one more entry, the row's item count.
  private let firstItems: [Int]
  /// `reachedEnds[g]`: the farthest any leaf of groups 0...g reaches along the row.
  private let reachedEnds: [Double]
  /// `reachedStarts[g]`: the nearest any leaf of groups g... starts along the row.
  private let reachedStarts: [Double]

  /// One group of the row: how many items it holds, and from where to where its leaves reach
  /// along the row (relative to the row's first group).
  package struct Group: Sendable {
    let itemCount: Int
    let start: Double
    let end: Double

    package init(itemCount: Int, start: Double, end: Double) {
      (self.itemCount, self.start, self.end) = (itemCount, start, end)
    }
  }

  /// The index of `groups`, in the row's order: one pass forward, one back.
  package init(_ groups: [Group]) {
    var firstItems = [0]
    var reachedEnds: [Double] = []
    firstItems.reserveCapacity(groups.count + 1)
    reachedEnds.reserveCapacity(groups.count)
    for group in groups {
      firstItems.append((firstItems.last ?? 0) + group.itemCount)
      reachedEnds.append(max(reachedEnds.last ?? -.infinity, group.end))
    }
    var reachedStarts = groups.map(\.start)
    for index in reachedStarts.indices.dropLast().reversed() {
      reachedStarts[index] = min(reachedStarts[index], reachedStarts[index + 1])
    }
    self.firstItems = firstItems
    self.reachedEnds = reachedEnds
    self.reachedStarts = reachedStarts
  }

  /// The number of groups.
  var groupCount: Int { reachedEnds.count }

  /// The items of the groups that can meet the span from `low` to `high` along the row (relative
  /// to the row's first group): every item outside the range certainly lies outside it.
  /// Two binary searches over the groups.
  package func items(low: Double, high: Double) -> Range<Int> {
    let first = partitionPoint(groupCount) { reachedEnds[$0] >= low }
    let end = partitionPoint(groupCount) { reachedStarts[$0] > high }
    guard first < end else { return 0..<0 }
    return firstItems[first]..<firstItems[end]
  }
}
