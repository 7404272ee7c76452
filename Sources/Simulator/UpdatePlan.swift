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
  /// For each old section, its new index; nil when deleted or reloaded.
  public var newSectionForOld: [Int?]
  /// For each new section, the old one it continues; nil when inserted or reloaded.
  public var oldSectionForNew: [Int?]
  /// For each old section, where each of its items goes (`none` when deleted or reloaded).
  public var newPlaceForOld: [[Place]]
  /// For each new section, where each of its items comes from (`none` when inserted or reloaded).
  public var oldPlaceForNew: [[Place]]

  /// The update items as the `update` event lists them.
  public var updateItems: [UpdateItem] {
    items.map { UpdateItem(action: $0.action, before: $0.before, after: $0.after) }
  }

  /// The new key of an element before the update, or nil when it does not survive. Supplementary
  /// and decoration views follow their section.
  public func newKey(forOld key: ElementKey) -> ElementKey? {
    Self.translate(key, sections: newSectionForOld, places: newPlaceForOld)
  }

  /// The old key of an element after the update, or nil when it is new.
  public func oldKey(forNew key: ElementKey) -> ElementKey? {
    Self.translate(key, sections: oldSectionForNew, places: oldPlaceForNew)
  }

  /// One direction of the maps: a cell by its place, any other element by its section.
  private static func translate(_ key: ElementKey, sections: [Int?], places: [[Place]])
    -> ElementKey?
  {
    guard sections.indices.contains(key.section), let section = sections[key.section] else {
      return nil
    }
    guard key.category == .cell else {
      return ElementKey(category: key.category, kind: key.kind, section: section, item: key.item)
    }
    let items = places[key.section]
    guard items.indices.contains(key.item), items[key.item].exists else { return nil }
    let place = items[key.item]
    return .cell(Int(place.section), Int(place.item))
  }
}
