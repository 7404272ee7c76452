import Foundation

/// NSDirectionalRectEdge: edges of a rectangle named by the layout direction, so leading is the
/// left edge left to right and the right edge right to left.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// An edge set from UIKit's raw bits (top 1, leading 2, bottom 4, trailing 8).
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// NSDirectionalRectEdge.top
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// NSDirectionalRectEdge.leading
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// NSDirectionalRectEdge.bottom
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// NSDirectionalRectEdge.trailing
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// NSDirectionalRectEdge.all
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  /// Where the edges put an anchor on a rectangle, as a fraction of its width and height in
  /// layout space (leading is left): 0 on the top or leading edge, 1 on the bottom or trailing
  /// edge, ½ on an axis with neither or both.
  var unitPoint: CGPoint {
    func unit(_ near: DirectionalRectEdge, _ far: DirectionalRectEdge) -> Double {
      0.5 - (contains(near) ? 0.5 : 0) + (contains(far) ? 0.5 : 0)
    }
    return CGPoint(x: unit(.leading, .trailing), y: unit(.top, .bottom))
  }
}
