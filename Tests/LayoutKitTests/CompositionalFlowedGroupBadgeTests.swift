import Foundation
import LayoutKit
import Testing

/// A group's badge in a section solved group by group (docs/uikit-choices.md, "Self-sizing
/// badges"): it stays on its own repetition when it is measured, and follows a
/// `uniformAcrossSiblings` group's shared length. A 400 x 800 view; the badge is 20 tall at the
/// group's bottom centre, so at x 200 - width / 2 and y (the group's bottom) - 20.
@Suite struct CompositionalFlowedGroupBadgeTests {
  typealias Measure = CompositionalSupplementarySelfSizingTests

  static func badge(width: CollectionLayoutDimension) -> CollectionLayoutSupplementaryItem {
    CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(width, .absolute(20)), elementKind: "group-badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.bottom]))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let uniform: Bool
    /// (item, preferred size) for the cells, then the badge of `badgeItem` measured at
    /// `badgeSize` when given.
    let cells: [(Int, CGSize)]
    let badgeItem: Int
    let badgeSize: CGSize?
    let badges: [CGRect]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // A tag cloud (a 400-wide row 100 tall, items estimated 100 wide) measured 300 wide: one item
    // a row, rows at y 0, 100, 200; the third row's badge measured 40 wide: x 200 - 20 = 180,
    // still on its row (y 280), not on the first (y 80).
    Case(
      name: "a measured badge of a re-flowed row stays on its row", uniform: false,
      cells: [
        (0, CGSize(width: 300, height: 100)), (1, CGSize(width: 300, height: 100)),
        (2, CGSize(width: 300, height: 100)),
      ],
      badgeItem: 2, badgeSize: CGSize(width: 40, height: 20),
      badges: [
        CGRect(x: 190, y: 80, width: 20, height: 20), CGRect(x: 190, y: 180, width: 20, height: 20),
        CGRect(x: 180, y: 280, width: 40, height: 20),
      ]),
    // Full-width rows whose group is uniformAcrossSiblings (estimate 100), measured 150 and 60:
    // both rows take 150, the second spanning 150 to 300, its badge at its bottom, y 280.
    Case(
      name: "a uniform group's badge follows the shared length", uniform: true,
      cells: [(0, CGSize(width: 400, height: 150)), (1, CGSize(width: 400, height: 60))],
      badgeItem: 1, badgeSize: nil,
      badges: [
        CGRect(x: 190, y: 130, width: 20, height: 20),
        CGRect(x: 190, y: 280, width: 20, height: 20),
      ]),
  ]

  static func layout(uniform: Bool) -> CompositionalLayout {
    let group: CollectionLayoutGroup
    if uniform {
      let item = CollectionLayoutItem(
        layoutSize: Compose.size(.fractionalWidth(1), .estimated(100)))
      group = Compose.row(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 100), [item])
      group.supplementaryItems = [badge(width: .absolute(20))]
    } else {
      let item = CollectionLayoutItem(
        layoutSize: Compose.size(.estimated(100), .fractionalHeight(1)))
      group = Compose.row(.fractionalWidth(1), .absolute(100), [item])
      group.supplementaryItems = [badge(width: .estimated(20))]
    }
    return CompositionalLayout(section: CollectionLayoutSection(group: group))
  }

  @Test(arguments: cases)
  func theGroupBadgeIsPlacedOnItsOwnRepetition(_ c: Case) {
    let subject = CompositionalFixture(
      size: CGSize(width: 400, height: 800), itemCounts: [c.cells.count], scale: 2
    ).make(Self.layout(uniform: c.uniform))
    for (item, size) in c.cells {
      _ = Measure.measure(subject, nil, IndexPath(item: item, section: 0), size)
    }
    if let size = c.badgeSize {
      _ = Measure.measure(subject, "group-badge", IndexPath(item: c.badgeItem, section: 0), size)
    }
    #expect(c.badges.indices.map { Measure.frame(subject, "group-badge", $0) } == c.badges)
    // A rect query answers them where they are.
    let answered =
      (subject.layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 0, width: 400, height: 800)) ?? [])
      .filter { $0.representedElementKind == "group-badge" }.map(\.frame)
    #expect(answered == c.badges)
  }
}
