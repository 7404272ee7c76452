import Foundation
import LayoutKit

/// One section of the data source: its items and, when the scenario gives them, their sizes (the
/// flow delegate's sizeForItemAt).
public struct SectionData: Equatable, Sendable {
  /// Stable item ids, or nil when the scenario gives only a count.
  public var ids: [String]?
  /// The number of items.
  public var count: Int
  /// One size for every item.
  public var itemSize: CGSize?
  /// One size per item.
  public var itemSizes: [CGSize]?

  /// A section of `count` items.
  public init(count: Int, ids: [String]? = nil, itemSize: CGSize? = nil, itemSizes: [CGSize]? = nil)
  {
    self.count = count
    self.ids = ids
    self.itemSize = itemSize
    self.itemSizes = itemSizes
  }

  /// The delegate's size for item `item`, or nil to use the layout's itemSize.
  public func size(ofItem item: Int) -> CGSize? {
    if let itemSizes, itemSizes.indices.contains(item) { return itemSizes[item] }
    return itemSize
  }
}

/// The flow delegate's per-section answers a scenario gives under `layout.sections`; nil means
/// the layout's own property.
public struct FlowSectionAnswers: Equatable, Sendable {
  /// collectionView(_:layout:insetForSectionAt:)
  public var sectionInset: EdgeInsets?
  /// collectionView(_:layout:minimumLineSpacingForSectionAt:)
  public var minimumLineSpacing: Double?
  /// collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
  public var minimumInteritemSpacing: Double?
  /// collectionView(_:layout:referenceSizeForHeaderInSection:)
  public var headerReferenceSize: CGSize?
  /// collectionView(_:layout:referenceSizeForFooterInSection:)
  public var footerReferenceSize: CGSize?

  /// Answers with the given values.
  public init(
    sectionInset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
    minimumInteritemSpacing: Double? = nil, headerReferenceSize: CGSize? = nil,
    footerReferenceSize: CGSize? = nil
  ) {
    self.sectionInset = sectionInset
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
  }
}

/// UIScrollView.ContentInsetAdjustmentBehavior
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
  case automatic
  case scrollableAxes
  case never
  case always
}
