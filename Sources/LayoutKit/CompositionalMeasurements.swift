import Foundation

/// The lengths self-sizing measured in one section, along the scroll direction, and what they do
/// to its groups: a group whose length is estimated grows (or shrinks) by the most any of its
/// items changed, counting an item not measured yet as unchanged (docs/uikit-choices.md,
/// "Compositional layout"). Groups are found by binary search, so a section with m changed
/// groups places an item in O(log m).
struct CompositionalMeasurements: Sendable {
  /// Measured lengths along the scroll direction, by item.
  let lengths: [Int: Double]
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

  /// No measurements.
  static let none = CompositionalMeasurements(lengths: [:], groups: [], changes: [])

  private init(lengths: [Int: Double], groups: [Int], changes: [Double]) {
    self.lengths = lengths
    self.groups = groups
    self.changes = changes
    var sums = [0.0]
    sums.reserveCapacity(changes.count + 1)
    for change in changes { sums.append((sums.last ?? 0) + change) }
    prefix = sums
    largestGrowth = max(changes.max() ?? 0, 0)
    smallestChange = min(changes.min() ?? 0, 0)
  }

  /// The measurements `lengths` of a section of `itemCount` items whose group holds `leaves`;
  /// `groupsGrow` when the group's own length along the scroll direction is estimated.
  init(
    lengths: [Int: Double], leaves: [CompositionalLeaf], itemCount: Int, axis: FlowAxis,
    groupsGrow: Bool
  ) {
    let perGroup = leaves.count
    let lengths =
      perGroup > 0 && leaves.contains { axis.isVertical ? $0.uniformHeight : $0.uniformWidth }
      ? Self.uniformed(lengths, leaves: leaves, itemCount: itemCount, axis: axis) : lengths
    guard groupsGrow, perGroup > 0, !lengths.isEmpty else {
      self.init(lengths: lengths, groups: [], changes: [])
      return
    }
    var byGroup: [Int: (change: Double, measured: Int)] = [:]
    for (item, length) in lengths where item >= 0 && item < itemCount {
      let change = length - axis.mainLength(leaves[item % perGroup].frame)
      let group = item / perGroup
      let previous = byGroup[group]
      byGroup[group] = (max(previous?.change ?? -.infinity, change), (previous?.measured ?? 0) + 1)
    }
    var groups: [Int] = []
    var changes: [Double] = []
    for group in byGroup.keys.sorted() {
      guard let entry = byGroup[group] else { continue }
      let itemsInGroup = min(perGroup, itemCount - group * perGroup)
      // An item not measured yet keeps its estimate: the group is at least as long as before.
      let change = entry.measured < itemsInGroup ? max(entry.change, 0) : entry.change
      if change != 0 {
        groups.append(group)
        changes.append(change)
      }
    }
    self.init(lengths: lengths, groups: groups, changes: changes)
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
    prefix[partitionPoint(groups.count) { groups[$0] >= group }]
  }

  /// The change of every group.
  var total: Double { prefix.last ?? 0 }
}
