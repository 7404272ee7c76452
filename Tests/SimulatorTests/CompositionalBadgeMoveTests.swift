import Foundation
import LayoutKit
import Simulator
import TestSupport
import Testing

/// A badge keeps its identity through a batch update (docs/compositional-layout.md, "Badges
/// through moves"): the collection view asks the layout which supplementary kinds follow their
/// items, and carries each such view where its item goes. Rows 100 tall and 390 wide, each with
/// a 20-pt badge inside its top trailing corner: row i at y 100 i, its badge at (370, 100 i).
@Suite struct CompositionalBadgeMoveTests {
  static func badgedRows() -> CompositionalLayout {
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
    let row = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    return CompositionalLayout(
      section: CollectionLayoutSection(
        group: .horizontal(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
          subitems: [row])))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let update: BatchUpdate
    let before: Int
    let count: Int
    /// (new item, old item, old y, new y) of every badge the update moves.
    let moves: [(Int, Int, Double, Double)]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Row 0 moves to 2: its badge goes from y 0 to 200 with it; rows 1 and 2 move up one, their
    // badges with them (100 to 0, 200 to 100).
    Case(
      name: "a moved row takes its badge", update: BatchUpdate([.moveItem(at0, to: at(2))]),
      before: 3, count: 3, moves: [(0, 1, 100, 0), (1, 2, 200, 100), (2, 0, 0, 200)]),
    // A row inserted at 0 pushes rows 0 and 1 down one: their badges go with them (0 to 100,
    // 100 to 200); the new row's badge comes in with it (no move).
    Case(
      name: "rows pushed down by an insert take their badges",
      update: BatchUpdate([.insertItems([at0])]), before: 2, count: 3,
      moves: [(1, 0, 0, 100), (2, 1, 100, 200)]),
  ]

  static let at0 = IndexPath(item: 0, section: 0)
  static func at(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test(arguments: cases)
  func badgesFollowTheirItems(_ example: Case) {
    let subject = CollectionViewFixture(data: [SectionData(count: example.before)])
      .with { $0.size = CGSize(width: 390, height: 1000) }.make(Self.badgedRows())
    subject.layOut()
    let before = subject.events.count
    subject.onQueue {
      subject.cv.performBatchUpdates(
        example.update, newData: [SectionData(count: example.count)], animated: false,
        duration: 0
      ) { _ in }
    }
    subject.settle()
    let badgeChanges = subject.events.dropFirst(before).compactMap {
      event -> (String, String?, Double, Double)? in
      guard case .change(let id, let was, _, let from, let to) = event.payload,
        ElementKey(id: id)?.category == .supplementaryView
      else { return nil }
      return (id, was, Double(from.frame.minY), Double(to.frame.minY))
    }
    let expected = example.moves.map { newItem, oldItem, fromY, toY in
      (
        ElementKey(category: .supplementaryView, kind: "badge", section: 0, item: newItem).id,
        ElementKey(category: .supplementaryView, kind: "badge", section: 0, item: oldItem).id,
        fromY, toY
      )
    }
    #expect(
      badgeChanges.map { "\($0.0) was \($0.1 ?? "-") \($0.2)->\($0.3)" }.sorted()
        == expected.map { "\($0.0) was \($0.1) \($0.2)->\($0.3)" }.sorted())
  }
}
