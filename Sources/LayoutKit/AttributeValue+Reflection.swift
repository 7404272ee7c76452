import Foundation

extension AttributeValue {
  /// A property's value as the stream writes it under `attrs.custom`, or nil when it is not a
  /// JSON scalar or an array of them: strings (and characters), Bools, numbers of every integer
  /// and floating-point type (CGFloat included), an enum's raw value, an Optional (nil is
  /// `null`), an array whose elements all are.
  public init?(reflecting value: Any) {
    switch value {
    case let attribute as AttributeValue: self = attribute
    case let text as String: self = .string(text)
    case let text as Substring: self = .string(String(text))
    case let character as Character: self = .string(String(character))
    case let flag as Bool: self = .bool(flag)
    case let integer as any BinaryInteger: self = .number(Double(integer))
    case let number as any BinaryFloatingPoint: self = .number(Double(number))
    case let raw as any RawRepresentable:
      guard let value = AttributeValue(reflecting: raw.rawValue) else { return nil }
      self = value
    default:
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .optional:
        guard let wrapped = mirror.children.first else {
          self = .null
          return
        }
        guard let value = AttributeValue(reflecting: wrapped.value) else { return nil }
        self = value
      case .collection:
        var elements: [AttributeValue] = []
        for child in mirror.children {
          guard let element = AttributeValue(reflecting: child.value) else { return nil }
          elements.append(element)
        }
        self = .array(elements)
      default: return nil
      }
    }
  }
}
