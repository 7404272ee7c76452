import Foundation
import LayoutKit

/// Where the sections and items of a batch update go, both ways: sections by table (there is one
/// entry per section), items by each continuing section's `ItemShift` and the moves, so nothing
/// is kept per item.
struct ItemMapping: Sendable {
  /// For each old section, its new index; nil when deleted or reloaded.
  let newSectionForOld: [Int?]
  /// For each new section, the old one it continues; nil when inserted or reloaded.
  let oldSectionForNew: [Int?]
  /// For each new section that continues an old one, how its items shift.
  let shifts: [ItemShift?]
  /// Moved items, old place to new place.
  let moved: [UpdatePath: UpdatePath]
  let oldCounts: [Int]
  let newCounts: [Int]
  /// Moved items, new place to old place.
  private let movedBack: [UpdatePath: UpdatePath]

  init(
    newSectionForOld: [Int?], oldSectionForNew: [Int?], shifts: [ItemShift?],
    moved: [UpdatePath: UpdatePath], oldCounts: [Int], newCounts: [Int]
  ) {
    self.newSectionForOld = newSectionForOld
    self.oldSectionForNew = oldSectionForNew
    self.shifts = shifts
    self.moved = moved
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    var back: [UpdatePath: UpdatePath] = [:]
    for (source, target) in moved { back[target] = source }
    movedBack = back
  }

  /// Where old item `item` of old section `section` goes (`none` when deleted or reloaded).
  func newPlace(forOldItem item: Int, inSection section: Int) -> UpdatePlan.Place {
    if let target = moved[UpdatePath(section: section, item: item)] {
      return .init(target.section, target.item)
    }
    guard newSectionForOld.indices.contains(section), let newSection = newSectionForOld[section]
    else { return .none }
    guard let shift = shifts[newSection], let newItem = shift.newItem(forOld: item) else {
      return .none
    }
    return .init(newSection, newItem)
  }

  /// Where new item `item` of new section `section` comes from (`none` when inserted or
  /// reloaded).
  func oldPlace(forNewItem item: Int, inSection section: Int) -> UpdatePlan.Place {
    if let source = movedBack[UpdatePath(section: section, item: item)] {
      return .init(source.section, source.item)
    }
    guard oldSectionForNew.indices.contains(section), let oldSection = oldSectionForNew[section]
    else { return .none }
    guard let shift = shifts[section], let oldItem = shift.oldItem(forNew: item) else {
      return .none
    }
    return .init(oldSection, oldItem)
  }
}
