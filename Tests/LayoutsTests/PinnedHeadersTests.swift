import Foundation
import LayoutKit
import Layouts
import Testing

/// Seed 003's pinned headers, fixed by default and reproduced with `seedQuirks`.
@Suite struct PinnedHeadersTests {
  /// 320 x 400, three sections of two 300 x 100 items (one per line, centred at x 10), headers 40
  /// high: each section is 250 high, headers at 0, 250 and 500. Section 1's header pins between
  /// 250 and 500 - 40 = 460.
  static func fixture(
    offset: Double, inset: Double = 0, pinned: [Int] = [1], quirks: Bool = false
  ) -> SeedFixture {
    var o = SeedLayoutOptions()
    o.pinnedSections = pinned
    o.seedQuirks = quirks
    return SeedFixture(
      kinds: ["pinned-headers"], options: o, size: CGSize(width: 320, height: 400),
      offset: CGPoint(x: 0, y: offset), sections: [.init(2), .init(2), .init(2)],
      itemSize: CGSize(width: 300, height: 100), header: CGSize(width: 0, height: 40),
      adjustedContentInset: EdgeInsets(top: inset, left: 0, bottom: 0, right: 0))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: SeedFixture
    let headerY: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "in place before its section", fixture: fixture(offset: 100), headerY: 250),
    Case(name: "at the offset inside its section", fixture: fixture(offset: 300), headerY: 300),
    Case(name: "pushed off by the next header", fixture: fixture(offset: 480), headerY: 460),
    Case(
      name: "below a 50-pt top inset", fixture: fixture(offset: 300, inset: 50), headerY: 350),
    Case(
      name: "seedQuirks: under the inset", fixture: fixture(offset: 300, inset: 50, quirks: true),
      headerY: 300),
  ]

  @Test(arguments: cases)
  func pinnedFrame(_ c: Case) {
    let subject = c.fixture.make()
    let header = subject.attributes("supplementary/header/1/0")
    #expect(header?.frame == rect(0, c.headerY, 320, 40))
    #expect(header?.zIndex == 1024)
    #expect(subject.attributes("supplementary/header/0/0")?.zIndex == 10)
  }

  /// A rect holding section 1's header but none of its cells: the seed drops the header.
  @Test(arguments: [(false, ["supplementary/header/1/0"]), (true, [])])
  func aHeaderWithoutCellsInTheRect(_ quirks: Bool, _ ids: [String]) {
    let subject = Self.fixture(offset: 0, quirks: quirks).make()
    #expect(Array(subject.elements(.supplementaryView, in: rect(0, 252, 320, 30)).keys) == ids)
  }

  /// A rect holding no cell at all, in the gap between section 1's lines (390-400), with
  /// section 1's header pinned over it at 355-395: every pinned section is asked, and the header
  /// is there.
  @Test func aRectWithoutCellsStillHoldsThePinnedHeader() {
    let subject = Self.fixture(offset: 355).make()
    #expect(
      Array(subject.elements(.supplementaryView, in: rect(0, 391, 320, 8)).keys) == [
        "supplementary/header/1/0"
      ])
  }

  struct InvalidationCase: CustomTestStringConvertible, Sendable {
    let name: String
    let pinned: [Int]
    let quirks: Bool
    let invalidates: Bool
    let invalidated: [ElementKey]
    var testDescription: String { name }
  }

  // A scroll from 0 to 10: the bounds reach 0-410. Section 1's header travels 250-500, section
  // 2's 500-750.
  static let invalidations: [InvalidationCase] = [
    InvalidationCase(
      name: "a pinned section in the bounds: its header only", pinned: [1], quirks: false,
      invalidates: true, invalidated: [.supplementary(ElementKind.sectionHeader, 1, 0)]),
    InvalidationCase(
      name: "no pinned section in the bounds: nothing", pinned: [2], quirks: false,
      invalidates: false, invalidated: []),
    InvalidationCase(
      name: "seedQuirks: every bounds change", pinned: [2], quirks: true, invalidates: true,
      invalidated: []),
  ]

  @Test(arguments: invalidations)
  func boundsChangeInvalidation(_ c: InvalidationCase) {
    let subject = Self.fixture(offset: 0, pinned: c.pinned, quirks: c.quirks).make()
    let newBounds = rect(0, 10, 320, 400)
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: newBounds) == c.invalidates)
    let context = subject.layout.invalidationContext(forBoundsChange: newBounds)
    #expect(context.invalidatedElementKeys == c.invalidated)
  }

  /// A bounds change asks twice for the same bounds and the answer is kept between the two;
  /// questions about other bounds get their own answers. Section 2's header travels 500-750: a
  /// scroll to 10 (bounds 0-410) does not reach it, one to 400 (0-800) does.
  @Test func eachBoundsGetsItsOwnAnswer() {
    let subject = Self.fixture(offset: 0, pinned: [2], quirks: false).make()
    let near = rect(0, 10, 320, 400)
    let far = rect(0, 400, 320, 400)
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: near) == false)
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: far) == true)
    #expect(
      subject.layout.invalidationContext(forBoundsChange: far).invalidatedElementKeys == [
        .supplementary(ElementKind.sectionHeader, 2, 0)
      ])
    #expect(subject.layout.invalidationContext(forBoundsChange: near).invalidatedElementKeys == [])
  }

  /// Section 1 has no header: section 0's header (pinned) stops where section 0 ends, 250, not
  /// at the next header, which does not exist; the rect query and the per-element answer agree.
  @Test(arguments: [(200.0, 200.0, true), (300, 210, false)])
  func aPinnedHeaderStopsAtItsSectionsEndWithoutANextHeader(
    _ offset: Double, _ y: Double, _ visible: Bool
  ) {
    var o = SeedLayoutOptions()
    o.pinnedSections = [0]
    let subject = SeedFixture(
      kinds: ["pinned-headers"], options: o, size: CGSize(width: 320, height: 400),
      offset: CGPoint(x: 0, y: offset),
      sections: [.init(2), .init(itemCount: 2, headerReferenceSize: .zero), .init(2)],
      itemSize: CGSize(width: 300, height: 100), header: CGSize(width: 0, height: 40)
    ).make()
    #expect(subject.attributes("supplementary/header/0/0")?.frame == rect(0, y, 320, 40))
    let shown = subject.elements(.supplementaryView, in: subject.cv.bounds)
    #expect((shown["supplementary/header/0/0"] != nil) == visible)
  }

  /// Section 1's header travels from its own place to its section's end. Rows of three 100 x 50
  /// items, 10 apart, under 40-pt headers: with 3 items in section 0 it travels 90 to 180; with
  /// 63 (21 rows: 40 + 21 x 50 + 20 x 10 = 1290) it travels 1290 to 1380. A layout that kept the
  /// first stretch after the counts changed would not see a scroll from 1000 to 1250 reach it.
  @Test(arguments: [(3, false), (63, true)])
  func theHeadersTravelFollowsTheItemsAfterAnInvalidation(_ items: Int, _ reached: Bool) {
    var o = SeedLayoutOptions()
    o.pinnedSections = [1]
    let subject = SeedFixture(
      kinds: ["pinned-headers"], options: o, size: CGSize(width: 320, height: 100),
      offset: CGPoint(x: 0, y: 1000), sections: [.init(3), .init(3)],
      header: CGSize(width: 0, height: 40)
    ).make()
    let scroll = CGRect(x: 0, y: 1250, width: 320, height: 100)
    // Found with three items first: 90 to 180 is not between 1000 and 1350.
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: scroll) == false)
    subject.cv.sections[0] = .init(items)
    let context = FlowLayoutInvalidationContext()
    context.invalidateDataSourceCounts = true
    subject.layout.invalidateLayout(with: context)
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: scroll) == reached)
  }

  @Test func supplementaryViewsAppearAndDisappearAtTheirCurrentAttributes() {
    let subject = Self.fixture(offset: 300).make()
    let at = IndexPath(item: 0, section: 1)
    let initial = subject.layout.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: ElementKind.sectionHeader, at: at)
    let final = subject.layout.finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: ElementKind.sectionHeader, at: at)
    #expect(initial?.frame == rect(0, 300, 320, 40))
    #expect(initial?.alpha == 1)
    #expect(final?.frame == rect(0, 300, 320, 40))
  }
}
