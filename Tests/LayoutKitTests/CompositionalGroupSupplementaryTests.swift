import Foundation
import LayoutKit
import Testing

/// Supplementary items anchored to a group (docs/uikit-choices.md, "Compositional layout"): one
/// per repetition of the group, anchored to its frame, at the index path of its first item. Rows
/// 100 tall of two items 195 wide in a 390-wide layout; every frame derived by hand.
@Suite struct CompositionalGroupSupplementaryTests {
  /// A "frame" the size of the group, anchored to its top leading corner, and a 20-pt "corner"
  /// inside its top trailing corner; with `nested`, the row holds a vertical group of the two
  /// items (each 50 tall) and one item, the frame and the corner on the nested group.
  static func layout(nested: Bool) -> CompositionalLayout {
    let frame = CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(1)), elementKind: "frame",
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading]))
    let corner = CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(.absolute(20), .absolute(20)), elementKind: "corner",
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
    let half = Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))
    guard nested else {
      let row = Compose.row(.fractionalWidth(1), .absolute(100), [half])
      row.supplementaryItems = [frame, corner]
      return CompositionalLayout(section: CollectionLayoutSection(group: row))
    }
    let column = CollectionLayoutGroup.vertical(
      layoutSize: Compose.size(.fractionalWidth(0.5), .fractionalHeight(1)),
      subitems: [Compose.item(.fractionalWidth(1), .fractionalHeight(0.5))])
    column.supplementaryItems = [frame, corner]
    return CompositionalLayout(
      section: CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .absolute(100), [column, half])))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let nested: Bool
    /// (kind, item, frame) of every group supplementary item, by index path.
    let expected: [(String, Int, CGRect)]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Five items, rows [0, 1], [2, 3], [4]: a frame and a corner per row at its first item,
    // the last row's on the whole group (a partial group keeps a full group's frame).
    Case(
      name: "each repetition of the section's group", nested: false,
      expected: [
        ("frame", 0, rect(0, 0, 390, 100)), ("corner", 0, rect(370, 0, 20, 20)),
        ("frame", 2, rect(0, 100, 390, 100)), ("corner", 2, rect(370, 100, 20, 20)),
        ("frame", 4, rect(0, 200, 390, 100)), ("corner", 4, rect(370, 200, 20, 20)),
      ]),
    // Rows of the column [0, 1] and item 2, then [3, 4]: the column (0, y, 195, 100) carries
    // them at its first item: 0, then 3.
    Case(
      name: "a nested group's", nested: true,
      expected: [
        ("frame", 0, rect(0, 0, 195, 100)), ("corner", 0, rect(175, 0, 20, 20)),
        ("frame", 3, rect(0, 100, 195, 100)), ("corner", 3, rect(175, 100, 20, 20)),
      ]),
  ]

  @Test(arguments: cases)
  func groupSupplementaryItems(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [5], scale: 2).make(
      Self.layout(nested: testCase.nested))
    for (kind, item, frame) in testCase.expected {
      let found = subject.layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: item, section: 0))
      #expect(sameFrame(found?.frame, frame), "\(kind) at \(item): \(String(describing: found))")
    }
    // Other items have none; the rect query finds exactly the expected ones it meets.
    let others = Set(0..<5).subtracting(testCase.expected.map(\.1))
    for item in others.sorted() {
      #expect(
        subject.layout.layoutAttributesForSupplementaryView(
          ofKind: "frame", at: IndexPath(item: item, section: 0)) == nil)
    }
    let query = rect(0, 150, 390, 10)
    let found = (subject.layout.layoutAttributesForElements(in: query) ?? [])
      .filter { $0.representedElementCategory == .supplementaryView }
      .map { "\($0.representedElementKind ?? "") \($0.indexPath.item)" }
    let expected = testCase.expected.filter { $0.2.intersects(query) }.map { "\($0.0) \($0.1)" }
    #expect(found == expected)
  }
}
