import Foundation
import Testing

@testable import LayoutKit

/// The rect answer's overlap test (`CompositionalLayoutGeometry.meets`) answers what
/// `CGRect.intersects` answers: at once when two rects of positive size overlap, otherwise by
/// asking Foundation (edges that touch, empty, negative, infinite and null rects; a query rect
/// that is not a number never gets this far, and Foundation traps on one).
@Suite struct CompositionalMeetsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let frame: CGRect
    let rect: CGRect
    /// The answer derived by hand; nil where Foundation's rule for the edge case decides.
    let expected: Bool?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // y 0-44 and y 20-120 share 20-44 across the whole width.
    Case(
      name: "a row half in the rect", frame: rect(0, 0, 390, 44), rect: rect(0, 20, 390, 100),
      expected: true),
    // y 500-544 lies inside 0-844.
    Case(
      name: "a row inside the rect", frame: rect(0, 500, 390, 44), rect: rect(0, 0, 390, 844),
      expected: true),
    // y 900-944 starts after 0-844 ends.
    Case(
      name: "a row below the rect", frame: rect(0, 900, 390, 44), rect: rect(0, 0, 390, 844),
      expected: false),
    // x 400-500 starts after 0-390 ends.
    Case(
      name: "a cell beside the rect", frame: rect(400, 0, 100, 44), rect: rect(0, 0, 390, 844),
      expected: false),
    Case(
      name: "a row touching the rect's end", frame: rect(0, 844, 390, 44),
      rect: rect(0, 0, 390, 844), expected: nil),
    Case(
      name: "a row of no height inside the rect", frame: rect(0, 10, 390, 0),
      rect: rect(0, 0, 390, 844), expected: nil),
    Case(
      name: "a rect of negative width", frame: rect(0, 0, 390, 44),
      rect: rect(390, 0, -390, 844), expected: nil),
    Case(name: "the infinite rect", frame: rect(0, 0, 390, 44), rect: .infinite, expected: nil),
    Case(name: "the null rect", frame: rect(0, 0, 390, 44), rect: .null, expected: nil),
  ]

  @Test(arguments: cases)
  func meetsAnswersAsIntersects(_ testCase: Case) {
    let answer = CompositionalLayoutGeometry.meets(testCase.frame, testCase.rect)
    #expect(answer == testCase.frame.intersects(testCase.rect))
    if let expected = testCase.expected { #expect(answer == expected) }
  }
}
