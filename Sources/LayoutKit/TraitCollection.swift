import Foundation

/// UITraitCollection, with the traits a layout reads: the screen scale, the layout direction,
/// and the size classes of the bounds (docs/uikit-choices.md, "Trait collection").
public struct TraitCollection: Equatable, Sendable {
  /// UIUserInterfaceSizeClass
  public enum SizeClass: Int, Sendable {
    case unspecified, compact, regular
  }

  /// UITraitCollection.displayScale
  public var displayScale: Double
  /// UITraitCollection.layoutDirection
  public var layoutDirection: UserInterfaceLayoutDirection
  /// UITraitCollection.horizontalSizeClass
  public var horizontalSizeClass: SizeClass
  /// UITraitCollection.verticalSizeClass
  public var verticalSizeClass: SizeClass

  /// The traits of a full-screen view of `size`: iPad-sized (its shorter side 768 points or more)
  /// regular both ways; an iPhone in portrait compact wide and regular tall; in landscape compact
  /// tall, and regular wide from 896 points (the larger iPhones).
  public init(
    displayScale: Double, layoutDirection: UserInterfaceLayoutDirection, size: CGSize
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    if min(size.width, size.height) >= 768 {
      (horizontalSizeClass, verticalSizeClass) = (.regular, .regular)
    } else if size.width > size.height {
      (horizontalSizeClass, verticalSizeClass) = (size.width >= 896 ? .regular : .compact, .compact)
    } else {
      (horizontalSizeClass, verticalSizeClass) = (.compact, .regular)
    }
  }
}
