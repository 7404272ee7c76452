import Foundation
import LayoutKit

/// A validated batch update: the update items as the layout is told of them, where every section
/// and item goes, and what the data afterwards is (`apply(to:)`), each kept as what changed, so a
/// plan costs the changes, not the sections.
public struct UpdatePlan: Sendable {
  /// Where an old item goes, or where a new item comes from: a section and an item, -1 for none.
  public struct Place: Equatable, Sendable {
    /// The section, -1 for none.
    public var section: Int32
    /// The item, -1 for none.
    public var item: Int32
    /// No place: deleted, inserted or reloaded.
    public static let none = Place(section: -1, item: -1)
    /// Whether this is a place.
    public var exists: Bool { section >= 0 }
    init(_ section: Int, _ item: Int) {
      self.section = Int32(section)
      self.item = Int32(item)
    }
    init(section: Int32, item: Int32) {
      self.section = section
      self.item = item
    }
  }

  /// One update item as prepare(forCollectionViewUpdates:) receives it.
  public struct Item: Equatable, Sendable {
    /// UICollectionViewUpdateItem.updateAction
    public var action: UpdateAction
    /// indexPathBeforeUpdate (nil for inserts); item NSNotFound for sections.
    public var before: IndexPath?
    /// indexPathAfterUpdate (nil for deletes).
    public var after: IndexPath?
  }

  /// The update items in the order prepare(forCollectionViewUpdates:) receives them: deletes
  /// (descending), inserts (ascending), reloads, moves.
  public var items: [Item]
  /// Where sections and items go.
  let mapping: ItemMapping
  /// The supplementary kinds whose views belong to items (badges): they go where their items go.
  /// The layout says which (`supplementaryViewsFollowItems(ofKind:)`); the others keep their
  /// index paths within their sections.
  public var supplementaryKindsFollowingItems: Set<String> = []
  /// The data afterwards when the caller gave it whole; nil when the operations derive it, and
  /// once `apply(to:)` has handed it over.
  var givenData: [SectionData]?
  /// When the operations derive the data: the sections after the update that are not carried
  /// over as they were (inserted ones, and those items leave or enter), by new index.
  let derivedSections: SortedIndexMap<SectionData>

  /// Sections before the update.
  public var oldSectionCount: Int { mapping.sections.oldCount }
  /// Sections after the update.
  public var newSectionCount: Int { mapping.sections.newCount }

  /// Where old section `section` goes; nil when it is deleted or reloaded.
  public func newSection(forOld section: Int) -> Int? {
    mapping.sections.newSection(forOld: section)
  }

  /// The old section new section `section` continues; nil when it is inserted or reloaded.
  public func oldSection(forNew section: Int) -> Int? {
    mapping.sections.oldSection(forNew: section)
  }

  /// Where old item `item` of old section `section` goes (`none` when deleted or reloaded).
  public func newPlace(forOldItem item: Int, inSection section: Int) -> Place {
    mapping.newPlace(forOldItem: item, inSection: section)
  }

  /// Where new item `item` of new section `section` comes from (`none` when inserted or
  /// reloaded).
  public func oldPlace(forNewItem item: Int, inSection section: Int) -> Place {
    mapping.oldPlace(forNewItem: item, inSection: section)
  }

  /// The items of new section `section` as the data afterwards counts them, `old` being the
  /// data the update was planned on.
  public func newItemCount(inSection section: Int, old: [SectionData]) -> Int {
    if let givenData { return givenData[section].count }
    if let derived = derivedSections[section] { return derived.count }
    return oldSection(forNew: section).map { max(0, old[$0].count) } ?? 0
  }

  /// For each old section of `old` (the data the update was planned on), where each of its items
  /// goes: every item looked up, O(items), for tests and diagnostics.
  public func newPlaceForOld(_ old: [SectionData]) -> [[Place]] {
    old.enumerated().map { section, data in
      (0..<max(0, data.count)).map { newPlace(forOldItem: $0, inSection: section) }
    }
  }

  /// For each new section, where each of its items comes from: O(items), for tests and
  /// diagnostics.
  public func oldPlaceForNew(_ old: [SectionData]) -> [[Place]] {
    (0..<newSectionCount).map { section in
      (0..<max(0, newItemCount(inSection: section, old: old))).map {
        oldPlace(forNewItem: $0, inSection: section)
      }
    }
  }

  /// The update items as the `update` event lists them.
  public var updateItems: [UpdateItem] {
    items.map { UpdateItem(action: $0.action, before: $0.before, after: $0.after) }
  }

  /// The new key of an element before the update, or nil when it does not survive. Supplementary
  /// and decoration views follow their section.
  public func newKey(forOld key: ElementKey) -> ElementKey? {
    translate(key, toNew: true)
  }

  /// The old key of an element after the update, or nil when it is new.
  public func oldKey(forNew key: ElementKey) -> ElementKey? {
    translate(key, toNew: false)
  }

  /// One direction of the maps: a cell, or a supplementary view that follows its item, by its
  /// item's place; any other element by its section.
  private func translate(_ key: ElementKey, toNew: Bool) -> ElementKey? {
    guard
      let section = toNew ? newSection(forOld: key.section) : oldSection(forNew: key.section)
    else { return nil }
    let followsItem =
      key.category == .supplementaryView && supplementaryKindsFollowingItems.contains(key.kind)
    guard key.category == .cell || followsItem else {
      return ElementKey(category: key.category, kind: key.kind, section: section, item: key.item)
    }
    let place =
      toNew
      ? newPlace(forOldItem: key.item, inSection: key.section)
      : oldPlace(forNewItem: key.item, inSection: key.section)
    guard place.exists else { return nil }
    return ElementKey(
      category: key.category, kind: key.kind, section: Int(place.section), item: Int(place.item))
  }
}

extension UpdatePlan {
  /// Turns `data`, the data the update was planned on, into the data afterwards, in place: the
  /// sections carried over move to their new indexes within the array (which grows where it is
  /// while its capacity allows), the derived ones are put in, and the given data, when there is
  /// some, replaces it whole. Nothing per section is built beside the old data. A carried section
  /// that is not consistent (`SectionData.isConsistent`) is rebuilt; `mayHoldInconsistent` false
  /// says the data holds none, and then only the derived sections are visited, O(k) beside the
  /// rearrangement.
  public mutating func apply(to data: inout [SectionData], mayHoldInconsistent: Bool = true) {
    if let givenData {
      self.givenData = nil
      data = givenData
      return
    }
    let filler = SectionData(count: 0)
    mapping.sections.rearrange(&data) { filler }
    let keys = derivedSections.keys
    guard mayHoldInconsistent else {
      for (position, section) in keys.enumerated() where data.indices.contains(section) {
        data[section] = derivedSections.values[position]
      }
      return
    }
    var next = 0
    for section in data.indices {
      if next < keys.count, keys[next] == section {
        data[section] = derivedSections.values[next]
        next += 1
      } else if let carried = BatchUpdate.carried(
        data[section], newSection: section, oldSection: { oldSection(forNew: section) ?? section })
      {
        data[section] = carried
      }
    }
  }

  /// How many items (a negative count counting as none) `apply(to:)` adds to `data`, the data
  /// the update was planned on, read before it is applied: the derived sections' items less
  /// those of the old sections they continue, less those of the old sections that leave. O(k)
  /// for k changed sections; nil when the data is given whole or the sections do not add up
  /// (then the data is counted again).
  func itemCountChange(from data: [SectionData]) -> Int? {
    let sections = mapping.sections
    guard givenData == nil, sections.fillsEveryPlace, sections.oldCount == data.count else {
      return nil
    }
    func items(_ section: Int) -> Int { max(0, data[section].count) }
    var change = 0
    for (position, section) in derivedSections.keys.enumerated() {
      change += max(0, derivedSections.values[position].count)
      change -= sections.oldSection(forNew: section).map(items) ?? 0
    }
    for section in sections.shift.leaving where sections.newSection(forOld: section) == nil {
      change -= items(section)
    }
    return change
  }

  /// The data afterwards as a new array, `old` being the data the update was planned on.
  public func newData(from old: [SectionData]) -> [SectionData] {
    var plan = self
    var data = old
    plan.apply(to: &data)
    return data
  }
}
