import Foundation
import Testing

@testable import LayoutKit

/// Self-sizing in the flow layout (docs/uikit-choices.md, "Self-sizing"), numbers derived from
/// the decompiled `_UIFlowLayoutSection` rules: estimated lengths, windows of computed lines,
/// extrapolated frames, measured sizes recorded in and out of a visible-cells pass.
@Suite struct FlowLayoutSelfSizingTests {
  /// A 320 x 400 list of `count` items estimated at 300 x 50, spacings 10.
  static func list(_ count: Int = 20) -> FlowSubject {
    let subject = FlowFixture(size: size(320, 400), sections: [.init(count)], scale: 2).make()
    subject.layout.estimatedItemSize = size(300, 50)
    subject.layout.prepare()
    return subject
  }

  static func attributes(_ item: Int, _ frame: CGRect) -> LayoutAttributes {
    let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = frame
    return attributes
  }

  @Test func itemsStartAtTheEstimate() {
    let s = Self.list()
    defer { withExtendedLifetime(s) {} }
    // Before any line: one 300-wide item per 320 line, (50 + 10) x 20 - 10 = 1190; the first
    // read computes the whole section, 20 lines of 60, and the estimate from them is the same.
    #expect(s.layout.collectionViewContentSize == size(320, 1190))
    // A line of one item is centred: x = (320 - 300) / 2.
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == rect(10, 0, 300, 50))
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 19, section: 0))?.frame
        == rect(10, 1140, 300, 50))
  }

  @Test func aPreferredSizeOutsideAPassInvalidatesAtOnce() {
    let s = Self.list()
    defer { withExtendedLifetime(s) {} }
    let original = Self.attributes(0, rect(10, 0, 300, 50))
    let preferred = Self.attributes(0, rect(10, 0, 300, 80))
    #expect(
      s.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    let context = s.layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    // Item 0's line and everything after it computed again up to the old end (1200): 90 + 19
    // lines of 60 reach 1230, all 20 items; the length becomes 1230 - 10 = 1220, 30 more.
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
    #expect(context.contentSizeAdjustment == size(0, 30))
    #expect(context.contentOffsetAdjustment == .zero)
    let flow = context as? FlowLayoutInvalidationContext
    #expect(flow?.invalidateFlowLayoutAttributes == false)
    #expect(flow?.invalidateFlowLayoutDelegateMetrics == false)
    #expect(s.layout.collectionViewContentSize == size(320, 1220))
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == rect(10, 90, 300, 50))
  }

  /// 320 wide without insets, items estimated at 200 x 50: one to a line (200 + 10 + 200 > 320).
  /// Item 1 measures 15 wide: its line and the line before it are computed again, and it moves
  /// back beside item 0 (200 + 10 + 15 <= 320). Item 2 (200) does not fit after it, so the line
  /// is closed and justified: item 1 flush right at 320 - 15 = 305.
  @Test func aShrunkItemMovesBackToTheLineBefore() {
    let s = FlowFixture(size: size(320, 400), sections: [.init(6)], scale: 2).make()
    defer { withExtendedLifetime(s) {} }
    s.layout.estimatedItemSize = size(200, 50)
    s.layout.prepare()
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == rect(60, 60, 200, 50))
    let original = Self.attributes(1, rect(60, 60, 200, 50))
    let preferred = Self.attributes(1, rect(60, 60, 15, 50))
    #expect(
      s.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    _ = s.layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == rect(0, 0, 200, 50))
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == rect(305, 0, 15, 50))
    // Item 2 starts the second line, alone and centred: (320 - 200) / 2 = 60, at 50 + 10.
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == rect(60, 60, 200, 50))
  }

  @Test func insideAPassAnswersAreQueuedAndRecordedAtItsEnd() {
    let s = Self.list()
    defer { withExtendedLifetime(s) {} }
    s.layout._willPerformUpdateVisibleCellsPass()
    for item in 0..<2 {
      let original = Self.attributes(item, rect(10, Double(item) * 60, 300, 50))
      let preferred = Self.attributes(item, rect(10, Double(item) * 60, 300, 80))
      #expect(
        !s.layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
    let before = s.cv.invalidations.count
    #expect(s.layout._didPerformUpdateVisibleCellsPass())
    // One invalidation naming the queued items. Lines computed again up to the old end (1200):
    // 90 + 90 + 17 lines of 60 = 1200, items 0 to 18; the length from them,
    // round(1200 x 20 / 19) - 10 = 1253, 63 more than 1190.
    #expect(s.cv.invalidations.count == before + 1)
    let context = s.cv.invalidations.last
    #expect(
      context?.invalidatedItemIndexPaths == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      ])
    #expect(context?.contentSizeAdjustment == size(0, 63))
    #expect(s.layout.collectionViewContentSize == size(320, 1253))
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == rect(10, 180, 300, 50))
    // The pass is over: nothing queued, nothing to record.
    #expect(!s.layout._didPerformUpdateVisibleCellsPass())
  }

  struct NoCase: CustomTestStringConvertible, Sendable {
    let name: String
    let category: ElementCategory
    let preferred: CGSize
    let estimates: Bool
    var testDescription: String { name }
  }

  /// Only a cell whose size changed invalidates, and only while estimating.
  @Test(arguments: [
    NoCase(name: "same size", category: .cell, preferred: size(300, 50), estimates: true),
    NoCase(
      name: "a header", category: .supplementaryView, preferred: size(320, 80), estimates: true),
    NoCase(name: "not estimating", category: .cell, preferred: size(300, 80), estimates: false),
  ])
  func thesePreferredAttributesDoNotInvalidate(_ c: NoCase) {
    let s = Self.list()
    defer { withExtendedLifetime(s) {} }
    if !c.estimates { s.layout.estimatedItemSize = .zero }
    let original =
      c.category == .cell
      ? Self.attributes(0, rect(10, 0, 300, 50))
      : LayoutAttributes(
        forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
    if c.category != .cell { original.frame = rect(0, 0, 320, 50) }
    let preferred = original.copiedAttributes()
    preferred.size = c.preferred
    #expect(
      !s.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
  }

  @Test func anEmptyPreferredSizeInAPassIsUIKitsAssertion() {
    let s = Self.list()
    defer { withExtendedLifetime(s) {} }
    _ = s.layout.takeDiagnostics()
    s.layout._willPerformUpdateVisibleCellsPass()
    let original = Self.attributes(0, rect(10, 0, 300, 50))
    let preferred = Self.attributes(0, rect(10, 0, 0, 0))
    #expect(
      !s.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    #expect(
      s.layout.takeDiagnostics().first?.message.hasPrefix(
        "UICollectionView Flow Layout received layout attributes with an empty size.") == true)
  }

  /// A window of computed lines, then items placed by extrapolation from its last line: one line
  /// thickness plus the spacing per column, while each item keeps its own width. Measured
  /// columns of 52 and estimated items of 50 come out 12 apart with spacings of 10: the gap seen
  /// in real UIKit output.
  @Test func itemsPastTheWindowAreExtrapolatedFromItsLastLine() {
    var section = EstimatingFlowSection(
      axis: FlowAxis(.horizontal), dimension: 100,
      metrics: FlowSectionMetrics(itemSizes: .uniform(size(50, 50), count: 10)),
      sizes: EstimatedItemSizes(
        Array(repeating: size(52, 50), count: 5) + Array(repeating: size(50, 50), count: 5)),
      swapsLineGap: false)
    section.computeLayout(in: 0...300)
    // Columns at 0, 62, 124, 186, 248; the fifth ends at 300 + 10, past the range: five items.
    #expect(section.first == 0)
    #expect(section.count == 5)
    #expect(section.frame(ofItem: 4) == rect(248, 25, 52, 50))
    // 248 + 52 + 10 = 310, then 62 further per column; across, at the inset (not centred as a
    // computed line's lone item is).
    #expect(section.frame(ofItem: 5) == rect(310, 0, 50, 50))
    #expect(section.frame(ofItem: 6) == rect(372, 0, 50, 50))
    #expect(section.frame(ofItem: 6).minX - section.frame(ofItem: 5).maxX == 12)
    // The length from the computed columns: (5 x 62) x 10 / 5 - 10 = 610.
    #expect(section.length == 610)
  }

  @Test func theFirstEstimateFillsOneLine() {
    // 100 wide items in 320: three fit (320 - 110 x 2 = 100, the third leaves -10), 7 items
    // make ceil(7 / 3) = 3 lines of (40 + 10): 150 - 10 = 140, plus insets 5 + 5 and a header 20.
    let section = EstimatingFlowSection(
      axis: FlowAxis(.vertical), dimension: 320,
      metrics: FlowSectionMetrics(
        itemSizes: .uniform(size(100, 40), count: 7),
        sectionInset: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
        headerReferenceSize: size(0, 20)),
      sizes: EstimatedItemSizes(Array(repeating: size(100, 40), count: 7)), swapsLineGap: false)
    #expect(section.length == 170)
  }

  /// Before any line is computed the length comes from the sizes filling one line, so a measured
  /// size changes it: 100-wide items three to a line, 7 items in ceil(7 / 3) = 3 lines; an item
  /// measured at 70 high makes them (70 + 10) x 3 - 10 = 230 instead of (40 + 10) x 3 - 10 = 140.
  @Test func aMeasuredSizeMovesTheEstimateBeforeAnyLine() {
    var section = EstimatingFlowSection(
      axis: FlowAxis(.vertical), dimension: 320,
      metrics: FlowSectionMetrics(itemSizes: .uniform(size(100, 40), count: 7)),
      sizes: EstimatedItemSizes(Array(repeating: size(100, 40), count: 7)), swapsLineGap: false)
    #expect(section.length == 140)
    #expect(section.setSizes([(item: 0, size: size(100, 70))]) == 90)
    #expect(section.length == 230)
  }

  /// A bounds change keeps the measured sizes narrower than the new line (the retained path); a
  /// plain invalidateLayout() drops them all.
  @Test func measuredSizesSurviveABoundsChangeButNotInvalidateLayout() {
    let s = Self.list()
    defer { withExtendedLifetime(s) {} }
    let original = Self.attributes(0, rect(10, 0, 300, 50))
    let preferred = Self.attributes(0, rect(10, 0, 200, 80))
    _ = s.layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    let wider = CGRect(x: 0, y: 0, width: 340, height: 400)
    s.layout.invalidateLayout(with: s.layout.invalidationContext(forBoundsChange: wider))
    s.cv.bounds = wider
    s.layout.prepare()
    // Kept: 200 < 340; centred in the 340 line: x = 70.
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == rect(70, 0, 200, 80))
    s.layout.invalidateLayout()
    s.layout.prepare()
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == rect(20, 0, 300, 50))
  }
}
