import Foundation
import LayoutKit
import Testing

/// A layout attributes subclass's stored properties reach `customAttributes` by reflection:
/// JSON scalars, Optionals and arrays of them, enums by raw value; other types and Swift's own
/// storage (`lazy`) are left out; an override adds computed values or replaces the whole.
@Suite struct ReflectedCustomAttributesTests {
  enum Style: String {
    case bold
  }

  class Stored: LayoutAttributes {
    var tint = 3
    var scale: CGFloat = 0.5
    var title = "a"
    var flag = true
    var nothing: Int?
    var some: Double? = 2
    var list: [Int] = [1, 2]
    var style = Style.bold
    /// A struct, and an array of structs: not JSON scalars.
    var point = CGPoint(x: 1, y: 2)
    var corners: [CGPoint] = [.zero]
    /// Swift stores it as `$__lazy_storage_$_area`: not a property the subclass declares.
    lazy var area: Double = 4
    /// Reflection sees every stored property, whatever its access.
    private var secret = 7
  }

  final class Derived: Stored {
    var depth = 1
  }

  final class Computed: Stored {
    override var customAttributes: [String: AttributeValue] {
      super.customAttributes.merging(["perimeter": 6]) { _, computed in computed }
    }
  }

  final class Hidden: Stored {
    override var customAttributes: [String: AttributeValue] { [:] }
  }

  static let stored: [String: AttributeValue] = [
    "tint": 3, "scale": 0.5, "title": "a", "flag": true, "nothing": .null, "some": 2,
    "list": [1, 2], "style": "bold", "secret": 7,
  ]

  enum Subject: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case base = "the base class writes nothing of its own"
    case stored = "a subclass's stored properties"
    case derived = "a subclass of a subclass: both levels"
    case computed = "an override adds a computed value to the stored ones"
    case hidden = "an override that writes nothing"

    var testDescription: String { rawValue }

    var attributes: LayoutAttributes {
      switch self {
      case .base: LayoutAttributes()
      case .stored: Stored()
      case .derived: Derived()
      case .computed: Computed()
      case .hidden: Hidden()
      }
    }

    var expected: [String: AttributeValue] {
      switch self {
      case .base, .hidden: [:]
      case .stored: ReflectedCustomAttributesTests.stored
      case .derived: ReflectedCustomAttributesTests.stored.merging(["depth": 1]) { $1 }
      case .computed: ReflectedCustomAttributesTests.stored.merging(["perimeter": 6]) { $1 }
      }
    }
  }

  @Test(arguments: Subject.allCases)
  func customAttributes(_ subject: Subject) {
    #expect(subject.attributes.customAttributes == subject.expected)
  }

  struct Value: CustomTestStringConvertible, Sendable {
    let name: String
    let value: @Sendable () -> Any
    let expected: AttributeValue?
    var testDescription: String { name }
  }

  static let values: [Value] = [
    Value(name: "an unsigned integer", value: { UInt8(200) }, expected: 200),
    Value(name: "a Float", value: { Float(0.25) }, expected: 0.25),
    Value(name: "a Character", value: { Character("x") }, expected: "x"),
    Value(name: "nested arrays", value: { [[1], [2, 3]] }, expected: [[1], [2, 3]]),
    Value(name: "an Optional of an Optional", value: { Int??.some(nil) as Any }, expected: .null),
    Value(name: "an array with a nil", value: { [1, nil] as [Int?] }, expected: [1, .null]),
    Value(name: "a dictionary", value: { ["a": 1] }, expected: nil),
    Value(name: "an object", value: { NSObject() }, expected: nil),
  ]

  @Test(arguments: values)
  func reflectedValue(_ c: Value) {
    #expect(AttributeValue(reflecting: c.value()) == c.expected)
  }
}
