import Foundation
import LayoutKit
import Testing

// The layout of README.md's "Writing a layout", compiled and run here; the test checks that the
// README shows it exactly as this file holds it.

final class PinnedSectionLayout: FlowLayout {
  override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    let attributes = super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    attributes?.zIndex = 1024
    return attributes
  }
}

@Suite struct ReadmeExampleTests {
  /// Driven through StaticCollectionView, as the README says: the header of section 0 (40
  /// points high, the width of the 320-point view) comes back with zIndex 1024, a cell keeps 0.
  @Test func theOverrideRaisesTheHeader() throws {
    let layout = PinnedSectionLayout()
    layout.itemSize = CGSize(width: 150, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let view = StaticCollectionView(
      size: CGSize(width: 320, height: 200), sections: [StaticCollectionView.Section(6)])
    view.attach(layout)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.zIndex == 1024)
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    let cell = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.zIndex == 0)
  }

  @Test func theReadmeShowsThisLayoutUnchanged() throws {
    let readme = try String(
      contentsOf: DocExamplesTests.packageRoot.appendingPathComponent("README.md"),
      encoding: .utf8)
    let source = DocExamplesTests.trimmed(
      try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    #expect(blocks.count == 1)
    for block in blocks {
      let lines = DocExamplesTests.trimmed(block)
      let found = source.indices.contains { start in
        start + lines.count <= source.count && Array(source[start..<start + lines.count]) == lines
      }
      #expect(found, "README.md shows a layout this test does not compile:\n\(block)")
    }
  }
}
