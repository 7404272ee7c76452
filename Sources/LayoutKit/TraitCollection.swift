import Foundation

/// UITraitCollection, with the traits a layout reads: the screen scale, the layout direction,
/// the size classes of the bounds and the device idiom (docs/uikit-choices.md, "Trait
/// collection").
public struct TraitCollection: Equatable, Sendable {
  /// UIUserInterfaceSizeClass
  public enum SizeClass: Int, Sendable {
    case unspecified, compact, regular
  }

  /// UIUserInterfaceIdiom, with UIKit's raw values.
  public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
  }

  /// UITraitCollection.displayScale
  public var displayScale: Double
  /// UITraitCollection.layoutDirection
  public var layoutDirection: UserInterfaceLayoutDirection
  /// UITraitCollection.horizontalSizeClass
  public var horizontalSizeClass: SizeClass
  /// UITraitCollection.verticalSizeClass
  public var verticalSizeClass: SizeClass
  /// UITraitCollection.userInterfaceIdiom: `.pad` for an iPad-sized view, `.phone` otherwise.
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// UITraitCollection.preferredContentSizeCategory (default `.large`, UIKit's default text size).
  public var preferredContentSizeCategory = ContentSizeCategory.large

  /// The traits of a full-screen view of `size`: iPad-sized (its shorter side 768 points or more)
  /// regular both ways and of the pad idiom; otherwise of the phone idiom, in portrait compact wide
  /// and regular tall, in landscape compact tall and regular wide from 896 points (the larger
  /// iPhones).
  public init(
    displayScale: Double, layoutDirection: UserInterfaceLayoutDirection, size: CGSize
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    let isPad = min(size.width, size.height) >= 768
    userInterfaceIdiom = isPad ? .pad : .phone
    if isPad {
      (horizontalSizeClass, verticalSizeClass) = (.regular, .regular)
    } else if size.width > size.height {
      (horizontalSizeClass, verticalSizeClass) = (size.width >= 896 ? .regular : .compact, .compact)
    } else {
      (horizontalSizeClass, verticalSizeClass) = (.compact, .regular)
    }
  }
}
