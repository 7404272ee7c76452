import Foundation
import Testing

@testable import LayoutKit

/// An element's key read from the stored values (`twoIndexes`, kept with the index path), and
/// which objects a layout may hand out again as a cell's new attributes (`isUnchangedCell`).
@Suite struct LayoutAttributesKeyTests {
  /// A subclass whose index path is its own: its key goes through the override.
  final class Pinned: LayoutAttributes {
    override var indexPath: IndexPath {
      get { IndexPath(item: 9, section: 8) }
      set {}
    }
  }

  struct KeyCase: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable () -> LayoutAttributes
    let key: ElementKey
    var testDescription: String { name }
  }

  static let keyCases: [KeyCase] = [
    KeyCase(
      name: "a cell", make: { LayoutAttributes(forCellWith: IndexPath(item: 2, section: 1)) },
      key: .cell(1, 2)),
    KeyCase(
      name: "a header",
      make: {
        LayoutAttributes(
          forSupplementaryViewOfKind: ElementKind.sectionHeader,
          with: IndexPath(item: 0, section: 3))
      }, key: .supplementary(ElementKind.sectionHeader, 3, 0)),
    KeyCase(
      name: "an index path set again",
      make: {
        let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.indexPath = IndexPath(item: 5, section: 4)
        return attributes
      }, key: .cell(4, 5)),
    KeyCase(
      name: "a copy",
      make: {
        LayoutAttributes(forCellWith: IndexPath(item: 3, section: 2)).copiedAttributes()
      }, key: .cell(2, 3)),
    KeyCase(
      name: "a subclass's own index path",
      make: { Pinned(forCellWith: IndexPath(item: 0, section: 0)) }, key: .cell(8, 9)),
  ]

  @Test(arguments: keyCases) func key(_ c: KeyCase) {
    #expect(c.make().key == c.key)
  }

  struct UnchangedCase: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (LayoutAttributes) -> Void
    var subclass = false
    var item = 1
    var frame = CGRect(x: 0, y: 44, width: 390, height: 44)
    let unchanged: Bool
    var testDescription: String { name }
  }

  /// Made as a layout makes cell 0/1 at 0, 44, 390 x 44, zIndex 0, then changed.
  static let unchangedCases: [UnchangedCase] = [
    UnchangedCase(name: "as made", change: { _ in }, unchanged: true),
    UnchangedCase(name: "faded", change: { $0.alpha = 0.5 }, unchanged: false),
    UnchangedCase(name: "hidden", change: { $0.isHidden = true }, unchanged: false),
    UnchangedCase(name: "raised", change: { $0.zIndex = 1 }, unchanged: false),
    UnchangedCase(
      name: "scaled", change: { $0.transform = CGAffineTransform(scaleX: 2, y: 2) },
      unchanged: false),
    UnchangedCase(
      name: "scaled, then back to the identity",
      change: {
        $0.transform = CGAffineTransform(scaleX: 2, y: 2)
        $0.transform3D = CATransform3DIdentity
      }, unchanged: true),
    UnchangedCase(name: "asked for another item", change: { _ in }, item: 2, unchanged: false),
    UnchangedCase(
      name: "asked for another frame", change: { _ in },
      frame: CGRect(x: 0, y: 88, width: 390, height: 44), unchanged: false),
    // -0 equals 0 but is not the same bits: the stream would not tell, the check does.
    UnchangedCase(
      name: "asked for the frame at -0", change: { _ in },
      frame: CGRect(x: -0.0, y: 44, width: 390, height: 44), unchanged: false),
    UnchangedCase(
      name: "of a subclass", change: { _ in }, subclass: true, unchanged: false),
  ]

  @Test(arguments: unchangedCases) func unchangedCell(_ c: UnchangedCase) {
    let type: LayoutAttributes.Type = c.subclass ? Pinned.self : LayoutAttributes.self
    let attributes = type.make(
      category: .cell, kind: nil, indexPath: IndexPath(item: 1, section: 0))
    attributes.frame = CGRect(x: 0, y: 44, width: 390, height: 44)
    c.change(attributes)
    #expect(
      attributes.isUnchangedCell(section: 0, item: c.item, frame: c.frame, zIndex: 0)
        == c.unchanged)
  }
}
