import Foundation
import Testing

@testable import LayoutKit

/// A context that names items (`invalidateItems(at:)`) as a custom layout sends one: with
/// `invalidateFlowLayoutDelegateMetrics` false the flow layout asks the delegate again for the
/// named items' sizes alone and lays out again only their sections, the sections after them
/// moving; with the flag true (its default) it asks again for everything
/// (docs/uikit-choices.md, "Flow layout").
@Suite struct FlowLayoutInvalidatedItemsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The contexts sent before the next prepare, each naming its items.
    let contexts: [[IndexPath]]
    var keepsDelegateMetrics = true
    var invalidatesAttributes = true
    /// Section 0's second item's height in the data when the contexts are sent (40 before).
    var newHeight: Double = 60
    /// Item sizes asked, by section.
    let sizeQueries: [Int: Int]
    /// Where sections 1 and 2 start, and the content height.
    let starts: [Double]
    let contentHeight: Double
    var testDescription: String { name }
  }

  // Three sections of two 100 x 40 items, each one line (100 + 10 + 100 < 375) 40 high, no
  // header: they start at 0, 40 and 80, and the content is 120 high. Item (0, 1) becomes 60
  // high: section 0's line is 60 thick, so sections 1 and 2 start at 60 and 100 and the content
  // is 140 high, once the layout asks for that item's size again.
  static let cases: [Case] = [
    Case(
      name: "a named item is asked again and the sections after it move",
      contexts: [[IndexPath(item: 1, section: 0)]], sizeQueries: [0: 1], starts: [60, 100],
      contentHeight: 140),
    Case(
      name: "with neither flag the named item is still laid out again",
      contexts: [[IndexPath(item: 1, section: 0)]], invalidatesAttributes: false,
      sizeQueries: [0: 1], starts: [60, 100], contentHeight: 140),
    Case(
      name: "with the delegate metrics flag every item is asked",
      contexts: [[IndexPath(item: 1, section: 0)]], keepsDelegateMetrics: false,
      sizeQueries: [0: 2, 1: 2, 2: 2], starts: [60, 100], contentHeight: 140),
    Case(
      name: "a named item whose size did not change moves nothing",
      contexts: [[IndexPath(item: 0, section: 2)]], newHeight: 40, sizeQueries: [2: 1],
      starts: [40, 80],
      contentHeight: 120),
    Case(
      name: "an index path outside the data is ignored",
      contexts: [[IndexPath(item: 0, section: 7), IndexPath(item: 9, section: 1)]], newHeight: 40,
      sizeQueries: [:], starts: [40, 80], contentHeight: 120),
    Case(
      name: "contexts before one prepare add up, each item asked once",
      contexts: [
        [IndexPath(item: 1, section: 0)],
        [IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 0)],
      ],
      sizeQueries: [0: 1, 2: 1], starts: [60, 100], contentHeight: 140),
  ]

  static func twoItems(_ second: Double = 40) -> StaticCollectionView.Section {
    .init(sizes: [CGSize(width: 100, height: 40), CGSize(width: 100, height: second)])
  }

  @Test(arguments: cases)
  func namedItemsAreAskedAgain(_ testCase: Case) {
    var fixture = FlowFixture()
    fixture.sections = [Self.twoItems(), Self.twoItems(), Self.twoItems()]
    let subject = fixture.make()
    let delegate = CountingFlowDelegate(subject.cv)
    subject.cv.delegate = delegate
    subject.cv.sections[0] = Self.twoItems(testCase.newHeight)
    for paths in testCase.contexts {
      let context = FlowLayoutInvalidationContext()
      context.invalidateFlowLayoutDelegateMetrics = !testCase.keepsDelegateMetrics
      context.invalidateFlowLayoutAttributes = testCase.invalidatesAttributes
      context.invalidateItems(at: paths)
      subject.layout.invalidateLayout(with: context)
    }
    subject.layout.prepare()
    #expect(delegate.sizeQueries == testCase.sizeQueries)
    let starts = [1, 2].compactMap {
      subject.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: $0)).map {
        Double($0.frame.minY)
      }
    }
    #expect(starts == testCase.starts)
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
    // What a fresh layout of the same data gives, frame for frame.
    fixture.sections = subject.cv.sections
    #expect(allFrames(subject) == allFrames(fixture.make()))
  }

  /// What a custom layout sees (docs/architecture.md, "One `insert`"): a context naming an item
  /// of section 5 of 1,000 lays section 5 out again (a new shape) and leaves every other
  /// section's shape the same object; the sections before it keep their starts and those after
  /// it move by the 20 points section 5 grew.
  @Test func aNamedItemLeavesTheOtherSectionsUntouched() throws {
    var fixture = FlowFixture()
    fixture.sections = Array(repeating: Self.twoItems(), count: 1_000)
    let subject = fixture.make()
    let before = try #require(subject.layout.geometry)
    subject.cv.sections[5] = Self.twoItems(60)
    let context = FlowLayoutInvalidationContext()
    context.invalidateFlowLayoutDelegateMetrics = false
    context.invalidateItems(at: [IndexPath(item: 1, section: 5)])
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    let after = try #require(subject.layout.geometry)
    #expect(after.sections.count == 1_000)
    #expect(after.sections[5].shape !== before.sections[5].shape)
    #expect(after.sections[5].frame.height == 60)
    var untouched = 0
    var moved = 0
    for section in before.sections.indices where section != 5 {
      if after.sections[section].shape === before.sections[section].shape { untouched += 1 }
      let shift = after.sections[section].frame.minY - before.sections[section].frame.minY
      if shift == (section < 5 ? 0 : 20) { moved += 1 }
    }
    #expect(untouched == 999)
    #expect(moved == 999)
    #expect(Double(after.contentSize.height) == 40_020)
  }

  /// Naming items one call at a time adds them to one list, in order.
  @Test func invalidateItemsAppends() {
    let context = InvalidationContext()
    #expect(context.invalidatedItemIndexPaths == nil)
    context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
    context.invalidateItems(at: [])
    context.invalidateItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    #expect(
      context.invalidatedItemIndexPaths == [
        IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1),
        IndexPath(item: 1, section: 1),
      ])
    context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 3)])
    context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 4)])
    #expect(
      context.invalidatedSupplementaryIndexPaths == [
        "header": [IndexPath(item: 0, section: 3), IndexPath(item: 0, section: 4)]
      ])
  }
}
