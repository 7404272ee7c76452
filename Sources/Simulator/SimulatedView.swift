import Foundation
import LayoutKit

/// A cell, header or footer of the simulated collection view. It has no content to measure, so
/// it answers preferredLayoutAttributesFitting(_:) with the size the scenario's data gives it,
/// standing for what Auto Layout would compute, or keeps the size it was given.
public final class SimulatedView: CollectionReusableView {
  /// The size the data gives the view; nil keeps the layout's.
  public var preferredSize: CGSize?

  /// A view that prefers `preferredSize`.
  public convenience init(preferredSize: CGSize?) {
    self.init(frame: .zero)
    self.preferredSize = preferredSize
  }

  /// UICollectionViewCell.preferredLayoutAttributesFitting(_:) of a self-sizing cell: the given
  /// attributes with the size the view prefers.
  public override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    guard preferredSize != nil, let copy = layoutAttributes.copy(with: nil) as? LayoutAttributes
    else {
      return layoutAttributes
    }
    Self.fit(copy, to: preferredSize)
    return copy
  }

  /// Gives `attributes` the size a view preferring `preferredSize` answers (nil keeps theirs),
  /// in place: the collection view asks with a copy of its own, which it can change without
  /// making another (`preferredLayoutAttributesFitting(_:)` copies what it is given).
  static func fit(_ attributes: LayoutAttributes, to preferredSize: CGSize?) {
    if let preferredSize { attributes.size = preferredSize }
  }
}
