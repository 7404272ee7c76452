import Foundation
import LayoutKit
import Testing

/// Supplementary items attached to items (badges), placed by `NSCollectionLayoutAnchor`
/// (docs/uikit-choices.md, "Compositional layout"), every frame derived by hand.
@Suite struct CompositionalBadgeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var layoutDirection = UserInterfaceLayoutDirection.leftToRight
    var itemInsets = DirectionalEdgeInsets.zero
    let badge: @Sendable () -> CollectionLayoutSupplementaryItem
    /// The badge of item 0, and of item 1.
    let frames: [CGRect]
    var testDescription: String { name }
  }

  static func makeBadge(
    _ anchor: CollectionLayoutAnchor, itemAnchor: CollectionLayoutAnchor? = nil,
    width: CollectionLayoutDimension = .absolute(20),
    height: CollectionLayoutDimension = .absolute(20)
  ) -> CollectionLayoutSupplementaryItem {
    CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(width, height), elementKind: "badge", containerAnchor: anchor,
      itemAnchor: itemAnchor)
  }

  /// Items 100 x 100 in a 400-wide row: item 0 at (0, 0), item 1 at (100, 0).
  static let cases: [Case] = [
    // Inside the top trailing corner: x = 100 - 20 = 80, y = 0; item 1's 100 further.
    Case(
      name: "top trailing corner",
      badge: { makeBadge(CollectionLayoutAnchor(edges: [.top, .trailing])) },
      frames: [rect(80, 0, 20, 20), rect(180, 0, 20, 20)]),
    // A fractional offset is a fraction of the badge: (0.3, -0.3) x 20 = (6, -6) from the
    // corner: (86, -6).
    Case(
      name: "fractional offset",
      badge: {
        makeBadge(
          CollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
      },
      frames: [rect(86, -6, 20, 20), rect(186, -6, 20, 20)]),
    // Bottom leading, moved (5, 5) points: x = 0 + 5, y = 100 - 20 + 5 = 85.
    Case(
      name: "absolute offset",
      badge: {
        makeBadge(
          CollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 5, y: 5)))
      },
      frames: [rect(5, 85, 20, 20), rect(105, 85, 20, 20)]),
    // One edge: centred along it, x = (100 - 20) / 2 = 40.
    Case(
      name: "one edge centres along it",
      badge: { makeBadge(CollectionLayoutAnchor(edges: [.top])) },
      frames: [rect(40, 0, 20, 20), rect(140, 0, 20, 20)]),
    // The badge's own bottom leading corner meets the item's top trailing corner (100, 0):
    // origin (100, 0 - 20).
    Case(
      name: "item anchor",
      badge: {
        makeBadge(
          CollectionLayoutAnchor(edges: [.top, .trailing]),
          itemAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]))
      },
      frames: [rect(100, -20, 20, 20), rect(200, -20, 20, 20)]),
    // The item anchor's offset moves the badge's own point, so the frame goes the other way:
    // (100 - 4, -20 - 4).
    Case(
      name: "item anchor with an offset",
      badge: {
        makeBadge(
          CollectionLayoutAnchor(edges: [.top, .trailing]),
          itemAnchor: CollectionLayoutAnchor(
            edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 4, y: 4)))
      },
      frames: [rect(96, -24, 20, 20), rect(196, -24, 20, 20)]),
    // Fractions of the item: 50 x 25, on the bottom edge centred: x = 50 - 25, y = 100 - 25.
    Case(
      name: "fractional size",
      badge: {
        makeBadge(
          CollectionLayoutAnchor(edges: .bottom), width: .fractionalWidth(0.5),
          height: .fractionalHeight(0.25))
      },
      frames: [rect(25, 75, 50, 25), rect(125, 75, 50, 25)]),
    // The item's content insets of 10 make its frame (10, 10, 80, 80); the badge anchors to
    // that: x = 10 + 80 - 20 = 70, y = 10.
    Case(
      name: "anchored to the inset item",
      itemInsets: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
      badge: { makeBadge(CollectionLayoutAnchor(edges: [.top, .trailing])) },
      frames: [rect(70, 10, 20, 20), rect(170, 10, 20, 20)]),
    // The badge's own content insets of 2 shrink it where it lands: (82, 2, 16, 16).
    Case(
      name: "badge content insets",
      badge: {
        let badge = makeBadge(CollectionLayoutAnchor(edges: [.top, .trailing]))
        badge.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        return badge
      },
      frames: [rect(82, 2, 16, 16), rect(182, 2, 16, 16)]),
    // Right to left, 400 wide: item 0 is displayed at 400 - 100 = 300, and its trailing edge is
    // its left one: the badge at 400 - 20 - 80 = 300; item 1's at 200.
    Case(
      name: "right to left", layoutDirection: .rightToLeft,
      badge: { makeBadge(CollectionLayoutAnchor(edges: [.top, .trailing])) },
      frames: [rect(300, 0, 20, 20), rect(200, 0, 20, 20)]),
  ]

  static func layout(_ testCase: Case) -> CompositionalLayout {
    let item = CollectionLayoutItem(
      layoutSize: Compose.size(.absolute(100), .absolute(100)),
      supplementaryItems: [testCase.badge()])
    item.contentInsets = testCase.itemInsets
    return CompositionalLayout(
      section: CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .absolute(100), [item])))
  }

  @Test(arguments: cases)
  func badgeFrames(_ testCase: Case) {
    let fixture = CompositionalFixture(
      size: size(400, 800), itemCounts: [2], layoutDirection: testCase.layoutDirection)
    let subject = fixture.make(Self.layout(testCase))
    for (item, expected) in testCase.frames.enumerated() {
      let path = IndexPath(item: item, section: 0)
      let badge = subject.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)
      #expect(sameFrame(badge?.frame, expected), "item \(item): \(String(describing: badge))")
      // The badge shares its item's index path; it draws above the cells (zIndex 1).
      #expect(badge?.indexPath == path)
      #expect(badge?.zIndex == 1)
    }
  }

  /// The rect query finds a badge that sticks out of its item: the fractional-offset badge of
  /// item 0 reaches y -6, so a rect above every item (y -10 to -1) meets it alone.
  @Test func rectQueryFindsABadgeOutsideItsItem() {
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [2]).make(
      Self.layout(Self.cases[1]))
    let found = subject.layout.layoutAttributesForElements(in: rect(0, -10, 150, 9)) ?? []
    #expect(found.map(\.key) == [.supplementary("badge", 0, 0)])
  }
}
