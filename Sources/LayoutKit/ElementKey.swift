import Foundation

/// What identifies an element to the collection view: its category, kind and index path. The
/// visible set, the update dictionaries and the event stream (by its element id) are keyed by it.
public struct ElementKey: Hashable, Sendable, Comparable {
  /// The element's category.
  public var category: ElementCategory
  /// The element kind; empty for cells.
  public var kind: String
  /// The section of the index path.
  public var section: Int
  /// The item of the index path.
  public var item: Int

  /// A key for the given category, kind and index path.
  public init(category: ElementCategory, kind: String = "", section: Int, item: Int) {
    self.category = category
    self.kind = category == .cell ? "" : kind
    self.section = section
    self.item = item
  }

  /// The key of a cell.
  public static func cell(_ section: Int, _ item: Int) -> ElementKey {
    ElementKey(category: .cell, section: section, item: item)
  }

  /// The key of a supplementary view.
  public static func supplementary(_ kind: String, _ section: Int, _ item: Int) -> ElementKey {
    ElementKey(category: .supplementaryView, kind: kind, section: section, item: item)
  }

  /// The key of a decoration view.
  public static func decoration(_ kind: String, _ section: Int, _ item: Int) -> ElementKey {
    ElementKey(category: .decorationView, kind: kind, section: section, item: item)
  }

  /// Hashes the category and the index path only, packed into one word: keys that differ only
  /// in kind are rare (a header and a footer of one section), and hashing the kind's text, then
  /// each part on its own, was a tenth of a display tick's work in the visible-set diff. Keys
  /// whose packed words collide (items past 2^32) are still told apart by equality, which
  /// compares every part.
  public func hash(into hasher: inout Hasher) {
    hasher.combine((section &<< 34) ^ (item &<< 2) ^ category.rawValue)
  }

  /// The index path, as `IndexPath(item:section:)`.
  public var indexPath: IndexPath { IndexPath(item: item, section: section) }

  /// Canonical order: cells before supplementary views before decoration views, then by section,
  /// item, and kind in alphabetical order of its short name (`ElementKind.shortName`).
  public static func < (a: ElementKey, b: ElementKey) -> Bool {
    if a.category != b.category { return a.category < b.category }
    if a.section != b.section { return a.section < b.section }
    if a.item != b.item { return a.item < b.item }
    return ElementKind.shortName(a.kind) < ElementKind.shortName(b.kind)
  }

  /// The category, section and item packed into one word that sorts as `<` sorts keys that
  /// differ in them: the category in the top two bits, then 31 bits of section and 31 of item.
  /// `unpackedOrderWord` when the section or the item is negative or does not fit, so that
  /// such a key is ordered by `<` alone. The visible set compares these words, not the keys:
  /// one integer comparison instead of four fields and, at a tie, the kinds' text.
  package var orderWord: UInt64 {
    let limit = 1 << 31
    guard section >= 0, item >= 0, section < limit, item < limit else {
      return Self.unpackedOrderWord
    }
    return UInt64(category.rawValue) << 62 | UInt64(section) << 31 | UInt64(item)
  }

  /// The order word of a key whose index path does not pack (no category's bits are 0b11).
  package static let unpackedOrderWord = UInt64.max

  /// Canonical order made total: `<`, and between keys it leaves tied (two kinds with one short
  /// name) the kinds' own text, so that exactly equal keys are the only ones neither orders.
  package static func isOrdered(_ a: ElementKey, before b: ElementKey) -> Bool {
    if a < b { return true }
    if b < a { return false }
    return a.kind < b.kind
  }
}
