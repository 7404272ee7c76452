import Foundation

/// The flow delegate once per computation, by method: the delegate where it implements the
/// method, nil where it does not, so a method it does not implement is never called (UIKit
/// learns it once with respondsToSelector:).
struct FlowDelegateAnswerers {
  let sizes: CollectionViewDelegateFlowLayout?
  let insets: CollectionViewDelegateFlowLayout?
  let lineSpacings: CollectionViewDelegateFlowLayout?
  let interitemSpacings: CollectionViewDelegateFlowLayout?
  let headers: CollectionViewDelegateFlowLayout?
  let footers: CollectionViewDelegateFlowLayout?

  init(_ delegate: CollectionViewDelegateFlowLayout?) {
    func answering(_ method: FlowDelegateMethod) -> CollectionViewDelegateFlowLayout? {
      delegate.flatMap { $0.responds(to: method) ? $0 : nil }
    }
    sizes = answering(.sizeForItem)
    insets = answering(.insetForSection)
    lineSpacings = answering(.minimumLineSpacing)
    interitemSpacings = answering(.minimumInteritemSpacing)
    headers = answering(.referenceSizeForHeader)
    footers = answering(.referenceSizeForFooter)
  }

  /// Whether any answer beside the item sizes is asked by section index: a section that changes
  /// index may then get other answers.
  var answersPerSection: Bool {
    insets != nil || lineSpacings != nil || interitemSpacings != nil || headers != nil
      || footers != nil
  }
}
