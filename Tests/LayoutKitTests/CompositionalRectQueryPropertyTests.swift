import Foundation
import LayoutKit
import SeededRandom
import Simulator
import Testing

/// layoutAttributesForElements(in:) against brute force over random compositional layouts: the
/// rect query returns exactly the elements, among all the per-element queries give, whose frames
/// intersect the rect, and never one twice.
@Suite struct CompositionalRectQueryPropertyTests {
  static let kinds = (header: "header", footer: "footer", background: "background")

  /// A random group: a list row, a grid row, a count row, or a big item beside a vertical pair.
  static func randomGroup(_ g: inout SeededGenerator) -> CollectionLayoutGroup {
    let spacing = Double(Int.random(in: -2...12, using: &g))
    let height = CollectionLayoutDimension.absolute(Double(Int.random(in: 1...160, using: &g)))
    let group: CollectionLayoutGroup
    switch Int.random(in: 0...3, using: &g) {
    case 0:
      group = Compose.row(
        .fractionalWidth(1), height, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
    case 1:
      let columns = Double(Int.random(in: 1...5, using: &g))
      group = Compose.row(
        .fractionalWidth(1), height,
        [Compose.item(.fractionalWidth(1 / columns), .fractionalHeight(1))])
    case 2:
      group = .horizontal(
        layoutSize: Compose.size(.fractionalWidth(1), height),
        repeatingSubitem: Compose.item(.absolute(10), .fractionalHeight(1)),
        count: Int.random(in: 1...4, using: &g))
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
    }
    if Bool.random(using: &g) {
      boundary.append(Compose.footer(Double(Int.random(in: 1...40, using: &g))))
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
    return fixture.make(layout)
  }

  /// Every element, from the per-element queries alone.
  static func allElements(_ subject: CompositionalSubject) -> [LayoutAttributes] {
    var all: [LayoutAttributes] = []
    for section in 0..<subject.cv.numberOfSections {
      let path = IndexPath(item: 0, section: section)
      for item in 0..<subject.cv.numberOfItems(inSection: section) {
        if let cell = subject.layout.layoutAttributesForItem(
          at: IndexPath(item: item, section: section))
        {
          all.append(cell)
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
    all.map { "\($0.key.id) \($0.frame)" }.sorted()
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
