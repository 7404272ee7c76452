import Foundation

/// NSCollectionLayoutSpacing: a fixed gap, or a flexible one that takes at least its value and
/// shares the space left over.
public struct CollectionLayoutSpacing: Hashable, Sendable {
  /// NSCollectionLayoutSpacing.spacing: the gap, or the least gap when flexible.
  public let spacing: Double
  /// NSCollectionLayoutSpacing.isFlexibleSpacing
  public let isFlexibleSpacing: Bool

  private init(spacing: Double, isFlexibleSpacing: Bool) {
    // A non-finite gap would put NaN into every frame after it.
    self.spacing = spacing.isFinite ? spacing : 0
    self.isFlexibleSpacing = isFlexibleSpacing
  }

  /// NSCollectionLayoutSpacing.fixed(_:)
  public static func fixed(_ fixedSpacing: Double) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
  }

  /// NSCollectionLayoutSpacing.flexible(_:)
  public static func flexible(_ flexibleSpacing: Double) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
  }

  /// NSCollectionLayoutSpacing.isFixedSpacing
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
