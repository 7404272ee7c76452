import Foundation

extension CGRect {
  /// Every coordinate is a finite number.
  public var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension CGSize {
  /// Both dimensions are finite and not negative.
  public var isValidLayoutSize: Bool {
    width.isFinite && height.isFinite && width >= 0 && height >= 0
  }
}

/// Rounds a coordinate to the pixel grid of a screen with the given scale, the way the flow layout
/// rounds origins: `round(v * scale) / scale`, halves away from zero (UIKit rounds with
/// `round()`); plain `round(v)` at scale 1.
@inlinable
public func roundToPixels(_ value: Double, scale: Double) -> Double {
  if scale == 1 { return value.rounded() }
  return (value * scale).rounded() / scale
}

/// The event stream's number text: the shortest text that reads back as the same Double,
/// integral values without a fraction, and `-0` as `0`.
public func formatNumber(_ value: Double) -> String {
  if value == 0 { return "0" }
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}
