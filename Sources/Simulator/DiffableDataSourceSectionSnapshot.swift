import Foundation

/// NSDiffableDataSourceSectionSnapshot: one section's items as an outline. Items have children;
/// a child is shown only while every item above it is expanded. Applying a section snapshot to a
/// section puts its `visibleItems` in that section of the data source's snapshot.
public struct DiffableDataSourceSectionSnapshot: Equatable, Sendable {
  /// rootItems, in order.
  public private(set) var rootItems: [String] = []
  /// The items an expanded parent shows, by parent.
  private var childrenOf: [String: [String]] = [:]
  /// parent(of:)
  private var parentOf: [String: String] = [:]
  /// Every item, for uniqueness.
  private var members: Set<String> = []
  /// The expanded items.
  public private(set) var expandedItems: Set<String> = []

  /// An empty section snapshot.
  public init() {}

  /// append(_:to:): items as the last children of `parent`, or as roots. An identifier given
  /// twice, or already present, is refused with UIKit's text; so is an unknown parent.
  public mutating func append(_ items: [String], to parent: String? = nil) throws(UpdateError) {
    var seen = members
    let duplicates = items.filter { !seen.insert($0).inserted }
    if !duplicates.isEmpty {
      throw UpdateError(DiffableMessages.duplicateInSectionSnapshot(duplicates))
    }
    if let parent {
      guard members.contains(parent) else {
        throw UpdateError(DiffableMessages.itemNotFound(parent))
      }
      childrenOf[parent, default: []] += items
      for item in items { parentOf[item] = parent }
    } else {
      rootItems += items
    }
    members = seen
  }

  /// expand(_:)
  public mutating func expand(_ items: [String]) throws(UpdateError) {
    try checkMembers(items)
    expandedItems.formUnion(items)
  }

  /// collapse(_:)
  public mutating func collapse(_ items: [String]) throws(UpdateError) {
    try checkMembers(items)
    expandedItems.subtract(items)
  }

  /// isExpanded(_:)
  public func isExpanded(_ item: String) -> Bool { expandedItems.contains(item) }

  /// parent(of:)
  public func parent(of item: String) -> String? { parentOf[item] }

  /// level(of:): 0 for a root item.
  public func level(of item: String) -> Int {
    var level = 0
    var current = item
    while let parent = parentOf[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// items: every item, depth first.
  public var items: [String] { walk(onlyVisible: false) }

  /// visibleItems: the root items and the children of expanded items, depth first.
  public var visibleItems: [String] { walk(onlyVisible: true) }

  private func walk(onlyVisible: Bool) -> [String] {
    var result: [String] = []
    result.reserveCapacity(members.count)
    // An explicit stack, so a deep outline cannot exhaust the call stack.
    var stack = Array(rootItems.reversed())
    while let item = stack.popLast() {
      result.append(item)
      guard !onlyVisible || expandedItems.contains(item), let children = childrenOf[item] else {
        continue
      }
      stack += children.reversed()
    }
    return result
  }

  private func checkMembers(_ items: [String]) throws(UpdateError) {
    for item in items where !members.contains(item) {
      throw UpdateError(DiffableMessages.itemNotFound(item))
    }
  }
}
