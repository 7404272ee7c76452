import Foundation
import LayoutKit
import Testing

/// The classic compositional shapes, each number derived by hand from the rules in
/// docs/uikit-choices.md ("Compositional layout"); the derivation is beside each case.
@Suite struct CompositionalLayoutTests {
  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    var fixture = CompositionalFixture()
    let build: @Sendable () -> CompositionalLayout
    /// Every item's frame, by section.
    let items: [[CGRect]]
    let contentSize: CGSize
    /// (kind, section, frame) of boundary items and decorations.
    var supplementaries: [(String, Int, CGRect)] = []
    var decorations: [(String, Int, CGRect)] = []
    var testDescription: String { name }
  }

  static let shapes: [Shape] = [
    // A list at 390 wide: each group is the container's width and 44 tall and holds one item of
    // the group's size; groups stack at y = 44 i. Content: 390 x 3 x 44.
    Shape(
      name: "list", build: { CompositionalLayout(section: Compose.list(height: 44)) },
      items: [[rect(0, 0, 390, 44), rect(0, 44, 390, 44), rect(0, 88, 390, 44)]],
      contentSize: size(390, 132)),
    // Three columns: items a third of the group's 390 (130), the group 1/3 of the width tall
    // (130). Seven items fill two groups of three and one of one, which keeps the first slot.
    Shape(
      name: "3-column grid", fixture: CompositionalFixture(itemCounts: [7]),
      build: {
        let item = Compose.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(1), .fractionalWidth(1.0 / 3), [item])))
      },
      items: [
        [
          rect(0, 0, 130, 130), rect(130, 0, 130, 130), rect(260, 0, 130, 130),
          rect(0, 130, 130, 130), rect(130, 130, 130, 130), rect(260, 130, 130, 130),
          rect(0, 260, 130, 130),
        ]
      ],
      contentSize: size(390, 390)),
    // 400 wide, section insets 10: the group is 380 wide, 100 tall. Three thirds fill it, so the
    // two 10-pt spacings come out first: (380 - 20) / 3 = 120 per item, at x 10, 140, 270.
    // Rows at y 10 and 10 + 100 + 10 = 120; content 10 + 100 + 10 + 100 + 10 = 230.
    Shape(
      name: "grid with spacings and insets",
      fixture: CompositionalFixture(size: size(400, 800), itemCounts: [5]),
      build: {
        let item = Compose.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
        let group = Compose.row(.fractionalWidth(1), .absolute(100), [item])
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)
        return CompositionalLayout(section: section)
      },
      items: [
        [
          rect(10, 10, 120, 100), rect(140, 10, 120, 100), rect(270, 10, 120, 100),
          rect(10, 120, 120, 100), rect(140, 120, 120, 100),
        ]
      ],
      contentSize: size(400, 230)),
    // `subitem:count:` (before iOS 16): (400 - 3 x 8) / 4 = 94-pt slots at x 0, 102, 204, 306,
    // whatever the subitem's own width says.
    Shape(
      name: "subitem count 4 resizes the subitem into equal slots",
      fixture: CompositionalFixture(size: size(400, 800), itemCounts: [4]),
      build: {
        let item = Compose.item(.absolute(10), .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(
          layoutSize: Compose.size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        return CompositionalLayout(section: CollectionLayoutSection(group: group))
      },
      items: [
        [rect(0, 0, 94, 50), rect(102, 0, 94, 50), rect(204, 0, 94, 50), rect(306, 0, 94, 50)]
      ],
      contentSize: size(400, 50)),
    // `repeatingSubitem:count:` (iOS 16) keeps the subitem's 10 points: x 0, 18, 36, 54.
    Shape(
      name: "repeating subitem count 4 keeps the subitem's width",
      fixture: CompositionalFixture(size: size(400, 800), itemCounts: [4]),
      build: {
        let item = Compose.item(.absolute(10), .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(
          layoutSize: Compose.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item,
          count: 4)
        group.interItemSpacing = .fixed(8)
        return CompositionalLayout(section: CollectionLayoutSection(group: group))
      },
      items: [[rect(0, 0, 10, 50), rect(18, 0, 10, 50), rect(36, 0, 10, 50), rect(54, 0, 10, 50)]],
      contentSize: size(400, 50)),
    // A full-width subitem repeated twice does not fit, and is not made to: the spacing comes
    // out first, (400 - 10) x 1 = 390 each, the second at 390 + 10 = 400, past the group's end;
    // items 2 and 3 start the next group at y 50.
    Shape(
      name: "repeating subitem count 2 at full width overflows its group",
      fixture: CompositionalFixture(size: size(400, 800), itemCounts: [4]),
      build: {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(
          layoutSize: Compose.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item,
          count: 2)
        group.interItemSpacing = .fixed(10)
        return CompositionalLayout(section: CollectionLayoutSection(group: group))
      },
      items: [
        [
          rect(0, 0, 390, 50), rect(400, 0, 390, 50), rect(0, 50, 390, 50),
          rect(400, 50, 390, 50),
        ]
      ],
      contentSize: size(400, 100)),
    // A big item beside a vertical pair, 390 wide, group 300 tall: big 2/3 x 390 = 260 wide;
    // the pair 130 wide at x 260, each half of 300. Six items: two groups, the second at y 300.
    Shape(
      name: "nested groups", fixture: CompositionalFixture(itemCounts: [6]),
      build: {
        let big = Compose.item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))
        let small = Compose.item(.fractionalWidth(1), .fractionalHeight(0.5))
        let pair = CollectionLayoutGroup.vertical(
          layoutSize: Compose.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
          subitems: [small])
        let group = Compose.row(.fractionalWidth(1), .absolute(300), [big, pair])
        return CompositionalLayout(section: CollectionLayoutSection(group: group))
      },
      items: [
        [
          rect(0, 0, 260, 300), rect(260, 0, 130, 150), rect(260, 150, 130, 150),
          rect(0, 300, 260, 300), rect(260, 300, 130, 150), rect(260, 450, 130, 150),
        ]
      ],
      contentSize: size(390, 600)),
    // The same at 400 with 10-pt spacings: the row's 10 comes out first, (400 - 10) x 2/3 = 260
    // and 130 at x 270; the pair's 10 likewise, (300 - 10) / 2 = 145 at y 0 and 155.
    Shape(
      name: "nested groups with spacing",
      fixture: CompositionalFixture(size: size(400, 800), itemCounts: [3]),
      build: {
        let big = Compose.item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))
        let small = Compose.item(.fractionalWidth(1), .fractionalHeight(0.5))
        let pair = CollectionLayoutGroup.vertical(
          layoutSize: Compose.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
          subitems: [small])
        pair.interItemSpacing = .fixed(10)
        let group = Compose.row(.fractionalWidth(1), .absolute(300), [big, pair])
        group.interItemSpacing = .fixed(10)
        return CompositionalLayout(section: CollectionLayoutSection(group: group))
      },
      items: [[rect(0, 0, 260, 300), rect(270, 0, 130, 145), rect(270, 155, 130, 145)]],
      contentSize: size(400, 300)),
    // Header 40 and footer 30 extend each section; insets 10 top and bottom, 20 at the sides,
    // which the boundary items follow (350 wide at x 20). Section 0: header y 0, items from
    // 40 + 10 = 50 (50, 94), bottom inset to 148, footer 148...178. Spacing 16: section 1 from
    // 194: header 194, item 244, footer 244 + 44 + 10 = 298, content 328.
    Shape(
      name: "header and footer extend the section",
      fixture: CompositionalFixture(itemCounts: [2, 1]),
      build: {
        let section = Compose.list(height: 44)
        section.contentInsets = DirectionalEdgeInsets(
          top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [Compose.header(40), Compose.footer(30)]
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return CompositionalLayout(section: section, configuration: configuration)
      },
      items: [[rect(20, 50, 350, 44), rect(20, 94, 350, 44)], [rect(20, 244, 350, 44)]],
      contentSize: size(390, 328),
      supplementaries: [
        ("header", 0, rect(20, 0, 350, 40)), ("footer", 0, rect(20, 148, 350, 30)),
        ("header", 1, rect(20, 194, 350, 40)), ("footer", 1, rect(20, 298, 350, 30)),
      ]),
    // A 20-pt banner that does not extend the section lies over its top, at the section's start
    // (y 0), beside an extending 40-pt header: the items start after the header and the 10-pt
    // inset, at 50 (not 70), and the section ends at 50 + 44 + 10 = 104.
    Shape(
      name: "header not extending the section", fixture: CompositionalFixture(itemCounts: [1]),
      build: {
        let section = Compose.list(height: 44)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let banner = Compose.header(20, kind: "banner")
        banner.extendsBoundary = false
        section.boundarySupplementaryItems = [Compose.header(40), banner]
        return CompositionalLayout(section: section)
      },
      items: [[rect(0, 50, 390, 44)]], contentSize: size(390, 104),
      supplementaries: [("header", 0, rect(0, 0, 390, 40)), ("banner", 0, rect(0, 0, 390, 20))]),
    // A background inset by 5 on each side: the section is the full width and its insets, 10 +
    // 2 x 44 + 10 = 108 tall, so the background is (5, 5, 380, 98). Section 1 starts at 108
    // with a 40-pt header, which the section and its background include: its item at
    // 108 + 40 + 10 = 158, its end at 158 + 44 + 10 = 212, its background (5, 113, 380, 94).
    Shape(
      name: "background decoration with insets", fixture: CompositionalFixture(itemCounts: [2, 1]),
      build: {
        CompositionalLayout { index, _ in
          let section = Compose.list(height: 44)
          section.contentInsets = DirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 10, trailing: 10)
          let background = CollectionLayoutDecorationItem.background(elementKind: "background")
          background.contentInsets = DirectionalEdgeInsets(
            top: 5, leading: 5, bottom: 5, trailing: 5)
          section.decorationItems = [background]
          if index == 1 { section.boundarySupplementaryItems = [Compose.header(40)] }
          return section
        }
      },
      items: [[rect(10, 10, 370, 44), rect(10, 54, 370, 44)], [rect(10, 158, 370, 44)]],
      contentSize: size(390, 212),
      supplementaries: [("header", 1, rect(10, 108, 370, 40))],
      decorations: [
        ("background", 0, rect(5, 5, 380, 98)), ("background", 1, rect(5, 113, 380, 94)),
      ]),
    // Right to left mirrors within the content width, x' = 390 - w - x: the grid's first column
    // goes to 260; a list inset 20 at the leading edge sits at 390 - 370 - 20 = 0.
    Shape(
      name: "right-to-left grid",
      fixture: CompositionalFixture(itemCounts: [2], layoutDirection: .rightToLeft),
      build: {
        let item = Compose.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
        return CompositionalLayout(
          section: CollectionLayoutSection(
            group: Compose.row(.fractionalWidth(1), .absolute(130), [item])))
      },
      items: [[rect(260, 0, 130, 130), rect(130, 0, 130, 130)]], contentSize: size(390, 130)),
    Shape(
      name: "right-to-left leading inset",
      fixture: CompositionalFixture(itemCounts: [1], layoutDirection: .rightToLeft),
      build: {
        let section = Compose.list(height: 44)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        return CompositionalLayout(section: section)
      },
      items: [[rect(0, 0, 370, 44)]], contentSize: size(390, 44)),
  ]

  @Test(arguments: shapes)
  func solvesTheShape(_ shape: Shape) {
    let subject = shape.fixture.make(shape.build())
    for section in shape.items.indices {
      let frames = subject.itemFrames(section: section)
      #expect(sameFrames(frames, shape.items[section]), "section \(section): \(frames)")
    }
    #expect(subject.layout.collectionViewContentSize == shape.contentSize)
    for (kind, section, frame) in shape.supplementaries {
      let found = subject.supplementaryFrame(kind, section: section)
      #expect(sameFrame(found, frame), "\(kind) \(section): \(String(describing: found))")
    }
    for (kind, section, frame) in shape.decorations {
      let found = subject.decorationFrame(kind, section: section)
      #expect(sameFrame(found, frame), "\(kind) \(section): \(String(describing: found))")
    }
    withExtendedLifetime(subject) {}
  }
}
