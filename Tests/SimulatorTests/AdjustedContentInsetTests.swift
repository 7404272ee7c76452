import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// UIScrollView.adjustedContentInset for each contentInsetAdjustmentBehavior: content inset
/// (5 on every edge) plus the safe area (40, 30, 20, 10) on the edges the behaviour adjusts. The
/// bounds are 400 x 300; an axis scrolls when the content is longer than the bounds along it or
/// the axis always bounces.
@Suite struct AdjustedContentInsetTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let behavior: ContentInsetAdjustmentBehavior
    let content: CGSize
    var bounceVertical = false
    var bounceHorizontal = false
    let inset: EdgeInsets
    var testDescription: String { name }
  }

  static func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets {
    EdgeInsets(top: t, left: l, bottom: b, right: r)
  }

  static let cases: [Case] = [
    Case(
      name: "never: the content inset alone", behavior: .never,
      content: CGSize(width: 900, height: 900),
      inset: insets(5, 5, 5, 5)),
    Case(
      name: "always: all four", behavior: .always, content: .zero, inset: insets(45, 35, 25, 15)),
    Case(
      name: "automatic, fitting content: top and bottom", behavior: .automatic,
      content: CGSize(width: 400, height: 200), inset: insets(45, 5, 25, 5)),
    Case(
      name: "automatic, wider content: the sides too", behavior: .automatic,
      content: CGSize(width: 401, height: 200), inset: insets(45, 35, 25, 15)),
    Case(
      name: "automatic, bouncing horizontally: the sides too", behavior: .automatic,
      content: .zero, bounceHorizontal: true, inset: insets(45, 35, 25, 15)),
    Case(
      name: "scrollableAxes, fitting content: none", behavior: .scrollableAxes,
      content: CGSize(width: 400, height: 300), inset: insets(5, 5, 5, 5)),
    Case(
      name: "scrollableAxes, taller content: top and bottom", behavior: .scrollableAxes,
      content: CGSize(width: 400, height: 301), inset: insets(45, 5, 25, 5)),
    Case(
      name: "scrollableAxes, bouncing vertically: top and bottom", behavior: .scrollableAxes,
      content: .zero, bounceVertical: true, inset: insets(45, 5, 25, 5)),
  ]

  @Test(arguments: cases)
  func adjustedInset(_ c: Case) {
    let subject = CollectionViewFixture(data: [])
      .with {
        $0.size = CGSize(width: 400, height: 300)
        $0.contentInset = EdgeInsets(all: 5)
        $0.safeAreaInsets = Self.insets(40, 30, 20, 10)
        $0.behavior = c.behavior
      }
      .make(FlowLayout())
    let cv = subject.cv
    cv.contentSize = c.content
    cv.alwaysBounceVertical = c.bounceVertical
    cv.alwaysBounceHorizontal = c.bounceHorizontal
    #expect(cv.adjustedContentInset == c.inset)
  }
}
