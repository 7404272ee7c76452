import Foundation
import Testing

@testable import LayoutKit

/// The collection view's comparison of shown and new attributes (`isEqualAttributes`), which reads
/// the base class's values directly, and the element keys' packed hash: each must say what
/// isEqual(_:) and equality say.
@Suite struct AttributesComparisonTests {
  /// One base value changed (or none), the rest as made by `base()`.
  enum Change: String, CaseIterable, Sendable {
    case none, frame, indexPath, category, kind, alpha, zIndex, hidden, transform
  }

  /// A header of kind "header" at (2, 5), 120 x 40 at (0, 300), alpha 0.5, zIndex 3.
  static func base(_ change: Change = .none) -> LayoutAttributes {
    let category: ElementCategory = change == .category ? .decorationView : .supplementaryView
    let attributes = LayoutAttributes.make(
      category: category, kind: change == .kind ? "footer" : "header",
      indexPath: IndexPath(item: 0, section: change == .indexPath ? 3 : 2))
    attributes.frame = CGRect(x: 0, y: change == .frame ? 300.5 : 300, width: 120, height: 40)
    attributes.alpha = change == .alpha ? 1 : 0.5
    attributes.zIndex = change == .zIndex ? 1024 : 3
    attributes.isHidden = change == .hidden
    if change == .transform { attributes.transform = CGAffineTransform(scaleX: 2, y: 1) }
    return attributes
  }

  /// Equal only when nothing changed: UIKit's isEqual: compares the element and every value.
  @Test(arguments: Change.allCases)
  func eachBaseValueTakesPart(_ change: Change) {
    let expected = change == .none
    let shown = Self.base()
    let now = Self.base(change)
    #expect(now.isEqualAttributes(shown) == expected, "\(change.rawValue)")
    #expect(shown.isEqualAttributes(now) == expected, "\(change.rawValue)")
    #expect(now.isEqual(shown) == expected, "\(change.rawValue)")
  }

  /// A subclass whose own property differs: its isEqual(_:) decides, not the base values.
  final class Tinted: LayoutAttributes {
    var tint = 0
    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? Tinted, other.tint == tint else { return false }
      return super.isEqual(object)
    }
  }

  @Test(arguments: [
    ("same tint", 1, 1, true),
    ("other tint", 1, 2, false),
  ])
  func aSubclassIsComparedByItsOwnIsEqual(
    _ name: String, _ first: Int, _ second: Int, _ equal: Bool
  ) {
    let shown = Tinted(forCellWith: IndexPath(item: 4, section: 0))
    shown.tint = first
    let now = Tinted(forCellWith: IndexPath(item: 4, section: 0))
    now.tint = second
    #expect(now.isEqualAttributes(shown) == equal, "\(name)")
  }

  /// The same base values in a subclass and in the base class: Tinted's isEqual(_:) refuses
  /// anything that is not a Tinted, and the base class's refuses nothing the values agree on.
  @Test func aSubclassAndTheBaseClassAskTheReceiver() {
    let tinted = Tinted(forCellWith: IndexPath(item: 4, section: 0))
    let plain = LayoutAttributes(forCellWith: IndexPath(item: 4, section: 0))
    #expect(tinted.isEqualAttributes(plain) == false)
    #expect(plain.isEqualAttributes(tinted) == true)
  }

  /// Keys whose packed hash words are equal are still two keys: section 1 item 0 and section 0
  /// item 2^32 pack to the same word (1 << 34 both), and a header and a footer of one section
  /// hash alike.
  @Test func keysThatHashAlikeStayApart() {
    let colliding: Set<ElementKey> = [.cell(1, 0), .cell(0, 1 << 32)]
    #expect(colliding.count == 2)
    let kinds: Set<ElementKey> = [.supplementary("header", 0, 0), .supplementary("footer", 0, 0)]
    #expect(kinds.count == 2)
    #expect(colliding.contains(.cell(1, 0)) && colliding.contains(.cell(0, 1 << 32)))
  }
}
