import Foundation
import LayoutKit
import Testing

/// A section provider that hands many sections one definition has it solved once and placed
/// section by section; a definition changed in between (by the provider, or by the app between
/// two measurements) is solved again, and a custom group's provider is asked for every section.
/// Every number derived by hand: rows 390 wide, at scale 3 (whole points stay whole).
@Suite struct CompositionalSharedDefinitionTests {
  /// Counts a custom group's calls, so that each call can answer differently.
  final class CallCounter: @unchecked Sendable {
    var calls = 0
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let itemCounts: [Int]
    let makeLayout: @Sendable () -> CompositionalLayout
    /// Each section's item frames, by section.
    let frames: [[CGRect]]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Rows 44 tall: section s starts where the rows before it end, 88 s.
    Case(
      name: "one definition for every section", itemCounts: [2, 2, 2],
      makeLayout: { CompositionalLayout(section: Compose.list(height: 44)) },
      frames: [
        [rect(0, 0, 390, 44), rect(0, 44, 390, 44)],
        [rect(0, 88, 390, 44), rect(0, 132, 390, 44)],
        [rect(0, 176, 390, 44), rect(0, 220, 390, 44)],
      ]),
    // 1, 3 and 2 rows: sections start at 0, 44 and 44 + 132 = 176.
    Case(
      name: "one definition, sections of different item counts", itemCounts: [1, 3, 2],
      makeLayout: { CompositionalLayout(section: Compose.list(height: 44)) },
      frames: [
        [rect(0, 0, 390, 44)],
        [rect(0, 44, 390, 44), rect(0, 88, 390, 44), rect(0, 132, 390, 44)],
        [rect(0, 176, 390, 44), rect(0, 220, 390, 44)],
      ]),
    // The provider sets the shared section's spacing to 10 × its index: section 0 is 88 tall,
    // section 1 (from 88) 44 + 10 + 44 = 98, section 2 (from 186) has its row 1 at
    // 186 + 44 + 20 = 250.
    Case(
      name: "the provider changes the shared definition for each section", itemCounts: [2, 2, 2],
      makeLayout: {
        let shared = Compose.list(height: 44)
        return CompositionalLayout { index, _ in
          shared.interGroupSpacing = 10 * Double(index)
          return shared
        }
      },
      frames: [
        [rect(0, 0, 390, 44), rect(0, 44, 390, 44)],
        [rect(0, 88, 390, 44), rect(0, 142, 390, 44)],
        [rect(0, 186, 390, 44), rect(0, 250, 390, 44)],
      ]),
    // A custom group 50 tall whose provider answers an item 100 × (its call count) wide: each
    // section asks it again, so section s's item is 100 (s + 1) wide, at 50 s.
    Case(
      name: "a custom group is asked again for each section", itemCounts: [1, 1, 1],
      makeLayout: {
        let counter = CallCounter()
        let group = CollectionLayoutGroup.custom(
          layoutSize: Compose.size(.fractionalWidth(1), .absolute(50))
        ) { _ in
          counter.calls += 1
          return [
            CollectionLayoutGroupCustomItem(
              frame: CGRect(x: 0, y: 0, width: 100 * Double(counter.calls), height: 50))
          ]
        }
        return CompositionalLayout(section: CollectionLayoutSection(group: group))
      },
      frames: [[rect(0, 0, 100, 50)], [rect(0, 50, 200, 50)], [rect(0, 100, 300, 50)]]),
  ]

  @Test(arguments: cases)
  func sectionsSolveAsEachDefinitionSays(_ testCase: Case) {
    let subject = CompositionalFixture(itemCounts: testCase.itemCounts, scale: 3)
      .make(testCase.makeLayout())
    for (section, frames) in testCase.frames.enumerated() {
      #expect(
        sameFrames(subject.itemFrames(section: section), frames), "section \(section)")
    }
  }

  /// Three rows estimated 44: row 0 measured 60, then row 1 measured 50. Between the two, the
  /// app may give the row item a 10-point leading inset without invalidating: the second
  /// measurement solves the section again from its definition, so every row then starts at 10
  /// and is 380 wide; unchanged, the rows keep x 0 and the width 390. Either way row 1 starts at
  /// 60 and row 2 at 110, still estimated.
  @Test(arguments: [false, true])
  func aMeasurementSolvesAChangedDefinitionAgain(_ changesDefinition: Bool) {
    let row = Compose.item(.fractionalWidth(1), .estimated(44))
    let layout = CompositionalLayout(
      section: CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .estimated(44), [row])))
    let subject = CompositionalFixture(itemCounts: [3], scale: 3).make(layout)
    _ = CompositionalSelfSizingTests.measure(subject, 0, CGSize(width: 390, height: 60))
    if changesDefinition {
      row.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    }
    _ = CompositionalSelfSizingTests.measure(subject, 1, CGSize(width: 390, height: 50))
    let (x, width): (Double, Double) = changesDefinition ? (10, 380) : (0, 390)
    #expect(
      sameFrames(
        subject.itemFrames(),
        [rect(x, 0, width, 60), rect(x, 60, width, 50), rect(x, 110, width, 44)]))
  }
}
