/// A cubic Bézier timing curve through (0, 0) and (1, 1), like CAMediaTimingFunction.
public struct TimingCurve: Equatable, Sendable {
  /// The first control point.
  public var x1: Double
  public var y1: Double
  /// The second control point.
  public var x2: Double
  public var y2: Double

  /// A curve with the given control points.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// kCAMediaTimingFunctionEaseInEaseOut (0.42, 0, 0.58, 1), UIView's default animation curve.
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// Linear timing.
  public static let linear = TimingCurve(0, 0, 1, 1)

  private func bezier(_ parameter: Double, _ p1: Double, _ p2: Double) -> Double {
    let complement = 1 - parameter
    return 3 * complement * complement * parameter * p1 + 3 * complement * parameter * parameter
      * p2 + parameter * parameter * parameter
  }

  /// The progress at `fraction` of the duration: solves x(t) = fraction by bisection (a fixed 60
  /// halvings, so every machine computes the same bits), then returns y(t).
  public func progress(at fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < fraction { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }
}
