import Foundation

extension CollectionLayoutItem {
  /// The content insets in layout space as they apply: none on an axis whose dimension is
  /// estimated, where UIKit ignores them (the view's own size is the item's there).
  var effectiveContentInsets: EdgeInsets {
    var insets = contentInsets.layoutSpaceInsets
    if layoutSize.widthDimension.isEstimated { (insets.left, insets.right) = (0, 0) }
    if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
    return insets
  }
}
