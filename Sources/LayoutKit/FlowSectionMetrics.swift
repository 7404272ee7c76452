import Foundation

/// What the flow layout knows of one section after asking its delegate: the inputs of
/// `FlowLayoutGeometry` for that section.
///
/// The values sit behind one immutable reference, so that the sections of equal metrics (the
/// layout keeps one value per section) share them: a section costs a reference, and a change
/// makes a new set of values for that section alone.
public struct FlowSectionMetrics: Equatable, Sendable {
  private struct Values: Equatable, Sendable {
    var itemSizes: FlowItemSizes
    var sectionInset: EdgeInsets
    var minimumLineSpacing: Double
    var minimumInteritemSpacing: Double
    var headerReferenceSize: CGSize
    var footerReferenceSize: CGSize
  }

  private final class Shared: Sendable {
    let values: Values
    init(_ values: Values) { self.values = values }
  }

  private var shared: Shared

  private var values: Values {
    get { shared.values }
    set { shared = Shared(newValue) }
  }

  /// The item sizes (collectionView(_:layout:sizeForItemAt:) or itemSize).
  public var itemSizes: FlowItemSizes {
    get { values.itemSizes }
    set { values.itemSizes = newValue }
  }
  /// collectionView(_:layout:insetForSectionAt:) or sectionInset.
  public var sectionInset: EdgeInsets {
    get { values.sectionInset }
    set { values.sectionInset = newValue }
  }
  /// collectionView(_:layout:minimumLineSpacingForSectionAt:) or minimumLineSpacing.
  public var minimumLineSpacing: Double {
    get { values.minimumLineSpacing }
    set { values.minimumLineSpacing = newValue }
  }
  /// collectionView(_:layout:minimumInteritemSpacingForSectionAt:) or minimumInteritemSpacing.
  public var minimumInteritemSpacing: Double {
    get { values.minimumInteritemSpacing }
    set { values.minimumInteritemSpacing = newValue }
  }
  /// collectionView(_:layout:referenceSizeForHeaderInSection:) or headerReferenceSize.
  public var headerReferenceSize: CGSize {
    get { values.headerReferenceSize }
    set { values.headerReferenceSize = newValue }
  }
  /// collectionView(_:layout:referenceSizeForFooterInSection:) or footerReferenceSize.
  public var footerReferenceSize: CGSize {
    get { values.footerReferenceSize }
    set { values.footerReferenceSize = newValue }
  }

  /// Section metrics with UIKit's defaults for everything not given.
  public init(
    itemSizes: FlowItemSizes, sectionInset: EdgeInsets = .zero, minimumLineSpacing: Double = 10,
    minimumInteritemSpacing: Double = 10, headerReferenceSize: CGSize = .zero,
    footerReferenceSize: CGSize = .zero
  ) {
    shared = Shared(
      Values(
        itemSizes: itemSizes, sectionInset: sectionInset, minimumLineSpacing: minimumLineSpacing,
        minimumInteritemSpacing: minimumInteritemSpacing,
        headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize))
  }

  /// The number of items.
  public var itemCount: Int { itemSizes.count }

  /// Equal values, compared at once when they are shared.
  public static func == (lhs: FlowSectionMetrics, rhs: FlowSectionMetrics) -> Bool {
    lhs.shared === rhs.shared || lhs.shared.values == rhs.shared.values
  }
}
