import Foundation

/// How the indexes of a list carry over through a batch update, without a table of every index:
/// the old indexes that leave it and the new ones that arrive, both sorted; every other old index
/// keeps its order and fills the next new place that nothing arrives at (UIKit's
/// `_UICollectionViewItemIndexMap`). It serves a continuing section's items and, with the moved
/// sections beside it (`SectionPlacement`), the sections. A lookup is two binary searches, so
/// planning a batch of k changes costs O(k log k) whatever the list holds.
package struct IndexShift: Equatable, Sendable {
  /// Old indexes that do not carry over in place, sorted and distinct.
  package let leaving: [Int]
  /// New indexes that are not carried over in place, sorted and distinct.
  package let arriving: [Int]
  /// Indexes before the update.
  package let oldCount: Int
  /// Indexes after the update.
  package let newCount: Int

  /// The shift of `oldCount` indexes to `newCount`; `leaving` and `arriving` in any order, a
  /// repeated index counting once.
  package init(leaving: [Int], arriving: [Int], oldCount: Int, newCount: Int) {
    self.leaving = Self.sortedDistinct(leaving)
    self.arriving = Self.sortedDistinct(arriving)
    self.oldCount = oldCount
    self.newCount = newCount
  }

  /// Where old index `index` goes; nil when it leaves, or when no new place is left for it.
  package func newIndex(forOld index: Int) -> Int? {
    Self.place(index, count: oldCount, skipping: leaving, filling: arriving, limit: newCount)
  }

  /// Where new index `index` comes from; nil when it arrives, or when no old index is left for
  /// it.
  package func oldIndex(forNew index: Int) -> Int? {
    Self.place(index, count: newCount, skipping: arriving, filling: leaving, limit: oldCount)
  }

  /// How many old indexes carry over in place: those that stay, as far as new places are left.
  package var carriedCount: Int {
    min(max(0, oldCount - leaving.count), max(0, newCount - arriving.count))
  }

  /// Whether nothing leaves or arrives and the counts agree: every index stays where it was.
  package var isIdentity: Bool {
    leaving.isEmpty && arriving.isEmpty && oldCount == newCount
  }

  /// `index` ranks r among the indexes of its side that are not in `skipped`; the answer is the
  /// r-th place of the other side not in `taken`: r plus the taken places t_j with t_j - j <= r
  /// (t_j - j, the free places before t_j, never decreases).
  private static func place(
    _ index: Int, count: Int, skipping skipped: [Int], filling taken: [Int], limit: Int
  ) -> Int? {
    guard index >= 0, index < count else { return nil }
    let before = partitionPoint(skipped.count) { skipped[$0] >= index }
    if before < skipped.count, skipped[before] == index { return nil }
    let rank = index - before
    let place = rank + partitionPoint(taken.count) { taken[$0] - $0 > rank }
    return place < limit ? place : nil
  }

  /// `indexes` sorted, each once: O(k log k).
  package static func sortedDistinct(_ indexes: [Int]) -> [Int] {
    var sorted = indexes.sorted()
    var write = 0
    for read in sorted.indices where write == 0 || sorted[read] != sorted[write - 1] {
      sorted[write] = sorted[read]
      write += 1
    }
    sorted.removeLast(sorted.count - write)
    return sorted
  }
}
