import Foundation
import LayoutKit

/// One section of the data source: its items and, when the scenario gives them, their sizes (the
/// flow delegate's sizeForItemAt).
///
/// What most sections leave out (an identifier, one size for every item, a colour, the sizes a
/// header or footer prefers) sits behind one shared reference, nil when a section has none of
/// it, so that a section costs its count and three references.
public struct SectionData: Equatable, Sendable {
  /// The values a section rarely has; shared, never changed in place.
  private final class Rare: Equatable, Sendable {
    let identifier: String?
    let itemSize: CGSize?
    let backgroundColor: String?
    let supplementarySizes: [String: CGSize]

    init(
      identifier: String?, itemSize: CGSize?, backgroundColor: String?,
      supplementarySizes: [String: CGSize]
    ) {
      self.identifier = identifier
      self.itemSize = itemSize
      self.backgroundColor = backgroundColor
      self.supplementarySizes = supplementarySizes
    }

    static func == (lhs: Rare, rhs: Rare) -> Bool {
      lhs === rhs
        || (lhs.identifier == rhs.identifier && lhs.itemSize == rhs.itemSize
          && lhs.backgroundColor == rhs.backgroundColor
          && lhs.supplementarySizes == rhs.supplementarySizes)
    }
  }

  /// Stable item ids, or nil when the scenario gives only a count. In a section with an
  /// `identifier` they are its item identifiers (a diffable data source).
  public var ids: [String]?
  /// The number of items.
  public var count: Int
  /// One size per item; a nil entry (an item inserted without a size) takes the layout's
  /// itemSize, as when the delegate gives no answer.
  public var itemSizes: [CGSize?]?
  private var rare: Rare?

  /// The section identifier of a diffable data source; nil when the data gives none, and then no
  /// event carries identifiers.
  public var identifier: String? {
    get { rare?.identifier }
    set { changeRare(identifier: newValue) }
  }
  /// One size for every item.
  public var itemSize: CGSize? {
    get { rare?.itemSize }
    set { changeRare(itemSize: .some(newValue)) }
  }
  /// The section's background colour (`backgroundColor`), which a section-backgrounds layout
  /// paints; nil when the data gives none.
  public var backgroundColor: String? {
    get { rare?.backgroundColor }
    set { changeRare(backgroundColor: .some(newValue)) }
  }
  /// The sizes the section's supplementary views prefer (what Auto Layout would answer), by
  /// element kind, asked while the layout estimates sizes: every view of a kind in the section
  /// (its header, its items' badges; the layout's own boundary items in section 0); a kind
  /// without one keeps the size the layout gave it.
  public var supplementarySizes: [String: CGSize] {
    get { rare?.supplementarySizes ?? [:] }
    set { changeRare(supplementarySizes: newValue) }
  }
  /// The size the section's header view prefers; nil keeps the size the layout gave it.
  public var headerSize: CGSize? {
    get { rare?.supplementarySizes[ElementKind.sectionHeader] }
    set { supplementarySizes[ElementKind.sectionHeader] = newValue }
  }
  /// The size the section's footer view prefers.
  public var footerSize: CGSize? {
    get { rare?.supplementarySizes[ElementKind.sectionFooter] }
    set { supplementarySizes[ElementKind.sectionFooter] = newValue }
  }

  /// A section of `count` items.
  public init(
    count: Int, ids: [String]? = nil, itemSize: CGSize? = nil, itemSizes: [CGSize?]? = nil
  ) {
    self.count = count
    self.ids = ids
    self.itemSizes = itemSizes
    if let itemSize { changeRare(itemSize: .some(itemSize)) }
  }

  /// The rare values with the given ones changed (a double optional: `.some(nil)` clears);
  /// no reference at all once none is left.
  private mutating func changeRare(
    identifier: String?? = .none, itemSize: CGSize?? = .none, backgroundColor: String?? = .none,
    supplementarySizes: [String: CGSize]? = nil
  ) {
    let newIdentifier = identifier ?? rare?.identifier
    let newItemSize = itemSize ?? rare?.itemSize
    let newColor = backgroundColor ?? rare?.backgroundColor
    let newSizes = supplementarySizes ?? rare?.supplementarySizes ?? [:]
    // Setting what is already there (nil on a section without any) makes nothing.
    guard
      newIdentifier != rare?.identifier || newItemSize != rare?.itemSize
        || newColor != rare?.backgroundColor || newSizes != rare?.supplementarySizes ?? [:]
    else { return }
    let empty =
      newIdentifier == nil && newItemSize == nil && newColor == nil && newSizes.isEmpty
    rare =
      empty
      ? nil
      : Rare(
        identifier: newIdentifier, itemSize: newItemSize, backgroundColor: newColor,
        supplementarySizes: newSizes)
  }

  /// The delegate's size for item `item`, or nil to use the layout's itemSize.
  public func size(ofItem item: Int) -> CGSize? {
    if let itemSizes, itemSizes.indices.contains(item) { return itemSizes[item] ?? nil }
    return itemSize
  }
}

extension SectionData {
  /// What a list of sections holds, counted in one pass and then kept up to date by what a batch
  /// update changes (`CollectionView.dataTally`).
  struct Tally: Equatable {
    /// The items, a negative count counting as none.
    var items: Int
    /// Whether any section is not consistent (`isConsistent`): a batch update then looks at
    /// every section it carries over.
    var hasInconsistentSections: Bool

    init(items: Int, hasInconsistentSections: Bool) {
      self.items = items
      self.hasInconsistentSections = hasInconsistentSections
    }

    init(_ sections: [SectionData]) {
      var items = 0
      var inconsistent = false
      for section in sections {
        items += max(0, section.count)
        if !inconsistent, !section.isConsistent { inconsistent = true }
      }
      self.init(items: items, hasInconsistentSections: inconsistent)
    }
  }

  /// Whether the count is not negative and the item lists, where there are any, hold one entry
  /// per item: what every section a batch update builds is, and what it makes of a section it
  /// carries over that is not (`BatchUpdate.carried`).
  var isConsistent: Bool {
    count >= 0 && (ids.map { $0.count == count } ?? true)
      && (itemSizes.map { $0.count == count } ?? true)
  }
}

/// UIScrollView.ContentInsetAdjustmentBehavior
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
  case automatic
  case scrollableAxes
  case never
  case always
}
