import Foundation
import LayoutKit

/// A JSON value with ordered object keys: the shape of `expect` and `actual` in assert events,
/// and of call arguments. Not `indirect`: the arrays already hold the nested values, and a boxed
/// case cost an allocation per number (a scenario's expectations are read into these).
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys in the order they are written.
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }
}

extension JSONValue {
  /// `[x, y, width, height]`: the event stream's form of a rect.
  public init(_ rect: CGRect) { self = .numbers(rect.minX, rect.minY, rect.width, rect.height) }
  /// `[x, y]`: the event stream's form of a point.
  public init(_ point: CGPoint) { self = .numbers(point.x, point.y) }
  /// `[width, height]`: the event stream's form of a size.
  public init(_ size: CGSize) { self = .numbers(size.width, size.height) }
  /// An array of numbers.
  public static func numbers(_ values: Double...) -> JSONValue {
    .array(values.map(JSONValue.number))
  }
}

extension JSONValue {
  /// A layout's custom attribute value as JSON, so the writers have one way to spell a value.
  public init(_ value: AttributeValue) {
    switch value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(number)
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(JSONValue.init))
    }
  }
}
