import Foundation

extension DiffableDifference {
  /// The working state of one difference. It reads the old snapshot's lists only, and hashes
  /// only the items between the ends each continuing section shares with its continuation.
  struct Builder {
    let oldSections: [String]
    let oldItems: [[String]]
    let new: DiffableDataSourceSnapshot
    /// Where the continuing sections' regions come from.
    let regionSource: RegionSource
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
    /// For each old section that continues, the regions where its items and its
    /// continuation's differ; empty for the others.
    var regions: [[DiffableRegion]] = []
    /// Where each item of a region is, in each snapshot, and in which of its pair's regions.
    /// An item found in neither agrees in both lists, is in a section that does not continue, or
    /// is absent: both snapshots are free of duplicates, so an item that agrees in both lists is
    /// in no region.
    var oldPlace: [String: Place] = [:]
    var newPlace: [String: Place] = [:]
    /// For each old section that continues, pairs of its regions that an item staying in the
    /// section joins (it leaves from one and arrives in the other).
    var links: [[(Int, Int)]] = []

    struct Place {
      var indexPath: IndexPath
      var region: Int
    }

    init(
      oldSections: [String], oldItems: [[String]], new: DiffableDataSourceSnapshot,
      regionSource: RegionSource
    ) {
      self.oldSections = oldSections
      self.oldItems = oldItems
      self.new = new
      self.regionSource = regionSource
    }

    mutating func diffSections() {
      var newIndex: [String: Int] = [:]
      for (index, identifier) in new.sectionIdentifiers.enumerated() {
        newIndex[identifier] = index
      }
      var oldIndex: [String: Int] = [:]
      for (index, identifier) in oldSections.enumerated() { oldIndex[identifier] = index }
      let survivorsOld = oldSections.filter { newIndex[$0] != nil }
      let survivorsNew = new.sectionIdentifiers.filter { oldIndex[$0] != nil }
      let moved = DiffableDifference.moved(old: survivorsOld, new: survivorsNew)
      anySectionMoved = !moved.isEmpty
      continuation = Array(repeating: nil, count: oldSections.count)
      coveredNew = Array(repeating: true, count: new.numberOfSections)
      for (index, identifier) in oldSections.enumerated() {
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
      for (index, identifier) in new.sectionIdentifiers.enumerated()
      where oldIndex[identifier] == nil {
        insertedSections.append(index)
      }
    }

    /// The regions of the continuing sections and where their items are.
    private mutating func findRegions() {
      regions = Array(repeating: [], count: oldItems.count)
      links = Array(repeating: [], count: oldItems.count)
      for (oldSection, target) in continuation.enumerated() {
        guard let target else { continue }
        let oldList = oldItems[oldSection]
        let newList = new.itemsBySection[target]
        switch regionSource {
        case .known(let known) where target == oldSection && known.indices.contains(oldSection):
          regions[oldSection] = known[oldSection]
        case .wholeLists:
          regions[oldSection] = [DiffableRegion(old: oldList.indices, new: newList.indices)]
        default:
          regions[oldSection] = DiffableRegion.regions(old: oldList, new: newList)
        }
        for (number, region) in regions[oldSection].enumerated() {
          for item in region.old {
            oldPlace[oldList[item]] = Place(
              indexPath: IndexPath(item: item, section: oldSection), region: number)
          }
          for item in region.new {
            newPlace[newList[item]] = Place(
              indexPath: IndexPath(item: item, section: target), region: number)
          }
        }
      }
    }

    mutating func diffItems() {
      findRegions()
      var sectionsWithMoves = Set<Int>()
      for (oldSection, target) in continuation.enumerated() {
        guard let target else { continue }
        let newList = new.itemsBySection[target]
        for (number, region) in regions[oldSection].enumerated() {
          for newItem in region.new {
            let identifier = newList[newItem]
            let to = IndexPath(item: newItem, section: target)
            guard let from = oldPlace[identifier],
              let continued = continuation[from.indexPath.section]
            else {
              inserts.append(to)
              continue
            }
            if continued == target {
              links[oldSection].append((from.region, number))
            } else {
              move(identifier, from.indexPath, to)
              sectionsWithMoves.insert(target)
              sectionsWithMoves.insert(continued)
            }
          }
          // newPlace holds the continuing sections' regions only: an item elsewhere is gone or
          // arrives in an inserted or reloaded section.
          for oldItem in region.old where newPlace[oldItems[oldSection][oldItem]] == nil {
            deletes.append(IndexPath(item: oldItem, section: oldSection))
          }
        }
      }
      for (oldSection, target) in continuation.enumerated() {
        guard let target else { continue }
        diffStaying(
          oldSection: oldSection, newSection: target, sectionsWithMoves: &sectionsWithMoves)
      }
      placeReloads(sectionsWithMoves: sectionsWithMoves)
    }

    /// The runs of a pair's regions that the walk must see together: regions joined by an item
    /// staying in the section, with the agreeing stretches between them.
    private func spans(of oldSection: Int) -> [ClosedRange<Int>] {
      var reach = Array(regions[oldSection].indices)
      for (from, to) in links[oldSection] {
        reach[min(from, to)] = max(reach[min(from, to)], max(from, to))
      }
      var result: [ClosedRange<Int>] = []
      var start = 0
      var end = -1
      for number in reach.indices {
        if number > end { start = number }
        end = max(end, reach[number])
        if number == end { result.append(start...end) }
      }
      return result
    }

    /// The items that stay in one section: walked span by span, since a span holds the same
    /// staying items in both lists and the stretches between spans agree, which moves the same
    /// items as walking the whole lists. Reloaded items between spans stay where they are.
    private mutating func diffStaying(
      oldSection: Int, newSection: Int, sectionsWithMoves: inout Set<Int>
    ) {
      let pairRegions = regions[oldSection]
      var agreed = DiffableRegion(old: 0..<0, new: 0..<0)
      for span in spans(of: oldSection) {
        let first = pairRegions[span.lowerBound]
        let last = pairRegions[span.upperBound]
        let joined = DiffableRegion(
          old: first.old.lowerBound..<last.old.upperBound,
          new: first.new.lowerBound..<last.new.upperBound)
        findReloads(
          agreeingFrom: agreed.old.upperBound, in: agreed.new.upperBound..<joined.new.lowerBound,
          oldSection: oldSection, newSection: newSection)
        walk(
          joined, oldSection: oldSection, newSection: newSection,
          sectionsWithMoves: &sectionsWithMoves)
        agreed = joined
      }
      findReloads(
        agreeingFrom: agreed.old.upperBound,
        in: agreed.new.upperBound..<new.itemsBySection[newSection].count,
        oldSection: oldSection, newSection: newSection)
    }

    /// One span's staying items: those out of order move, the rest stay.
    private mutating func walk(
      _ span: DiffableRegion, oldSection: Int, newSection: Int, sectionsWithMoves: inout Set<Int>
    ) {
      let oldList = oldItems[oldSection]
      let newList = new.itemsBySection[newSection]
      // An item in no region agrees in both lists: it stays.
      var stayingOld: [String] = []
      var oldIndex: [String: Int] = [:]
      for item in span.old {
        let identifier = oldList[item]
        if let place = newPlace[identifier] {
          guard place.indexPath.section == newSection else { continue }
        } else if oldPlace[identifier] != nil {
          continue
        }
        stayingOld.append(identifier)
        oldIndex[identifier] = item
      }
      var stayingNew: [(identifier: String, item: Int)] = []
      for item in span.new {
        let identifier = newList[item]
        if let place = oldPlace[identifier] {
          guard place.indexPath.section == oldSection else { continue }
        } else if newPlace[identifier] != nil {
          continue
        }
        stayingNew.append((identifier, item))
      }
      let moved = DiffableDifference.moved(old: stayingOld, new: stayingNew.map(\.identifier))
      if !moved.isEmpty { sectionsWithMoves.insert(newSection) }
      for (identifier, item) in stayingNew {
        guard let fromItem = oldIndex[identifier] else { continue }
        let from = IndexPath(item: fromItem, section: oldSection)
        let to = IndexPath(item: item, section: newSection)
        if moved.contains(identifier) {
          move(identifier, from, to)
        } else if new.reloadedItemIdentifiers.contains(identifier) {
          stayingReloads.append((from, to, newSection))
        }
      }
    }

    /// Reloaded items in a stretch that agrees in both lists (old from `oldStart`, new at
    /// `newItems`) stay where they are; checked only when something is marked for reload.
    private mutating func findReloads(
      agreeingFrom oldStart: Int, in newItems: Range<Int>, oldSection: Int, newSection: Int
    ) {
      guard !new.reloadedItemIdentifiers.isEmpty else { return }
      let items = new.itemsBySection[newSection]
      for item in newItems where new.reloadedItemIdentifiers.contains(items[item]) {
        stayingReloads.append(
          (
            IndexPath(item: oldStart + item - newItems.lowerBound, section: oldSection),
            IndexPath(item: item, section: newSection), newSection
          ))
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
      for (from, to) in moves.sorted(by: { $0.0 < $1.0 }) {
        result.append(.moveItem(from, to: to))
      }
      return result
    }
  }
}
