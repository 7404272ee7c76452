import Foundation
import LayoutKit
import ScrollSimTesting
import Testing
import XCTest

// The examples of docs/testing.md, compiled and run here; `docsShowTheseExamplesUnchanged`
// checks that the page shows each ```swift block exactly as this file holds it.

final class FadedLayout: FlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    for item in attributes ?? [] where item.representedElementCategory == .cell {
      item.alpha = 0.5
    }
    return attributes
  }
}

final class TintedAttributes: LayoutAttributes {
  var tint = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? TintedAttributes)?.tint = tint
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TintedAttributes, other.tint == tint else { return false }
    return super.isEqual(object)
  }

  // `tint` is written without this; the override adds a computed value to it.
  override var customAttributes: [String: AttributeValue] {
    super.customAttributes.merging(["warm": .bool(tint >= 50)]) { $1 }
  }
}

final class TintedLayout: FlowLayout {
  override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map { attributes in
      let tinted = attributes.copy() as? TintedAttributes
      tinted?.tint = 50 * attributes.indexPath.item
      return tinted ?? attributes
    }
  }
}

// `swift test` runs in the package root, where the example's relative paths point.
final class PinnedScrollTests: XCTestCase {
  func testMatchesGolden() throws {
    let log = try ScenarioReplay.run(file: "Scenarios/pinned-scroll.yaml")
    XCTAssertNoThrow(try log.assertMatchesGolden(at: "Scenarios/pinned-scroll.events.jsonl"))
  }
}

@Suite(.serialized) struct DocExamplesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  init() { _ = FileManager.default.changeCurrentDirectoryPath(Self.packageRoot.path) }

  @Test func replayAScenarioFile() throws {
    let log = try ScenarioReplay.run(file: "Scenarios/pinned-scroll.yaml")
    #expect(log.exitStatus == 0)
    #expect(log.failures.isEmpty)
    #expect(log.events.count == 19)
  }

  @Test func replayYAMLWithYourOwnLayoutClass() throws {
    let yaml = """
      name: faded
      collectionView: {size: [320, 200]}
      layout: {kind: flow, itemSize: [150, 100]}
      data: {sections: [6]}
      steps:
        - scroll: {to: [0, 110]}
      """
    let log = try ScenarioReplay.run(yaml: yaml, layout: { FadedLayout() })
    #expect(log.attributes(of: "cell/0/2", afterStep: 0)?.alpha == 0.5)
  }

  @Test func queryTheEvents() throws {
    let log = try ScenarioReplay.run(file: "Scenarios/pinned-scroll.yaml")
    let header = log.attributes(of: "supplementary/header/0/0", afterStep: 0)
    #expect(header?.frame == CGRect(x: 0, y: 70, width: 320, height: 40))
    #expect(log.events(of: "cell/0/4").count == 1)
    #expect(log.visibleElements(afterStep: 0).contains("cell/0/5"))
    #expect(log.attributes(of: "cell/0/0", at: 0)?.zIndex == 0)
  }

  // Cell 1 is tinted 50 (50 per item): stored `tint` 50 and the computed `warm` true.
  @Test func yourAttributesInTheStream() throws {
    let yaml = """
      name: tinted
      layout: {kind: flow, itemSize: [100, 100]}
      data: {sections: [2]}
      steps: []
      """
    let log = try ScenarioReplay.run(yaml: yaml, layout: { TintedLayout() })
    #expect(
      log.attributes(of: "cell/0/1", afterStep: -1)?.custom == [
        .init(name: "tint", value: 50), .init(name: "warm", value: true),
      ])
  }

  @Test func followAnItemOfADiffableDataSource() throws {
    let log = try ScenarioReplay.run(file: "Scenarios/diffable-shuffle.yaml")
    let itemA = log.events(forItem: "a")
    #expect(itemA.count == 4)
    #expect(itemA.allSatisfy { $0.payload.type != "disappear" })
    #expect(log.events(of: "cell/0/4").first?.identifier == "e")
  }

  /// Each example block of the page, lines trimmed, appears in this file's lines, trimmed.
  @Test func docsShowTheseExamplesUnchanged() throws {
    let page = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("docs/testing.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let sourceLines = Self.trimmed(source)
    let blocks = page.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    #expect(blocks.count == 9)
    for block in blocks where !block.hasPrefix("// Package.swift") {
      let lines = Self.trimmed(block)
      let found = sourceLines.indices.contains { start in
        start + lines.count <= sourceLines.count
          && Array(sourceLines[start..<start + lines.count]) == lines
      }
      #expect(found, "docs/testing.md shows an example this test does not compile:\n\(block)")
    }
  }

  static func trimmed(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
  }
}
