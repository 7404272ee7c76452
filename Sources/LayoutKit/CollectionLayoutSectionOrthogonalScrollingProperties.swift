import Foundation

/// UICollectionLayoutSectionOrthogonalScrollingProperties (iOS 17): how an orthogonally
/// scrolling section's own scroll view decelerates and bounces. Read when the section is solved
/// (docs/uikit-choices.md, "Compositional layout").
public final class CollectionLayoutSectionOrthogonalScrollingProperties {
  /// UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The rate per millisecond, as UIScrollView's; 0 stands for `.automatic`.
    public var rawValue: Double
    /// UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate(rawValue:)
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// .automatic: the rate the section's behaviour has (fast for the paging behaviours).
    public static let automatic = DecelerationRate(rawValue: 0)
    /// .normal: UIScrollView's normal rate (0.998).
    public static let normal = DecelerationRate(
      rawValue: LayoutKit.DecelerationRate.normal.rawValue)
    /// .fast: UIScrollView's fast rate (0.99).
    public static let fast = DecelerationRate(rawValue: LayoutKit.DecelerationRate.fast.rawValue)
  }

  /// UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
  public enum Bounce: Int, Hashable, Sendable, CaseIterable {
    /// .automatic: bounces at a content boundary when the row is longer than the strip.
    case automatic = 0
    /// .always: bounces even when the row fits in the strip.
    case always = 1
    /// .never: stops at a content boundary without bouncing.
    case never = 2
  }

  /// UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate (`.automatic`).
  public var decelerationRate = DecelerationRate.automatic {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// UICollectionLayoutSectionOrthogonalScrollingProperties.bounce (`.automatic`).
  public var bounce = Bounce.automatic {
    didSet { CompositionalDefinitionRevision.advance() }
  }

  /// UICollectionLayoutSectionOrthogonalScrollingProperties()
  public init() {}

  /// The rate a motion uses, nil for the behaviour's own.
  package var explicitRate: LayoutKit.DecelerationRate? {
    decelerationRate == .automatic
      ? nil : LayoutKit.DecelerationRate(rawValue: decelerationRate.rawValue)
  }
}
