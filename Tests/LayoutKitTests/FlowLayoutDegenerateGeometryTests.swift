import Foundation
import LayoutKit
import Testing

/// No room across the scroll direction (docs/uikit-reference.md, "Reference dimension"): when the
/// adjusted content insets leave a width (vertical) or height (horizontal) of zero or less, UIKit's
/// flow layout computes nothing (`_fetchItemsInfoForRect:` checks
/// `_boundsAndInsetsAreValidForReferenceDimension`) and answers every rect with no elements. UIKit
/// does so in silence; scrollsim's flow layout reports its not-defined warning, so items are never
/// lost without one.
@Suite struct FlowLayoutDegenerateGeometryTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: FlowFixture
    /// How many elements the whole content answers with.
    let elements: Int
    let contentSize: CGSize
    /// Whether the not-defined warning is logged.
    let warns: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // 390 - 200 - 200 = -10 across: nothing, content size zero.
    Case(
      name: "insets wider than the view",
      fixture: FlowFixture(
        size: size(390, 844), sections: [.init(10)],
        adjustedContentInset: EdgeInsets(top: 0, left: 200, bottom: 0, right: 200)),
      elements: 0, contentSize: .zero, warns: true),
    // Exactly zero is not valid either: the check is dimension > 0.
    Case(
      name: "insets exactly as wide as the view",
      fixture: FlowFixture(
        size: size(390, 844), sections: [.init(10)],
        adjustedContentInset: EdgeInsets(top: 0, left: 195, bottom: 0, right: 195)),
      elements: 0, contentSize: .zero, warns: true),
    // One point left: laid out, one 50-wide item per line (each line 50 + 10 spacing, less the
    // last spacing: 3 * 60 - 10 = 170), with the ordinary oversized-item warning.
    Case(
      name: "one point left",
      fixture: FlowFixture(
        size: size(390, 844), sections: [.init(3)],
        adjustedContentInset: EdgeInsets(top: 0, left: 195, bottom: 0, right: 194)),
      elements: 3, contentSize: size(1, 170), warns: true),
    // Horizontal scrolling measures the height: 300 - 150 - 150 = 0.
    Case(
      name: "horizontal, insets as tall as the view",
      fixture: FlowFixture(
        size: size(390, 300), sections: [.init(4)], direction: .horizontal,
        adjustedContentInset: EdgeInsets(top: 150, left: 0, bottom: 150, right: 0)),
      elements: 0, contentSize: .zero, warns: true),
    // Nothing to lose, nothing to say.
    Case(
      name: "no items",
      fixture: FlowFixture(
        size: size(390, 844), sections: [.init(0)],
        adjustedContentInset: EdgeInsets(top: 0, left: 200, bottom: 0, right: 200)),
      elements: 0, contentSize: .zero, warns: false),
  ]

  @Test(arguments: cases)
  func noRoomAcrossLaysOutNothingWithAWarning(_ c: Case) {
    let s = c.fixture.make()
    defer { withExtendedLifetime(s) {} }
    let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    #expect(s.layout.layoutAttributesForElements(in: everything)?.count == c.elements)
    #expect(s.layout.collectionViewContentSize == c.contentSize)
    let warnings = s.layout.takeDiagnostics().filter {
      $0.message.hasPrefix("The behavior of the UICollectionViewFlowLayout is not defined because:")
    }
    #expect(!warnings.isEmpty == c.warns)
  }

  /// Bounds that lose their room keep the last computation, as UIKit keeps `_currentLayoutSize`,
  /// while every rect answers with nothing.
  @Test func losingTheRoomKeepsTheLastContentSize() {
    let s = FlowFixture(
      size: size(300, 600), sections: [.init(4)],
      adjustedContentInset: EdgeInsets(top: 0, left: 100, bottom: 0, right: 100)
    ).make()
    defer { withExtendedLifetime(s) {} }
    // 100 across: one 50-wide item per line, 4 lines: 4 * 60 - 10 = 230.
    #expect(s.layout.collectionViewContentSize == size(100, 230))
    _ = s.layout.takeDiagnostics()
    s.cv.bounds.size.width = 200
    s.layout.invalidateLayout()
    s.layout.prepare()
    #expect(s.layout.collectionViewContentSize == size(100, 230))
    #expect(
      s.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 600))?.isEmpty
        == true)
    #expect(s.layout.takeDiagnostics().count == 1)
  }
}
