import Foundation
import LayoutKit

/// The collection view is its own flow delegate by default, answering with the scenario's
/// numbers; a custom layout kind may give it another delegate, made from this one.
extension CollectionView {
  /// The scenario's delegate implements a method when the scenario gives an answer for it: item
  /// sizes in the data, per-section values under `layout.sections`.
  public func responds(to method: FlowDelegateMethod) -> Bool {
    switch method {
    // While the layout estimates, the data's sizes are what the cells prefer, not the
    // delegate's answers.
    case .sizeForItem:
      !layout._estimatesSizes && data.contains { $0.itemSize != nil || $0.itemSizes != nil }
    default: sectionAnswers.values.contains { $0.hasAnswer(for: method) }
    }
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    data.indices.contains(indexPath.section)
      ? data[indexPath.section].size(ofItem: indexPath.item) : nil
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? { sectionAnswers[section]?.sectionInset }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? { sectionAnswers[section]?.minimumLineSpacing }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double? { sectionAnswers[section]?.minimumInteritemSpacing }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? { sectionAnswers[section]?.headerReferenceSize }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? { sectionAnswers[section]?.footerReferenceSize }
}
