import Foundation
import Testing
import UIKitCompat

/// A cell written as UIKit code writes one: `override init(frame:)` and a `required
/// init?(coder:)` that traps, with a subview made by `UIView()`.
final class BadgeCountCell: UICollectionViewCell {
  let badge = UIView()
  private(set) var configuredCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    configuredCount += 1
    badge.frame = CGRect(x: frame.width - 20, y: 0, width: 20, height: 20)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A reusable view that declares no initializer of its own: it inherits UIView's three.
final class PlainBackgroundView: UICollectionReusableView {
  var cornerRadius: CGFloat = 12
}

/// UIView's initializers as UIKit declares them (docs/porting.md, "UIView"): views written for
/// iOS compile with only their import changed, and each initializer gives UIKit's frame.
struct ViewInitializerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable () -> UIView
    let frame: CGRect
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a cell's override of init(frame:) keeps the frame",
      make: { BadgeCountCell(frame: CGRect(x: 10, y: 20, width: 100, height: 50)) },
      frame: CGRect(x: 10, y: 20, width: 100, height: 50)),
    Case(
      name: "init() of a subclass that overrides init(frame:) is the zero frame",
      make: { BadgeCountCell() }, frame: .zero),
    Case(
      name: "a subclass with no initializer inherits init(frame:)",
      make: { PlainBackgroundView(frame: CGRect(x: 0, y: 0, width: 320, height: 44)) },
      frame: CGRect(x: 0, y: 0, width: 320, height: 44)),
    Case(name: "UIView() is the zero frame", make: { UIView() }, frame: .zero),
  ]

  @Test(arguments: cases)
  func initializerGivesUIKitsFrame(_ c: Case) {
    #expect(c.make().frame == c.frame)
  }

  @Test func subclassInitializerRunsOnceThroughInit() {
    // init() goes through the subclass's init(frame:), as UIView's does.
    let cell = BadgeCountCell()
    #expect(cell.configuredCount == 1)
    #expect(cell.badge.frame == CGRect(x: -20, y: 0, width: 20, height: 20))
  }

  @Test func cellContentViewFillsTheFrameGivenAtInit() {
    let cell = BadgeCountCell(frame: CGRect(x: 5, y: 5, width: 80, height: 30))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
  }
}
