import Foundation
import LayoutKit

/// UIScrollView's geometry as a value: the bounds, the content, the insets and what adjusts
/// them, the bounce flags; and what follows from them, the adjusted content inset, the range of
/// content offsets, clamping, the rubber band and the page a paging motion rests on
/// (docs/uikit-choices.md, "Simulated collection view" and "Scrolling physics"). Pure: the
/// scroll view keeps one up to date and asks it.
public struct ScrollGeometry: Equatable, Sendable {
  /// UIScrollView.bounds: the visible rect in content coordinates (origin = contentOffset).
  public var bounds: CGRect
  /// UIScrollView.contentSize
  public var contentSize: CGSize
  /// UIScrollView.contentInset
  public var contentInset: EdgeInsets
  /// UIView.safeAreaInsets
  public var safeAreaInsets: EdgeInsets
  /// UIScrollView.contentInsetAdjustmentBehavior
  public var adjustmentBehavior: ContentInsetAdjustmentBehavior
  /// UIScrollView.alwaysBounceVertical
  public var alwaysBounceVertical = false
  /// UIScrollView.alwaysBounceHorizontal
  public var alwaysBounceHorizontal = false
  /// UIScrollView.bounces
  public var bounces = true

  /// A geometry with the given bounds, content and insets.
  public init(
    bounds: CGRect, contentSize: CGSize, contentInset: EdgeInsets = .zero,
    safeAreaInsets: EdgeInsets = .zero, adjustmentBehavior: ContentInsetAdjustmentBehavior = .never
  ) {
    self.bounds = bounds
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.safeAreaInsets = safeAreaInsets
    self.adjustmentBehavior = adjustmentBehavior
  }

  /// Whether the content scrolls along an axis, as the inset adjustment asks: it is longer than
  /// the bounds, or the axis always bounces.
  public func scrolls(along axis: ScrollDirection) -> Bool {
    switch axis {
    case .vertical: alwaysBounceVertical || contentSize.height > bounds.height
    case .horizontal: alwaysBounceHorizontal || contentSize.width > bounds.width
    }
  }

  /// UIScrollView.adjustedContentInset: contentInset plus the safe area on the edges the
  /// behaviour adjusts: `always` all four; `never` none; `scrollableAxes` the two edges of each
  /// scrollable axis; `automatic` top and bottom always (the collection view of a navigation
  /// controller), left and right only when the content scrolls horizontally.
  public var adjustedContentInset: EdgeInsets {
    Self.adjustedContentInset(
      contentInset, safeAreaInsets: safeAreaInsets, behavior: adjustmentBehavior,
      scrolls: scrolls(along:))
  }

  /// `adjustedContentInset` from its parts, asking `scrolls` only for the behaviours that depend
  /// on what scrolls: a scroll view answers `never` and `always` without putting its whole
  /// geometry together (the layout reads the inset several times a display tick).
  static func adjustedContentInset(
    _ contentInset: EdgeInsets, safeAreaInsets: EdgeInsets,
    behavior: ContentInsetAdjustmentBehavior, scrolls: (ScrollDirection) -> Bool
  ) -> EdgeInsets {
    var added = EdgeInsets.zero
    switch behavior {
    case .never: return contentInset
    case .always: return contentInset + safeAreaInsets
    case .automatic:
      added.top = safeAreaInsets.top
      added.bottom = safeAreaInsets.bottom
    case .scrollableAxes:
      if scrolls(.vertical) {
        added.top = safeAreaInsets.top
        added.bottom = safeAreaInsets.bottom
      }
    }
    if scrolls(.horizontal) {
      added.left = safeAreaInsets.left
      added.right = safeAreaInsets.right
    }
    return contentInset + added
  }

  /// The smallest content offset: (-adjustedInset.left, -adjustedInset.top).
  public var minimumContentOffset: CGPoint {
    let inset = adjustedContentInset
    return CGPoint(x: -inset.left, y: -inset.top)
  }

  /// The largest content offset: the content size plus the trailing adjusted inset, minus the
  /// bounds, never below the minimum.
  public var maximumContentOffset: CGPoint {
    let inset = adjustedContentInset
    let minimum = minimumContentOffset
    return CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - bounds.width),
      y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
  }

  /// `offset` within [minimum, maximum] on both axes.
  public func clamped(_ offset: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
  }

  /// Whether a pan moves the content along each axis: its offset range is not empty, or it
  /// always bounces.
  public var pans: (x: Bool, y: Bool) {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return (high.x > low.x || alwaysBounceHorizontal, high.y > low.y || alwaysBounceVertical)
  }

  /// The displayed offset for a finger at `raw`: past an edge, the rubber band of the overshoot
  /// in the bounds' dimension along that axis; without `bounces`, the edge itself.
  public func rubberBanded(_ raw: CGPoint, physics: ScrollPhysics) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    func band(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
      if value < low {
        return bounces
          ? low - physics.rubberBand(overshoot: low - value, dimension: dimension) : low
      }
      if value > high {
        return bounces
          ? high + physics.rubberBand(overshoot: value - high, dimension: dimension) : high
      }
      return value
    }
    return CGPoint(
      x: band(raw.x, low.x, high.x, bounds.width), y: band(raw.y, low.y, high.y, bounds.height))
  }

  /// Paging: the page (a multiple of the bounds) nearest the point a fling from `velocity` at the
  /// paging rate would reach, at most one page from the page the gesture began on
  /// (`pageOrigin`), within the offset limits.
  public func pageTarget(velocity: CGPoint, pageOrigin: CGPoint, physics: ScrollPhysics)
    -> CGPoint
  {
    let offset = bounds.origin
    let rate = physics.pagingDecelerationRate
    func page(_ value: Double, _ speed: Double, _ origin: Double, _ size: Double) -> Double {
      guard size > 0 else { return value }
      let projected = value + physics.restingDistance(velocity: speed, rate: rate)
      let startPage = (origin / size).rounded()
      let chosen = min(max((projected / size).rounded(), startPage - 1), startPage + 1)
      return chosen * size
    }
    return clamped(
      CGPoint(
        x: page(offset.x, velocity.x, pageOrigin.x, bounds.width),
        y: page(offset.y, velocity.y, pageOrigin.y, bounds.height)))
  }
}
