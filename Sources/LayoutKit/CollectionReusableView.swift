import Foundation

/// UICollectionReusableView: the class a layout registers for a decoration kind
/// (register(_:forDecorationViewOfKind:)). The simulator draws nothing, so the view keeps only
/// what UIKit gives it: its reuse identifier (the kind) and the attributes applied last.
open class CollectionReusableView {
  /// UIView.frame
  public var frame: CGRect
  /// UICollectionReusableView.reuseIdentifier
  public internal(set) var reuseIdentifier: String?

  /// UIView.init(frame:)
  public required init(frame: CGRect) { self.frame = frame }

  /// UICollectionReusableView.apply(_:): sets the frame; subclasses read their own attributes.
  open func apply(_ layoutAttributes: LayoutAttributes) { frame = layoutAttributes.frame }

  /// UICollectionReusableView.prepareForReuse()
  open func prepareForReuse() {}

  /// UICollectionReusableView.preferredLayoutAttributesFitting(_:): the attributes the view
  /// would like (self-sizing), asked with a copy of the layout's. The base class answers with
  /// them unchanged.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    layoutAttributes
  }
}
