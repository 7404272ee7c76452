import Foundation

extension CGRect {
  /// Every coordinate is a finite number. Inlinable: the collection view asks it of every
  /// element of every rect query's answer.
  @inlinable
  public var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
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

/// A CGFloat as UIKit's descriptions and exception reasons show it in scrollsim's messages
/// (`frame = (0 137.5; 320 40)`, `{0, 0}`), and so as every message of scrollsim shows a number:
/// the shortest digits that read back as the same Double, laid out as ECMAScript's
/// Number::toString lays them out (whole values below 1e21 without a fraction, exponent form
/// such as `1e+21` or `1.5e-7` outside [1e-6, 1e21), `-0` as `0`). A non-finite value prints as
/// Swift prints it. The event stream writes its numbers with its own writer, from bytes.
public func cgFloatDescription(_ value: Double) -> String {
  if value == 0 { return "0" }
  guard value.isFinite else { return "\(value)" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  // Swift's description holds the shortest round-trip digits; only their layout differs.
  var text = "\(value.magnitude)"
  var exponent = 0
  if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
    exponent = Int(text[text.index(after: e)...]) ?? 0
    text = String(text[..<e])
  }
  let parts = text.split(separator: ".", omittingEmptySubsequences: false)
  let whole = parts.first.map(String.init) ?? ""
  let fraction = parts.count > 1 ? String(parts[1]) : ""
  var digits = Array(whole + fraction)
  // n: where the decimal point falls, counted in digits from the first one.
  var n = whole.count + exponent
  while digits.first == "0" {
    digits.removeFirst()
    n -= 1
  }
  while digits.last == "0" { digits.removeLast() }
  let k = digits.count
  let d = String(digits)
  let sign = value < 0 ? "-" : ""
  if k <= n && n <= 21 { return sign + d + String(repeating: "0", count: n - k) }
  if 0 < n && n <= 21 {
    return sign + String(digits[..<n]) + "." + String(digits[n...])
  }
  if -6 < n && n <= 0 { return sign + "0." + String(repeating: "0", count: -n) + d }
  let e = n - 1
  let exponentText = (e < 0 ? "-" : "+") + String(abs(e))
  if k == 1 { return sign + d + "e" + exponentText }
  return sign + String(digits[0]) + "." + String(digits[1...]) + "e" + exponentText
}

extension CGRect {
  /// `intersects(_:)` as Foundation answers it, without building the intersection: Foundation's
  /// is `!intersection(other).isNull`, so two finite rects of non-negative size intersect when
  /// their closed spans overlap on both axes (rects that only touch do). Any other pair (a
  /// negative size, an infinite or not-a-number coordinate, the null rect) is asked of
  /// Foundation itself. A rect query asks this of every element it meets: Foundation's
  /// standardizes both rects and builds ranges first, several times the work.
  @inlinable
  public func intersectsAsFoundation(_ other: CGRect) -> Bool {
    guard isFiniteAndUpright && other.isFiniteAndUpright else { return intersects(other) }
    return origin.x <= other.origin.x + other.size.width
      && other.origin.x <= origin.x + size.width
      && origin.y <= other.origin.y + other.size.height
      && other.origin.y <= origin.y + size.height
  }
}

extension CGRect {
  /// `==` as Foundation answers it, without calling it: Foundation compares the standardized
  /// rects, which for finite rects of non-negative size are the rects themselves, so those are
  /// compared coordinate by coordinate; any other pair is asked of Foundation. The collection
  /// view compares every shown element's frame on every display tick.
  @inlinable
  public func equalsAsFoundation(_ other: CGRect) -> Bool {
    guard isFiniteAndUpright && other.isFiniteAndUpright else { return self == other }
    return origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }

  /// Whether every coordinate is finite and the size is not negative: the rects Foundation's
  /// `intersects(_:)` and `==` take as they are (standardizing changes none of them). Each
  /// comparison is false for not-a-number, so such a rect is not one of them.
  @inlinable
  var isFiniteAndUpright: Bool {
    size.width >= 0 && size.height >= 0 && abs(origin.x) < .infinity
      && abs(origin.y) < .infinity && size.width < .infinity && size.height < .infinity
  }
}
