import Foundation

/// NSDiffableDataSourceSnapshot: the section identifiers in order and each section's item
/// identifiers, every identifier unique. Identifiers are compared by their text, so the scenario's
/// `1` and `"1"` are one identifier. The operations keep UIKit's names and refuse what UIKit
/// refuses with its exception text (`DiffableDataSourceSnapshot+Operations.swift`).
public struct DiffableDataSourceSnapshot: Equatable, Sendable {
  /// sectionIdentifiers, in order.
  public private(set) var sectionIdentifiers: [String] = []
  /// itemIdentifiers(inSection:) for each section, in section order.
  public private(set) var itemsBySection: [[String]] = []
  /// The items reloadItems(_:) marked since the snapshot was taken: apply reloads their cells.
  public internal(set) var reloadedItemIdentifiers: Set<String> = []
  /// The sections reloadSections(_:) marked.
  public internal(set) var reloadedSectionIdentifiers: Set<String> = []
  /// The items reconfigureItems(_:) marked: apply reconfigures their cells in place.
  public internal(set) var reconfiguredItemIdentifiers: Set<String> = []

  /// Where each item is: its section's index. Kept so that lookups are O(1).
  private var sectionOfItem: [String: Int] = [:]

  /// An empty snapshot.
  public init() {}

  /// A snapshot of the given sections and items. Fails with UIKit's text when an identifier
  /// appears twice.
  public init(sections: [(identifier: String, items: [String])]) throws(UpdateError) {
    var seenSections = Set<String>()
    var duplicateSections: [String] = []
    for section in sections where !seenSections.insert(section.identifier).inserted {
      duplicateSections.append(section.identifier)
    }
    if !duplicateSections.isEmpty {
      throw UpdateError(DiffableMessages.duplicateSections(duplicateSections))
    }
    var duplicates: [String] = []
    sectionOfItem.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
    for (index, section) in sections.enumerated() {
      for item in section.items where sectionOfItem.updateValue(index, forKey: item) != nil {
        duplicates.append(item)
      }
    }
    if !duplicates.isEmpty { throw UpdateError(DiffableMessages.duplicateItems(duplicates)) }
    sectionIdentifiers = sections.map(\.identifier)
    itemsBySection = sections.map(\.items)
  }

  /// numberOfSections
  public var numberOfSections: Int { sectionIdentifiers.count }
  /// numberOfItems
  public var numberOfItems: Int { sectionOfItem.count }
  /// itemIdentifiers, every section's in order.
  public var itemIdentifiers: [String] { itemsBySection.flatMap { $0 } }

  /// itemIdentifiers(inSection:), nil when the section is not in the snapshot.
  public func itemIdentifiers(inSection section: String) -> [String]? {
    indexOfSection(section).map { itemsBySection[$0] }
  }

  /// indexOfSectionIdentifier(_:)
  public func indexOfSection(_ identifier: String) -> Int? {
    sectionIdentifiers.firstIndex(of: identifier)
  }

  /// sectionIdentifier(containingItem:) as an index.
  public func sectionIndex(containingItem identifier: String) -> Int? {
    sectionOfItem[identifier]
  }

  /// The index path of an item: its section's index and its index there.
  public func indexPath(ofItem identifier: String) -> IndexPath? {
    guard let section = sectionOfItem[identifier],
      let item = itemsBySection[section].firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: section)
  }

  /// The snapshot without its reload and reconfigure marks: what the data source holds once it
  /// has been applied.
  public var applied: DiffableDataSourceSnapshot {
    var result = self
    result.reloadedItemIdentifiers = []
    result.reloadedSectionIdentifiers = []
    result.reconfiguredItemIdentifiers = []
    return result
  }

  /// Replaces the sections and items (the operations' common end), rebuilding the item index.
  mutating func replace(sections: [String], items: [[String]]) {
    sectionIdentifiers = sections
    itemsBySection = items
    sectionOfItem.removeAll(keepingCapacity: true)
    for (index, list) in items.enumerated() {
      for item in list { sectionOfItem[item] = index }
    }
  }

  /// Becomes the snapshot of `sections`, as init(sections:) would make it, refusing duplicates
  /// with the same text and changing nothing then. When the sections are the same ones in the
  /// same order, only the items in the regions where a section's lists differ are
  /// hashed: the item index is updated in place (without a copy when this snapshot holds the
  /// only reference to it), so an apply costs what changed, not the number of items. Returns
  /// each section's regions for the difference to reuse, or nil when the index was rebuilt.
  @discardableResult
  mutating func update(to sections: [(identifier: String, items: [String])]) throws(UpdateError)
    -> [[DiffableRegion]]?
  {
    guard sections.map(\.identifier) == sectionIdentifiers else {
      self = try Self(sections: sections)
      return nil
    }
    var regions: [[DiffableRegion]] = []
    for (index, section) in sections.enumerated() {
      let old = itemsBySection[index]
      regions.append(DiffableRegion.regions(old: old, new: section.items))
      for region in regions[index] {
        for item in old[region.old] { sectionOfItem.removeValue(forKey: item) }
      }
    }
    for (index, section) in sections.enumerated() {
      // An item already indexed agrees in both lists or came earlier in a region: a duplicate.
      // The index is rebuilt from the unchanged lists and init(sections:) names every duplicate.
      for region in regions[index] {
        for item in section.items[region.new]
        where sectionOfItem.updateValue(index, forKey: item) != nil {
          replace(sections: sectionIdentifiers, items: itemsBySection)
          self = try Self(sections: sections)
          return nil
        }
      }
    }
    itemsBySection = sections.map(\.items)
    reloadedItemIdentifiers = []
    reloadedSectionIdentifiers = []
    reconfiguredItemIdentifiers = []
    return regions
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.itemsBySection == rhs.itemsBySection
      && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
      && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
      && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
  }
}
