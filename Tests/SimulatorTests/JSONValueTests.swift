import Foundation
import Simulator
import Testing

/// Geometry in the event stream's forms: rects `[x, y, w, h]`, points `[x, y]`, sizes `[w, h]`.
@Suite struct JSONValueTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let value: JSONValue
    let expected: JSONValue
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a rect is origin then size",
      value: JSONValue(CGRect(x: 10, y: 20.5, width: 300, height: 40)),
      expected: .array([.number(10), .number(20.5), .number(300), .number(40)])),
    Case(
      name: "a point is x then y", value: JSONValue(CGPoint(x: -5, y: 100)),
      expected: .array([.number(-5), .number(100)])),
    Case(
      name: "a size is width then height", value: JSONValue(CGSize(width: 320, height: 0)),
      expected: .array([.number(320), .number(0)])),
  ]

  @Test(arguments: cases)
  func geometryForms(_ c: Case) {
    #expect(c.value == c.expected)
  }
}
