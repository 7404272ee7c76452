import Foundation

/// What an insert or append does with identifiers the snapshot already holds: iOS 16 and earlier
/// raise the duplicate-identifier exception; iOS 17 and later log a warning and move them into
/// place (docs/uikit-choices.md, "Diffable data sources").
public enum DuplicateInsertBehavior: Sendable, Equatable {
  /// The exception of iOS 16 and earlier.
  case raise
  /// The warning and move of iOS 17 and later.
  case moveWithWarning

  /// The behaviour of an iOS major version.
  public init(iOSVersion: Int) { self = iOSVersion >= 17 ? .moveWithWarning : .raise }
}

/// Where an insert or move puts identifiers: before or after an existing one.
public enum DiffablePosition: Sendable, Equatable {
  case before(String)
  case after(String)

  var anchor: String {
    switch self {
    case .before(let anchor), .after(let anchor): anchor
    }
  }

  func index(of anchorIndex: Int) -> Int {
    if case .before = self { return anchorIndex }
    return anchorIndex + 1
  }
}

extension DiffableDataSourceSnapshot {
  /// appendSections(_:)
  public mutating func appendSections(_ identifiers: [String]) throws(UpdateError) {
    try insertSections(identifiers, at: nil)
  }

  /// insertSections(_:beforeSection:) and insertSections(_:afterSection:)
  public mutating func insertSections(_ identifiers: [String], _ position: DiffablePosition)
    throws(UpdateError)
  {
    try insertSections(identifiers, at: position)
  }

  private mutating func insertSections(_ identifiers: [String], at position: DiffablePosition?)
    throws(UpdateError)
  {
    var seen = Set(sectionIdentifiers)
    let duplicates = identifiers.filter { !seen.insert($0).inserted }
    if !duplicates.isEmpty { throw UpdateError(DiffableMessages.duplicateSections(duplicates)) }
    var sections = sectionIdentifiers
    var items = itemsBySection
    var index = sections.count
    if let position {
      guard let anchor = sections.firstIndex(of: position.anchor) else {
        throw UpdateError(DiffableMessages.sectionNotFound)
      }
      index = position.index(of: anchor)
    }
    sections.insert(contentsOf: identifiers, at: index)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    replace(sections: sections, items: items)
  }

  /// deleteSections(_:): the sections and their items.
  public mutating func deleteSections(_ identifiers: [String]) throws(UpdateError) {
    let doomed = try sectionIndexes(identifiers)
    var sections: [String] = []
    var items: [[String]] = []
    for index in sectionIdentifiers.indices where !doomed.contains(index) {
      sections.append(sectionIdentifiers[index])
      items.append(itemsBySection[index])
    }
    replace(sections: sections, items: items)
  }

  /// moveSection(_:beforeSection:) and moveSection(_:afterSection:)
  public mutating func moveSection(_ identifier: String, _ position: DiffablePosition)
    throws(UpdateError)
  {
    guard let from = indexOfSection(identifier) else {
      throw UpdateError(DiffableMessages.sectionNotFound)
    }
    var sections = sectionIdentifiers
    var items = itemsBySection
    let moved = items.remove(at: from)
    sections.remove(at: from)
    guard let anchor = sections.firstIndex(of: position.anchor) else {
      throw UpdateError(DiffableMessages.sectionNotFound)
    }
    let index = position.index(of: anchor)
    sections.insert(identifier, at: index)
    items.insert(moved, at: index)
    replace(sections: sections, items: items)
  }

  /// reloadSections(_:): apply reloads them (their views and every item in them).
  public mutating func reloadSections(_ identifiers: [String]) throws(UpdateError) {
    _ = try sectionIndexes(identifiers)
    reloadedSectionIdentifiers.formUnion(identifiers)
  }

  /// appendItems(_:toSection:); without a section, the last one. Returns the warning of identifiers
  /// moved into place (iOS 17 and later), or nil.
  @discardableResult
  public mutating func appendItems(
    _ identifiers: [String], toSection section: String? = nil,
    duplicates behavior: DuplicateInsertBehavior
  ) throws(UpdateError) -> String? {
    let target: Int
    if let section {
      guard let index = indexOfSection(section) else {
        throw UpdateError(DiffableMessages.sectionNotFound)
      }
      target = index
    } else {
      guard !sectionIdentifiers.isEmpty else { throw UpdateError(DiffableMessages.noSections) }
      target = sectionIdentifiers.count - 1
    }
    let sectionName = sectionIdentifiers[target]
    let warning = try removeExisting(identifiers, behavior)
    guard let index = indexOfSection(sectionName) else { return warning }
    var items = itemsBySection
    items[index] += identifiers
    replace(sections: sectionIdentifiers, items: items)
    return warning
  }

  /// insertItems(_:beforeItem:) and insertItems(_:afterItem:). Returns the warning of identifiers
  /// moved into place, or nil.
  @discardableResult
  public mutating func insertItems(
    _ identifiers: [String], _ position: DiffablePosition,
    duplicates behavior: DuplicateInsertBehavior
  ) throws(UpdateError) -> String? {
    guard sectionIndex(containingItem: position.anchor) != nil else {
      throw UpdateError(DiffableMessages.itemNotFound(position.anchor))
    }
    let warning = try removeExisting(identifiers, behavior)
    try place(identifiers, position)
    return warning
  }

  /// deleteItems(_:)
  public mutating func deleteItems(_ identifiers: [String]) throws(UpdateError) {
    for identifier in identifiers where sectionIndex(containingItem: identifier) == nil {
      throw UpdateError(DiffableMessages.itemNotFound(identifier))
    }
    let doomed = Set(identifiers)
    replace(
      sections: sectionIdentifiers,
      items: itemsBySection.map { $0.filter { !doomed.contains($0) } })
  }

  /// deleteAllItems(): every section and item.
  public mutating func deleteAllItems() {
    replace(sections: [], items: [])
  }

  /// moveItem(_:beforeItem:) and moveItem(_:afterItem:)
  public mutating func moveItem(_ identifier: String, _ position: DiffablePosition)
    throws(UpdateError)
  {
    for name in [identifier, position.anchor] where sectionIndex(containingItem: name) == nil {
      throw UpdateError(DiffableMessages.itemNotFound(name))
    }
    guard identifier != position.anchor else { return }
    replace(
      sections: sectionIdentifiers, items: itemsBySection.map { $0.filter { $0 != identifier } })
    try place([identifier], position)
  }

  /// reloadItems(_:): apply reloads their cells (a new cell, a cross-fade).
  public mutating func reloadItems(_ identifiers: [String]) throws(UpdateError) {
    for identifier in identifiers where sectionIndex(containingItem: identifier) == nil {
      throw UpdateError(DiffableMessages.reloadMissing(identifier))
    }
    reloadedItemIdentifiers.formUnion(identifiers)
  }

  /// reconfigureItems(_:): apply reconfigures their cells in place (iOS 15).
  public mutating func reconfigureItems(_ identifiers: [String]) throws(UpdateError) {
    for identifier in identifiers where sectionIndex(containingItem: identifier) == nil {
      throw UpdateError(DiffableMessages.reconfigureMissing(identifier))
    }
    reconfiguredItemIdentifiers.formUnion(identifiers)
  }

  /// The indexes of existing sections, refusing an unknown one.
  private func sectionIndexes(_ identifiers: [String]) throws(UpdateError) -> Set<Int> {
    var result = Set<Int>()
    for identifier in identifiers {
      guard let index = indexOfSection(identifier) else {
        throw UpdateError(DiffableMessages.sectionNotFound)
      }
      result.insert(index)
    }
    return result
  }

  /// Identifiers given twice are refused; those already in the snapshot are refused (iOS 16) or
  /// taken out so that they can be put into place (iOS 17), with the warning returned.
  private mutating func removeExisting(
    _ identifiers: [String], _ behavior: DuplicateInsertBehavior
  ) throws(UpdateError) -> String? {
    var seen = Set<String>()
    let repeated = identifiers.filter { !seen.insert($0).inserted }
    if !repeated.isEmpty { throw UpdateError(DiffableMessages.duplicateItems(repeated)) }
    let existing = identifiers.filter { sectionIndex(containingItem: $0) != nil }
    guard !existing.isEmpty else { return nil }
    guard behavior == .moveWithWarning else {
      throw UpdateError(DiffableMessages.duplicateItems(existing))
    }
    let moving = Set(existing)
    replace(
      sections: sectionIdentifiers, items: itemsBySection.map { $0.filter { !moving.contains($0) } }
    )
    return DiffableMessages.alreadyExist(existing)
  }

  /// Puts identifiers (none of them in the snapshot) before or after an item.
  private mutating func place(_ identifiers: [String], _ position: DiffablePosition)
    throws(UpdateError)
  {
    guard let anchor = indexPath(ofItem: position.anchor) else {
      throw UpdateError(DiffableMessages.itemNotFound(position.anchor))
    }
    var items = itemsBySection
    items[anchor.section].insert(contentsOf: identifiers, at: position.index(of: anchor.item))
    replace(sections: sectionIdentifiers, items: items)
  }
}
