import Foundation
import LayoutKit

/// A validated batch update: the data afterwards, the update items as the layout is told of them,
/// and where every section and item goes.
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

  /// What the data source returns after the update.
  public var newData: [SectionData]
  /// The update items in the order prepare(forCollectionViewUpdates:) receives them: deletes
  /// (descending), inserts (ascending), reloads, moves.
  public var items: [Item]
  /// Where sections and items go.
  let mapping: ItemMapping
  /// The supplementary kinds whose views belong to items (badges): they go where their items go.
  /// The layout says which (`supplementaryViewsFollowItems(ofKind:)`); the others keep their
  /// index paths within their sections.
  public var supplementaryKindsFollowingItems: Set<String> = []

  /// For each old section, its new index; nil when deleted or reloaded.
  public var newSectionForOld: [Int?] { mapping.newSectionForOld }
  /// For each new section, the old one it continues; nil when inserted or reloaded.
  public var oldSectionForNew: [Int?] { mapping.oldSectionForNew }

  /// Where old item `item` of old section `section` goes (`none` when deleted or reloaded).
  public func newPlace(forOldItem item: Int, inSection section: Int) -> Place {
    mapping.newPlace(forOldItem: item, inSection: section)
  }

  /// Where new item `item` of new section `section` comes from (`none` when inserted or
  /// reloaded).
  public func oldPlace(forNewItem item: Int, inSection section: Int) -> Place {
    mapping.oldPlace(forNewItem: item, inSection: section)
  }

  /// For each old section, where each of its items goes: every item looked up, O(items), for
  /// tests and diagnostics.
  public var newPlaceForOld: [[Place]] {
    mapping.oldCounts.enumerated().map { section, count in
      (0..<count).map { newPlace(forOldItem: $0, inSection: section) }
    }
  }

  /// For each new section, where each of its items comes from: O(items), for tests and
  /// diagnostics.
  public var oldPlaceForNew: [[Place]] {
    mapping.newCounts.enumerated().map { section, count in
      (0..<count).map { oldPlace(forNewItem: $0, inSection: section) }
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
    let sections = toNew ? newSectionForOld : oldSectionForNew
    guard sections.indices.contains(key.section), let section = sections[key.section] else {
      return nil
    }
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
