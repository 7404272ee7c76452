import Foundation
import LayoutKit
import Layouts
import Testing

/// A separator is as thick as its section's line spacing, and the flow delegate's answer for the
/// section wins over the layout's property, as it does for the lines themselves.
@Suite struct SeparatorDelegateSpacingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let spacing: Double
    let rect: CGRect?
    let separators: [String: CGRect]
    var testDescription: String { name }
  }

  // 320 wide, 100 x 50 items three to a line (100 + 10 + 100 + 10 + 100 = 320), five items: two
  // lines. The layout's line spacing is 10; the delegate answers `spacing` for section 0, so
  // line 1 starts at 50 + spacing and the separator after line 0 is (0, 50, 320, spacing).
  static let cases: [Case] = [
    Case(
      name: "the delegate's 30 makes the separator 30 thick", spacing: 30, rect: nil,
      separators: ["decoration/separator/0/0": CGRect(x: 0, y: 50, width: 320, height: 30)]),
    // The rect 200-220 holds no item, only the middle of the 200-pt separator (50-250): the items
    // of its line are found only when the query reaches back the delegate's 200, not the
    // layout's 10 (190-220 holds nothing).
    Case(
      name: "a rect inside a separator the delegate made 200 thick", spacing: 200,
      rect: CGRect(x: 0, y: 200, width: 320, height: 20),
      separators: ["decoration/separator/0/0": CGRect(x: 0, y: 50, width: 320, height: 200)]),
  ]

  @Test(arguments: cases)
  func delegateSpacing(_ c: Case) {
    let subject = SeedFixture(
      kinds: ["separators"], sections: [.init(itemCount: 5, minimumLineSpacing: c.spacing)]
    ).make()
    #expect(subject.elements(.decorationView, in: c.rect) == c.separators)
    let cell = subject.elements(.cell)["cell/0/3"]
    #expect(cell == CGRect(x: 0, y: 50 + c.spacing, width: 100, height: 50))
  }

  struct ChangeCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Whether the layout is invalidated (default flow context: the delegate asked again) and
    /// prepared between the change of the delegate's answer and the query.
    let invalidates: Bool
    let separator: CGRect
    let cellY: CGFloat
    var testDescription: String { name }
  }

  // The layout above, prepared while the delegate answers 30; then it answers 80. The lines
  // keep 30 until an invalidation asks the delegate again (line 1 at 50 + 30 = 80), and the
  // separator is as thick as the spacing the lines were laid out with; afterwards both take 80
  // (line 1 at 50 + 80 = 130).
  static let changeCases: [ChangeCase] = [
    ChangeCase(
      name: "not invalidated: the separator keeps the 30 the lines were laid out with",
      invalidates: false, separator: CGRect(x: 0, y: 50, width: 320, height: 30), cellY: 80),
    ChangeCase(
      name: "invalidated and prepared: the separator takes the delegate's 80",
      invalidates: true, separator: CGRect(x: 0, y: 50, width: 320, height: 80), cellY: 130),
  ]

  @Test(arguments: changeCases)
  func answerChangedAfterPreparation(_ c: ChangeCase) {
    let subject = SeedFixture(
      kinds: ["separators"], sections: [.init(itemCount: 5, minimumLineSpacing: 30)]
    ).make()
    subject.cv.sections[0].answers.minimumLineSpacing = 80
    if c.invalidates {
      subject.layout.invalidateLayout(with: FlowLayoutInvalidationContext())
      subject.layout.prepare()
    }
    #expect(subject.elements(.decorationView) == ["decoration/separator/0/0": c.separator])
    #expect(subject.elements(.cell)["cell/0/3"]?.minY == c.cellY)
  }
}
