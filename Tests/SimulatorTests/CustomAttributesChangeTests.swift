import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// UIKit applies attributes to a view again exactly when they are not `isEqual` to the ones it
/// has, so a survivor whose attributes differ only in a subclass's own property gets a `change`
/// event, even when that property is not among the `custom` attributes the stream writes (this
/// subclass overrides `customAttributes` to write none of its stored properties).
@Suite struct CustomAttributesChangeTests {
  /// Attributes with a tint that only `isEqual` knows about.
  final class TintAttributes: LayoutAttributes {
    var tint = 0

    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      (copy as? TintAttributes)?.tint = tint
      return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? TintAttributes, other.tint == tint else { return false }
      return super.isEqual(object)
    }

    override var customAttributes: [String: AttributeValue] { [:] }
  }

  /// A flow layout whose cells carry the layout's current tint.
  final class TintLayout: FlowLayout {
    var tint = 0

    override class var layoutAttributesClass: AnyClass { TintAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
      super.layoutAttributesForElements(in: rect)?.map { attributes in
        guard let copy = attributes.copy() as? TintAttributes else { return attributes }
        copy.tint = tint
        return copy
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let tint: Int
    /// The change events of the pass after the invalidation.
    let changes: [String]
    var testDescription: String { name }
  }

  // 320 x 400, 100 x 100 items three to a line, six items: lines at 0 and 110, all visible.
  static let cases: [Case] = [
    Case(
      name: "a new tint changes every visible cell", tint: 1,
      changes: (0..<6).map { "cell/0/\($0)" }),
    Case(name: "the same tint changes nothing", tint: 0, changes: []),
  ]

  @Test(arguments: cases)
  func aChangeOnlyIsEqualSees(_ c: Case) {
    let layout = TintLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let subject = CollectionViewFixture(data: [SectionData(count: 6)]).make(layout)
    subject.layOut(turns: 0)
    let before = subject.events.count
    subject.onQueue {
      layout.tint = c.tint
      layout.invalidateLayout()
    }
    subject.settle()
    let changes = subject.events.dropFirst(before).compactMap { event -> String? in
      guard case .change(let id, _, _, let from, let to) = event.payload else { return nil }
      // The tint is not written, so what the stream shows is the same before and after.
      #expect(from == to)
      return id
    }
    #expect(changes == c.changes)
    #expect(subject.events.dropFirst(before).contains { $0.payload.type == "invalidate" })
  }
}
