import Foundation
import LayoutKit
import Testing

/// `UICollectionViewCompositionalLayout.configuration` copies, as UIKit's `@NSCopying` property
/// does ("any changes made to properties directly will have no effect"): only setting it again
/// changes the layout. Two sections of two 50-pt rows in a 390-wide view: section 1's first row
/// starts at 100, or 100 + 20 = 120 with 20 points of inter-section spacing.
@Suite struct CompositionalConfigurationCopyTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (CompositionalLayout, CompositionalLayoutConfiguration) -> Void
    let sectionOneStart: CGFloat
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing changed", change: { _, _ in }, sectionOneStart: 100),
    Case(
      name: "the configuration given, changed after it was given",
      change: { _, given in given.interSectionSpacing = 20 }, sectionOneStart: 100),
    Case(
      name: "the configuration the layout hands out, changed in place",
      change: { layout, _ in layout.configuration.interSectionSpacing = 20 },
      sectionOneStart: 100),
    Case(
      name: "a changed configuration set again",
      change: { layout, _ in
        let changed = layout.configuration
        changed.interSectionSpacing = 20
        layout.configuration = changed
      }, sectionOneStart: 120),
  ]

  @Test(arguments: cases) func onlySettingTheConfigurationChangesTheLayout(_ example: Case) {
    let given = CompositionalLayoutConfiguration()
    let layout = CompositionalLayout(section: Compose.list(height: 50), configuration: given)
    let subject = CompositionalFixture(itemCounts: [2, 2]).make(layout)
    example.change(layout, given)
    layout.invalidateLayout()
    layout.prepare()
    #expect(subject.itemFrames(section: 1).first?.minY == example.sectionOneStart)
  }
}
