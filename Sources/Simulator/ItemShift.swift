import Foundation
import LayoutKit

/// How the items of a section that continues through a batch update carry over, without a table
/// of every item: the old items that leave it (deleted, reloaded or moved away) and the new ones
/// that arrive (inserted, reloaded or moved in), both sorted; every other old item keeps its
/// order and fills the next new place that nothing arrives at (UIKit's
/// `_UICollectionViewItemIndexMap`). A lookup is two binary searches, so planning a batch of k
/// changes costs O(k log k) whatever the section holds.
struct ItemShift: Sendable {
  /// Old items that do not carry over in place, sorted and distinct.
  let leaving: [Int]
  /// New items that are not carried over in place, sorted and distinct.
  let arriving: [Int]
  let oldCount: Int
  let newCount: Int

  init(leaving: [Int], arriving: [Int], oldCount: Int, newCount: Int) {
    self.leaving = Array(Set(leaving)).sorted()
    self.arriving = Array(Set(arriving)).sorted()
    self.oldCount = oldCount
    self.newCount = newCount
  }

  /// Where old item `item` goes; nil when it leaves, or when no new place is left for it.
  func newItem(forOld item: Int) -> Int? {
    Self.place(item, count: oldCount, skipping: leaving, filling: arriving, limit: newCount)
  }

  /// Where new item `item` comes from; nil when it arrives, or when no old item is left for it.
  func oldItem(forNew item: Int) -> Int? {
    Self.place(item, count: newCount, skipping: arriving, filling: leaving, limit: oldCount)
  }

  /// `item` ranks r among the items of its side that are not in `skipped`; the answer is the
  /// r-th place of the other side not in `taken`: r plus the taken places t_j with t_j - j <= r
  /// (t_j - j, the free places before t_j, never decreases).
  private static func place(
    _ item: Int, count: Int, skipping skipped: [Int], filling taken: [Int], limit: Int
  ) -> Int? {
    guard item >= 0, item < count else { return nil }
    let before = LayoutKit.partitionPoint(skipped.count) { skipped[$0] >= item }
    if before < skipped.count, skipped[before] == item { return nil }
    let rank = item - before
    let place = rank + LayoutKit.partitionPoint(taken.count) { taken[$0] - $0 > rank }
    return place < limit ? place : nil
  }
}
