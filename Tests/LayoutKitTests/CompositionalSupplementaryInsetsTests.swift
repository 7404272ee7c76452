import Foundation
import LayoutKit
import Testing

/// Where a section's header spans across the scroll direction: inside the section's content
/// insets (`supplementariesFollowContentInsets`, the default), inside the content-insets
/// reference's area without them, or inside the area of the section's
/// `supplementaryContentInsetsReference` (iOS 16) when it is not `.automatic`
/// (docs/uikit-choices.md, "Boundary items across the scroll direction").
@Suite struct CompositionalSupplementaryInsetsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let follows: Bool
    let reference: CollectionLayoutContentInsetsReference
    /// The header's x and width.
    let span: [Double]
    var testDescription: String { name }
  }

  // 390 wide; safe area 10 left, 30 right; layout margins 24 left, 12 right; the section's
  // content insets 16 leading, 24 trailing. The layout's reference (automatic) is the safe area:
  // 10 ..< 360 (350 wide); the content inside it 26 ..< 336 (310).
  static let cases: [Case] = [
    Case(
      name: "follows the content insets", follows: true, reference: .automatic, span: [26, 310]),
    Case(
      name: "does not follow: the safe area", follows: false, reference: .automatic,
      span: [10, 350]),
    Case(name: "none: the full width", follows: true, reference: .none, span: [0, 390]),
    Case(name: "safeArea", follows: true, reference: .safeArea, span: [10, 350]),
    // 390 - 24 - 12 = 354.
    Case(name: "layoutMargins", follows: true, reference: .layoutMargins, span: [24, 354]),
    Case(name: "readableContent", follows: true, reference: .readableContent, span: [24, 354]),
    Case(
      name: "a reference wins over not following", follows: false, reference: .none,
      span: [0, 390]),
  ]

  @Test(arguments: cases) func theHeaderSpansTheAreaItsReferenceGives(_ example: Case) throws {
    let section = Compose.list(height: 50)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 24)
    section.boundarySupplementaryItems = [Compose.header(40)]
    section.supplementariesFollowContentInsets = example.follows
    section.supplementaryContentInsetsReference = example.reference
    let subject = CompositionalFixture(
      safeArea: EdgeInsets(top: 0, left: 10, bottom: 0, right: 30),
      margins: EdgeInsets(top: 0, left: 24, bottom: 0, right: 12)
    ).make(CompositionalLayout(section: section))
    let header = try #require(subject.supplementaryFrame("header"))
    #expect([Double(header.minX), Double(header.width)] == example.span)
    #expect([Double(header.minY), Double(header.height)] == [0, 40])
    // The items keep the section's insets whatever the header does.
    #expect(subject.itemFrames().first == CGRect(x: 26, y: 40, width: 310, height: 50))
  }
}
