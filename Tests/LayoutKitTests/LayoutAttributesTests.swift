import Foundation
import LayoutKit
import Testing

@Suite struct LayoutAttributesTests {
  @Test func defaultsAreUIKits() {
    let a = LayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    #expect(a.frame == .zero)
    #expect(a.alpha == 1)
    #expect(a.zIndex == 0)
    #expect(a.isHidden == false)
    #expect(a.representedElementCategory == .cell)
    #expect(a.representedElementKind == nil)
  }

  @Test func frameCenterAndSizeStayConsistent() {
    let a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = rect(10, 20, 100, 40)
    #expect(a.center == CGPoint(x: 60, y: 40))
    a.center = CGPoint(x: 100, y: 100)
    #expect(a.frame == rect(50, 80, 100, 40))
    a.size = size(20, 20)
    #expect(a.center == CGPoint(x: 100, y: 100))
    #expect(a.frame == rect(90, 90, 20, 20))
    #expect(a.bounds == rect(0, 0, 20, 20))
  }

  /// A subclass written the UIKit way: copy(with:) calls super and copies its own property,
  /// isEqual(_:) compares it and calls super.
  final class Tinted: LayoutAttributes {
    var tint = 0
    override func copy(with zone: NSZone? = nil) -> Any {
      guard let copy = super.copy(with: zone) as? Tinted else { return super.copy(with: zone) }
      copy.tint = tint
      return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? Tinted, other.tint == tint else { return false }
      return super.isEqual(object)
    }
    override var customAttributes: [String: AttributeValue] { ["tint": .number(Double(tint))] }
  }

  @Test func copiesAreIndependentAndKeepTheClass() {
    let a = Tinted(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 3))
    a.frame = rect(1, 2, 3, 4)
    a.alpha = 0.5
    a.zIndex = -1
    a.isHidden = true
    a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    a.tint = 7
    let b = a.copy() as? Tinted
    #expect(b?.isEqual(a) == true)
    #expect(b?.tint == 7)
    #expect(b?.transform == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
    #expect(b?.representedElementKind == "background")
    b?.frame.origin.x = 99
    #expect(a.frame.origin.x == 1)
    #expect(b?.isEqual(a) == false)
  }

  @Test func aChangeOnlyInTheSubclassPropertyIsNotEqual() {
    let a = Tinted(forCellWith: IndexPath(item: 0, section: 0))
    let b = a.copy() as? Tinted
    b?.tint = 3
    #expect(b?.isEqual(a) == false)
    #expect(a.isEqual(b) == false)
    let c = a.copy() as? LayoutAttributes
    c?.transform = CGAffineTransform(translationX: 1, y: 0)
    #expect(c?.isEqual(a) == false)
  }

  /// A flow layout subclass chooses its attributes class through layoutAttributesClass, as in
  /// UIKit; a class that is not layout attributes falls back to the base class.
  @Test func theFlowLayoutMakesAttributesOfTheChosenClass() {
    final class TintedFlowLayout: FlowLayout {
      override class var layoutAttributesClass: AnyClass { Tinted.self }
    }
    final class Misconfigured: FlowLayout {
      override class var layoutAttributesClass: AnyClass { NSObject.self }
    }
    let cv = StaticCollectionView(
      size: CGSize(width: 320, height: 400), sections: [.init(2)])
    let tinted = TintedFlowLayout()
    tinted.headerReferenceSize = CGSize(width: 0, height: 30)
    cv.attach(tinted)
    #expect(tinted.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is Tinted)
    #expect(
      tinted.layoutAttributesForSupplementaryView(
        ofKind: LayoutCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        is Tinted)
    let other = StaticCollectionView(size: CGSize(width: 320, height: 400), sections: [.init(2)])
    let misconfigured = Misconfigured()
    other.attach(misconfigured)
    let plain = misconfigured.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(plain.map { type(of: $0) == LayoutAttributes.self } == true)
  }

  @Test func arraysCopyTheirItemsThroughNSCopying() {
    let a = Tinted(forCellWith: IndexPath(item: 1, section: 0))
    a.tint = 5
    let copied = NSArray(array: [a], copyItems: true)
    let first = copied.firstObject as? Tinted
    #expect(first?.tint == 5)
    #expect(first !== a)
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (100.0, "100"), (-7.0, "-7"), (137.5, "137.5"),
    (413.0 / 3, "137.66666666666666"), (0.1, "0.1"), (1e-7, "1e-7"), (1.5e-7, "1.5e-7"),
    (0.000001, "0.000001"), (0.0000015, "0.0000015"), (1_234_567_890_123_456, "1234567890123456"),
    (1e20, "100000000000000000000"), (1.2345678901234568e20, "123456789012345680000"),
    (1e21, "1e+21"), (-2.5e25, "-2.5e+25"), (1.23e-18, "1.23e-18"),
    (Double.leastNonzeroMagnitude, "5e-324"),
    (1.7976931348623157e308, "1.7976931348623157e+308"), (-137.5, "-137.5"), (12.0e3, "12000"),
  ])
  /// UIKit's description of a CGFloat in scrollsim's messages: the shortest digits laid out as
  /// ECMAScript's Number::toString lays them out.
  func cgFloatsAreDescribedAsECMAScriptPrintsThem(_ value: Double, _ text: String) {
    #expect(cgFloatDescription(value) == text)
  }
}
