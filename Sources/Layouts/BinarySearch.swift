/// The first index in `0 ..< count` at which `predicate`, false and then true along the indices,
/// holds (`count` when it never does), by binary search. The layouts keep their own: they are
/// written as an app writes them, against UIKit's public API only, so that a port compiles with
/// only its import changed (docs/layouts.md), and LayoutKit's search is not UIKit's.
func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = low + (high - low) / 2
    if predicate(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}
