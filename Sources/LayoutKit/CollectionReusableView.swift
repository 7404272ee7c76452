import Foundation

/// UICollectionReusableView: the class a layout registers for a decoration kind
/// (register(_:forDecorationViewOfKind:)), and the base of cells. The simulator draws nothing, so
/// the view keeps what UIKit gives it: its reuse identifier (the kind) and the attributes applied
/// last.
open class CollectionReusableView: View {
  /// UICollectionReusableView.reuseIdentifier
  public internal(set) var reuseIdentifier: String?

  /// What the collection view does with an element's attributes before `apply(_:)`
  /// (`_setLayoutAttributes:`): the view takes their frame, transform, alpha and hidden flag;
  /// then the view's own `apply(_:)` reads the rest.
  public func applyStandardAttributes(_ layoutAttributes: LayoutAttributes) {
    frame = layoutAttributes.frame
    transform = layoutAttributes.transform
    alpha = layoutAttributes.alpha
    isHidden = layoutAttributes.isHidden
    apply(layoutAttributes)
  }

  /// UICollectionReusableView.apply(_:): nothing in the base class; subclasses read their own
  /// attributes.
  open func apply(_ layoutAttributes: LayoutAttributes) {}

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
