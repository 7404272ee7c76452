import Foundation

/// The lengths self-sizing measured in one section, along the scroll direction, and what they do
/// to its groups: a group whose length is estimated grows (or shrinks) by the most any of its
/// items changed, counting an item not measured yet as unchanged (docs/uikit-choices.md,
/// "Compositional layout"). Groups are found by binary search, so a section with m changed
/// groups places an item in O(log m). A class: its parts never change once worked out, and every
/// section holds one, so copying a section takes one reference rather than one per part.
final class CompositionalMeasurements: Sendable {
  /// Measured lengths along the scroll direction, by item (made from `orderedItems` and
  /// `orderedLengths`: the measurements keep no table of their own, so the layout's table of
  /// measured lengths is not shared and takes a new length in place).
  var lengths: [Int: Double] {
    Dictionary(uniqueKeysWithValues: zip(orderedItems, orderedLengths))
  }
  /// The groups whose length changed, in order.
  private let groups: [Int]
  /// How much each of `groups` changed.
  private let changes: [Double]
  /// `prefix[i]`: the sum of the first i changes.
  private let prefix: [Double]
  /// The most any group grew (0 when none did).
  let largestGrowth: Double
  /// The least pitch a group keeps (the estimated pitch when nothing shrank).
  let smallestChange: Double
  /// What the groups' changes were worked out against; nil when `uniformAcrossSiblings` items
  /// made lengths of their siblings (such measurements are always worked out whole).
  private let basis: Basis?

  /// What a section's measurements are worked out against besides the lengths: its group's
  /// leaves' lengths along the scroll direction, its item count, and whether its groups' own
  /// lengths are estimated (they grow with their items).
  private struct Basis: Equatable, Sendable {
    let leafLengths: [Double]
    let itemCount: Int
    let groupsGrow: Bool
  }

  /// No measurements.
  static let none = CompositionalMeasurements(
    lengths: [:], groups: [], changes: [], basis: nil)

  /// The measured items in order, and their lengths: a walk over consecutive items reads them
  /// in step, and one item's length is found by binary search.
  let orderedItems: [Int]
  let orderedLengths: [Double]

  /// `ordered`: `lengths` as sorted arrays, when the caller has them (worked out otherwise).
  private init(
    lengths: [Int: Double], groups: [Int], changes: [Double], basis: Basis?,
    ordered: (items: [Int], lengths: [Double])? = nil
  ) {
    if let ordered {
      (orderedItems, orderedLengths) = ordered
    } else {
      orderedItems = lengths.keys.sorted()
      orderedLengths = orderedItems.map { lengths[$0] ?? 0 }
    }
    self.groups = groups
    self.changes = changes
    self.basis = basis
    // One pass, one allocation: a measurement makes these again for its section.
    var sums: [Double] = []
    sums.reserveCapacity(changes.count + 1)
    sums.append(0)
    var (largest, smallest, sum) = (0.0, 0.0, 0.0)
    for change in changes {
      sum += change
      sums.append(sum)
      largest = max(largest, change)
      smallest = min(smallest, change)
    }
    prefix = sums
    largestGrowth = largest
    smallestChange = smallest
  }

  /// The measurements `lengths` of a section of `itemCount` items whose group holds `leaves`;
  /// `groupsGrow` when the group's own length along the scroll direction is estimated.
  convenience init(
    lengths: [Int: Double], leaves: [CompositionalLeaf], itemCount: Int, axis: FlowAxis,
    groupsGrow: Bool
  ) {
    let uniform = !leaves.isEmpty && Self.hasUniformLeaves(leaves, axis: axis)
    let measured =
      uniform ? Self.uniformed(lengths, leaves: leaves, itemCount: itemCount, axis: axis) : lengths
    let basis = Basis(
      leafLengths: leaves.map { axis.mainLength($0.frame) }, itemCount: itemCount,
      groupsGrow: groupsGrow)
    let groups = Self.groupChanges(of: measured, basis: basis)
    self.init(
      lengths: measured, groups: groups.groups, changes: groups.changes,
      basis: uniform ? nil : basis)
  }

  /// These measurements with `lengths`, which differ from `self.lengths` only at `items` (the
  /// items measured since), for the same section solved again: only the groups of those items
  /// are worked out again, O(changed groups + items). Nil when the section is not the one these
  /// were worked out for (other leaves, item count or estimated group length) or its lengths
  /// are made uniform: it is worked out whole.
  func updating(
    lengths: [Int: Double], items: [Int], leaves: [CompositionalLeaf], itemCount: Int,
    axis: FlowAxis, groupsGrow: Bool
  ) -> CompositionalMeasurements? {
    // Each item once, in order: a measurement arrives once per item, so this is short.
    // Items measured for the first time, each once (a measurement names a few items).
    var newlyMeasured = 0
    for (index, item) in items.enumerated()
    where length(ofItem: item) == nil && !items[..<index].contains(item) {
      newlyMeasured += 1
    }
    guard let basis, basis.itemCount == itemCount, basis.groupsGrow == groupsGrow,
      basis.leafLengths.count == leaves.count,
      zip(basis.leafLengths, leaves).allSatisfy({ $0 == axis.mainLength($1.frame) }),
      leaves.isEmpty || !Self.hasUniformLeaves(leaves, axis: axis),
      lengths.count == orderedItems.count + newlyMeasured
    else { return nil }
    let ordered = self.ordered(with: items, from: lengths)
    let perGroup = leaves.count
    guard groupsGrow, perGroup > 0 else {
      return CompositionalMeasurements(
        lengths: lengths, groups: [], changes: [], basis: basis, ordered: ordered)
    }
    var groups = self.groups
    var changes = self.changes
    var touched: [Int] = []
    touched.reserveCapacity(items.count)
    for item in items where item >= 0 && item < itemCount { touched.append(item / perGroup) }
    Self.sortOnce(&touched)
    for group in touched {
      let change = Self.change(ofGroup: group, lengths: lengths, basis: basis) ?? 0
      let position = partitionPoint(groups.count) { groups[$0] >= group }
      if position < groups.count, groups[position] == group {
        if change != 0 {
          changes[position] = change
        } else {
          groups.remove(at: position)
          changes.remove(at: position)
        }
      } else if change != 0 {
        groups.insert(group, at: position)
        changes.insert(change, at: position)
      }
    }
    return CompositionalMeasurements(
      lengths: lengths, groups: groups, changes: changes, basis: basis, ordered: ordered)
  }

  /// `orderedItems` and `orderedLengths` with `items` taking their lengths in `lengths`: each
  /// found by binary search, and inserted in its place when it is measured for the first time.
  private func ordered(with items: [Int], from lengths: [Int: Double]) -> (
    items: [Int], lengths: [Double]
  ) {
    var orderedItems = self.orderedItems
    var orderedLengths = self.orderedLengths
    for item in items {
      guard let length = lengths[item] else { continue }
      let position = partitionPoint(orderedItems.count) { orderedItems[$0] >= item }
      if position < orderedItems.count, orderedItems[position] == item {
        orderedLengths[position] = length
      } else {
        orderedItems.insert(item, at: position)
        orderedLengths.insert(length, at: position)
      }
    }
    return (orderedItems, orderedLengths)
  }

  /// The length measured for `item`; nil when it was not measured.
  func length(ofItem item: Int) -> Double? {
    let position = orderedPosition(atOrAfter: item)
    return position < orderedItems.count && orderedItems[position] == item
      ? orderedLengths[position] : nil
  }

  /// The place in `orderedItems` of the first measured item at or after `item`.
  func orderedPosition(atOrAfter item: Int) -> Int {
    partitionPoint(orderedItems.count) { orderedItems[$0] >= item }
  }

  /// Puts `values` in order, each once, in place (a set would cost more for the few groups of
  /// a measurement).
  private static func sortOnce(_ values: inout [Int]) {
    values.sort()
    var kept = 0
    for index in values.indices where kept == 0 || values[kept - 1] != values[index] {
      values[kept] = values[index]
      kept += 1
    }
    values.removeSubrange(kept...)
  }

  /// The groups whose length `lengths` change, in order, with their changes; none unless the
  /// groups grow.
  private static func groupChanges(of lengths: [Int: Double], basis: Basis) -> (
    groups: [Int], changes: [Double]
  ) {
    let perGroup = basis.leafLengths.count
    guard basis.groupsGrow, perGroup > 0, !lengths.isEmpty else { return ([], []) }
    var groups: [Int] = []
    var changes: [Double] = []
    let measuredItems = lengths.keys.filter { $0 >= 0 && $0 < basis.itemCount }.sorted()
    for item in measuredItems where groups.last != item / perGroup {
      let group = item / perGroup
      groups.append(group)
      changes.append(change(ofGroup: group, lengths: lengths, basis: basis) ?? 0)
    }
    // Only groups whose length changed are kept.
    let kept = changes.indices.filter { changes[$0] != 0 }
    return (kept.map { groups[$0] }, kept.map { changes[$0] })
  }

  /// How much group `group` grows with `lengths`: the most any of its measured items changed,
  /// at least nothing while one of its items is not measured yet (it keeps its estimate); nil
  /// when none of its items is measured.
  private static func change(ofGroup group: Int, lengths: [Int: Double], basis: Basis) -> Double? {
    let perGroup = basis.leafLengths.count
    let first = group * perGroup
    let itemsInGroup = min(perGroup, basis.itemCount - first)
    var largest = -Double.infinity
    var measured = 0
    for place in 0..<max(itemsInGroup, 0) {
      guard let length = lengths[first + place] else { continue }
      largest = max(largest, length - basis.leafLengths[place])
      measured += 1
    }
    guard measured > 0 else { return nil }
    // An item not measured yet keeps its estimate: the group is at least as long as before.
    return measured < itemsInGroup ? max(largest, 0) : largest
  }

  /// Whether any leaf's length along the scroll direction is `uniformAcrossSiblings`.
  private static func hasUniformLeaves(_ leaves: [CompositionalLeaf], axis: FlowAxis) -> Bool {
    leaves.contains { axis.isVertical ? $0.uniformHeight : $0.uniformWidth }
  }

  /// `lengths` with every `uniformAcrossSiblings` item of a group in which one of them was
  /// measured at the largest of their lengths (measured, else solved: an item not measured yet
  /// keeps at least its estimate's room), as UIKit documents the dimension.
  private static func uniformed(
    _ lengths: [Int: Double], leaves: [CompositionalLeaf], itemCount: Int, axis: FlowAxis
  ) -> [Int: Double] {
    let perGroup = leaves.count
    let uniform = leaves.indices.filter {
      axis.isVertical ? leaves[$0].uniformHeight : leaves[$0].uniformWidth
    }
    let uniformPlaces = Set(uniform)
    let groups = Set(
      lengths.keys.filter { $0 >= 0 && $0 < itemCount && uniformPlaces.contains($0 % perGroup) }
        .map { $0 / perGroup })
    var result = lengths
    for group in groups.sorted() {
      let first = group * perGroup
      let places = uniform.filter { first + $0 < itemCount }
      let largest = places.map { lengths[first + $0] ?? axis.mainLength(leaves[$0].frame) }.max()
      guard let largest else { continue }
      for place in places { result[first + place] = largest }
    }
    return result
  }

  /// Whether any group changed length.
  var movesGroups: Bool { !groups.isEmpty }

  /// The sum of the changes of the groups before `group`.
  func shift(before group: Int) -> Double {
    shift(atPosition: position(before: group))
  }

  /// How many of the groups that changed come before `group`.
  func position(before group: Int) -> Int {
    partitionPoint(groups.count) { groups[$0] >= group }
  }

  /// `position(before: group)` found from `position`, that of an earlier group: a walk over
  /// consecutive groups passes each changed group once.
  func position(before group: Int, from position: Int) -> Int {
    var found = position
    while found < groups.count && groups[found] < group { found += 1 }
    return found
  }

  /// `partitionPoint(count, predicate)` over groups 0..<count, for a `predicate` given each
  /// group with its `position(before:)`: the changed groups split the groups into runs that share
  /// a position, so the run is found first and then the group in it, O(log changes + log
  /// groups) evaluations, none of which searches for its position (a rect query of a measured
  /// section asks this twice).
  func partitionGroups(_ count: Int, _ predicate: (_ group: Int, _ position: Int) -> Bool) -> Int {
    // Run p starts at the group after the p-th changed one (run 0 at group 0), and every group
    // in it has position p.
    func runStart(_ run: Int) -> Int { run == 0 ? 0 : groups[run - 1] + 1 }
    let run = partitionPoint(groups.count + 1) { run in
      let start = runStart(run)
      return start >= count || predicate(start, run)
    }
    guard run > 0 else { return 0 }
    // The answer is in the run before, after its start (which the predicate refused), or it is
    // the next run's start.
    let start = runStart(run - 1) + 1
    let end = min(run <= groups.count ? runStart(run) : count, count)
    guard start < end else { return end }
    return start + partitionPoint(end - start) { predicate(start + $0, run - 1) }
  }

  /// How much group `group` changed (0 when it did not).
  func change(ofGroup group: Int) -> Double {
    let position = position(before: group)
    return position < groups.count && groups[position] == group ? changes[position] : 0
  }

  /// The sum of the changes of the first `position` groups that changed.
  func shift(atPosition position: Int) -> Double { prefix[position] }

  /// The change of every group.
  var total: Double { prefix.last ?? 0 }
}
