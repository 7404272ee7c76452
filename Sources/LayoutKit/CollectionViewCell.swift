import Foundation

/// UICollectionViewCell: a reusable view with a content view that fills its bounds. Layouts that
/// animate cells read and change `contentView`; the stream records the layout's attributes, not
/// what a layout does to a view directly.
open class CollectionViewCell: CollectionReusableView {
  /// UICollectionViewCell.contentView: sized to the cell's bounds.
  public let contentView: View

  /// UICollectionViewCell.init(frame:)
  public override init(frame: CGRect) {
    contentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
  }

  /// UICollectionViewCell.init(coder:): nothing is archived on Linux, so the cell starts at the
  /// zero frame with an empty content view.
  public required init?(coder: NSCoder) {
    contentView = View(frame: .zero)
    super.init(coder: coder)
  }

  /// The content view follows the cell's bounds, as UIKit lays it out.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// UICollectionViewCell.isSelected (default false)
  open var isSelected = false
  /// UICollectionViewCell.isHighlighted (default false)
  open var isHighlighted = false
}
