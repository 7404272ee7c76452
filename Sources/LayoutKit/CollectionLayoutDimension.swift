import Foundation

/// NSCollectionLayoutDimension: one side of an item's, group's or supplementary's size, as a
/// fraction of its container, in points, or as an estimate.
///
/// An estimated dimension starts at its value and self-sizing replaces it with the cell's own
/// length (docs/compositional-layout.md, "The layout").
public struct CollectionLayoutDimension: Hashable, Sendable {
  /// How the dimension is expressed.
  public enum Kind: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth
    /// A fraction of the container's height.
    case fractionalHeight
    /// Points.
    case absolute
    /// Points to start from, replaced by the cell's own size when self-sizing.
    case estimated
    /// Points to start from, replaced by the largest of the sibling items' own sizes (iOS 17).
    case uniformAcrossSiblings
  }

  /// How `dimension` is to be read.
  public let kind: Kind
  /// NSCollectionLayoutDimension.dimension: the fraction or the points.
  public let dimension: Double

  private init(_ kind: Kind, _ dimension: Double) {
    self.kind = kind
    self.dimension = dimension
  }

  /// NSCollectionLayoutDimension.fractionalWidth(_:)
  public static func fractionalWidth(_ fractionalWidth: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// NSCollectionLayoutDimension.fractionalHeight(_:)
  public static func fractionalHeight(_ fractionalHeight: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// NSCollectionLayoutDimension.absolute(_:)
  public static func absolute(_ absoluteDimension: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// NSCollectionLayoutDimension.estimated(_:)
  public static func estimated(_ estimatedDimension: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:) (iOS 17): each item gets the
  /// room its cell needs and grows to match its largest sibling in the group.
  public static func uniformAcrossSiblings(estimate estimatedDimension: Double)
    -> CollectionLayoutDimension
  {
    CollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
  }

  /// NSCollectionLayoutDimension.isFractionalWidth
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// NSCollectionLayoutDimension.isFractionalHeight
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// NSCollectionLayoutDimension.isAbsolute
  public var isAbsolute: Bool { kind == .absolute }
  /// NSCollectionLayoutDimension.isEstimated: also true for `uniformAcrossSiblings`, which is
  /// an estimate that self-sizes (docs/uikit-choices.md, "Compositional layout").
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
  /// NSCollectionLayoutDimension.isUniformAcrossSiblings
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// The points this dimension stands for in a container of `containerSize`. A non-finite
  /// result (a fraction of an infinite container, a NaN given by the caller) is 0: bad input
  /// gives an empty frame, never a NaN in the stream.
  public func resolved(in containerSize: CGSize) -> Double {
    let points: Double =
      switch kind {
      case .fractionalWidth: dimension * containerSize.width
      case .fractionalHeight: dimension * containerSize.height
      case .absolute, .estimated, .uniformAcrossSiblings: dimension
      }
    return points.isFinite ? points : 0
  }
}
