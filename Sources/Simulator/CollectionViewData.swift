import Foundation
import LayoutKit

/// One section of the data source: its items and, when the scenario gives them, their sizes (the
/// flow delegate's sizeForItemAt).
public struct SectionData: Equatable, Sendable {
  /// Stable item ids, or nil when the scenario gives only a count. In a section with an
  /// `identifier` they are its item identifiers (a diffable data source).
  public var ids: [String]?
  /// The section identifier of a diffable data source; nil when the data gives none, and then no
  /// event carries identifiers.
  public var identifier: String?
  /// The number of items.
  public var count: Int
  /// One size for every item.
  public var itemSize: CGSize?
  /// One size per item; a nil entry (an item inserted without a size) takes the layout's
  /// itemSize, as when the delegate gives no answer.
  public var itemSizes: [CGSize?]?
  /// The section's background colour (`backgroundColor`), which a section-backgrounds layout
  /// paints; nil when the data gives none.
  public var backgroundColor: String?
  /// The size the section's header view prefers (what Auto Layout would answer), asked while
  /// the layout estimates sizes; nil keeps the size the layout gave it.
  public var headerSize: CGSize?
  /// The size the section's footer view prefers.
  public var footerSize: CGSize?

  /// A section of `count` items.
  public init(
    count: Int, ids: [String]? = nil, itemSize: CGSize? = nil, itemSizes: [CGSize?]? = nil
  ) {
    self.count = count
    self.ids = ids
    self.itemSize = itemSize
    self.itemSizes = itemSizes
  }

  /// The delegate's size for item `item`, or nil to use the layout's itemSize.
  public func size(ofItem item: Int) -> CGSize? {
    if let itemSizes, itemSizes.indices.contains(item) { return itemSizes[item] ?? nil }
    return itemSize
  }
}

/// UIScrollView.ContentInsetAdjustmentBehavior
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
  case automatic
  case scrollableAxes
  case never
  case always
}
