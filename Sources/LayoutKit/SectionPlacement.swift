import Foundation

/// Where each section goes in a batch update, by UIKit's rule: inserted sections and the targets
/// of moved sections take their places, and the other surviving sections fill the remaining
/// places in their order. Kept as sorted lists of what changed (an `IndexShift` for the sections
/// that keep their order, the moves both ways): O(k log k) to build for k changes, a binary
/// search to answer, and an in-place `rearrange` of anything kept per section.
package struct SectionPlacement: Sendable {
  /// The sections that keep their order: deleted and moved ones leave it, inserted ones and move
  /// targets arrive in it.
  package let shift: IndexShift
  /// The placed moves, old section to new.
  package let movedTo: SortedIndexMap<Int>
  /// The placed moves, new section to old.
  package let movedFrom: SortedIndexMap<Int>
  /// Moves that found no place (a target taken, or out of range): their sections are lost.
  package let unplacedMoves: Int

  /// `oldCount` sections becoming `newCount`: `deleted` (old indexes) leave, `inserted` (new
  /// indexes) arrive, and each of `moves` takes its target unless an insert or an earlier move
  /// (in source order) took it; of two moves of one section, the later one counts.
  package init(
    oldCount: Int, newCount: Int, deleted: [Int], inserted: [Int],
    moves: [(from: Int, to: Int)]
  ) {
    let oldRange = 0..<max(0, oldCount)
    let newRange = 0..<max(0, newCount)
    let moveBySource = SortedIndexMap(moves.map { (key: $0.from, value: $0.to) })
    var taken = Set(inserted.filter(newRange.contains))
    var placed: [(key: Int, value: Int)] = []
    for (from, to) in zip(moveBySource.keys, moveBySource.values)
    where newRange.contains(to) && oldRange.contains(from) && !taken.contains(to) {
      taken.insert(to)
      placed.append((from, to))
    }
    shift = IndexShift(
      leaving: (deleted + moveBySource.keys).filter(oldRange.contains), arriving: Array(taken),
      oldCount: max(0, oldCount), newCount: max(0, newCount))
    movedTo = SortedIndexMap(placed)
    movedFrom = SortedIndexMap(placed.map { (key: $0.value, value: $0.key) })
    unplacedMoves = moveBySource.count - placed.count
  }

  /// Sections before the update.
  package var oldCount: Int { shift.oldCount }
  /// Sections after the update.
  package var newCount: Int { shift.newCount }

  /// Where old section `section` goes; nil when it is deleted or finds no place.
  package func newSection(forOld section: Int) -> Int? {
    movedTo[section] ?? shift.newIndex(forOld: section)
  }

  /// The old section new section `section` continues; nil when it is inserted or no old section
  /// is left for it.
  package func oldSection(forNew section: Int) -> Int? {
    movedFrom[section] ?? shift.oldIndex(forNew: section)
  }

  /// Whether every surviving section found a place and every place nothing was inserted at has
  /// a section: the counts add up.
  package var fillsEveryPlace: Bool {
    unplacedMoves == 0
      && shift.oldCount - shift.leaving.count == shift.newCount - shift.arriving.count
  }

  /// Whether every section stays where it was.
  package var isIdentity: Bool { shift.isIdentity && movedTo.isEmpty }

  /// The first new index whose section is not the old section of that index: every section
  /// before it stays where it was.
  package var firstChange: Int {
    [shift.leaving.first, shift.arriving.first, movedTo.keys.first, movedFrom.keys.first]
      .compactMap { $0 }.min() ?? min(shift.oldCount, shift.newCount)
  }
}

extension Array {
  /// Capacity for `count` elements and an eighth more, so that later sections inserted shift the
  /// elements in place instead of copying the array beside itself: capacity never written to
  /// costs address space, not memory. Does nothing when the capacity is already there.
  package mutating func reserveCapacity(headroomFor count: Int) {
    guard capacity < count else { return }
    reserveCapacity(count + count / 8)
  }
}
