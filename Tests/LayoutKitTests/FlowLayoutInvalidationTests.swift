import Foundation
import LayoutKit
import Testing

/// Bounds-change invalidation, the flow context defaults and the setters (docs/uikit-reference.md,
/// "Bounds-change invalidation", "Flow invalidation-context defaults", "Invalidating a layout").
@Suite struct FlowLayoutInvalidationTests {
  struct BoundsCase: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: FlowFixture
    let newBounds: CGRect
    let invalidates: Bool
    var testDescription: String { name }
  }

  static let plain = FlowFixture(size: size(320, 480), sections: [.init(40)])
  static let pinned = FlowFixture(
    size: size(320, 480), sections: [.init(40), .init(40)], header: size(0, 40), pinHeaders: true)
  static let horizontal = FlowFixture(
    size: size(320, 480), sections: [.init(40)], direction: .horizontal)

  static let boundsCases: [BoundsCase] = [
    BoundsCase(
      name: "vertical scroll does not invalidate", fixture: plain,
      newBounds: rect(0, 300, 320, 480), invalidates: false),
    BoundsCase(
      name: "a height change does not invalidate a vertical layout", fixture: plain,
      newBounds: rect(0, 0, 320, 600), invalidates: false),
    BoundsCase(
      name: "a width change invalidates (rotation)", fixture: plain,
      newBounds: rect(0, 0, 480, 320), invalidates: true),
    BoundsCase(
      name: "a horizontal origin change invalidates a vertical layout", fixture: plain,
      newBounds: rect(10, 0, 320, 480), invalidates: true),
    BoundsCase(
      name: "horizontal scroll does not invalidate a horizontal layout", fixture: horizontal,
      newBounds: rect(200, 0, 320, 480), invalidates: false),
    BoundsCase(
      name: "a height change invalidates a horizontal layout", fixture: horizontal,
      newBounds: rect(0, 0, 320, 400), invalidates: true),
    BoundsCase(
      name: "scrolling with a pinned header on screen invalidates", fixture: pinned,
      newBounds: rect(0, 70, 320, 480), invalidates: true),
    BoundsCase(
      name: "pinning with zero-size headers does not invalidate",
      fixture: FlowFixture(size: size(320, 480), sections: [.init(40)], pinHeaders: true),
      newBounds: rect(0, 70, 320, 480), invalidates: false),
  ]

  @Test(arguments: boundsCases)
  func shouldInvalidateForBoundsChange(_ c: BoundsCase) {
    let subject = c.fixture.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    #expect(layout.shouldInvalidateLayout(forBoundsChange: c.newBounds) == c.invalidates)
  }

  @Test func theBoundsContextForAScrollInvalidatesOnlyPinnedHeaders() throws {
    let subject = Self.pinned.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    // Five 50-pt columns in 320, so eight rows: section 0 spans 0 ..< 40 + 8 x 60 - 10 = 510 and
    // section 1 510 ..< 1020. The union of the old (0 ..< 480) and new (700 ..< 1180) bounds
    // holds both headers.
    let context = try #require(
      layout.invalidationContext(forBoundsChange: rect(0, 700, 320, 480))
        as? FlowLayoutInvalidationContext)
    #expect(context.invalidateFlowLayoutAttributes == false)
    #expect(context.invalidateFlowLayoutDelegateMetrics == false)
    #expect(
      context.invalidatedSupplementaryIndexPaths?[ElementKind.sectionHeader]
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
  }

  @Test func theBoundsContextForARotationRecomputesAttributesButKeepsSizes() throws {
    let subject = Self.plain.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    let context = try #require(
      layout.invalidationContext(forBoundsChange: rect(0, 0, 480, 320))
        as? FlowLayoutInvalidationContext)
    #expect(context.invalidateFlowLayoutAttributes == true)
    #expect(context.invalidateFlowLayoutDelegateMetrics == false)
  }

  @Test(arguments: [
    (ScrollDirection.vertical, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0), false),
    (ScrollDirection.vertical, EdgeInsets(top: 0, left: 44, bottom: 0, right: 0), true),
    (ScrollDirection.horizontal, EdgeInsets(top: 0, left: 44, bottom: 0, right: 0), false),
    (ScrollDirection.horizontal, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0), true),
  ])
  func onlyInsetsAcrossTheScrollDirectionInvalidate(
    _ direction: ScrollDirection, _ newInsets: EdgeInsets, _ invalidates: Bool
  ) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    #expect(
      layout._shouldInvalidateLayout(forOldInsets: .zero, newInsets: newInsets) == invalidates)
  }

  @Test func flowContextFlagsDefaultToTrue() {
    let context = FlowLayoutInvalidationContext()
    #expect(context.invalidateFlowLayoutAttributes == true)
    #expect(context.invalidateFlowLayoutDelegateMetrics == true)
    #expect(context.invalidateEverything == false)
    #expect(context.invalidateDataSourceCounts == false)
  }

  /// iOS 26's setters: a change invalidates only while the layout is valid (flag 0x80), except
  /// setItemSize:, which invalidates on any change; an unchanged value never does.
  @Test func settersInvalidateOnlyChangesWhileTheLayoutIsValid() {
    let layout = FlowLayout()
    let cv = StaticCollectionView(size: size(320, 480), sections: [.init(4)])
    layout._setCollectionView(cv)
    layout.minimumInteritemSpacing = 12
    #expect(cv.invalidations.isEmpty)
    layout.minimumInteritemSpacing = 10
    layout.itemSize = size(100, 100)
    #expect(cv.invalidations.count == 1)
    layout.prepare()
    layout.itemSize = size(100, 100)
    #expect(cv.invalidations.count == 1)
    layout.minimumLineSpacing = 4
    #expect(cv.invalidations.count == 2)
    #expect(cv.invalidations.last is FlowLayoutInvalidationContext)
    // The layout is invalid now: a second change is only read by the next computation.
    layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    layout.minimumLineSpacing = 4.5
    layout.minimumLineSpacing = 4
    #expect(cv.invalidations.count == 2)
    layout.prepare()
    // 320: n = floor(330 / 110) = 3, rows at 0 and 100 + 4.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == rect(0, 104, 100, 100))
  }

  @Test func invalidateLayoutUsesTheFlowContextClass() {
    let subject = Self.plain.make()
    defer { withExtendedLifetime(subject) {} }
    let (layout, cv) = (subject.layout, subject.cv)
    layout.invalidateLayout()
    #expect(cv.invalidations.count == 1)
    #expect(
      (cv.invalidations.first as? FlowLayoutInvalidationContext)?.invalidateFlowLayoutAttributes
        == true)
  }

  @Test func aPlainContextIsRefusedWithUIKitsText() {
    let subject = Self.plain.make()
    defer { withExtendedLifetime(subject) {} }
    let (layout, cv) = (subject.layout, subject.cv)
    layout.invalidateLayout(with: InvalidationContext())
    #expect(cv.invalidations.isEmpty)
    #expect(
      layout.takeDiagnostics() == [
        .exception(
          "The invalidation context (<InvalidationContext>) sent to -[UICollectionViewFlowLayout "
            + "invalidateLayoutWithContext:] is not an instance of type "
            + "UICollectionViewFlowLayoutInvalidationContext or a subclass. Collection view: "
            + "<UICollectionView; frame = (0 0; 320 480); contentOffset: {0, 0}; "
            + "adjustedContentInset: {0, 0, 0, 0}>")
      ])
  }

  @Test func aContextWithoutFlowFlagsKeepsTheGeometry() {
    let subject = Self.plain.make()
    defer { withExtendedLifetime(subject) {} }
    let (layout, cv) = (subject.layout, subject.cv)
    cv.sections = [.init(1)]
    let context = FlowLayoutInvalidationContext()
    context.invalidateFlowLayoutAttributes = false
    context.invalidateFlowLayoutDelegateMetrics = false
    layout.invalidateLayout(with: context)
    layout.prepare()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 39, section: 0)) != nil)
  }

  @Test func dataSourceCountsAreReadAgain() {
    let subject = Self.plain.make()
    defer { withExtendedLifetime(subject) {} }
    let (layout, cv) = (subject.layout, subject.cv)
    cv.sections = [.init(1)]
    let context = FlowLayoutInvalidationContext()
    context.invalidateFlowLayoutAttributes = false
    context.invalidateFlowLayoutDelegateMetrics = false
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    layout.prepare()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(layout.collectionViewContentSize == size(320, 50))
  }

  @Test func delegateSizesAreKeptUnlessMetricsAreInvalidated() {
    let subject = FlowFixture(
      size: size(320, 480), sections: [.init(itemCount: 1, itemSize: size(100, 100))]
    ).make()
    defer { withExtendedLifetime(subject) {} }
    let (layout, cv) = (subject.layout, subject.cv)
    cv.sections = [.init(itemCount: 1, itemSize: size(200, 200))]
    let keep = FlowLayoutInvalidationContext()
    keep.invalidateFlowLayoutDelegateMetrics = false
    layout.invalidateLayout(with: keep)
    layout.prepare()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == size(100, 100))
    layout.invalidateLayout()
    layout.prepare()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == size(200, 200))
  }

  @Test func targetContentOffsetIsClampedAlongTheScrollAxisOnly() {
    let subject = Self.plain.make()
    defer { withExtendedLifetime(subject) {} }
    let layout = subject.layout
    // 40 items of 50 in 320: five per row, 8 rows, 8 x 60 - 10 = 470 tall, 480 high view.
    #expect(
      layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 30, y: 100))
        == CGPoint(x: 30, y: 0))
    #expect(
      layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: -40))
        == CGPoint(x: 0, y: 0))
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 0, y: 3), withScrollingVelocity: CGPoint(x: 0, y: 9))
        == CGPoint(x: 0, y: 3))
  }
}
