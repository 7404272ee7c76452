/// The first index in `0 ..< count` at which `predicate`, false and then true along the indices,
/// holds (`count` when it never does), by binary search: the one search behind the interval
/// index, a self-sizing window's lines and a batch update's item shifts.
package func partitionPoint(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = low + (high - low) / 2
    if predicate(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}
