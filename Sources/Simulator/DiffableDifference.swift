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
public struct DiffableDifference: Sendable {
  /// The batch's operations.
  public var operations: [UpdateOperation]
  /// Where the reconfigured items are in the new snapshot (they keep their cells).
  public var reconfigured: [IndexPath]

  /// The difference from `old` to `new`; `new`'s reload and reconfigure marks say what to reload.
  public init(from old: DiffableDataSourceSnapshot, to new: DiffableDataSourceSnapshot) {
    var builder = Builder(old: old, new: new)
    builder.diffSections()
    builder.diffItems()
    operations = builder.operations()
    reconfigured = new.reconfiguredItemIdentifiers.compactMap { identifier in
      old.sectionIndex(containingItem: identifier) == nil ? nil : new.indexPath(ofItem: identifier)
    }.sorted()
  }

  /// The identifiers of `new` that must move so that the rest keep their order, given two orders
  /// of the same identifiers: a walk over both that keeps what agrees and, where they differ, moves
  /// the one displaced farther (one move when one item moved, either way).
  static func moved(old fullOld: [String], new fullNew: [String]) -> Set<String> {
    // What agrees at both ends stays: only the middle is hashed.
    var start = 0
    while start < fullOld.count, start < fullNew.count, fullOld[start] == fullNew[start] {
      start += 1
    }
    var oldEnd = fullOld.count
    var newEnd = fullNew.count
    while oldEnd > start, newEnd > start, fullOld[oldEnd - 1] == fullNew[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    let old = fullOld[start..<oldEnd]
    let new = fullNew[start..<newEnd]
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

/// The working state of one difference.
private struct Builder {
  let old: DiffableDataSourceSnapshot
  let new: DiffableDataSourceSnapshot
  /// For each old section, its new index when it continues (not deleted, not reloaded).
  var continuation: [Int?] = []
  /// For each new section, whether it is inserted or reloaded: its items need no operation.
  var coveredNew: [Bool] = []
  var anySectionMoved = false
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var reloadedSections: [Int] = []
  var sectionMoves: [(Int, Int)] = []
  var deletes: [IndexPath] = []
  var inserts: [IndexPath] = []
  var reloads: [IndexPath] = []
  var moves: [(IndexPath, IndexPath)] = []
  /// Reloaded items that stay in their section, placed once every move is known.
  var stayingReloads: [(from: IndexPath, to: IndexPath, section: Int)] = []
  /// Every item's index path in each snapshot, built only when an item moves or is reloaded
  /// (hashing every identifier is most of an apply's cost).
  lazy var oldPlace = Self.places(old)
  lazy var newPlace = Self.places(new)

  init(old: DiffableDataSourceSnapshot, new: DiffableDataSourceSnapshot) {
    self.old = old
    self.new = new
  }

  static func places(_ snapshot: DiffableDataSourceSnapshot) -> [String: IndexPath] {
    var result: [String: IndexPath] = [:]
    result.reserveCapacity(snapshot.numberOfItems)
    for (section, items) in snapshot.itemsBySection.enumerated() {
      for (item, identifier) in items.enumerated() {
        result[identifier] = IndexPath(item: item, section: section)
      }
    }
    return result
  }

  mutating func diffSections() {
    var newIndex: [String: Int] = [:]
    for (index, identifier) in new.sectionIdentifiers.enumerated() { newIndex[identifier] = index }
    var oldIndex: [String: Int] = [:]
    for (index, identifier) in old.sectionIdentifiers.enumerated() { oldIndex[identifier] = index }
    let survivorsOld = old.sectionIdentifiers.filter { newIndex[$0] != nil }
    let survivorsNew = new.sectionIdentifiers.filter { oldIndex[$0] != nil }
    let moved = DiffableDifference.moved(old: survivorsOld, new: survivorsNew)
    anySectionMoved = !moved.isEmpty
    continuation = Array(repeating: nil, count: old.numberOfSections)
    coveredNew = Array(repeating: true, count: new.numberOfSections)
    for (index, identifier) in old.sectionIdentifiers.enumerated() {
      guard let target = newIndex[identifier] else {
        deletedSections.append(index)
        continue
      }
      if new.reloadedSectionIdentifiers.contains(identifier) {
        // A reload is placed by the deletes and inserts alone: with a section move it is the
        // delete and insert it decomposes into.
        if anySectionMoved {
          deletedSections.append(index)
          insertedSections.append(target)
        } else {
          reloadedSections.append(index)
        }
        continue
      }
      continuation[index] = target
      coveredNew[target] = false
      if moved.contains(identifier) { sectionMoves.append((index, target)) }
    }
    for (index, identifier) in new.sectionIdentifiers.enumerated() where oldIndex[identifier] == nil
    {
      insertedSections.append(index)
    }
  }

  mutating func diffItems() {
    // Items that stay in their section (its continuation), by new section: kept apart so that
    // their order can be walked.
    var stayingNew: [Int: [String]] = [:]
    var sectionsWithMoves = Set<Int>()
    for (newSection, items) in new.itemsBySection.enumerated() where !coveredNew[newSection] {
      for (newItem, identifier) in items.enumerated() {
        let to = IndexPath(item: newItem, section: newSection)
        guard let fromSection = old.sectionIndex(containingItem: identifier),
          let continued = continuation[fromSection]
        else {
          inserts.append(to)
          continue
        }
        if continued == newSection {
          stayingNew[newSection, default: []].append(identifier)
        } else if let from = oldPlace[identifier] {
          move(identifier, from, to)
          sectionsWithMoves.insert(newSection)
          sectionsWithMoves.insert(continued)
        }
      }
    }
    for (oldSection, items) in old.itemsBySection.enumerated() {
      guard let continued = continuation[oldSection] else { continue }
      var stayingOld: [String] = []
      for (oldItem, identifier) in items.enumerated() {
        guard let newSection = new.sectionIndex(containingItem: identifier),
          !coveredNew[newSection]
        else {
          deletes.append(IndexPath(item: oldItem, section: oldSection))
          continue
        }
        if newSection == continued { stayingOld.append(identifier) }
      }
      diffStaying(
        old: stayingOld, new: stayingNew[continued] ?? [], oldSection: oldSection,
        newSection: continued, sectionsWithMoves: &sectionsWithMoves)
    }
    placeReloads(sectionsWithMoves: sectionsWithMoves)
  }

  /// The items that stay in one section: those out of order move, the rest stay.
  private mutating func diffStaying(
    old stayingOld: [String], new stayingNew: [String], oldSection: Int, newSection: Int,
    sectionsWithMoves: inout Set<Int>
  ) {
    let moved = DiffableDifference.moved(old: stayingOld, new: stayingNew)
    if !moved.isEmpty { sectionsWithMoves.insert(newSection) }
    // Most items stay where they were: nothing to look up for them.
    guard !moved.isEmpty || !new.reloadedItemIdentifiers.isEmpty else { return }
    for identifier in stayingNew {
      guard let from = oldPlace[identifier], let to = newPlace[identifier] else { continue }
      if moved.contains(identifier) {
        move(identifier, from, to)
      } else if new.reloadedItemIdentifiers.contains(identifier) {
        stayingReloads.append((from, to, newSection))
      }
    }
  }

  /// A move, or for a reloaded item the delete and insert its reload decomposes into (UIKit
  /// refuses a reload and a move of one index path).
  private mutating func move(_ identifier: String, _ from: IndexPath, _ to: IndexPath) {
    if new.reloadedItemIdentifiers.contains(identifier) {
      deletes.append(from)
      inserts.append(to)
    } else {
      moves.append((from, to))
    }
  }

  /// A reload stays a reload where UIKit places it right, else it is its delete and insert.
  private mutating func placeReloads(sectionsWithMoves: Set<Int>) {
    for reload in stayingReloads {
      if anySectionMoved || sectionsWithMoves.contains(reload.section) {
        deletes.append(reload.from)
        inserts.append(reload.to)
      } else {
        reloads.append(reload.from)
      }
    }
  }

  func operations() -> [UpdateOperation] {
    var result: [UpdateOperation] = []
    if !deletedSections.isEmpty { result.append(.deleteSections(deletedSections.sorted())) }
    if !insertedSections.isEmpty { result.append(.insertSections(insertedSections.sorted())) }
    if !reloadedSections.isEmpty { result.append(.reloadSections(reloadedSections.sorted())) }
    for (from, to) in sectionMoves { result.append(.moveSection(from, to: to)) }
    if !deletes.isEmpty { result.append(.deleteItems(deletes.sorted())) }
    if !inserts.isEmpty { result.append(.insertItems(inserts.sorted())) }
    if !reloads.isEmpty { result.append(.reloadItems(reloads.sorted())) }
    for (from, to) in moves.sorted(by: { $0.0 < $1.0 }) { result.append(.moveItem(from, to: to)) }
    return result
  }
}
