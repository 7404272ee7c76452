import Foundation
import LayoutKit
import Testing

/// One rule of the compositional solver per case (docs/uikit-choices.md, "Compositional
/// layout"), the frames derived by hand beside each.
@Suite struct CompositionalLayoutRulesTests {
  struct Rule: CustomTestStringConvertible, Sendable {
    let name: String
    var fixture = CompositionalFixture()
    let build: @Sendable () -> CompositionalLayout
    let items: [CGRect]
    var contentSize: CGSize?
    var testDescription: String { name }
  }

  /// A one-section layout of a 400-wide, 100-tall row of 100 x 100 items set up by `configure`.
  static func row(
    _ configure: @escaping @Sendable (CollectionLayoutItem, CollectionLayoutGroup) -> Void
  ) -> @Sendable () -> CompositionalLayout {
    {
      let item = Compose.item(.absolute(100), .absolute(100))
      let group = Compose.row(.fractionalWidth(1), .absolute(100), [item])
      configure(item, group)
      return CompositionalLayout(section: CollectionLayoutSection(group: group))
    }
  }

  static let wide = CompositionalFixture(size: size(400, 800), itemCounts: [3])

  static let rules: [Rule] = [
    // Flexible 10: three items take 100 + 10 + 100 + 10 + 100 = 320 (a fourth would need 430);
    // the 80 left over is shared by the two gaps, 40 each: x 0, 150, 300.
    Rule(
      name: "flexible inter-item spacing shares the space left",
      fixture: wide, build: row { _, group in group.interItemSpacing = .flexible(10) },
      items: [rect(0, 0, 100, 100), rect(150, 0, 100, 100), rect(300, 0, 100, 100)]),
    // Fixed leading edge spacing 10: each slot takes 110, three fit in 400: x 10, 120, 230.
    Rule(
      name: "fixed edge spacing moves each item",
      fixture: wide,
      build: row { item, _ in
        item.edgeSpacing = CollectionLayoutEdgeSpacing(
          leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
      },
      items: [rect(10, 0, 100, 100), rect(120, 0, 100, 100), rect(230, 0, 100, 100)]),
    // Flexible leading edges on 120-wide items: three fit (360; a fourth would end at 480), and
    // the 40 left over is shared by the three edges, 40/3 each: x 40/3, 40/3 + 120 + 40/3, and
    // 40 + 240 = 280.
    Rule(
      name: "flexible edge spacing shares the space left",
      fixture: wide,
      build: {
        let item = Compose.item(.absolute(120), .absolute(100))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(
          leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(1), .absolute(100), [item])))
      },
      items: [
        rect(40.0 / 3, 0, 120, 100), rect(120 + 80.0 / 3, 0, 120, 100), rect(280, 0, 120, 100),
      ]),
    // Content insets shrink the item inside its slot: the 390 x 44 slot less 4 at the sides and
    // 2 above and below is (4, 2, 382, 40); the next slot starts at 44.
    Rule(
      name: "item content insets shrink it inside its slot",
      fixture: CompositionalFixture(itemCounts: [2]),
      build: {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(1), .absolute(44), [item])))
      },
      items: [rect(4, 2, 382, 40), rect(4, 46, 382, 40)]),
    // An estimated height ignores the top and bottom insets (solved as its 44 estimate).
    Rule(
      name: "content insets are ignored on an estimated axis",
      fixture: CompositionalFixture(itemCounts: [1]),
      build: {
        let item = Compose.item(.fractionalWidth(1), .estimated(44))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(1), .estimated(44), [item])))
      },
      items: [rect(4, 0, 382, 44)]),
    // A vertically scrolling group's fractional height is of the collection view's 800, not of
    // the section's insets: 0.25 x 800 = 200; items at y 20 and 220, content 20 + 400 + 20.
    Rule(
      name: "a group's fractional height is of the collection view's height",
      fixture: CompositionalFixture(size: size(390, 800), itemCounts: [2]),
      build: {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let section = CollectionLayoutSection(
          group: Compose.row(.fractionalWidth(1), .fractionalHeight(0.25), [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        return CompositionalLayout(section: section)
      },
      items: [rect(0, 20, 390, 200), rect(0, 220, 390, 200)], contentSize: size(390, 440)),
    // Origins and sizes round to the display scale, each on its own: thirds of 400 at 2x are
    // 133.33 wide at 0, 133.33 and 266.67, which round to the half points 133.5 wide at 0,
    // 133.5 and 266.5.
    Rule(
      name: "origins and sizes round to the display scale",
      fixture: CompositionalFixture(size: size(400, 800), itemCounts: [3], scale: 2),
      build: {
        let item = Compose.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(1), .absolute(50), [item])))
      },
      items: [rect(0, 0, 133.5, 50), rect(133.5, 0, 133.5, 50), rect(266.5, 0, 133.5, 50)]),
    // The reported row (docs/uikit-choices.md, "Rounding"): fractions of 375 at 2x are 84.18,
    // 37.48, 84.58, 84.18 and 84.58 wide at 0, 84.18, 121.66, 206.24 and 290.42; each rounds
    // alone, to 84, 37.5, 84.5, 84 and 84.5 wide at 0, 84, 121.5, 206 and 290.5, which leaves the
    // half-point gap between the last two items that real UIKit showed.
    Rule(
      name: "a row of uneven fractions shows UIKit's half-point gap",
      fixture: CompositionalFixture(size: size(375, 800), itemCounts: [5], scale: 2),
      build: {
        let fractions = [
          0.2244798445859886, 0.0999484835067196, 0.2255459136606516, 0.2244798445859886,
          0.2255459136606516,
        ]
        let items = fractions.map { Compose.item(.fractionalWidth($0), .fractionalHeight(1)) }
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(1), .absolute(50), items)))
      },
      items: [
        rect(0, 0, 84, 50), rect(84, 0, 37.5, 50), rect(121.5, 0, 84.5, 50),
        rect(206, 0, 84, 50), rect(290.5, 0, 84.5, 50),
      ]),
    // Scrolling horizontally, a group half the collection view's 400 wide and its 300 tall:
    // groups at x 0, 200, 400; content 600 x 300.
    Rule(
      name: "horizontal scrolling stacks groups along x",
      fixture: CompositionalFixture(size: size(400, 300), itemCounts: [3]),
      build: {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(0.5), .fractionalHeight(1), [item])),
          configuration: configuration)
      },
      items: [rect(0, 0, 200, 300), rect(200, 0, 200, 300), rect(400, 0, 200, 300)],
      contentSize: size(600, 300)),
    // The configuration's 50-pt header comes before the first section: items at 50 and 94.
    Rule(
      name: "a layout header precedes the sections",
      fixture: CompositionalFixture(itemCounts: [2]),
      build: {
        let configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [Compose.header(50, kind: "layout-header")]
        return CompositionalLayout(section: Compose.list(height: 44), configuration: configuration)
      },
      items: [rect(0, 50, 390, 44), rect(0, 94, 390, 44)], contentSize: size(390, 138)),
    // Layout margins of 16 as the reference take 16 off each side: items 358 wide at x 16.
    Rule(
      name: "the layout-margins reference insets the section",
      fixture: CompositionalFixture(
        itemCounts: [1], margins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)),
      build: {
        let section = Compose.list(height: 44)
        section.contentInsetsReference = .layoutMargins
        return CompositionalLayout(section: section)
      },
      items: [rect(16, 0, 358, 44)]),
  ]

  @Test(arguments: rules)
  func solvesTheRule(_ rule: Rule) {
    let subject = rule.fixture.make(rule.build())
    let frames = subject.itemFrames()
    #expect(sameFrames(frames, rule.items), "\(frames)")
    if let contentSize = rule.contentSize {
      #expect(subject.layout.collectionViewContentSize == contentSize)
    }
    withExtendedLifetime(subject) {}
  }

  struct Columns: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Double
    let margins: EdgeInsets
    /// The environment's container: content size and effective content size.
    let contentSize: CGSize
    let effectiveWidth: Double
    /// The item frames the provider's choice of columns gives.
    let items: [CGRect]
    var testDescription: String { name }
  }

  // The provider reads the effective width: 2 columns below 500, 4 from there. At 390 the
  // margins of 20 leave 350 (2 columns of 175 at x 20, 195); at 800 they leave 760 (4 of 190 at
  // x 20, 210, 400, 590).
  static let columns: [Columns] = [
    Columns(
      name: "compact width, 2 columns", width: 390,
      margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), contentSize: size(390, 600),
      effectiveWidth: 350, items: [rect(20, 0, 175, 50), rect(195, 0, 175, 50)]),
    Columns(
      name: "regular width, 4 columns", width: 800,
      margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), contentSize: size(800, 600),
      effectiveWidth: 760, items: [rect(20, 0, 190, 50), rect(210, 0, 190, 50)]),
  ]

  final class Recorder: @unchecked Sendable {
    var environments: [CollectionLayoutEnvironment] = []
  }

  @Test(arguments: columns)
  func theSectionProviderReadsTheEnvironment(_ c: Columns) {
    let recorder = Recorder()
    let configuration = CompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .layoutMargins
    let layout = CompositionalLayout(
      sectionProvider: { _, environment in
        recorder.environments.append(environment)
        let columns = environment.container.effectiveContentSize.width < 500 ? 2 : 4
        let item = Compose.item(.fractionalWidth(1.0 / Double(columns)), .fractionalHeight(1))
        let section = CollectionLayoutSection(
          group: Compose.row(.fractionalWidth(1), .absolute(50), [item]))
        section.contentInsetsReference = .layoutMargins
        return section
      }, configuration: configuration)
    let subject = CompositionalFixture(
      size: size(c.width, 600), itemCounts: [2], margins: c.margins
    ).make(layout)
    #expect(recorder.environments.count == 1)
    #expect(recorder.environments.first?.container.contentSize == c.contentSize)
    let effectiveWidth = recorder.environments.first.map {
      Double($0.container.effectiveContentSize.width)
    }
    #expect(effectiveWidth == c.effectiveWidth)
    #expect(recorder.environments.first?.traitCollection.displayScale == 3)
    #expect(sameFrames(subject.itemFrames(), c.items))
    withExtendedLifetime(subject) {}
  }

  @Test func aNilSectionWithItemsIsUIKitsException() {
    let layout = CompositionalLayout { index, _ in index == 0 ? Compose.list(height: 44) : nil }
    let subject = CompositionalFixture(itemCounts: [1, 2, 0]).make(layout)
    #expect(layout.takeDiagnostics() == [.exception(CompositionalLayout.invalidSectionMessage)])
    #expect(subject.itemFrames(section: 1).isEmpty)
    // Section 0 still holds its item; the empty sections take no room.
    #expect(layout.collectionViewContentSize == size(390, 44))
    withExtendedLifetime(subject) {}
  }

  struct BoundsChange: CustomTestStringConvertible, Sendable {
    let name: String
    let newBounds: CGRect
    let invalidates: Bool
    var testDescription: String { name }
  }

  // The collection view is 390 x 844 at the origin.
  static let boundsChanges: [BoundsChange] = [
    BoundsChange(name: "scrolling", newBounds: rect(0, 300, 390, 844), invalidates: false),
    BoundsChange(name: "a new width", newBounds: rect(0, 0, 400, 844), invalidates: true),
    BoundsChange(name: "a new height", newBounds: rect(0, 0, 390, 800), invalidates: true),
  ]

  @Test(arguments: boundsChanges)
  func aSizeChangeInvalidates(_ c: BoundsChange) {
    let subject = CompositionalFixture().make(
      CompositionalLayout(section: Compose.list(height: 44)))
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: c.newBounds) == c.invalidates)
    withExtendedLifetime(subject) {}
  }

  /// Once any section has a visible-items handler, UIKit invalidates on every bounds change
  /// (docs/uikit-choices.md, "Invalidation by an orthogonal scroll"). Section 0's 100 rows of 44
  /// fill y 0-4400, so a scroll from 0 to 1000 shows only them; section 1, which has the handler,
  /// starts at 4400, in neither bounds. Without the handler the scroll invalidates nothing.
  @Test(arguments: [true, false])
  func aVisibleItemsHandlerMakesEveryScrollInvalidate(withHandler: Bool) {
    let layout = CompositionalLayout { index, _ in
      let section = Compose.list(height: 44)
      if index == 1 && withHandler { section.visibleItemsInvalidationHandler = { _, _, _ in } }
      return section
    }
    let subject = CompositionalFixture(itemCounts: [100, 1]).make(layout)
    let scroll = rect(0, 1000, 390, 844)
    #expect(subject.layout.shouldInvalidateLayout(forBoundsChange: scroll) == withHandler)
    // The context names no cell (the handler's section shows none) and keeps the solved sections.
    let context = subject.layout.invalidationContext(forBoundsChange: scroll)
    #expect(context.invalidatedItemIndexPaths == nil)
    withExtendedLifetime(subject) {}
  }
}
