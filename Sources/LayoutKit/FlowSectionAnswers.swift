import Foundation

/// The UICollectionViewDelegateFlowLayout answers for one section, beside the item sizes; nil
/// means the delegate gives none, so the layout uses its own property.
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

  /// Whether these answers include one for `method`. Item sizes belong to the items, so
  /// `.sizeForItem` is never a section answer.
  public func hasAnswer(for method: FlowDelegateMethod) -> Bool {
    switch method {
    case .sizeForItem: false
    case .insetForSection: sectionInset != nil
    case .minimumLineSpacing: minimumLineSpacing != nil
    case .minimumInteritemSpacing: minimumInteritemSpacing != nil
    case .referenceSizeForHeader: headerReferenceSize != nil
    case .referenceSizeForFooter: footerReferenceSize != nil
    }
  }
}
