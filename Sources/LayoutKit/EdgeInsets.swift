import Foundation

/// UIEdgeInsets: insets for the four edges of a rectangle, in UIKit's order (top, left, bottom,
/// right).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// UIEdgeInsets.top
  public var top: Double
  /// UIEdgeInsets.left
  public var left: Double
  /// UIEdgeInsets.bottom
  public var bottom: Double
  /// UIEdgeInsets.right
  public var right: Double

  /// UIEdgeInsets(top:left:bottom:right:)
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// UIEdgeInsets.zero
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The sum of the left and right insets.
  public var horizontal: Double { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }

  public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  /// The four values are finite numbers.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// UIKit's `NSStringFromUIEdgeInsets` form: `{top, left, bottom, right}`.
  public var description: String {
    "{\(cgFloatDescription(top)), \(cgFloatDescription(left)), \(cgFloatDescription(bottom)), \(cgFloatDescription(right))}"
  }
}

extension CGRect {
  /// UIEdgeInsetsInsetRect / CGRect.inset(by:): the rectangle shrunk by `insets`.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.horizontal, height: size.height - insets.vertical)
  }
}
