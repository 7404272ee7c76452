import Foundation
import LayoutKit
import Testing

/// `contentInsetsReference = .readableContent`: the section's items span the readable content
/// guide, a column at most 672 points wide, centred, within the layout margins.
@Suite struct CompositionalReadableContentTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let size: CGSize
    let margins: EdgeInsets
    /// The first item's x and width.
    let span: [Double]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // (1,024 - 672) / 2 = 176 from each side, as UIKit's guide on an iPad in landscape.
    Case(
      name: "an iPad's centred 672", size: CGSize(width: 1024, height: 768),
      margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), span: [176, 672]),
    // 390 - 16 - 16 = 358 is narrower than 672: the margins.
    Case(
      name: "a phone's margins", size: CGSize(width: 390, height: 844),
      margins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), span: [16, 358]),
    // Centred would start at 176, inside the 200-point left margin: it starts at 200.
    Case(
      name: "a wide margin pushes the column", size: CGSize(width: 1024, height: 768),
      margins: EdgeInsets(top: 0, left: 200, bottom: 0, right: 20), span: [200, 672]),
    // 1,024 - 20 - 600 = 404 < 672: the column is the 404 between the margins.
    Case(
      name: "margins narrower than the column", size: CGSize(width: 1024, height: 768),
      margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 600), span: [20, 404]),
  ]

  @Test(arguments: cases) func aReadableSectionSpansTheReadableColumn(_ example: Case) throws {
    let section = Compose.list(height: 50)
    section.contentInsetsReference = .readableContent
    let subject = CompositionalFixture(size: example.size, scale: 2, margins: example.margins)
      .make(CompositionalLayout(section: section))
    let first = try #require(subject.itemFrames().first)
    #expect([Double(first.minX), Double(first.width)] == example.span)
  }
}
