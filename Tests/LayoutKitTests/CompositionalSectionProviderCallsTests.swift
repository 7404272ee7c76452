import Foundation
import LayoutKit
import Testing

/// When the section provider is asked: once per section for each full solve (the first
/// prepare, an invalidation of everything), never for a section solved again for self-sizing's
/// measurements, which keeps the definition it was solved with (docs/uikit-choices.md,
/// "Compositional layout").
@Suite struct CompositionalSectionProviderCallsTests {
  final class Calls: @unchecked Sendable { var sections: [Int] = [] }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let measures: Bool
    let invalidatesEverything: Bool
    /// The sections asked, in order, after the first prepare's [0, 1].
    let asked: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a measurement asks nothing", measures: true, invalidatesEverything: false,
      asked: [0, 1]),
    Case(
      name: "everything asks every section again", measures: false, invalidatesEverything: true,
      asked: [0, 1, 0, 1]),
    Case(
      name: "a measurement, then everything", measures: true, invalidatesEverything: true,
      asked: [0, 1, 0, 1]),
  ]

  @Test(arguments: cases) func theProviderIsAskedForFullSolvesOnly(_ example: Case) throws {
    let calls = Calls()
    let layout = CompositionalLayout { index, _ in
      calls.sections.append(index)
      let row = Compose.item(.fractionalWidth(1), .estimated(44))
      return CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .estimated(44), [row]))
    }
    let subject = CompositionalFixture(itemCounts: [3, 3]).make(layout)
    #expect(calls.sections == [0, 1])
    if example.measures {
      // Row 1 of section 0 prefers 60: the section is solved again, 16 taller.
      #expect(
        CompositionalSelfSizingTests.measure(subject, 1, CGSize(width: 390, height: 60)) != nil)
      #expect(subject.itemFrames()[2] == CGRect(x: 0, y: 104, width: 390, height: 44))
    }
    if example.invalidatesEverything {
      layout.invalidateLayout()
      layout.prepare()
    }
    #expect(calls.sections == example.asked)
  }
}
