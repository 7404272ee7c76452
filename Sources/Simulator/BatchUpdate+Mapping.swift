import Foundation
import LayoutKit

extension BatchUpdate {
  /// Where every item goes, the update items for the layout, and what the data afterwards is:
  /// all of it built from the operations, O(k log k) for k of them (and the items of the
  /// sections they touch, when the data is derived), whatever the sections hold.
  func buildPlan(
    old: [SectionData], explicitNew: [SectionData]?, newCounts: ItemCounts,
    sections: SectionPlacement, deletes: [Entry], inserts: [Entry], moves: [Entry],
    reloads: [Entry], recorded r: Recorded
  ) -> UpdatePlan {
    // By section, the item indexes that do not carry over in place: old ones by old section,
    // new ones by new section.
    var leaving: [Int: [Int]] = [:]
    var arriving: [Int: [Int]] = [:]
    var moved: [UpdatePath: UpdatePath] = [:]
    for delete in deletes where !delete.path.isSection {
      leaving[delete.path.section, default: []].append(delete.path.item)
    }
    for insert in inserts where !insert.path.isSection {
      arriving[insert.path.section, default: []].append(insert.path.item)
    }
    for move in moves where !move.path.isSection {
      guard let target = move.target else { continue }
      leaving[move.path.section, default: []].append(move.path.item)
      arriving[target.section, default: []].append(target.item)
      moved[move.path] = target
    }
    let touched = IndexShift.sortedDistinct(
      Array(arriving.keys) + leaving.keys.compactMap(sections.newSection(forOld:)))
    let shifts = touched.compactMap { newSection -> (key: Int, value: IndexShift)? in
      guard let oldSection = sections.oldSection(forNew: newSection) else { return nil }
      return (
        newSection,
        IndexShift(
          leaving: leaving[oldSection] ?? [], arriving: arriving[newSection] ?? [],
          oldCount: max(0, old[oldSection].count), newCount: newCounts[newSection])
      )
    }
    let mapping = ItemMapping(sections: sections, shifts: SortedIndexMap(shifts), moved: moved)

    var items: [UpdatePlan.Item] = []
    for delete in r.deletes {
      items.append(.init(action: .delete, before: delete.path.indexPath, after: nil))
    }
    for insert in r.inserts {
      items.append(.init(action: .insert, before: nil, after: insert.path.indexPath))
    }
    for reload in reloads {
      items.append(
        .init(action: .reload, before: reload.path.indexPath, after: reload.target?.indexPath))
    }
    for move in moves {
      items.append(.init(action: .move, before: move.path.indexPath, after: move.target?.indexPath))
    }

    let derived =
      explicitNew == nil
      ? derivedSections(old: old, newCounts: newCounts, mapping: mapping, reloads: reloads)
      : SortedIndexMap()
    return UpdatePlan(
      items: items, mapping: mapping, givenData: explicitNew, derivedSections: derived)
  }

  /// The sections of the data afterwards that are not carried over as they were, when the
  /// scenario does not give the data: those no old section continues (inserted; a reloaded
  /// section keeps its data) and those items leave or enter. Surviving and moved items keep their
  /// ids and sizes, reloaded ones too; inserted items take the section's item size (or, in a
  /// section of per-item sizes, none, so the layout's itemSize) and a generated id.
  func derivedSections(
    old: [SectionData], newCounts: ItemCounts, mapping: ItemMapping, reloads: [Entry]
  ) -> SortedIndexMap<SectionData> {
    var reloadSource: [UpdatePath: UpdatePath] = [:]
    for reload in reloads { if let target = reload.target { reloadSource[target] = reload.path } }
    // The old sections items move in from, by new section.
    var movedInSources: [Int: [Int]] = [:]
    for (source, target) in mapping.moved {
      movedInSources[target.section, default: []].append(source.section)
    }
    var derived: [(key: Int, value: SectionData)] = []
    for newSection in Self.sectionsToDerive(mapping) {
      let oldSection = mapping.sections.oldSection(forNew: newSection)
      if oldSection == nil, let source = reloadSource[.section(newSection)],
        old.indices.contains(source.section)
      {
        derived.append((newSection, old[source.section]))
        continue
      }
      let home = oldSection.map { old[$0] }
      let perItem =
        home?.itemSizes != nil
        || movedInSources[newSection, default: []].contains { old[$0].itemSizes != nil }
      let section = Self.itemByItem(
        newSection: newSection, count: newCounts[newSection], home: home, perItem: perItem
      ) { newItem in
        var source: UpdatePath?
        let place = mapping.oldPlace(forNewItem: newItem, inSection: newSection)
        if place.exists {
          source = UpdatePath(section: Int(place.section), item: Int(place.item))
        } else {
          source = reloadSource[UpdatePath(section: newSection, item: newItem)]
        }
        guard let source, old.indices.contains(source.section) else { return nil }
        return (old[source.section], source.section, source.item)
      }
      derived.append((newSection, section))
    }
    return SortedIndexMap(derived)
  }

  /// The new sections that are not carried over as they were, ascending: the places no old
  /// section continues (inserted ones, and any left over when the old sections run out) and
  /// the continuing sections items leave or enter.
  private static func sectionsToDerive(_ mapping: ItemMapping) -> [Int] {
    let shift = mapping.sections.shift
    var places = shift.arriving.filter { mapping.sections.movedFrom[$0] == nil }
    // The free places past the last old section that fills one, from the back.
    var left = max(0, shift.newCount - shift.arriving.count - shift.carriedCount)
    var nextArriving = shift.arriving.count - 1
    var slot = shift.newCount - 1
    while left > 0, slot >= 0 {
      if nextArriving >= 0, shift.arriving[nextArriving] == slot {
        nextArriving -= 1
      } else {
        places.append(slot)
        left -= 1
      }
      slot -= 1
    }
    return IndexShift.sortedDistinct(places + mapping.shifts.keys)
  }

  /// A new section built item by item: each item `source` finds keeps its id (or `S-I` of its
  /// old place) and its size, each other one gets `inserted-S-I` and the section's item size.
  /// Ids are kept when the section had them, sizes when `perItem`.
  static func itemByItem(
    newSection: Int, count: Int, home: SectionData?, perItem: Bool,
    source: (Int) -> (data: SectionData, section: Int, item: Int)?
  ) -> SectionData {
    let keepsIDs = home?.ids != nil
    guard keepsIDs || perItem else {
      return SectionData(count: count, itemSize: home?.itemSize).keepingSectionFields(of: home)
    }
    // Each list is built only when it is kept: an id is a formatted string, and a section of
    // per-item sizes without ids would format one for every item only to throw it away.
    var ids: [String] = []
    var sizes: [CGSize?] = []
    if keepsIDs { ids.reserveCapacity(count) }
    if perItem { sizes.reserveCapacity(count) }
    for newItem in 0..<count {
      if let (data, section, item) = source(newItem) {
        if keepsIDs { ids.append(data.ids?[safe: item] ?? "\(section)-\(item)") }
        if perItem { sizes.append(data.size(ofItem: item)) }
      } else {
        if keepsIDs { ids.append("inserted-\(newSection)-\(newItem)") }
        if perItem { sizes.append(home?.itemSize) }
      }
    }
    var section = SectionData(count: count, ids: keepsIDs ? ids : nil, itemSize: home?.itemSize)
      .keepingSectionFields(of: home)
    if perItem {
      section.itemSizes = sizes
    }
    return section
  }

  /// A section carried over with nothing leaving or entering it: rebuilt item by item when its
  /// per-item lists do not match its count; nil when it stays as it is (most sections).
  /// `oldSection` names its items' old places.
  static func carried(
    _ home: SectionData, newSection: Int, oldSection: () -> Int
  ) -> SectionData? {
    guard home.isConsistent else {
      let source = oldSection()
      return itemByItem(
        newSection: newSection, count: max(0, home.count), home: home,
        perItem: home.itemSizes != nil
      ) { (home, source, $0) }
    }
    return nil
  }
}

extension SectionData {
  /// This section with what belongs to the section rather than its items taken from `home`, the
  /// old section it continues: its identifier, colour and the sizes its supplementary views
  /// prefer (its header and footer, its badges). Those views show the same content after items
  /// enter or leave, so a header measured again after the update prefers the size it preferred
  /// before (nil without a `home`).
  func keepingSectionFields(of home: SectionData?) -> SectionData {
    var section = self
    section.identifier = home?.identifier
    section.backgroundColor = home?.backgroundColor
    section.supplementarySizes = home?.supplementarySizes ?? [:]
    return section
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
