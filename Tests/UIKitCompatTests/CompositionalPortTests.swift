import Testing
import UIKitCompat

/// The UIKit-spelled compositional layouts (`CompositionalLayouts.swift`) compile and solve.
@Suite struct CompositionalPortTests {
  static func frames(
    _ layout: UICollectionViewLayout, width: Double, counts: [Int], kind: String? = nil
  ) -> [CGRect] {
    let cv = StaticCollectionView(
      size: CGSize(width: width, height: 800), sections: counts.map { .init($0) })
    cv.attach(layout)
    return withExtendedLifetime(cv) {
      counts.indices.flatMap { section in
        (0..<counts[section]).compactMap {
          layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
      }
    }
  }

  // 400 wide, insets 10: the group is 380 wide and 95 tall (a quarter of 380); items a quarter of
  // 380 (95) less 5 on every side: 85 x 85 at x 15, 110, 205, 300. The 44-pt header (its
  // estimate) comes first: items at y 44 + 10 + 5 = 59.
  @Test func insetGridItems() {
    let frames = Self.frames(CompositionalLayouts.insetGrid(), width: 400, counts: [5])
    #expect(
      frames == [
        CGRect(x: 15, y: 59, width: 85, height: 85), CGRect(x: 110, y: 59, width: 85, height: 85),
        CGRect(x: 205, y: 59, width: 85, height: 85), CGRect(x: 300, y: 59, width: 85, height: 85),
        CGRect(x: 15, y: 154, width: 85, height: 85),
      ])
  }

  // `print(group.visualDescription())`, as apps debug a group, compiles and describes it in a
  // 1,000-point square (docs/uikit-choices.md): the group 1000 x 400 (0.4 of 1,000), its leading
  // item 700 x 400, its trailing column two items of 0.45 x 400 = 180 (a third would not fit).
  @Test func visualDescriptionOfAUIKitSpelledGroup() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      subitems: [
        NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.45)))
      ])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
      subitems: [item, column])
    let lines = group.visualDescription().split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "horizontal group 1000 x 400 (fractionalWidth(1.0) x fractionalHeight(0.4)), 3 items")
    #expect(
      lines.suffix(3) == [
        "item 0: x 0, y 0, width 700, height 400",
        "item 1: x 700, y 0, width 300, height 180",
        "item 2: x 700, y 180, width 300, height 180",
      ])
  }

  struct Adaptive: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Double
    /// The first item of section 1: (width - spacings) / columns wide, a fifth of the width tall,
    /// after section 0's single 44-pt row and the 20-pt section spacing.
    let firstGridItem: CGRect
    var testDescription: String { name }
  }

  // 320: 2 columns of (320 - 10) / 2 = 155, 64 tall, at y 44 + 20 = 64.
  // 768: 4 columns of (768 - 30) / 4 = 184.5, 153.6 tall, at y 64; sizes round to the 3x pixel
  // grid: 553.5 pixels to 554 (184.667), 460.8 to 461 (153.667).
  static let adaptive: [Adaptive] = [
    Adaptive(
      name: "320 wide, 2 columns", width: 320,
      firstGridItem: CGRect(x: 0, y: 64, width: 155, height: 64)),
    Adaptive(
      name: "768 wide, 4 columns", width: 768,
      firstGridItem: CGRect(x: 0, y: 64, width: 554.0 / 3, height: 461.0 / 3)),
  ]

  @Test(arguments: adaptive)
  func adaptiveSectionsChooseColumnsFromTheWidth(_ c: Adaptive) {
    let frames = Self.frames(
      CompositionalLayouts.adaptiveSections(), width: c.width, counts: [1, 4])
    #expect(frames.count == 5)
    #expect(frames.first == CGRect(x: 0, y: 0, width: c.width, height: 44))
    if frames.count > 1 {
      #expect(abs(frames[1].minX - c.firstGridItem.minX) < 1e-9)
      #expect(abs(frames[1].minY - c.firstGridItem.minY) < 1e-9)
      #expect(abs(frames[1].width - c.firstGridItem.width) < 1e-9)
      #expect(abs(frames[1].height - c.firstGridItem.height) < 1e-9)
    }
  }

  // 400 wide, the group 0.4 x 800 = 320 tall: the leading item 0.7 x 400 = 280 wide; the pair
  // 120 wide at x 280. Its items are 0.45 x 320 = 144 tall: two fit (288), and the 32 left over
  // goes to their four flexible edges, 8 each: y 8 and 8 + 144 + 8 + 8 = 168.
  @Test func nestedGroupsShareSpaceByFlexibleEdges() {
    let frames = Self.frames(CompositionalLayouts.nestedGroups(), width: 400, counts: [3])
    let expected = [
      CGRect(x: 0, y: 0, width: 280, height: 320), CGRect(x: 280, y: 8, width: 120, height: 144),
      CGRect(x: 280, y: 168, width: 120, height: 144),
    ]
    #expect(frames.count == expected.count)
    for (frame, want) in zip(frames, expected) {
      #expect(abs(frame.minX - want.minX) < 1e-9 && abs(frame.minY - want.minY) < 1e-9)
      #expect(abs(frame.width - want.width) < 1e-9 && abs(frame.height - want.height) < 1e-9)
    }
  }

  // 400 wide: items 100 x 100 less 5 on every side, (5, 5, 90, 90) and (105, 5, 90, 90); the
  // badge's top trailing corner inside the item's, moved (0.3, -0.3) x 20 = (6, -6):
  // x 5 + 90 - 20 + 6 = 81, y 5 - 6 = -1; the second 100 further right.
  @Test func badgesSitOnTheItemsCorners() {
    let layout = CompositionalLayouts.badgedGrid()
    let cv = StaticCollectionView(size: CGSize(width: 400, height: 800), sections: [.init(2)])
    cv.attach(layout)
    let badges = (0..<2).compactMap {
      layout.layoutAttributesForSupplementaryView(
        ofKind: CompositionalLayouts.badgeKind, at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(
      badges == [
        CGRect(x: 81, y: -1, width: 20, height: 20), CGRect(x: 181, y: -1, width: 20, height: 20),
      ])
    withExtendedLifetime(cv) {}
  }

  // 400 wide: cards 200 x 100 at x 0, 200, ...; centred paging opens at offset 0 + 100 - 200 =
  // -100, so card 0 shows at 100 (its centre 200, the middle: scale 1.1) and card 1 at 300 (its
  // centre 200 from the middle: 1.1 - 200 / 400 < 0.7, so 0.7).
  @Test func aCarouselOpensCentredWithItsCardsScaled() {
    let layout = CompositionalLayouts.carousel()
    let cv = StaticCollectionView(size: CGSize(width: 400, height: 800), sections: [.init(4)])
    cv.attach(layout)
    let cards = (0..<2).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
    #expect(
      cards.map(\.frame) == [
        CGRect(x: 100, y: 0, width: 200, height: 100),
        CGRect(x: 300, y: 0, width: 200, height: 100),
      ])
    #expect(
      cards.map(\.transform) == [
        CGAffineTransform(scaleX: 1.1, y: 1.1), CGAffineTransform(scaleX: 0.7, y: 0.7),
      ])
    withExtendedLifetime(cv) {}
  }

  // 400 wide, groups 120 tall: item 0 (0, 0, 300, 120), item 1 (300, 20, 100, 80); items 2 and 3
  // the same 120 lower.
  // 400 wide: the 10-pt spacing comes out before the fraction, (400 - 10) x 0.5 = 195, the
  // second item at 195 + 10 = 205; rows 100 tall. The handler's scale shows on the cells.
  @Test func theModernSpellingCompilesAndSolves() {
    let layout = CompositionalLayouts.modernSpelling()
    let frames = Self.frames(layout, width: 400, counts: [3])
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 195, height: 100), CGRect(x: 205, y: 0, width: 195, height: 100),
        CGRect(x: 0, y: 100, width: 195, height: 100),
      ])
  }

  /// As in UIKit, a boundary item is a supplementary item, and both, like a decoration, are
  /// items: they go where UIKit's base types are asked for. A boundary item's container anchor
  /// is its alignment's edges.
  @Test(
    arguments: [
      (.top, .top), (.bottomTrailing, [.bottom, .trailing]), (.leading, .leading), (.none, []),
    ] as [(NSRectAlignment, NSDirectionalRectEdge)])
  func boundaryAndDecorationItemsAreItems(
    alignment: NSRectAlignment, edges: NSDirectionalRectEdge
  ) {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)),
      elementKind: "header", alignment: alignment)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    let supplementaries: [NSCollectionLayoutSupplementaryItem] = [header]
    let items: [NSCollectionLayoutItem] = [header, background]
    #expect(supplementaries.map(\.elementKind) == ["header"])
    #expect(items.map(\.layoutSize.widthDimension.dimension) == [0.5, 1])
    #expect(header.containerAnchor.edges == edges)
    #expect(header.zIndex == 1 && background.zIndex == 0)
  }

  @Test func customGroupFrames() {
    let frames = Self.frames(CompositionalLayouts.customGroup(), width: 400, counts: [4])
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 300, height: 120), CGRect(x: 300, y: 20, width: 100, height: 80),
        CGRect(x: 0, y: 120, width: 300, height: 120),
        CGRect(x: 300, y: 140, width: 100, height: 80),
      ])
  }

  // 400 wide (a phone's 16-point margins), inset grouped on a 3x screen: the header estimated at
  // 17.5 rounded to the pixels, 52.5 -> 53 / 3, at (16, 0, 368, 53/3), the rows 16 in from each
  // side right under it, at 53/3 and 53/3 + 44 = 185/3.
  @Test func insetGroupedListRows() {
    let frames = Self.frames(CompositionalLayouts.insetGroupedList(), width: 400, counts: [2])
    #expect(
      frames == [
        CGRect(x: 16, y: 53.0 / 3, width: 368, height: 44),
        CGRect(x: 16, y: 185.0 / 3, width: 368, height: 44),
      ])
  }

  // Section 0 a plain list of two 44-pt rows (0 and 44); section 1 from 88, two half-width
  // items in a 100-pt row.
  @Test func listSectionBeforeAGrid() {
    let frames = Self.frames(CompositionalLayouts.listThenGrid(), width: 400, counts: [2, 2])
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 400, height: 44), CGRect(x: 0, y: 44, width: 400, height: 44),
        CGRect(x: 0, y: 88, width: 200, height: 100),
        CGRect(x: 200, y: 88, width: 200, height: 100),
      ])
  }

  struct Column: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Double
    /// Items 0 and 1.
    let frames: [CGRect]
    var testDescription: String { name }
  }

  // 400 x 800 is a phone: the column is the full 400. 1,024 x 800 is iPad-sized (its shorter side
  // 800 >= 768): the column is 600 wide, (1,024 - 600) / 2 = 212 from each side. Rows 50 apart.
  static let columns: [Column] = [
    Column(
      name: "a phone's full width", width: 400,
      frames: [
        CGRect(x: 0, y: 0, width: 400, height: 50), CGRect(x: 0, y: 50, width: 400, height: 50),
      ]),
    Column(
      name: "an iPad's centred 600", width: 1_024,
      frames: [
        CGRect(x: 212, y: 0, width: 600, height: 50),
        CGRect(x: 212, y: 50, width: 600, height: 50),
      ]),
  ]

  @Test(arguments: columns)
  func aColumnCentresOnAnIPadFromTheIdiomAndTheEffectiveInsets(_ c: Column) {
    #expect(
      Self.frames(CompositionalLayouts.centredColumn(), width: c.width, counts: [2]) == c.frames)
  }

  // 400 x 800 with a 30-pt safe area on each side. The configuration's `.none` content insets
  // reference puts the layout's 40-pt header across the whole width, (0, 0, 400, 40); the
  // section keeps its own reference, `.automatic`: its area is the 340 inside the safe area. The
  // section from 40: its 30-pt header extends it (40 to 70) across that area (it does not follow
  // the section's 20-pt side insets), nudged up 10: (30, 30, 340, 30). The items, at their
  // uniform estimate of 100, half of 340 - 40 = 300: (50, 70, 150, 100) and (200, 70, 150, 100).
  // A badge's bottom leading corner sits on its item's top trailing corner moved by (5, -5):
  // item 0's (200, 70) -> (205, 65), the badge (205, 55, 10, 10); item 1's (350, 70) -> (355, 55).
  @Test func boundaryDetailsPlaceTheirItems() {
    let layout = CompositionalLayouts.boundaryDetails()
    let cv = StaticCollectionView(
      size: CGSize(width: 400, height: 800), sections: [.init(2)],
      safeAreaInsets: EdgeInsets(top: 0, left: 30, bottom: 0, right: 30))
    cv.attach(layout)
    withExtendedLifetime(cv) {
      let first = IndexPath(item: 0, section: 0)
      func supplementary(_ kind: String, _ item: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
      }
      #expect(
        supplementary(CompositionalLayouts.layoutHeaderKind)
          == CGRect(x: 0, y: 0, width: 400, height: 40))
      #expect(
        supplementary(CompositionalLayouts.headerKind)
          == CGRect(x: 30, y: 30, width: 340, height: 30))
      #expect(
        layout.layoutAttributesForItem(at: first)?.frame
          == CGRect(x: 50, y: 70, width: 150, height: 100))
      #expect(
        layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
          == CGRect(x: 200, y: 70, width: 150, height: 100))
      #expect(
        supplementary(CompositionalLayouts.badgeKind)
          == CGRect(x: 205, y: 55, width: 10, height: 10))
      #expect(
        supplementary(CompositionalLayouts.badgeKind, 1)
          == CGRect(x: 355, y: 55, width: 10, height: 10))
    }
  }

  // A grouped list with footers: each section's footer comes right after its last row (both on
  // the 3x screen's pixels, so equal up to the last bit of their thirds).
  @Test func groupedListFootersFollowTheRows() {
    let layout = CompositionalLayouts.groupedListWithFooters()
    let cv = StaticCollectionView(size: CGSize(width: 400, height: 800), sections: [.init(2)])
    cv.attach(layout)
    withExtendedLifetime(cv) {
      let lastRow = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
      let footer = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?
        .frame
      #expect(lastRow?.height == 44)
      let gap = footer.flatMap { footer in lastRow.map { abs(footer.minY - $0.maxY) } }
      #expect(gap.map { $0 < 1e-9 } == true)
    }
  }
}
