import Foundation
import LayoutKit
import Testing

/// Self-sizing supplementary views other than sections' headers and footers
/// (docs/uikit-choices.md, "Self-sizing badges", "Self-sizing the layout's boundary items"): a
/// badge takes its preferred size along its estimated dimensions, anchored to its item as
/// measured, and moves nothing else; the layout's own header takes its preferred height and
/// every section moves; a group's supplementary item follows its group's measured height. A
/// 400-wide collection view at 2x; every number derived by hand.
@Suite struct CompositionalSupplementarySelfSizingTests {
  /// A badge `[{estimated: 20}, {absolute: 20}]` anchored to its item's top trailing corner,
  /// pushed out by 30 % of its own size right and up.
  static func badge() -> CollectionLayoutSupplementaryItem {
    CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(.estimated(20), .absolute(20)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
  }

  /// Rows of two items 200 x 100, each with `badge()`, under a layout header of estimated height
  /// 44 (kind `layout-header`) when `header`. Estimated: the header 0-44, row r at 44 + 100 r.
  /// `grouped`: the group's height is estimated 100 (its items too), and the group carries a
  /// 20 x 20 badge of kind `group-badge` at its bottom centre.
  static func layout(header: Bool = false, grouped: Bool = false) -> CompositionalLayout {
    let height: CollectionLayoutDimension = grouped ? .estimated(100) : .absolute(100)
    let item = CollectionLayoutItem(
      layoutSize: Compose.size(
        .fractionalWidth(0.5), grouped ? .estimated(100) : .fractionalHeight(1)),
      supplementaryItems: [badge()])
    let group = Compose.row(.fractionalWidth(1), height, [item])
    if grouped {
      group.supplementaryItems = [
        CollectionLayoutSupplementaryItem(
          layoutSize: Compose.size(.absolute(20), .absolute(20)), elementKind: "group-badge",
          containerAnchor: CollectionLayoutAnchor(edges: [.bottom]))
      ]
    }
    let configuration = CompositionalLayoutConfiguration()
    if header {
      configuration.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: Compose.size(.fractionalWidth(1), .estimated(44)),
          elementKind: "layout-header", alignment: .top)
      ]
    }
    return CompositionalLayout(
      section: CollectionLayoutSection(group: group), configuration: configuration)
  }

  /// Hands `preferred` for the supplementary view of `kind` at `path` (or the cell there, when
  /// `kind` is nil) to the layout as the collection view does outside a pass; the context, or nil
  /// when it declined.
  @discardableResult
  static func measure(
    _ subject: CompositionalSubject, _ kind: String?, _ path: IndexPath, _ preferred: CGSize
  ) -> InvalidationContext? {
    let found =
      kind.map { subject.layout.layoutAttributesForSupplementaryView(ofKind: $0, at: path) }
      ?? subject.layout.layoutAttributesForItem(at: path)
    guard let original = found, let answer = original.copy() as? LayoutAttributes else {
      return nil
    }
    answer.size = preferred
    guard
      subject.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: answer, withOriginalAttributes: original)
    else { return nil }
    let context = subject.layout.invalidationContext(
      forPreferredLayoutAttributes: answer, withOriginalAttributes: original)
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    return context
  }

  static func frame(_ subject: CompositionalSubject, _ kind: String, _ item: Int) -> CGRect? {
    subject.layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let header: Bool
    let grouped: Bool
    /// (kind, or nil for the cell; item; preferred size) handed to the layout in turn.
    let measured: [(String?, Int, CGSize)]
    /// The content height's change each one reported, nil where it was declined.
    let adjustments: [Double?]
    /// (kind, item, frame) expected afterwards.
    let frames: [(String, Int, CGRect)]
    /// Items 0 and 2's frames (item 1 is item 0's neighbour).
    let items: [CGRect]
    let contentHeight: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Item 0 is 0-200 x 0-100. Estimated, the badge is 20 wide: the corner (200, 0) moved by
    // (0.3 x 20, -0.3 x 20) = (6, -6) is its own top trailing corner, so x = 206 - 20 = 186.
    // Measured 40 wide: (200 + 0.3 x 40, -6) = (212, -6), x = 212 - 40 = 172. Nothing else
    // moves; the content (two rows) stays 200.
    Case(
      name: "a badge takes its preferred width, its anchor applied to it", header: false,
      grouped: false, measured: [("badge", 0, size(40, 20))], adjustments: [0],
      frames: [("badge", 0, rect(172, -6, 40, 20)), ("badge", 1, rect(386, -6, 20, 20))],
      items: [rect(0, 0, 200, 100), rect(0, 100, 200, 100)], contentHeight: 200),
    // Its height is absolute: 30 is declined, and so is the same width.
    Case(
      name: "a badge's fixed height keeps its value", header: false, grouped: false,
      measured: [("badge", 0, size(20, 30))], adjustments: [nil],
      frames: [("badge", 0, rect(186, -6, 20, 20))],
      items: [rect(0, 0, 200, 100), rect(0, 100, 200, 100)], contentHeight: 200),
    // Item 3 (the second row's trailing item, 200-400 x 100-200) measured 10 wide: corner
    // (400 + 3, 100 - 6), x = 403 - 10 = 393.
    Case(
      name: "a narrower badge", header: false, grouped: false,
      measured: [("badge", 3, size(10, 20))], adjustments: [0],
      frames: [("badge", 3, rect(393, 94, 10, 20)), ("badge", 2, rect(186, 94, 20, 20))],
      items: [rect(0, 0, 200, 100), rect(0, 100, 200, 100)], contentHeight: 200),
    // The layout's header, estimated 44, prefers 80: +36. The rows start at 80 (item 2 at
    // 180), their badges with them (item 0's at 80 - 6 = 74); the content 80 + 200 = 280.
    Case(
      name: "the layout's header takes its preferred height and the sections move", header: true,
      grouped: false, measured: [("layout-header", 0, size(400, 80))], adjustments: [36],
      frames: [("layout-header", 0, rect(0, 0, 400, 80)), ("badge", 0, rect(186, 74, 20, 20))],
      items: [rect(0, 80, 200, 100), rect(0, 180, 200, 100)], contentHeight: 280),
    // Both: the header (80) and then item 2's badge (40 wide: x 172, y 180 - 6).
    Case(
      name: "a header and a badge", header: true, grouped: false,
      measured: [("layout-header", 0, size(400, 80)), ("badge", 2, size(40, 20))],
      adjustments: [36, 0], frames: [("badge", 2, rect(172, 174, 40, 20))],
      items: [rect(0, 80, 200, 100), rect(0, 180, 200, 100)], contentHeight: 280),
    // The group's badge sits at the group's bottom centre: (200 - 10, 100 - 20) = (190, 80).
    // Item 0 measures 130: the group grows 30 (item 1 not measured counts as unchanged), its
    // badge follows to y 130 - 20 = 110; row 1 starts at 130, its group badge at 230 - 20 = 210.
    Case(
      name: "a group's badge follows its self-sized group", header: false, grouped: true,
      measured: [(nil, 0, size(200, 130))], adjustments: [30],
      frames: [
        ("group-badge", 0, rect(190, 110, 20, 20)), ("group-badge", 2, rect(190, 210, 20, 20)),
      ],
      items: [rect(0, 0, 200, 130), rect(0, 130, 200, 100)], contentHeight: 230),
  ]

  @Test(arguments: cases)
  func supplementaryViewsTakeTheirPreferredSizes(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [4], scale: 2).make(
      Self.layout(header: testCase.header, grouped: testCase.grouped))
    #expect(subject.layout._estimatesSizes)
    for ((kind, item, preferred), adjustment) in zip(testCase.measured, testCase.adjustments) {
      let path = IndexPath(item: item, section: 0)
      let context = Self.measure(subject, kind, path, preferred)
      #expect(context.map { Double($0.contentSizeAdjustment.height) } == adjustment)
      guard let context, let kind else { continue }
      #expect(context.invalidatedSupplementaryIndexPaths == [kind: [path]])
      #expect(context.invalidatedItemIndexPaths == nil)
    }
    for (kind, item, expected) in testCase.frames {
      #expect(sameFrame(Self.frame(subject, kind, item), expected), "\(kind) \(item)")
    }
    let frames = subject.itemFrames()
    #expect(sameFrames([frames[0], frames[2]], testCase.items))
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
  }

  /// A rect query finds a measured badge where it is now: item 1's badge measured 100 wide
  /// reaches from x 400 + 30 - 100 = 330 to 430, at y -6 to 14 (the rect below meets only it
  /// and cell 1).
  @Test func aRectQueryFindsAMeasuredBadge() {
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [4], scale: 2).make(
      Self.layout())
    Self.measure(subject, "badge", IndexPath(item: 1, section: 0), size(100, 20))
    let found = subject.layout.layoutAttributesForElements(in: rect(300, -10, 30, 5)) ?? []
    #expect(found.map(\.frame) == [rect(330, -6, 100, 20)])
  }

  /// A measured badge moves with its item through an update: item 1's badge measured 40 wide,
  /// then an item inserted before it (item 1 becomes item 2, at the second row's start): its
  /// badge is 40 wide at x 172, y 94, and the new item 1's is the estimate's (386, -6).
  @Test func aMeasuredBadgeMovesWithItsItem() {
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [4], scale: 2).make(
      Self.layout())
    Self.measure(subject, "badge", IndexPath(item: 1, section: 0), size(40, 20))
    subject.cv.sections = [StaticCollectionView.Section(5)]
    let update = InvalidationContext()
    update.invalidateDataSourceCounts = true
    update._finalIndexPath = { IndexPath(item: $0.item >= 1 ? $0.item + 1 : $0.item, section: 0) }
    subject.layout.invalidateLayout(with: update)
    subject.layout.prepare()
    #expect(sameFrame(Self.frame(subject, "badge", 2), rect(172, 94, 40, 20)))
    #expect(sameFrame(Self.frame(subject, "badge", 1), rect(386, -6, 20, 20)))
  }

  /// A measured group badge in an orthogonal section stays on its group when a measurement above
  /// moves the section without solving it again. Section 0: one row estimated 44; section 1, a
  /// continuous carousel of groups 200 x 100 (one item each), each group with a badge
  /// `[{estimated: 20}, {absolute: 20}]` at its bottom centre, starts at y 44. Group 0's badge
  /// measured 40 wide: x 100 - 20 = 80, y 144 - 20 = 124. The row measured 80 tall moves the
  /// carousel by 36: group 0 at y 80-180, its badge at y 180 - 20 = 160, found there by a rect
  /// query too.
  @Test func aMeasuredGroupBadgeMovesWithItsMovedSection() {
    let row = CollectionLayoutSection(
      group: Compose.row(
        .fractionalWidth(1), .estimated(44), [Compose.item(.fractionalWidth(1), .estimated(44))]))
    let group = Compose.row(
      .absolute(200), .absolute(100), [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
    group.supplementaryItems = [
      CollectionLayoutSupplementaryItem(
        layoutSize: Compose.size(.estimated(20), .absolute(20)), elementKind: "group-badge",
        containerAnchor: CollectionLayoutAnchor(edges: [.bottom]))
    ]
    let carousel = CollectionLayoutSection(group: group)
    carousel.orthogonalScrollingBehavior = .continuous
    let sections = [row, carousel]
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [1, 2], scale: 2).make(
      CompositionalLayout(sectionProvider: { index, _ in sections[index] }))
    Self.measure(subject, "group-badge", IndexPath(item: 0, section: 1), size(40, 20))
    #expect(sameFrame(subject.supplementaryFrame("group-badge", section: 1), rect(80, 124, 40, 20)))
    Self.measure(subject, nil, IndexPath(item: 0, section: 0), size(400, 80))
    #expect(
      sameFrames(subject.itemFrames(section: 1), [rect(0, 80, 200, 100), rect(200, 80, 200, 100)]))
    #expect(sameFrame(subject.supplementaryFrame("group-badge", section: 1), rect(80, 160, 40, 20)))
    let found = subject.layout.layoutAttributesForElements(in: rect(90, 165, 10, 5)) ?? []
    #expect(
      found.filter { $0.representedElementKind == "group-badge" }.map(\.frame)
        == [rect(80, 160, 40, 20)])
  }
}
