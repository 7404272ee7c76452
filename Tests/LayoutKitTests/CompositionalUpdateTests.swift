import Foundation
import LayoutKit
import Testing

/// Batch updates and bounds changes on a compositional layout (docs/uikit-choices.md,
/// "Compositional layout"), every frame derived by hand.
@Suite struct CompositionalUpdateTests {
  /// A list of 100-pt rows, 400 wide, each row with a 20 x 20 badge inside its top trailing
  /// corner: row i at y 100 i, its badge at (380, 100 i).
  static func badgedList() -> CompositionalLayout {
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: Compose.size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
    let row = CollectionLayoutItem(
      layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(1)),
      supplementaryItems: [badge])
    return CompositionalLayout(
      section: CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .absolute(100), [row])))
  }

  /// Changes the item count of section 0 to `count`, invalidates as the collection view does for
  /// an update, prepares, and tells the layout of `updates`.
  static func update(_ subject: CompositionalSubject, to count: Int, _ updates: [UpdateItem]) {
    subject.cv.sections = [StaticCollectionView.Section(count)]
    let context = InvalidationContext()
    context.invalidateDataSourceCounts = true
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    subject.layout._prepareForCollectionViewUpdates(updates, bookkeeping: UpdateBookkeeping())
  }

  static func at(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let before: Int
    let after: Int
    let updates: [(UpdateAction, Int?, Int?)]
    let insertedBadges: [Int]
    let deletedBadges: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Inserting row 1 of 4: its badge comes in with it.
    Case(
      name: "insert", before: 3, after: 4, updates: [(.insert, nil, 1)], insertedBadges: [1],
      deletedBadges: []),
    // Deleting row 0 of 3: its badge goes with it.
    Case(
      name: "delete", before: 3, after: 2, updates: [(.delete, 0, nil)], insertedBadges: [],
      deletedBadges: [0]),
    // Reloading row 2: the old badge goes and the new one comes.
    Case(
      name: "reload", before: 3, after: 3, updates: [(.reload, 2, 2)], insertedBadges: [2],
      deletedBadges: [2]),
    // A move keeps its badge: nothing comes or goes.
    Case(
      name: "move", before: 3, after: 3, updates: [(.move, 0, 2)], insertedBadges: [],
      deletedBadges: []),
  ]

  @Test(arguments: cases)
  func badgesComeAndGoWithTheirItems(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [testCase.before]).make(
      Self.badgedList())
    Self.update(
      subject, to: testCase.after,
      testCase.updates.map {
        UpdateItem(action: $0.0, before: $0.1.map(Self.at), after: $0.2.map(Self.at))
      })
    #expect(
      subject.layout.indexPathsToInsertForSupplementaryView(ofKind: "badge")
        == testCase.insertedBadges.map(Self.at))
    #expect(
      subject.layout.indexPathsToDeleteForSupplementaryView(ofKind: "badge")
        == testCase.deletedBadges.map(Self.at))
    subject.layout._finalizeCollectionViewUpdates()
    #expect(subject.layout.indexPathsToInsertForSupplementaryView(ofKind: "badge") == [])
  }

  /// An inserted row and its badge fade in where they end: row 1 at (0, 100, 400, 100), its
  /// badge at (380, 100, 20, 20), both alpha 0.
  @Test func insertedElementsFadeInAtTheirFrames() {
    let subject = CompositionalFixture(size: size(400, 800), itemCounts: [3]).make(
      Self.badgedList())
    Self.update(subject, to: 4, [UpdateItem(action: .insert, before: nil, after: Self.at(1))])
    let cell = subject.layout.initialLayoutAttributesForAppearingItem(at: Self.at(1))
    #expect(cell?.frame == rect(0, 100, 400, 100))
    #expect(cell?.alpha == 0)
    let badge = subject.layout.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: "badge", at: Self.at(1))
    #expect(badge?.frame == rect(380, 100, 20, 20))
    #expect(badge?.alpha == 0)
  }

  /// A section provider that chooses its columns from the container's width: two at 320, four
  /// from 600. Items are a square column wide: 160 at 320, 768 / 4 = 192 at 768. One layout and
  /// one collection view: the size change invalidates with an empty context and is solved again.
  @Test func aBoundsChangeSolvesTheSectionsAgain() {
    let layout = CompositionalLayout { _, environment in
      let columns = environment.container.effectiveContentSize.width >= 600 ? 4.0 : 2.0
      let item = Compose.item(.fractionalWidth(1 / columns), .fractionalHeight(1))
      return CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .fractionalWidth(1 / columns), [item]))
    }
    let subject = CompositionalFixture(size: size(320, 600), itemCounts: [4], scale: 2).make(
      layout)
    #expect(
      sameFrames(
        subject.itemFrames(),
        [
          rect(0, 0, 160, 160), rect(160, 0, 160, 160), rect(0, 160, 160, 160),
          rect(160, 160, 160, 160),
        ]))
    let wide = rect(0, 0, 768, 600)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: wide))
    let context = layout.invalidationContext(forBoundsChange: wide)
    #expect(context.invalidatedSupplementaryIndexPaths == nil)
    subject.cv.bounds = wide
    layout.invalidateLayout(with: context)
    layout.prepare()
    #expect(
      sameFrames(
        subject.itemFrames(),
        [
          rect(0, 0, 192, 192), rect(192, 0, 192, 192), rect(384, 0, 192, 192),
          rect(576, 0, 192, 192),
        ]))
    #expect(layout.collectionViewContentSize == size(768, 192))
  }
}
