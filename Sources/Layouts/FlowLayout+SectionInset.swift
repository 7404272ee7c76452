import Foundation
import LayoutKit

extension FlowLayout {
  /// The inset the flow layout gives `section`: the delegate's answer when it gives one, else
  /// `sectionInset`, as UICollectionViewFlowLayout asks it.
  func insetForSection(_ section: Int) -> EdgeInsets {
    if let cv = collectionView, let delegate = cv.delegate as? CollectionViewDelegateFlowLayout,
      delegate.responds(to: .insetForSection),
      let inset = delegate.collectionView(cv, layout: self, insetForSectionAt: section)
    {
      return inset
    }
    return sectionInset
  }
}
