import Foundation
import LayoutKit

extension BatchUpdate {
  /// Indexes some operations name (sections, or the items of one section), sorted, so that UIKit's
  /// running adjustments of a reload's index past them, which `_endItemAnimations` makes by
  /// walking every delete and insert for every reload, take a binary search.
  struct SortedIndexes {
    /// The indexes, ascending, repeats kept.
    let values: [Int]
    /// Whether no index repeats: then each adjustment is a count, found by binary search.
    let isDistinct: Bool

    init(_ indexes: [Int]) {
      values = indexes.sorted()
      isDistinct = zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The item indexes of `entries` grouped by section.
    static func bySection(_ entries: [Entry]) -> [Int: SortedIndexes] {
      var grouped: [Int: [Int]] = [:]
      for entry in entries where !entry.path.isSection {
        grouped[entry.path.section, default: []].append(entry.path.item)
      }
      return grouped.mapValues(SortedIndexes.init)
    }

    /// `index` moved back past deletes, as UIKit walks them from the last: each at or before the
    /// index as it stands so far moves it back by one; `excluding` is skipped. With distinct
    /// indexes, once one counts every smaller one counts too, so the walk is a count of those at
    /// or before `index`.
    func shiftedBack(_ index: Int, excluding: Int? = nil) -> Int {
      guard isDistinct else {
        var shifted = index
        for value in values.reversed() where value != excluding && value <= shifted {
          shifted -= 1
        }
        return shifted
      }
      let atOrBefore = partitionPoint(values.count) { values[$0] > index }
      let excluded = excluding.map { $0 <= index && contains($0) } ?? false
      return index - atOrBefore + (excluded ? 1 : 0)
    }

    /// `index` moved on past inserts, as UIKit walks them from the first: each at or before the
    /// index as it stands so far moves it on by one. With distinct indexes, the j-th (from 0)
    /// counts exactly when its value less j is at most `index`, and value less position never
    /// falls along a distinct ascending list, so the walk is a binary search.
    func shiftedForward(_ index: Int) -> Int {
      guard isDistinct else {
        var shifted = index
        for value in values where value <= shifted { shifted += 1 }
        return shifted
      }
      return index + partitionPoint(values.count) { values[$0] - $0 > index }
    }

    /// Whether `index` is one of the indexes.
    func contains(_ index: Int) -> Bool {
      let position = partitionPoint(values.count) { values[$0] >= index }
      return position < values.count && values[position] == index
    }
  }
}
