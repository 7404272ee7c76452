import Foundation
import LayoutKit

/// Where the sections and items of a batch update go, both ways, kept as what changed: the
/// sections by their `SectionPlacement`, the items of each continuing section that something
/// leaves or enters by its `IndexShift` (sorted by new section), the moved items by their
/// places. A section nothing leaves or enters keeps its items where they are, so nothing is kept
/// per section or per item, and every answer is a few binary searches.
struct ItemMapping: Sendable {
  /// Where each section goes.
  let sections: SectionPlacement
  /// For each continuing section that items leave or enter, by new section, how they shift.
  let shifts: SortedIndexMap<IndexShift>
  /// Moved items, old place to new place.
  let moved: [UpdatePath: UpdatePath]
  /// Moved items, new place to old place.
  private let movedBack: [UpdatePath: UpdatePath]

  init(
    sections: SectionPlacement, shifts: SortedIndexMap<IndexShift>,
    moved: [UpdatePath: UpdatePath]
  ) {
    self.sections = sections
    self.shifts = shifts
    self.moved = moved
    var back: [UpdatePath: UpdatePath] = [:]
    for (source, target) in moved { back[target] = source }
    movedBack = back
  }

  /// Where old item `item` of old section `section` goes (`none` when deleted or reloaded). In
  /// a section the update leaves alone an item keeps its index: the plan does not hold the
  /// counts of such sections, so an index past the end is not refused here.
  func newPlace(forOldItem item: Int, inSection section: Int) -> UpdatePlan.Place {
    if let target = moved[UpdatePath(section: section, item: item)] {
      return .init(target.section, target.item)
    }
    guard item >= 0, let newSection = sections.newSection(forOld: section) else { return .none }
    guard let shift = shifts[newSection] else { return .init(newSection, item) }
    return shift.newIndex(forOld: item).map { .init(newSection, $0) } ?? .none
  }

  /// Where new item `item` of new section `section` comes from (`none` when inserted or
  /// reloaded).
  func oldPlace(forNewItem item: Int, inSection section: Int) -> UpdatePlan.Place {
    if let source = movedBack[UpdatePath(section: section, item: item)] {
      return .init(source.section, source.item)
    }
    guard item >= 0, let oldSection = sections.oldSection(forNew: section) else { return .none }
    guard let shift = shifts[section] else { return .init(oldSection, item) }
    return shift.oldIndex(forNew: item).map { .init(oldSection, $0) } ?? .none
  }
}
