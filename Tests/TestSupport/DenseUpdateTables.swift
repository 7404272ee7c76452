import Foundation

/// A batch update's maps as tables with an entry for every section and every item, worked out by
/// walking both sides in step (the rule the sorted lists of `SectionPlacement` and `IndexShift`
/// answer by binary search): the reference the property tests compare them with.
public enum DenseUpdateTables {
  /// Section tables: moves placed in source order (the later move of a section standing) unless
  /// an insert or an earlier move took the place; the other surviving sections poured into the
  /// free places in order. `forward[old]` is the new section, `backward[new]` the old one.
  public static func sections(
    oldCount: Int, newCount: Int, deleted: [Int], inserted: [Int], moves: [(from: Int, to: Int)]
  ) -> (forward: [Int?], backward: [Int?]) {
    var movedTo: [Int: Int] = [:]
    for move in moves { movedTo[move.from] = move.to }
    var backward = [Int?](repeating: nil, count: newCount)
    var taken = Set(inserted.filter { $0 >= 0 && $0 < newCount })
    for (from, to) in movedTo.sorted(by: { $0.key < $1.key })
    where to >= 0 && to < newCount && !taken.contains(to) && from >= 0 && from < oldCount {
      backward[to] = from
      taken.insert(to)
    }
    var remaining = (0..<oldCount).filter { !deleted.contains($0) && movedTo[$0] == nil }[...]
    for slot in backward.indices where !taken.contains(slot) {
      guard let next = remaining.popFirst() else { break }
      backward[slot] = next
    }
    var forward = [Int?](repeating: nil, count: oldCount)
    for (newSection, oldSection) in backward.enumerated() {
      if let oldSection { forward[oldSection] = newSection }
    }
    return (forward, backward)
  }

  /// Item tables of one continuing section: the old items that stay (not in `leaving`) fill the
  /// new places nothing arrives at, in order, as far as both last.
  public static func items(
    oldCount: Int, newCount: Int, leaving: Set<Int>, arriving: Set<Int>
  ) -> (forward: [Int?], backward: [Int?]) {
    var forward = [Int?](repeating: nil, count: oldCount)
    var backward = [Int?](repeating: nil, count: newCount)
    let stays = (0..<oldCount).filter { !leaving.contains($0) }
    let free = (0..<newCount).filter { !arriving.contains($0) }
    for (old, new) in zip(stays, free) {
      forward[old] = new
      backward[new] = old
    }
    return (forward, backward)
  }
}
