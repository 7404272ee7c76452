import Foundation
import LayoutKit

extension BatchUpdate {
  /// Where every item goes, the update items for the layout, and the data afterwards.
  func buildPlan(
    old: [SectionData], explicitNew: [SectionData]?, newCounts: [Int], sections: SectionPlacement,
    deletes: [Entry], inserts: [Entry], moves: [Entry], reloads: [Entry], recorded r: Recorded
  ) -> UpdatePlan {
    let oldCounts = old.map { max(0, $0.count) }
    // Per section, the item indexes that do not carry over in place.
    var leaving = [[Int]](repeating: [], count: oldCounts.count)
    var arriving = [[Int]](repeating: [], count: newCounts.count)
    var moved: [UpdatePath: UpdatePath] = [:]
    for delete in deletes where !delete.path.isSection {
      leaving[delete.path.section].append(delete.path.item)
    }
    for insert in inserts where !insert.path.isSection {
      arriving[insert.path.section].append(insert.path.item)
    }
    for move in moves where !move.path.isSection {
      guard let target = move.target else { continue }
      leaving[move.path.section].append(move.path.item)
      arriving[target.section].append(target.item)
      moved[move.path] = target
    }
    let shifts = newCounts.indices.map { newSection in
      sections.oldForNew[newSection].map {
        ItemShift(
          leaving: leaving[$0], arriving: arriving[newSection], oldCount: oldCounts[$0],
          newCount: newCounts[newSection])
      }
    }
    let mapping = ItemMapping(
      newSectionForOld: sections.newForOld, oldSectionForNew: sections.oldForNew,
      shifts: shifts, moved: moved, oldCounts: oldCounts, newCounts: newCounts)

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

    let newData =
      explicitNew
      ?? derivedData(old: old, newCounts: newCounts, mapping: mapping, reloads: reloads)
    return UpdatePlan(newData: newData, items: items, mapping: mapping)
  }

  /// The data source afterwards when the scenario does not give it: surviving and moved items keep
  /// their ids and sizes, reloaded ones too; inserted items take the section's item size (or, in a
  /// section of per-item sizes, none, so the layout's itemSize) and a generated id.
  func derivedData(
    old: [SectionData], newCounts: [Int], mapping: ItemMapping, reloads: [Entry]
  ) -> [SectionData] {
    var reloadSource: [UpdatePath: UpdatePath] = [:]
    for reload in reloads { if let target = reload.target { reloadSource[target] = reload.path } }
    // The old sections items move in from, by new section.
    var movedInSources: [Int: [Int]] = [:]
    for (source, target) in mapping.moved {
      movedInSources[target.section, default: []].append(source.section)
    }
    var result: [SectionData] = []
    for (newSection, count) in newCounts.enumerated() {
      if mapping.oldSectionForNew[newSection] == nil,
        let source = reloadSource[.section(newSection)], old.indices.contains(source.section)
      {
        result.append(old[source.section])
        continue
      }
      let home = mapping.oldSectionForNew[newSection].map { old[$0] }
      if let home, let unchanged = Self.untouched(home, mapping.shifts[newSection], count: count) {
        result.append(unchanged)
        continue
      }
      let keepsIDs = home?.ids != nil
      let perItem =
        home?.itemSizes != nil
        || movedInSources[newSection, default: []].contains { old[$0].itemSizes != nil }
      guard keepsIDs || perItem else {
        var section = SectionData(count: count, itemSize: home?.itemSize)
        section.backgroundColor = home?.backgroundColor
        result.append(section)
        continue
      }
      var ids: [String] = []
      var sizes: [CGSize?] = []
      for newItem in 0..<count {
        var source: UpdatePath?
        let place = mapping.oldPlace(forNewItem: newItem, inSection: newSection)
        if place.exists {
          source = UpdatePath(section: Int(place.section), item: Int(place.item))
        } else {
          source = reloadSource[UpdatePath(section: newSection, item: newItem)]
        }
        if let source, old.indices.contains(source.section) {
          let data = old[source.section]
          ids.append(data.ids?[safe: source.item] ?? "\(source.section)-\(source.item)")
          sizes.append(data.size(ofItem: source.item))
        } else {
          ids.append("inserted-\(newSection)-\(newItem)")
          sizes.append(home?.itemSize)
        }
      }
      var section = SectionData(count: count, ids: keepsIDs ? ids : nil, itemSize: home?.itemSize)
      section.backgroundColor = home?.backgroundColor
      if perItem {
        section.itemSizes = sizes
      }
      result.append(section)
    }
    return result
  }
}

extension BatchUpdate {
  /// A continuing section that nothing leaves or arrives at, as the item-by-item derivation
  /// below would rebuild it (the same ids, sizes, item size and colour), but shared with the
  /// old data rather than rebuilt, so an update costs the sections it touches; nil when the
  /// section changed or its per-item lists do not match its count.
  static func untouched(_ home: SectionData, _ shift: ItemShift?, count: Int) -> SectionData? {
    guard let shift, shift.leaving.isEmpty, shift.arriving.isEmpty, home.count == count,
      home.ids.map({ $0.count == count }) ?? true,
      home.itemSizes.map({ $0.count == count }) ?? true
    else { return nil }
    var section = home
    // What the derivation does not carry over (most sections have none of it).
    if section.identifier != nil { section.identifier = nil }
    if section.headerSize != nil { section.headerSize = nil }
    if section.footerSize != nil { section.footerSize = nil }
    return section
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
