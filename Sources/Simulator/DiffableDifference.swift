import Foundation

/// The batch update that takes a collection view from one snapshot to another, as
/// `apply(_:animatingDifferences:)` computes it: UIKit's algorithm is private, so this is Heckel's
/// (matching by unique identifier, as IGListKit does) with a walk that keeps the longest runs in
/// place, in O(n) time and memory (docs/uikit-choices.md, "Diffable data sources").
///
/// Every identifier found in both snapshots is matched. A section or item whose place among the
/// survivors changed is a move, never a delete and an insert, with two exceptions UIKit's batch
/// validation forces: an item leaving a deleted (or reloaded) section is inserted where it lands,
/// and an item arriving in an inserted (or reloaded) section is deleted where it was. A reloaded
/// item is a `reload` where UIKit can place it by the deletes and inserts alone (no move in its
/// sections, no section moved), else the delete and insert a reload decomposes into.
///
/// Only what changed is hashed: a section that continues keeps the items it shares at both ends
/// with its continuation in place, found by comparing identifiers in order, and only the items
/// between those ends are matched by identifier.
public struct DiffableDifference: Sendable {
  /// The batch's operations.
  public var operations: [UpdateOperation]
  /// Where the reconfigured items are in the new snapshot (they keep their cells).
  public var reconfigured: [IndexPath]

  /// The difference from `old` to `new`; `new`'s reload and reconfigure marks say what to reload.
  public init(from old: DiffableDataSourceSnapshot, to new: DiffableDataSourceSnapshot) {
    let reconfigured = new.reconfiguredItemIdentifiers.compactMap { identifier in
      old.sectionIndex(containingItem: identifier) == nil ? nil : new.indexPath(ofItem: identifier)
    }.sorted()
    self.init(
      fromSections: old.sectionIdentifiers, items: old.itemsBySection, to: new,
      reconfigured: reconfigured)
  }

  /// Where a difference takes each continuing section's regions from.
  enum RegionSource {
    /// Found by comparing the lists in order (`DiffableRegion.regions(old:new:)`).
    case matchedInOrder
    /// Each section one region, every item hashed: the plain algorithm the regions must agree
    /// with, which the tests compare against.
    case wholeLists
    /// Found already, by section, for sections that keep their index (an apply's update of the
    /// item index finds them first).
    case known([[DiffableRegion]])
  }

  /// The difference from the old snapshot's sections and items to `new`, with the reconfigured
  /// items already placed: all the difference reads of the old snapshot is its lists, so its item
  /// index can become the new snapshot's (`DiffableDataSourceSnapshot.update(to:)`).
  init(
    fromSections oldSections: [String], items oldItems: [[String]],
    to new: DiffableDataSourceSnapshot, reconfigured: [IndexPath],
    regions: RegionSource = .matchedInOrder
  ) {
    var builder = Builder(
      oldSections: oldSections, oldItems: oldItems, new: new, regionSource: regions)
    builder.diffSections()
    builder.diffItems()
    operations = builder.operations()
    self.reconfigured = reconfigured
  }

  /// How many identifiers two lists share at their start and then at their end (never counting
  /// one twice): what stays in place without being hashed.
  static func commonEnds(_ old: [String], _ new: [String]) -> (prefix: Int, suffix: Int) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// The identifiers of `new` that must move so that the rest keep their order, given two orders
  /// of the same identifiers: a walk over both that keeps what agrees and, where they differ, moves
  /// the one displaced farther (one move when one item moved, either way).
  static func moved(old fullOld: [String], new fullNew: [String]) -> Set<String> {
    // What agrees at both ends stays: only the middle is hashed.
    let ends = commonEnds(fullOld, fullNew)
    let old = fullOld[ends.prefix..<(fullOld.count - ends.suffix)]
    let new = fullNew[ends.prefix..<(fullNew.count - ends.suffix)]
    var oldRank: [String: Int] = [:]
    oldRank.reserveCapacity(old.count)
    // Ranks are indexes of the whole lists, as the walk's are.
    for index in old.indices { oldRank[old[index]] = index }
    var newRank: [String: Int] = [:]
    newRank.reserveCapacity(new.count)
    for index in new.indices { newRank[new[index]] = index }
    var moved = Set<String>()
    var oldIndex = old.startIndex
    var newIndex = new.startIndex
    while oldIndex < old.endIndex && newIndex < new.endIndex {
      let leaving = old[oldIndex]
      let arriving = new[newIndex]
      if moved.contains(leaving) {
        oldIndex += 1
      } else if moved.contains(arriving) {
        newIndex += 1
      } else if leaving == arriving {
        oldIndex += 1
        newIndex += 1
      } else {
        let leavingDistance = abs((newRank[leaving] ?? newIndex) - newIndex)
        let arrivingDistance = abs((oldRank[arriving] ?? oldIndex) - oldIndex)
        if arrivingDistance >= leavingDistance {
          moved.insert(arriving)
          newIndex += 1
        } else {
          moved.insert(leaving)
          oldIndex += 1
        }
      }
    }
    // What one side has left was matched on neither: it moves.
    while newIndex < new.endIndex {
      moved.insert(new[newIndex])
      newIndex += 1
    }
    return moved
  }
}
