import Foundation
import LayoutKit
import SeededRandom
import Testing

/// Estimated badges and an estimated layout header settle to the absolute layout of the sizes
/// they measure: over random grids (columns, item counts, badge anchors), every badge measured
/// at one width and the header at one height give the elements and the content size of the same
/// layout declared with those sizes as absolute dimensions.
@Suite struct CompositionalSupplementarySelfSizingPropertyTests {
  struct Grid {
    let columns: Int
    let count: Int
    /// The badge's anchor edges and fractional offset.
    let edges: DirectionalRectEdge
    let offset: CGPoint
    /// What every badge and the header prefer.
    let badgeWidth: Double
    let headerHeight: Double
  }

  static func randomGrid(_ g: inout SeededGenerator) -> Grid {
    let edges: [DirectionalRectEdge] = [
      [.top, .trailing], [.top, .leading], [.bottom, .trailing], [.bottom], [.leading],
    ]
    return Grid(
      columns: Int.random(in: 1...4, using: &g), count: Int.random(in: 1...24, using: &g),
      edges: edges[Int.random(in: 0..<edges.count, using: &g)],
      offset: CGPoint(
        x: Double(Int.random(in: -5...5, using: &g)) / 10,
        y: Double(Int.random(in: -5...5, using: &g)) / 10),
      badgeWidth: Double(Int.random(in: 8...80, using: &g)),
      headerHeight: Double(Int.random(in: 10...120, using: &g)))
  }

  /// The grid with its badges `badgeWidth` wide and its layout header `headerHeight` tall.
  static func layout(
    _ grid: Grid, badgeWidth: CollectionLayoutDimension, headerHeight: CollectionLayoutDimension
  ) -> CompositionalLayout {
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(badgeWidth, .absolute(20)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: grid.edges, fractionalOffset: grid.offset))
    let item = CollectionLayoutItem(
      layoutSize: Compose.size(.fractionalWidth(1 / Double(grid.columns)), .fractionalHeight(1)),
      supplementaryItems: [badge])
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: Compose.size(.fractionalWidth(1), headerHeight), elementKind: "layout-header",
        alignment: .top)
    ]
    let section = CollectionLayoutSection(
      group: Compose.row(.fractionalWidth(1), .absolute(90), [item]))
    section.interGroupSpacing = 10
    return CompositionalLayout(section: section, configuration: configuration)
  }

  @Test func measuredBadgesAndHeaderSettleToTheAbsoluteLayout() {
    var g = SeededGenerator(seed: 0x0_BAD6E)
    for round in 0..<200 {
      let grid = Self.randomGrid(&g)
      let fixture = CompositionalFixture(size: size(400, 800), itemCounts: [grid.count], scale: 2)
      let measured = fixture.make(
        Self.layout(grid, badgeWidth: .estimated(20), headerHeight: .estimated(44)))
      typealias Tests = CompositionalSupplementarySelfSizingTests
      Tests.measure(
        measured, "layout-header", IndexPath(item: 0, section: 0), size(400, grid.headerHeight))
      for item in 0..<grid.count {
        Tests.measure(
          measured, "badge", IndexPath(item: item, section: 0), size(grid.badgeWidth, 20))
      }
      let fixed = fixture.make(
        Self.layout(
          grid, badgeWidth: .absolute(grid.badgeWidth), headerHeight: .absolute(grid.headerHeight)))
      let label = "round \(round): \(grid)"
      #expect(
        measured.layout.collectionViewContentSize == fixed.layout.collectionViewContentSize,
        "\(label)")
      let everything = rect(-1_000, -1_000, 3_000, 10_000)
      let selfSized = (measured.layout.layoutAttributesForElements(in: everything) ?? [])
      let plain = (fixed.layout.layoutAttributesForElements(in: everything) ?? [])
      #expect(selfSized.map(\.key) == plain.map(\.key), "\(label)")
      #expect(sameFrames(selfSized.map(\.frame), plain.map(\.frame)), "\(label)")
    }
  }
}
