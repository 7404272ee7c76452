import Foundation
import LayoutKit
import Testing

/// Orthogonal sections (docs/compositional-layout.md, "Orthogonal sections"): the row of groups,
/// the section's own offset in the answers, each behaviour's resting rule, every number derived
/// by hand.
@Suite struct CompositionalOrthogonalTests {
  /// A 390 x 844 collection view. Section 0 scrolls orthogonally: groups of one item,
  /// 0.8 of the section's content width wide and 200 tall, 10 apart, inside insets of 10 above
  /// and below and 20 leading and trailing. Its content width is 390 - 20 - 20 = 350, so a group
  /// is 0.8 x 350 = 280 wide and the pitch is 290: groups at x = 20, 310, 600, 890, 1180, y 10.
  /// The section is 10 + 200 + 10 = 220 tall. Section 1 is a list of 50-pt rows from y 220.
  static func layout(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: CollectionLayoutSection.VisibleItemsInvalidationHandler? = nil
  ) -> CompositionalLayout {
    CompositionalLayout { index, _ in
      guard index == 0 else { return Compose.list(height: 50) }
      let group = Compose.row(
        .fractionalWidth(0.8), .absolute(200),
        [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = CollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
      section.orthogonalScrollingBehavior = behavior
      section.visibleItemsInvalidationHandler = handler
      return section
    }
  }

  static let fixture = CompositionalFixture(itemCounts: [5, 3])

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var behavior = CollectionLayoutSectionOrthogonalScrollingBehavior.continuous
    /// The section's offset set before asking; nil keeps the one it opens with.
    var offset: Double? = nil
    /// The x of section 0's five items (each 280 x 200 at y 10).
    let itemX: [Double]
    var rect = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The cells the rect query returns.
    let cells: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // At offset 0 the first two groups show (20-300, 310-590 meet 0-390), and the list's rows.
    Case(
      name: "at its start", itemX: [20, 310, 600, 890, 1180],
      cells: ["0-0", "0-1", "1-0", "1-1", "1-2"]),
    // Offset 290 moves every item 290 to the left: -270, 20, 310, 600, 890; the first three
    // meet 0-390.
    Case(
      name: "scrolled one pitch", offset: 290, itemX: [-270, 20, 310, 600, 890],
      cells: ["0-0", "0-1", "0-2", "1-0", "1-1", "1-2"]),
    // A rect right of the screen, 400-880 x 0-100, meets the items the row holds there:
    // 310-590 and 600-880 (touching its edge); 890-1170 starts past it; the list starts at 220.
    Case(
      name: "a rect off the screen", itemX: [20, 310, 600, 890, 1180],
      rect: CGRect(x: 400, y: 0, width: 480, height: 100), cells: ["0-1", "0-2"]),
    // Scrolled 290 (items at -270, 20, 310, 600, 890), the same rect meets 310-590 and 600-880.
    Case(
      name: "a rect off the screen, scrolled", offset: 290, itemX: [-270, 20, 310, 600, 890],
      rect: CGRect(x: 400, y: 0, width: 480, height: 100), cells: ["0-2", "0-3"]),
    // groupPagingCentered opens with the first group centred: offset 20 + 140 - 195 = -35, so
    // the items sit 35 further right.
    Case(
      name: "centred paging opens centred", behavior: .groupPagingCentered,
      itemX: [55, 345, 635, 925, 1215], cells: ["0-0", "0-1", "1-0", "1-1", "1-2"]),
  ]

  @Test(arguments: cases) func anOrthogonalSectionIsARowOfGroups(_ example: Case) {
    let subject = Self.fixture.make(Self.layout(example.behavior))
    if let offset = example.offset {
      #expect(subject.layout._setOrthogonalOffset(offset, section: 0) == nil)
    }
    #expect(
      sameFrames(
        subject.itemFrames(section: 0),
        example.itemX.map { CGRect(x: $0, y: 10, width: 280, height: 200) }))
    // The list follows the 220-tall section; the content is 220 + 3 x 50 tall.
    #expect(subject.itemFrames(section: 1).map(\.minY) == [220, 270, 320])
    #expect(subject.layout.collectionViewContentSize == CGSize(width: 390, height: 370))
    let cells = (subject.layout.layoutAttributesForElements(in: example.rect) ?? [])
      .filter { $0.representedElementCategory == .cell }
      .map { "\($0.indexPath.section)-\($0.indexPath.item)" }
    #expect(cells == example.cells)
  }

  struct Limits: CustomTestStringConvertible, Sendable {
    let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    let minimum: Double
    let maximum: Double
    var testDescription: String { "\(behavior)" }
  }

  // The row is 20 + 5 x 280 + 4 x 10 + 20 = 1480 long and shows 390: offsets 0...1090. Centred,
  // group g is centred at 20 + 290 g + 140 - 195 = 290 g - 35: -35...1125.
  @Test(arguments: [
    Limits(behavior: .continuous, minimum: 0, maximum: 1090),
    Limits(behavior: .paging, minimum: 0, maximum: 1090),
    Limits(behavior: .groupPagingCentered, minimum: -35, maximum: 1125),
  ])
  func theSectionScrollsWithinItsRow(_ example: Limits) throws {
    let subject = Self.fixture.make(Self.layout(example.behavior))
    let scroller = try #require(subject.layout._orthogonalScroller(section: 0))
    #expect(scroller.contentLength == 1480)
    #expect(scroller.visibleLength == 390)
    #expect(scroller.direction == .horizontal)
    #expect(scroller.minimumOffset == example.minimum)
    #expect(scroller.maximumOffset == example.maximum)
    #expect(subject.layout._orthogonalScroller(section: 1) == nil)
  }

  struct Rest: CustomTestStringConvertible, Sendable {
    let name: String
    let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    let start: Double
    let proposed: Double
    let rest: Double
    var testDescription: String { name }
  }

  static let rests: [Rest] = [
    Rest(
      name: "continuous keeps the proposal", behavior: .continuous, start: 0, proposed: 437,
      rest: 437),
    Rest(
      name: "paging leaves pages to the scroll view", behavior: .paging, start: 0, proposed: 437,
      rest: 437),
    // 437 / 290 = 1.51: group 2's boundary, 580.
    Rest(
      name: "leading boundary nearest the proposal", behavior: .continuousGroupLeadingBoundary,
      start: 0, proposed: 437, rest: 580),
    // 1050 / 290 = 3.62: group 4 at 1160, beyond the largest offset 1090.
    Rest(
      name: "leading boundary within the limits", behavior: .continuousGroupLeadingBoundary,
      start: 0, proposed: 1050, rest: 1090),
    // 800 / 290 = 2.76 is group 3, but one group from group 0 is group 1: 290.
    Rest(
      name: "group paging moves one group", behavior: .groupPaging, start: 0, proposed: 800,
      rest: 290),
    // 100 / 290 = 0.34: group 0, one back from group 1.
    Rest(
      name: "group paging moves back", behavior: .groupPaging, start: 290, proposed: 100, rest: 0),
    // 300 / 290 = 1.03: group 1, where it started.
    Rest(name: "group paging stays", behavior: .groupPaging, start: 290, proposed: 300, rest: 290),
    // Centred offsets are 290 g - 35: (600 + 35) / 290 = 2.19 is group 2, one from group 0 is
    // group 1: 255.
    Rest(
      name: "centred paging moves one group", behavior: .groupPagingCentered, start: -35,
      proposed: 600, rest: 255),
  ]

  @Test(arguments: rests) func eachBehaviourHasItsRestingRule(_ example: Rest) throws {
    let subject = Self.fixture.make(Self.layout(example.behavior))
    let scroller = try #require(subject.layout._orthogonalScroller(section: 0))
    #expect(
      scroller.restingOffset(proposed: example.proposed, start: example.start) == example.rest)
  }

  /// A horizontal layout's orthogonal section scrolls vertically: groups 200 wide (along the
  /// scroll direction) and half the 844-point height tall (422), 10 apart, at y = 0, 432, 864,
  /// 1296, 1728; the row is 5 x 422 + 4 x 10 = 2150 tall and shows 844 (offsets 0...1306).
  @Test func aHorizontalLayoutsSectionScrollsVertically() throws {
    let group = Compose.row(
      .absolute(200), .fractionalHeight(0.5),
      [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .continuous
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let subject = CompositionalFixture(itemCounts: [5]).make(
      CompositionalLayout(section: section, configuration: configuration))
    let scroller = try #require(subject.layout._orthogonalScroller(section: 0))
    #expect(scroller.direction == .vertical)
    #expect(scroller.maximumOffset == 1306)
    #expect(scroller.point(432) == CGPoint(x: 0, y: 432))
    #expect(subject.layout.collectionViewContentSize == CGSize(width: 200, height: 844))
    // Scrolled 432: y = -432, 0, 432, 864, 1296; items 1 and 2 meet the screen's 0-844.
    #expect(subject.layout._setOrthogonalOffset(432, section: 0) == nil)
    #expect(
      subject.itemFrames().map(\.minY) == [-432, 0, 432, 864, 1296]
        && subject.itemFrames().allSatisfy {
          $0.minX == 0 && $0.size == CGSize(width: 200, height: 422)
        })
    let cells = (subject.layout.layoutAttributesForElements(in: subject.cv.bounds) ?? []).map(
      \.indexPath.item)
    #expect(cells == [1, 2])
  }
}
