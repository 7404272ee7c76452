import Foundation
import LayoutKit
import SeededRandom
import Simulator
import Testing

/// layoutAttributesForElements(in:) against brute force over random compositional layouts: the
/// rect query returns exactly the elements, among all the per-element queries give, whose frames
/// intersect the rect, and never one twice.
@Suite struct CompositionalRectQueryPropertyTests {
  static let kinds = (
    header: "header", footer: "footer", background: "background", badge: "badge"
  )

  /// A 20 x 20 badge at the item's top trailing corner, moved by up to 60 points either way, so
  /// that it can stick out of its item and its group.
  static func randomBadge(_ g: inout SeededGenerator) -> CollectionLayoutSupplementaryItem {
    let offset = CGPoint(
      x: Double(Int.random(in: -60...60, using: &g)), y: Double(Int.random(in: -60...60, using: &g))
    )
    return CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(.absolute(20), .absolute(20)), elementKind: kinds.badge,
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: offset))
  }

  /// A custom group of one to three items at random frames, some outside the group.
  static func randomCustomGroup(
    _ g: inout SeededGenerator, height: CollectionLayoutDimension
  ) -> CollectionLayoutGroup {
    let frames = (0..<Int.random(in: 1...3, using: &g)).map { _ in
      rect(
        Double(Int.random(in: -20...200, using: &g)), Double(Int.random(in: -20...200, using: &g)),
        Double(Int.random(in: 1...100, using: &g)), Double(Int.random(in: 1...100, using: &g)))
    }
    return .custom(layoutSize: Compose.size(.fractionalWidth(1), height)) { _ in
      frames.map { CollectionLayoutGroupCustomItem(frame: $0) }
    }
  }

  /// A random group: a list row or a grid row (their items badged), a count row, a big item
  /// beside a vertical pair, or a custom group.
  static func randomGroup(_ g: inout SeededGenerator) -> CollectionLayoutGroup {
    let spacing = Double(Int.random(in: -2...12, using: &g))
    let height = CollectionLayoutDimension.absolute(Double(Int.random(in: 1...160, using: &g)))
    let group: CollectionLayoutGroup
    switch Int.random(in: 0...4, using: &g) {
    case 0:
      group = Compose.row(
        .fractionalWidth(1), height,
        [
          CollectionLayoutItem(
            layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(1)),
            supplementaryItems: [randomBadge(&g)])
        ])
    case 1:
      let columns = Double(Int.random(in: 1...5, using: &g))
      group = Compose.row(
        .fractionalWidth(1), height,
        [
          CollectionLayoutItem(
            layoutSize: Compose.size(.fractionalWidth(1 / columns), .fractionalHeight(1)),
            supplementaryItems: [randomBadge(&g)])
        ])
    case 2:
      group = .horizontal(
        layoutSize: Compose.size(.fractionalWidth(1), height),
        repeatingSubitem: Compose.item(.absolute(10), .fractionalHeight(1)),
        count: Int.random(in: 1...4, using: &g))
    case 4:
      group = randomCustomGroup(&g, height: height)
    default:
      let pair = CollectionLayoutGroup.vertical(
        layoutSize: Compose.size(.fractionalWidth(0.4), .fractionalHeight(1)),
        subitems: [Compose.item(.fractionalWidth(1), .fractionalHeight(0.5))])
      group = Compose.row(
        .fractionalWidth(1), height,
        [Compose.item(.fractionalWidth(0.6), .fractionalHeight(1)), pair])
    }
    group.interItemSpacing = Bool.random(using: &g) ? .fixed(spacing) : .flexible(abs(spacing))
    return group
  }

  static func randomSection(_ g: inout SeededGenerator) -> CollectionLayoutSection {
    let section = CollectionLayoutSection(group: randomGroup(&g))
    section.interGroupSpacing = Double(Int.random(in: -4...15, using: &g))
    let inset = { (g: inout SeededGenerator) in Double(Int.random(in: 0...20, using: &g)) }
    section.contentInsets = DirectionalEdgeInsets(
      top: inset(&g), leading: inset(&g), bottom: inset(&g), trailing: inset(&g))
    var boundary: [CollectionLayoutBoundarySupplementaryItem] = []
    if Bool.random(using: &g) {
      boundary.append(Compose.header(Double(Int.random(in: 1...40, using: &g))))
      boundary[0].extendsBoundary = Bool.random(using: &g)
      boundary[0].pinToVisibleBounds = Bool.random(using: &g)
    }
    if Bool.random(using: &g) {
      boundary.append(Compose.footer(Double(Int.random(in: 1...40, using: &g))))
      boundary[boundary.count - 1].pinToVisibleBounds = Bool.random(using: &g)
    }
    section.boundarySupplementaryItems = boundary
    if Bool.random(using: &g) {
      let background = CollectionLayoutDecorationItem.background(elementKind: kinds.background)
      background.contentInsets = DirectionalEdgeInsets(
        top: inset(&g), leading: inset(&g), bottom: inset(&g), trailing: inset(&g))
      section.decorationItems = [background]
    }
    return section
  }

  static func randomSubject(_ g: inout SeededGenerator) -> CompositionalSubject {
    let sections = (0..<Int.random(in: 1...5, using: &g)).map { _ in randomSection(&g) }
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
    configuration.interSectionSpacing = Double(Int.random(in: 0...20, using: &g))
    let layout = CompositionalLayout(
      sectionProvider: { index, _ in sections[index] }, configuration: configuration)
    let fixture = CompositionalFixture(
      size: size(
        Double(Int.random(in: 120...500, using: &g)), Double(Int.random(in: 120...700, using: &g))),
      itemCounts: sections.map { _ in Int.random(in: 0...40, using: &g) },
      layoutDirection: Bool.random(using: &g) ? .leftToRight : .rightToLeft,
      scale: [1, 2, 3].randomElement(using: &g) ?? 2)
    let subject = fixture.make(layout)
    // Pinned items are placed for the bounds at query time: scroll somewhere in the content.
    let content = subject.layout.collectionViewContentSize
    subject.cv.bounds.origin = CGPoint(
      x: Double(Int.random(in: 0...max(Int(content.width), 0), using: &g)),
      y: Double(Int.random(in: 0...max(Int(content.height), 0), using: &g)))
    return subject
  }

  /// Every element, from the per-element queries alone.
  static func allElements(_ subject: CompositionalSubject) -> [LayoutAttributes] {
    var all: [LayoutAttributes] = []
    for section in 0..<subject.cv.numberOfSections {
      let path = IndexPath(item: 0, section: section)
      for item in 0..<subject.cv.numberOfItems(inSection: section) {
        let itemPath = IndexPath(item: item, section: section)
        if let cell = subject.layout.layoutAttributesForItem(at: itemPath) {
          all.append(cell)
        }
        if let badge = subject.layout.layoutAttributesForSupplementaryView(
          ofKind: kinds.badge, at: itemPath)
        {
          all.append(badge)
        }
      }
      for kind in [kinds.header, kinds.footer] {
        if let view = subject.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) {
          all.append(view)
        }
      }
      if let view = subject.layout.layoutAttributesForDecorationView(
        ofKind: kinds.background, at: path)
      {
        all.append(view)
      }
    }
    return all
  }

  static func summary(_ all: [LayoutAttributes]) -> [String] {
    all.map { "\($0.key.id) \($0.frame) z\($0.zIndex)" }.sorted()
  }

  @Test func rectQueriesMatchBruteForce() {
    var g = SeededGenerator(seed: 0xC0_4405)
    for _ in 0..<150 {
      let subject = Self.randomSubject(&g)
      let all = Self.allElements(subject)
      let content = subject.layout.collectionViewContentSize
      for _ in 0..<15 {
        let query = rect(
          Double(Int.random(in: -50...Int(content.width + 50), using: &g)),
          Double(Int.random(in: -50...Int(content.height + 50), using: &g)),
          Double(Int.random(in: 0...400, using: &g)), Double(Int.random(in: 0...600, using: &g)))
        let found = subject.layout.layoutAttributesForElements(in: query) ?? []
        let expected = all.filter { $0.frame.intersects(query) }
        #expect(Self.summary(found) == Self.summary(expected), "rect \(query)")
        #expect(Set(found.map(\.key.id)).count == found.count)
      }
      withExtendedLifetime(subject) {}
    }
  }

  @Test func theWholeContentReturnsEveryElement() {
    var g = SeededGenerator(seed: 7)
    for _ in 0..<100 {
      let subject = Self.randomSubject(&g)
      let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
      let found = subject.layout.layoutAttributesForElements(in: everything) ?? []
      #expect(Self.summary(found) == Self.summary(Self.allElements(subject)))
      withExtendedLifetime(subject) {}
    }
  }
}
