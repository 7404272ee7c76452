import Foundation

/// NSCollectionLayoutAnchor: where a supplementary item attaches to the item it belongs to, as
/// edges (a side, or a corner with two) and an offset from there.
public final class CollectionLayoutAnchor: Sendable {
  /// NSCollectionLayoutAnchor.edges
  public let edges: DirectionalRectEdge
  /// NSCollectionLayoutAnchor.offset: points, or fractions of the supplementary item's size.
  public let offset: CGPoint
  /// NSCollectionLayoutAnchor.isAbsoluteOffset
  public let isAbsoluteOffset: Bool

  private init(edges: DirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool) {
    self.edges = edges
    // A non-finite offset would put NaN into the frame.
    self.offset = offset.x.isFinite && offset.y.isFinite ? offset : .zero
    self.isAbsoluteOffset = isAbsoluteOffset
  }

  /// NSCollectionLayoutAnchor(edges:): inside the edges, with no offset.
  public convenience init(edges: DirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, isAbsoluteOffset: true)
  }

  /// NSCollectionLayoutAnchor(edges:absoluteOffset:): the offset in points.
  public convenience init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
  }

  /// NSCollectionLayoutAnchor(edges:fractionalOffset:): the offset in fractions of the
  /// supplementary item's width and height.
  public convenience init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false)
  }

  /// NSCollectionLayoutAnchor.isFractionalOffset
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  /// The offset in points for a supplementary item of `size`.
  func points(for size: CGSize) -> CGPoint {
    isAbsoluteOffset
      ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
  }
}
