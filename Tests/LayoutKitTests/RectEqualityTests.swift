import Foundation
import LayoutKit
import Testing

/// CGRect equality as Foundation answers it, which the collection view's comparison of shown and
/// answered attributes relies on: the standardized rects are compared, so a negative size equals
/// its standardized twin, and not-a-number equals nothing. `equalsAsFoundation(_:)`, what the
/// comparison asks, answers each case as `==` does.
@Suite struct RectEqualityTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let first: CGRect
    let second: CGRect
    let equal: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "the same rect", first: rect(1, 2, 3, 4), second: rect(1, 2, 3, 4), equal: true),
    Case(name: "another x", first: rect(1, 2, 3, 4), second: rect(1.5, 2, 3, 4), equal: false),
    Case(name: "another height", first: rect(1, 2, 3, 4), second: rect(1, 2, 3, 4.5), equal: false),
    Case(
      name: "minus zero is zero", first: rect(0, 0, 1, 1), second: rect(-0.0, 0, 1, 1), equal: true),
    Case(
      name: "a negative size equals its standardized twin", first: rect(0, 0, -1, -1),
      second: rect(-1, -1, 1, 1), equal: true),
    Case(
      name: "zero-size rects at different places", first: rect(0, 0, 0, 0),
      second: rect(1, 1, 0, 0), equal: false),
    Case(
      name: "not a number equals nothing", first: rect(.nan, 0, 1, 1), second: rect(.nan, 0, 1, 1),
      equal: false),
  ]

  @Test(arguments: cases)
  func equalityAsFoundation(_ c: Case) {
    #expect((c.first == c.second) == c.equal)
    #expect(c.first.equalsAsFoundation(c.second) == c.equal)
    #expect(c.second.equalsAsFoundation(c.first) == c.equal)
  }
}
