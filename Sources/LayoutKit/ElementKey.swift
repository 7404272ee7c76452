import Foundation

/// What identifies an element to the collection view: its category, kind and index path. The
/// visible set, the update dictionaries and the event stream are keyed by it.
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
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

  /// The index path, as `IndexPath(item:section:)`.
  public var indexPath: IndexPath { IndexPath(item: item, section: section) }

  /// The canonical element id of the event stream: `cell/S/I`, `supplementary/KIND/S/I` or
  /// `decoration/KIND/S/I`.
  public var id: String {
    switch category {
    case .cell: "cell/\(section)/\(item)"
    default: "\(category.idPrefix)/\(ElementKind.idName(kind))/\(section)/\(item)"
    }
  }

  /// Parses a canonical element id; nil when the text is not one.
  public init?(id: String) {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    func index(_ text: String) -> Int? {
      guard let value = Int(text), value >= 0, text.allSatisfy(\.isASCII) else { return nil }
      return value
    }
    switch parts.first {
    case "cell":
      guard parts.count == 3, let s = index(parts[1]), let i = index(parts[2]) else { return nil }
      self = .cell(s, i)
    case "supplementary", "decoration":
      guard parts.count == 4, !parts[1].isEmpty, let s = index(parts[2]), let i = index(parts[3])
      else { return nil }
      let kind = ElementKind.kind(fromIDName: parts[1])
      self =
        parts[0] == "supplementary" ? .supplementary(kind, s, i) : .decoration(kind, s, i)
    default:
      return nil
    }
  }

  public var description: String { id }

  /// Canonical order: cells before supplementary views before decoration views, then by section,
  /// item, and kind in alphabetical order (of the id's kind text).
  public static func < (a: ElementKey, b: ElementKey) -> Bool {
    if a.category != b.category { return a.category < b.category }
    if a.section != b.section { return a.section < b.section }
    if a.item != b.item { return a.item < b.item }
    return ElementKind.idName(a.kind) < ElementKind.idName(b.kind)
  }
}
