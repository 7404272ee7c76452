import Foundation

/// One step of a diffable data source as UIKit spells it: `apply` of a whole snapshot, an
/// operation on the current snapshot (then applied), or a section snapshot with an outline.
public enum DiffableOperation: Sendable {
  /// apply(_:) of the snapshot these sections describe (identifier, item identifiers, sizes).
  case apply([SectionData])
  case appendSections([String])
  case insertSections([String], DiffablePosition)
  case deleteSections([String])
  case moveSection(String, DiffablePosition)
  case reloadSections([String])
  case appendItems([String], toSection: String?)
  case insertItems([String], DiffablePosition)
  case deleteItems([String])
  case deleteAllItems
  case moveItem(String, DiffablePosition)
  case reloadItems([String])
  case reconfigureItems([String])
  /// apply(_:to:) of a section snapshot: its items appended in order, each under its parent (nil
  /// for a root item), then `expanded` expanded.
  case applySectionSnapshot(
    section: String, items: [(identifier: String, parent: String?)], expanded: [String])
  /// expand(_:) on the section's snapshot, then apply(_:to:).
  case expand(section: String, items: [String])
  /// collapse(_:) on the section's snapshot, then apply(_:to:).
  case collapse(section: String, items: [String])
}

/// UICollectionViewDiffableDataSource's side of a replay: the section snapshots applied so far
/// and the iOS behaviour chosen, turning each step into the data afterwards and the batch update
/// that leads there.
public struct DiffableDataSource: Sendable {
  /// What inserting an identifier that exists does.
  public var duplicates: DuplicateInsertBehavior
  /// The section snapshots applied with apply(_:to:), by section identifier.
  public private(set) var outlines: [String: DiffableDataSourceSectionSnapshot] = [:]
  /// The last snapshot applied and the identifiers of the data it gave: while the collection
  /// view's data still holds those (one comparison of array storage when nothing changed it), the
  /// snapshot is not built again from the data, which would hash every identifier.
  private var applied:
    (sections: [String?], items: [[String]?], snapshot: DiffableDataSourceSnapshot)?

  /// A data source with the behaviour of the given iOS.
  public init(duplicates: DuplicateInsertBehavior) { self.duplicates = duplicates }

  /// One step's outcome: the data afterwards, the difference, and UIKit's warning if any.
  public struct Outcome: Sendable {
    /// What the data source returns afterwards.
    public var newData: [SectionData]
    /// The batch from the current data to `newData`.
    public var difference: DiffableDifference
    /// The warning iOS 17 logs for identifiers moved into place.
    public var warning: String?
  }

  /// The snapshot the data holds: its sections' identifiers and item identifiers. Data without
  /// identifiers is refused unless it is empty (a data source that has applied nothing yet).
  public static func snapshot(of data: [SectionData]) throws(UpdateError)
    -> DiffableDataSourceSnapshot
  {
    guard data.allSatisfy({ $0.identifier != nil }) else {
      throw UpdateError(
        "a snapshot step needs a diffable data source: give every section of data.sections an id")
    }
    return try DiffableDataSourceSnapshot(
      sections: data.map { ($0.identifier ?? "", $0.ids ?? []) })
  }

  /// Performs `operation` on the snapshot `data` holds; `sizes` are item sizes the step gives, by
  /// identifier. Nothing changes when UIKit refuses it.
  public mutating func perform(
    _ operation: DiffableOperation, sizes: [String: CGSize], on data: [SectionData]
  ) throws(UpdateError) -> Outcome {
    var current: DiffableDataSourceSnapshot
    if let cached = applied?.snapshot, applied?.sections == data.map(\.identifier),
      applied?.items == data.map(\.ids)
    {
      current = cached
    } else {
      current = try Self.snapshot(of: data)
    }
    // Whatever happens, the snapshot's item index must have one owner so that an apply can
    // update it in place; the cache is rebuilt from the data after a refusal.
    applied = nil
    var new = current
    var warning: String?
    var outlines = self.outlines
    var given: [SectionData] = []
    var difference: DiffableDifference?
    switch operation {
    case .apply(let sections):
      // The difference reads the old lists only, so the old item index becomes the new one.
      let oldSections = current.sectionIdentifiers
      let oldItems = current.itemsBySection
      current = DiffableDataSourceSnapshot()
      let regions = try new.update(to: sections.map { ($0.identifier ?? "", $0.ids ?? []) })
      // A snapshot given whole carries no reconfigure marks.
      difference = DiffableDifference(
        fromSections: oldSections, items: oldItems, to: new, reconfigured: [],
        regions: regions.map { .known($0) } ?? .matchedInOrder)
      given = sections
    case .appendSections(let identifiers): try new.appendSections(identifiers)
    case .insertSections(let identifiers, let position):
      try new.insertSections(identifiers, position)
    case .deleteSections(let identifiers): try new.deleteSections(identifiers)
    case .moveSection(let identifier, let position): try new.moveSection(identifier, position)
    case .reloadSections(let identifiers): try new.reloadSections(identifiers)
    case .appendItems(let identifiers, let section):
      warning = try new.appendItems(identifiers, toSection: section, duplicates: duplicates)
    case .insertItems(let identifiers, let position):
      warning = try new.insertItems(identifiers, position, duplicates: duplicates)
    case .deleteItems(let identifiers): try new.deleteItems(identifiers)
    case .deleteAllItems: new.deleteAllItems()
    case .moveItem(let identifier, let position): try new.moveItem(identifier, position)
    case .reloadItems(let identifiers): try new.reloadItems(identifiers)
    case .reconfigureItems(let identifiers): try new.reconfigureItems(identifiers)
    case .applySectionSnapshot(let section, let items, let expanded):
      var outline = DiffableDataSourceSectionSnapshot()
      for item in items { try outline.append([item.identifier], to: item.parent) }
      try outline.expand(expanded)
      new = try Self.replacing(section, with: outline.visibleItems, in: new)
      outlines[section] = outline
    case .expand(let section, let items), .collapse(let section, let items):
      guard var outline = outlines[section] else {
        throw UpdateError(DiffableMessages.sectionNotFound)
      }
      if case .expand = operation { try outline.expand(items) } else { try outline.collapse(items) }
      new = try Self.replacing(section, with: outline.visibleItems, in: new)
      outlines[section] = outline
    }
    let outcomeDifference = difference ?? DiffableDifference(from: current, to: new)
    let newData = Self.data(for: new, old: data, given: given, sizes: sizes)
    self.outlines = outlines
    applied = (newData.map(\.identifier), newData.map(\.ids), new.applied)
    return Outcome(newData: newData, difference: outcomeDifference, warning: warning)
  }

  /// The snapshot with one section's items replaced (a section snapshot applied to it).
  private static func replacing(
    _ section: String, with items: [String], in snapshot: DiffableDataSourceSnapshot
  ) throws(UpdateError) -> DiffableDataSourceSnapshot {
    guard let index = snapshot.indexOfSection(section) else {
      throw UpdateError(DiffableMessages.sectionNotFound)
    }
    var lists = snapshot.itemsBySection
    lists[index] = items
    return try DiffableDataSourceSnapshot(
      sections: Array(zip(snapshot.sectionIdentifiers, lists)))
  }

  /// The data a snapshot gives: each section's own values (item size, colour, header and footer
  /// sizes) from the step's sections or else the section of that identifier before; each item's
  /// size from the step, else from the step's section, else the size it had before. Sizes follow
  /// identifiers, as a cell's content follows its item.
  static func data(
    for snapshot: DiffableDataSourceSnapshot, old: [SectionData], given: [SectionData],
    sizes: [String: CGSize]
  ) -> [SectionData] {
    var previousSection: [String: SectionData] = [:]
    var previousSize: [String: CGSize] = [:]
    for section in old {
      if let identifier = section.identifier { previousSection[identifier] = section }
      guard let itemSizes = section.itemSizes, let ids = section.ids else { continue }
      for (identifier, size) in zip(ids, itemSizes) { previousSize[identifier] = size }
    }
    var givenSection: [String: SectionData] = [:]
    for section in given {
      if let identifier = section.identifier { givenSection[identifier] = section }
      guard let itemSizes = section.itemSizes, let ids = section.ids else { continue }
      for (identifier, size) in zip(ids, itemSizes) where sizes[identifier] == nil {
        previousSize[identifier] = size
      }
    }
    for (identifier, size) in sizes { previousSize[identifier] = size }
    // Without any per-item size there is nothing to look up (hashing every identifier would be
    // most of an apply's cost).
    let lookUpSizes = !previousSize.isEmpty
    return zip(snapshot.sectionIdentifiers, snapshot.itemsBySection).map { identifier, items in
      var section =
        givenSection[identifier] ?? previousSection[identifier] ?? SectionData(count: 0)
      section.identifier = identifier
      section.ids = items
      section.count = items.count
      // Per-item sizes only where some item has its own; the others take the section's size.
      let explicit = lookUpSizes ? items.map { previousSize[$0] } : []
      let fallback = section.itemSize
      section.itemSizes =
        explicit.contains { $0 != nil } ? explicit.map { $0 ?? fallback } : nil
      return section
    }
  }
}
