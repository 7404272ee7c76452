import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// UIScrollView's geometry as a value (docs/uikit-choices.md, "Simulated collection view" and
/// "Scrolling physics"): no run loop, no collection view.
@Suite struct ScrollGeometryTests {
  static let safeArea = EdgeInsets(top: 44, left: 10, bottom: 34, right: 20)

  struct InsetCase: CustomTestStringConvertible, Sendable {
    let name: String
    let behavior: ContentInsetAdjustmentBehavior
    let contentSize: CGSize
    let expected: EdgeInsets
    var testDescription: String { name }
  }

  /// Bounds 320 x 400, content inset 5 on every edge, the safe area (44, 10, 34, 20).
  static let insetCases: [InsetCase] = [
    .init(
      name: "never adds nothing", behavior: .never, contentSize: CGSize(width: 320, height: 1000),
      expected: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
    .init(
      name: "always adds all four edges", behavior: .always,
      contentSize: CGSize(width: 100, height: 100),
      expected: EdgeInsets(top: 49, left: 15, bottom: 39, right: 25)),
    .init(
      name: "automatic adds top and bottom when nothing scrolls", behavior: .automatic,
      contentSize: CGSize(width: 320, height: 400),
      expected: EdgeInsets(top: 49, left: 5, bottom: 39, right: 5)),
    .init(
      name: "automatic adds the sides when the content is wider", behavior: .automatic,
      contentSize: CGSize(width: 321, height: 400),
      expected: EdgeInsets(top: 49, left: 15, bottom: 39, right: 25)),
    .init(
      name: "scrollable axes: none when the content fits", behavior: .scrollableAxes,
      contentSize: CGSize(width: 320, height: 400),
      expected: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
    .init(
      name: "scrollable axes: top and bottom when taller", behavior: .scrollableAxes,
      contentSize: CGSize(width: 320, height: 401),
      expected: EdgeInsets(top: 49, left: 5, bottom: 39, right: 5)),
  ]

  @Test(arguments: insetCases)
  func theAdjustedInsetAddsTheSafeAreaTheBehaviourSelects(_ c: InsetCase) {
    let geometry = ScrollGeometry(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 400), contentSize: c.contentSize,
      contentInset: EdgeInsets(all: 5), safeAreaInsets: Self.safeArea,
      adjustmentBehavior: c.behavior)
    #expect(geometry.adjustedContentInset == c.expected)
  }

  /// Content 320 x 1,000 in 320 x 400 bounds with insets (20, 0, 30, 0): offsets from -20 to
  /// 1,000 + 30 - 400 = 630 vertically, 0 to 0 across.
  @Test(arguments: [
    (CGPoint(x: 0, y: -100), CGPoint(x: 0, y: -20)),
    (CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 300)),
    (CGPoint(x: 50, y: 700), CGPoint(x: 0, y: 630)),
    (CGPoint(x: -5, y: 630), CGPoint(x: 0, y: 630)),
  ])
  func offsetsAreClampedToTheInsetContent(offset: CGPoint, clamped: CGPoint) {
    let geometry = ScrollGeometry(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 400),
      contentSize: CGSize(width: 320, height: 1000),
      contentInset: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    #expect(geometry.minimumContentOffset == CGPoint(x: 0, y: -20))
    #expect(geometry.maximumContentOffset == CGPoint(x: 0, y: 630))
    #expect(geometry.clamped(offset) == clamped)
  }

  /// A content shorter than the bounds: the largest offset never goes below the smallest.
  @Test func aShortContentHasOneOffset() {
    let geometry = ScrollGeometry(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 400),
      contentSize: CGSize(width: 100, height: 100))
    #expect(geometry.maximumContentOffset == .zero)
    #expect(geometry.pans == (false, false))
  }

  /// The rubber band of squareb's analysis, in a 960-point viewport: a finger 100 points past
  /// the top shows (1 - 1 / (100 x 0.55 / 960 + 1)) x 960 = 52.02 points of overshoot; without
  /// `bounces`, the edge.
  @Test func pastAnEdgeTheOffsetRubberBands() {
    var geometry = ScrollGeometry(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 960),
      contentSize: CGSize(width: 320, height: 2000))
    let banded = geometry.rubberBanded(CGPoint(x: 0, y: -100), physics: ScrollPhysics())
    #expect(abs(banded.y + 52.02) < 0.005)
    #expect(banded.x == 0)
    geometry.bounces = false
    #expect(geometry.rubberBanded(CGPoint(x: 0, y: -100), physics: ScrollPhysics()).y == 0)
    // Inside the range nothing changes.
    #expect(geometry.rubberBanded(CGPoint(x: 0, y: 500), physics: ScrollPhysics()).y == 500)
  }

  /// 800-point pages over 4,000 points, the gesture begun on page 1 (800): a fling at the
  /// paging rate (0.99, about 99.5 ms of travel per 1,000 pt/s) from 900 at 5,000 pt/s would
  /// reach about 1,398, nearest page 2 (1,600); at 50,000 pt/s about 5,875, but at most one page
  /// from page 1: 1,600; released slowly at 950, page 1.
  @Test(arguments: [
    (950.0, 100.0, 800.0), (900.0, 5_000.0, 1_600.0), (900.0, 50_000.0, 1_600.0),
    (700.0, -50_000.0, 0.0),
  ])
  func aPagingMotionRestsOnTheNearestPageAtMostOneAway(
    offset: Double, velocity: Double, page: Double
  ) {
    let geometry = ScrollGeometry(
      bounds: CGRect(x: 0, y: offset, width: 320, height: 800),
      contentSize: CGSize(width: 320, height: 4000))
    let target = geometry.pageTarget(
      velocity: CGPoint(x: 0, y: velocity), pageOrigin: CGPoint(x: 0, y: 800),
      physics: ScrollPhysics())
    #expect(target == CGPoint(x: 0, y: page))
  }
}
