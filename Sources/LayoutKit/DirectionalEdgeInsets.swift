import Foundation

/// NSDirectionalEdgeInsets: insets whose horizontal edges are named by reading direction
/// (leading, trailing), so one value serves left-to-right and right-to-left layouts.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// NSDirectionalEdgeInsets.top
  public var top: Double
  /// NSDirectionalEdgeInsets.leading
  public var leading: Double
  /// NSDirectionalEdgeInsets.bottom
  public var bottom: Double
  /// NSDirectionalEdgeInsets.trailing
  public var trailing: Double

  /// NSDirectionalEdgeInsets(): all four edges zero.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// NSDirectionalEdgeInsets(top:leading:bottom:trailing:)
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// NSDirectionalEdgeInsets.zero
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The insets in layout space, where the compositional solver works left to right (leading is
  /// left); right-to-left mirroring happens once, on the finished frames.
  public var layoutSpaceInsets: EdgeInsets {
    EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
