import Foundation
import LayoutKit
import Testing

/// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)` (docs/uikit-choices.md,
/// "Compositional layout"), every frame derived by hand.
@Suite struct CompositionalCustomGroupTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var itemCount = 4
    var groupInsets = DirectionalEdgeInsets.zero
    var sectionInsets = DirectionalEdgeInsets.zero
    let provider: @Sendable (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    /// Each item's frame and zIndex.
    let items: [(CGRect, Int)]
    let contentSize: CGSize
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Two items per 400 x 100 group, the second with zIndex 2; four items fill two groups, the
    // second 100 further down. Content 400 x 200.
    Case(
      name: "frames relative to the group, repeated",
      provider: { _ in
        [
          CollectionLayoutGroupCustomItem(frame: rect(0, 0, 150, 100)),
          CollectionLayoutGroupCustomItem(frame: rect(160, 10, 80, 80), zIndex: 2),
        ]
      },
      items: [
        (rect(0, 0, 150, 100), 0), (rect(160, 10, 80, 80), 2), (rect(0, 100, 150, 100), 0),
        (rect(160, 110, 80, 80), 2),
      ],
      contentSize: size(400, 200)),
    // The environment's container is the group: 400 x 100 with the group's leading and trailing
    // insets of 10 as its content insets, so the effective width is 380; halves of it, 190 wide,
    // start after the leading inset: x 10 and 200.
    Case(
      name: "the container is the group", itemCount: 2,
      groupInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
      provider: { environment in
        let container = environment.container
        let half = container.effectiveContentSize.width / 2
        let height = container.contentSize.height
        return [0, 1].map {
          CollectionLayoutGroupCustomItem(
            frame: rect(container.contentInsets.leading + half * Double($0), 0, half, height))
        }
      },
      items: [(rect(10, 0, 190, 100), 0), (rect(200, 0, 190, 100), 0)],
      contentSize: size(400, 100)),
    // Section insets of 20 on the leading side and 5 on top: the group is 380 wide from x 20,
    // y 5; an item at (0, 0) in it lands at (20, 5). Content 5 + 100.
    Case(
      name: "inside the section's insets", itemCount: 1,
      sectionInsets: DirectionalEdgeInsets(top: 5, leading: 20, bottom: 0, trailing: 0),
      provider: { environment in
        [
          CollectionLayoutGroupCustomItem(
            frame: rect(0, 0, environment.container.contentSize.width, 50))
        ]
      },
      items: [(rect(20, 5, 380, 50), 0)],
      contentSize: size(400, 105)),
  ]

  @Test(arguments: cases)
  func customGroups(_ testCase: Case) {
    let group = CollectionLayoutGroup.custom(
      layoutSize: Compose.size(.fractionalWidth(1), .absolute(100)),
      itemProvider: testCase.provider)
    group.contentInsets = testCase.groupInsets
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = testCase.sectionInsets
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [testCase.itemCount])
      .make(CompositionalLayout(section: section))
    for (item, (frame, zIndex)) in testCase.items.enumerated() {
      let cell = subject.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
      #expect(sameFrame(cell?.frame, frame), "item \(item)")
      #expect(cell?.zIndex == zIndex, "item \(item)")
    }
    #expect(subject.layout.collectionViewContentSize == testCase.contentSize)
    // The rect query gives the same zIndex as the per-item query.
    let found = subject.layout.layoutAttributesForElements(in: rect(0, 0, 400, 800)) ?? []
    #expect(found.map(\.zIndex) == testCase.items.map(\.1))
  }

  /// A provider that gives no items leaves the section's items without frames, and the section
  /// only its insets.
  @Test func noCustomItems() {
    let section = CollectionLayoutSection(
      group: .custom(layoutSize: Compose.size(.fractionalWidth(1), .absolute(100))) { _ in [] })
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [3]).make(
      CompositionalLayout(section: section))
    #expect(subject.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(subject.layout.collectionViewContentSize == size(400, 0))
  }
}
