import Foundation
import LayoutKit
import Testing

/// Self-sizing in orthogonal sections (docs/uikit-choices.md, "Compositional layout",
/// "Self-sizing in an orthogonal row"): a carousel whose heights are estimated and a row of chips
/// whose widths are estimated, in a 400 x 600 collection view (scale 2) above a list of three
/// 50-point rows. Every number is derived by hand from the rule.
@Suite struct CompositionalOrthogonalSelfSizingTests {
  enum Row: Sendable {
    /// Groups 0.8 of the content width (400 - 20 - 20 = 360: 288) wide and estimated 100 tall,
    /// one item each (full width, estimated 100 tall), 10 apart, inside leading and trailing
    /// insets of 20: groups at x 20 + 298 g (20, 318, 616, 914, 1212), the row 20 + 5 x 288 +
    /// 4 x 10 + 20 = 1,520 long and 100 tall; the list starts at 100.
    case carousel
    /// Groups estimated 80 wide and 40 tall (absolute), one item each (estimated 80 wide, the
    /// group's height), 8 apart, inside leading and trailing insets of 16: chips at x 16 + 88 g
    /// (16, 104, 192, 280, 368), the row 16 + 5 x 80 + 4 x 8 + 16 = 464 long and 40 tall; the
    /// list starts at 40.
    case chips
  }

  static func layout(
    _ row: Row, _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
  ) -> CompositionalLayout {
    CompositionalLayout { index, _ in
      guard index == 0 else { return Compose.list(height: 50) }
      let section: CollectionLayoutSection
      switch row {
      case .carousel:
        section = CollectionLayoutSection(
          group: Compose.row(
            .fractionalWidth(0.8), .estimated(100),
            [Compose.item(.fractionalWidth(1), .estimated(100))]))
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
      case .chips:
        section = CollectionLayoutSection(
          group: Compose.row(
            .estimated(80), .absolute(40), [Compose.item(.estimated(80), .fractionalHeight(1))]))
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      }
      section.orthogonalScrollingBehavior = behavior
      return section
    }
  }

  static func fixture(_ direction: UserInterfaceLayoutDirection = .leftToRight)
    -> CompositionalFixture
  {
    CompositionalFixture(
      size: size(400, 600), itemCounts: [5, 3], layoutDirection: direction, scale: 2)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let row: Row
    var direction = UserInterfaceLayoutDirection.leftToRight
    /// (item, preferred size) handed to the layout in turn.
    let measured: [(Int, CGSize)]
    /// The content height's change each answer reported (each is taken).
    let adjustments: [Double]
    /// Section 0's items as displayed at the section's first offset.
    let frames: [CGRect]
    /// Where the list below starts.
    let listTop: Double
    /// The row's length along the direction it scrolls, and its height.
    let rowLength: Double
    let rowHeight: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Item 0 prefers 150: its group grows by 50, the row with it; the list moves to 150 and the
    // content from 250 to 300.
    Case(
      name: "a taller card grows its group and the row", row: .carousel,
      measured: [(0, size(288, 150))], adjustments: [50],
      frames: [
        rect(20, 0, 288, 150), rect(318, 0, 288, 100), rect(616, 0, 288, 100),
        rect(914, 0, 288, 100), rect(1212, 0, 288, 100),
      ],
      listTop: 150, rowLength: 1520, rowHeight: 150),
    // Then item 1 at 180: the tallest group (180) sets the row, 30 more.
    Case(
      name: "the tallest group sets the row", row: .carousel,
      measured: [(0, size(288, 150)), (1, size(288, 180))], adjustments: [50, 30],
      frames: [
        rect(20, 0, 288, 150), rect(318, 0, 288, 180), rect(616, 0, 288, 100),
        rect(914, 0, 288, 100), rect(1212, 0, 288, 100),
      ],
      listTop: 180, rowLength: 1520, rowHeight: 180),
    // Item 1 at 60 shrinks its own group only: the others keep their estimates (100), so the
    // row and the list stay.
    Case(
      name: "a shorter card shrinks its group only", row: .carousel,
      measured: [(1, size(288, 60))], adjustments: [0],
      frames: [
        rect(20, 0, 288, 100), rect(318, 0, 288, 60), rect(616, 0, 288, 100),
        rect(914, 0, 288, 100), rect(1212, 0, 288, 100),
      ],
      listTop: 100, rowLength: 1520, rowHeight: 100),
    // Every card at 60: the row shrinks only with the last (-40), the list moves up to 60.
    Case(
      name: "every card shorter shrinks the row", row: .carousel,
      measured: (0..<5).map { ($0, size(288, 60)) }, adjustments: [0, 0, 0, 0, -40],
      frames: (0..<5).map { rect(20 + 298 * Double($0), 0, 288, 60) },
      listTop: 60, rowLength: 1520, rowHeight: 60),
    // Chip 0 at 120: its group is 120 wide and every later chip moves 40 along the row (144,
    // 232, 320, 408); the row is 40 longer (504); nothing moves down.
    Case(
      name: "a wider chip pushes the later ones along the row", row: .chips,
      measured: [(0, size(120, 40))], adjustments: [0],
      frames: [
        rect(16, 0, 120, 40), rect(144, 0, 80, 40), rect(232, 0, 80, 40), rect(320, 0, 80, 40),
        rect(408, 0, 80, 40),
      ],
      listTop: 40, rowLength: 504, rowHeight: 40),
    // Chips at 120, 60, 200, 50, 90: x 16, 16 + 120 + 8 = 144, 144 + 60 + 8 = 212, 212 + 200 +
    // 8 = 420, 420 + 50 + 8 = 478; the row ends at 478 + 90 + 16 = 584.
    Case(
      name: "each chip at its own width", row: .chips,
      measured: [
        (0, size(120, 40)), (1, size(60, 40)), (2, size(200, 40)), (3, size(50, 40)),
        (4, size(90, 40)),
      ],
      adjustments: [0, 0, 0, 0, 0],
      frames: [
        rect(16, 0, 120, 40), rect(144, 0, 60, 40), rect(212, 0, 200, 40), rect(420, 0, 50, 40),
        rect(478, 0, 90, 40),
      ],
      listTop: 40, rowLength: 584, rowHeight: 40),
    // Chips 0 and 1 at 30 would fit one 80-wide group together (30 + 30), but a group estimated
    // along the row holds as many items as its estimate does (one): 16, 16 + 30 + 8 = 54,
    // 54 + 30 + 8 = 92, 180, 268; the row ends at 268 + 80 + 16 = 364.
    Case(
      name: "narrower chips stay one to a group", row: .chips,
      measured: [(0, size(30, 40)), (1, size(30, 40))], adjustments: [0, 0],
      frames: [
        rect(16, 0, 30, 40), rect(54, 0, 30, 40), rect(92, 0, 80, 40), rect(180, 0, 80, 40),
        rect(268, 0, 80, 40),
      ],
      listTop: 40, rowLength: 364, rowHeight: 40),
    // Right to left the row runs from the right edge: each layout-space frame of "a wider chip"
    // mirrored, x' = 400 - w - x: 400 - 120 - 16 = 264, 400 - 80 - 144 = 176, 88, 0, -88.
    Case(
      name: "right to left, a wider chip pushes the later ones leftward", row: .chips,
      direction: .rightToLeft, measured: [(0, size(120, 40))], adjustments: [0],
      frames: [
        rect(264, 0, 120, 40), rect(176, 0, 80, 40), rect(88, 0, 80, 40), rect(0, 0, 80, 40),
        rect(-88, 0, 80, 40),
      ],
      listTop: 40, rowLength: 504, rowHeight: 40),
  ]

  @Test(arguments: cases)
  func measuredCellsResizeTheRow(_ testCase: Case) throws {
    let subject = Self.fixture(testCase.direction).make(Self.layout(testCase.row))
    #expect(subject.layout._estimatesSizes)
    var adjustments: [Double] = []
    for (item, size) in testCase.measured {
      let context = CompositionalSelfSizingTests.measure(subject, item, size)
      #expect(context != nil, "item \(item)")
      if let context { adjustments.append(Double(context.contentSizeAdjustment.height)) }
    }
    #expect(adjustments == testCase.adjustments)
    #expect(sameFrames(subject.itemFrames(), testCase.frames), "\(subject.itemFrames())")
    #expect(sameFrame(subject.itemFrames(section: 1).first, rect(0, testCase.listTop, 400, 50)))
    #expect(
      Double(subject.layout.collectionViewContentSize.height) == testCase.listTop + 3 * 50)
    let scroller = try #require(subject.layout._orthogonalScroller(section: 0))
    #expect(scroller.contentLength == testCase.rowLength)
    #expect(scroller.rowLength == testCase.rowHeight)
    #expect(scroller.maximumOffset == max(testCase.rowLength - 400, 0))
    // The rect query finds exactly the cells of the row whose frames meet it.
    let query = rect(100, 0, 300, 10)
    let found = (subject.layout.layoutAttributesForElements(in: query) ?? []).map(\.indexPath)
    let expected = testCase.frames.indices.filter { testCase.frames[$0].intersects(query) }
    #expect(found == expected.map { IndexPath(item: $0, section: 0) })
  }

  struct RestCase: CustomTestStringConvertible, Sendable {
    let name: String
    let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    let proposed: Double
    let start: Double
    let rest: Double
    var testDescription: String { name }
  }

  // The chips measured 120, 60, 200, 50 and 90 wide (the case "each chip at its own width"):
  // the groups' leading edges are at offsets 0, 128, 196, 404 and 462, the row 584 long, so the
  // offsets run to 184. Centred, a group's offset is 16 + its start + half its width - 200:
  // -124, -26, 112, 245, 323, from the first to the last.
  static let restCases: [RestCase] = [
    // 150 is 22 past 128 and 46 short of 196: group 1, one from group 0.
    RestCase(
      name: "a flick past the next group's leading edge", behavior: .groupPaging, proposed: 150,
      start: 0, rest: 128),
    // 64 is 64 from both 0 and 128: the later.
    RestCase(
      name: "halfway between two leading edges takes the later", behavior: .groupPaging,
      proposed: 64, start: 0, rest: 128),
    // 184 is nearest 196 (group 2), but the gesture began at group 0: one group, 128.
    RestCase(
      name: "a hard fling still turns one group", behavior: .groupPaging, proposed: 184, start: 0,
      rest: 128),
    // Began at group 2 (196), projected back to 20 (group 0): one group back, 128.
    RestCase(
      name: "a hard fling back turns one group", behavior: .groupPaging, proposed: 20, start: 196,
      rest: 128),
    // Group 2's leading edge, 196, lies past the row's last offset: clamped to 184.
    RestCase(
      name: "a leading edge past the row's end is clamped", behavior: .groupPaging, proposed: 184,
      start: 184, rest: 184),
    // From -124 (group 0), 40 is 66 from -26 and 72 from 112: group 1 centred.
    RestCase(
      name: "centred: the next group, centred by its own width", behavior: .groupPagingCentered,
      proposed: 40, start: -124, rest: -26),
    // From -26 (group 1), 100 is 12 from 112: the 200-wide chip centred.
    RestCase(
      name: "centred: a wide group's centre", behavior: .groupPagingCentered, proposed: 100,
      start: -26, rest: 112),
    // 100 is 28 from 128 and 100 from 0: 128.
    RestCase(
      name: "the leading boundary nearest where it decelerates",
      behavior: .continuousGroupLeadingBoundary, proposed: 100, start: 0, rest: 128),
    // 170 is 26 from 196, which lies past the row's last offset: 184.
    RestCase(
      name: "a boundary past the row's end is clamped",
      behavior: .continuousGroupLeadingBoundary, proposed: 170, start: 0, rest: 184),
  ]

  @Test(arguments: restCases)
  func pagingFollowsEachGroupsOwnEdges(_ testCase: RestCase) throws {
    let subject = Self.fixture().make(Self.layout(.chips, testCase.behavior))
    for (item, width) in [120.0, 60, 200, 50, 90].enumerated() {
      CompositionalSelfSizingTests.measure(subject, item, size(width, 40))
    }
    let scroller = try #require(subject.layout._orthogonalScroller(section: 0))
    #expect(
      scroller.restingOffset(proposed: testCase.proposed, start: testCase.start) == testCase.rest)
  }
}
