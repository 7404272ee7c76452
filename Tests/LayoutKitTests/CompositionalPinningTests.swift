import Foundation
import LayoutKit
import Testing

/// Pinned boundary items (`pinToVisibleBounds`) and the bounds-change invalidation they bring
/// (docs/uikit-choices.md, "Compositional layout"), every frame derived by hand.
@Suite struct CompositionalPinningTests {
  /// Two sections of 10 rows 50 tall in a 390 x 200 collection view, each with a 40-pt header
  /// and a 30-pt footer that pin as `pins` says. Section 0: header 0-40, rows 40-540, footer
  /// 540-570; section 1: header 570-610, rows 610-1110, footer 1110-1140.
  static func twoSections(pinsHeader: Bool, pinsFooter: Bool) -> @Sendable () -> CompositionalLayout
  {
    {
      let header = Compose.header(40)
      header.pinToVisibleBounds = pinsHeader
      let footer = Compose.footer(30)
      footer.pinToVisibleBounds = pinsFooter
      let section = Compose.list(height: 50)
      section.boundarySupplementaryItems = [header, footer]
      return CompositionalLayout(section: section)
    }
  }

  static func scrolled(_ y: Double, topInset: Double = 0) -> CompositionalFixture {
    CompositionalFixture(
      size: size(390, 200), itemCounts: [10, 10], contentOffset: CGPoint(x: 0, y: y),
      adjustedContentInset: EdgeInsets(top: topInset, left: 0, bottom: 0, right: 0))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: CompositionalFixture
    var pinsHeader = true
    var pinsFooter = true
    /// The y of header 0, footer 0, header 1 and footer 1.
    let origins: [Double]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // At the top, visible 0-200. Header 0 is where it is. Footer 0 rises to the visible end,
    // 200 - 30 = 170 (above its 540). Header 1 stays at 570 (below the visible start). Footer 1
    // would rise to 170 too but stops at its section's start, 570.
    Case(name: "at the top", fixture: scrolled(0), origins: [0, 170, 570, 570]),
    // Visible 300-500: header 0 follows to 300 (its section ends at 570, 570 - 40 = 530 is the
    // lowest it goes); footer 0 at 500 - 30 = 470; section 1 as before.
    Case(name: "inside section 0", fixture: scrolled(300), origins: [300, 470, 570, 570]),
    // Visible 545-745: header 0 would follow to 545 but stops at 530; footer 0 stays at 540
    // (above the visible end 715); header 1 stays at 570; footer 1 at 745 - 30 = 715.
    Case(
      name: "header pushed by its section's end", fixture: scrolled(545),
      origins: [530, 540, 570, 715]),
    // An adjusted top inset of 50 moves the visible start to 200 + 50 = 250; the visible end is
    // 400, so footer 0 sits at 370.
    Case(
      name: "below the adjusted content inset", fixture: scrolled(200, topInset: 50),
      origins: [250, 370, 570, 570]),
    // Without pinning, everything keeps its solved place at any offset.
    Case(
      name: "nothing pins", fixture: scrolled(300), pinsHeader: false, pinsFooter: false,
      origins: [0, 540, 570, 1110]),
  ]

  @Test(arguments: cases)
  func pinnedOrigins(_ testCase: Case) {
    let subject = testCase.fixture.make(
      Self.twoSections(pinsHeader: testCase.pinsHeader, pinsFooter: testCase.pinsFooter)())
    let asked: [Double?] = [("header", 0), ("footer", 0), ("header", 1), ("footer", 1)].map {
      subject.supplementaryFrame($0.0, section: $0.1).map { Double($0.minY) }
    }
    #expect(asked == testCase.origins)
    // The rect query answers the same frames for the elements it finds.
    let visible = subject.cv.bounds
    let found = subject.layout.layoutAttributesForElements(in: visible) ?? []
    for attributes in found where attributes.representedElementCategory == .supplementaryView {
      let index =
        (attributes.indexPath.section * 2)
        + (attributes.representedElementKind == "footer" ? 1 : 0)
      #expect(Double(attributes.frame.minY) == testCase.origins[index])
      #expect(attributes.frame.intersects(visible))
    }
  }

  /// A pinned item keeps its own zIndex: 1 by default, above the cells (0), or what the layout
  /// file sets.
  @Test func pinnedItemsKeepTheirZIndex() {
    let subject = Self.scrolled(300).make(Self.twoSections(pinsHeader: true, pinsFooter: false)())
    let header = subject.layout.layoutAttributesForSupplementaryView(
      ofKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(header?.zIndex == 1)
  }

  struct BoundsChange: CustomTestStringConvertible, Sendable {
    let name: String
    var pinsHeader = true
    var pinsFooter = false
    let from: Double
    let to: CGRect
    let invalidates: Bool
    /// The supplementary index paths the context names, by kind, as (section, item).
    let named: [String: [[Int]]]
    var testDescription: String { name }
  }

  static let boundsChanges: [BoundsChange] = [
    // Nothing pins: scrolling changes nothing; the context names nothing.
    BoundsChange(
      name: "scroll without pinning", pinsHeader: false, from: 0, to: rect(0, 100, 390, 200),
      invalidates: false, named: [:]),
    // A change of size always solves again (fractions resolve against it), with an empty
    // context.
    BoundsChange(
      name: "resize", pinsHeader: false, from: 0, to: rect(0, 0, 320, 200), invalidates: true,
      named: [:]),
    // Visible 0-200, then 100-300: only section 0 (0-570) meets 0-300, so its header is named.
    BoundsChange(
      name: "scroll inside section 0", from: 0, to: rect(0, 100, 390, 200), invalidates: true,
      named: ["header": [[0, 0]]]),
    // 450-650 to 500-700: both sections meet 450-700 (section 1 starts at 570).
    BoundsChange(
      name: "scroll across the sections' boundary", pinsFooter: true, from: 450,
      to: rect(0, 500, 390, 200), invalidates: true,
      named: ["footer": [[0, 0], [1, 0]], "header": [[0, 0], [1, 0]]]),
  ]

  @Test(arguments: boundsChanges)
  func boundsChangeInvalidation(_ change: BoundsChange) {
    let subject = Self.scrolled(change.from).make(
      Self.twoSections(pinsHeader: change.pinsHeader, pinsFooter: change.pinsFooter)())
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: change.to) == change.invalidates)
    let context = subject.layout.invalidationContext(forBoundsChange: change.to)
    let named = (context.invalidatedSupplementaryIndexPaths ?? [:]).mapValues {
      $0.map { [$0.section, $0.item] }
    }
    #expect(named == change.named)
    #expect(context.invalidatedItemIndexPaths == nil)
  }

  /// After a scroll's pin-only invalidation the next prepare() keeps the solved sections and the
  /// header follows the new bounds: visible 300-500 puts header 0 at 300.
  @Test func scrollInvalidationMovesThePinnedHeader() {
    let subject = Self.scrolled(0).make(Self.twoSections(pinsHeader: true, pinsFooter: false)())
    let newBounds = rect(0, 300, 390, 200)
    let context = subject.layout.invalidationContext(forBoundsChange: newBounds)
    subject.cv.bounds = newBounds
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    #expect(subject.supplementaryFrame("header", section: 0).map { Double($0.minY) } == 300)
    #expect(subject.layout.collectionViewContentSize == size(390, 1140))
  }
}
