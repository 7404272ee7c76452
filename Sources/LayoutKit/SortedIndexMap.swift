import Foundation

/// A few values keyed by index, kept sorted and found by binary search: what a batch update keeps
/// of the sections or items it touches, in place of a table with an entry for every one.
package struct SortedIndexMap<Value: Sendable>: Sendable {
  /// The indexes, ascending and distinct.
  package private(set) var keys: [Int] = []
  /// The value of each of `keys`.
  package private(set) var values: [Value] = []

  /// No entries.
  package init() {}

  /// The entries of `pairs`; of two for the same index, the later one stands (as a dictionary
  /// assigned in order would keep it). O(k log k).
  package init(_ pairs: [(key: Int, value: Value)]) {
    // Sorting by position too keeps the order of equal keys without relying on a stable sort.
    let order = pairs.indices.sorted {
      pairs[$0].key != pairs[$1].key ? pairs[$0].key < pairs[$1].key : $0 < $1
    }
    keys.reserveCapacity(order.count)
    values.reserveCapacity(order.count)
    for position in order {
      let (key, value) = pairs[position]
      if keys.last == key {
        values[values.count - 1] = value
      } else {
        keys.append(key)
        values.append(value)
      }
    }
  }

  /// The value for `key`, nil when there is none.
  package subscript(key: Int) -> Value? {
    let position = partitionPoint(keys.count) { keys[$0] >= key }
    return position < keys.count && keys[position] == key ? values[position] : nil
  }

  /// The number of entries.
  package var count: Int { keys.count }
  /// Whether there are no entries.
  package var isEmpty: Bool { keys.isEmpty }
}
