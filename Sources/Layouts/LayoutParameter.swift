import Foundation
import LayoutKit

/// The type of a layout parameter, as a scenario writes it.
public enum LayoutParameterType: Sendable, Equatable {
  /// A finite number, at least `minimum` when one is given.
  case number(minimum: Double?)
  /// An integer from `minimum` to `maximum`.
  case integer(minimum: Int, maximum: Int)
  /// true or false.
  case bool
  /// One of the given words.
  case choice([String])
  /// A size `[w, h]`.
  case size
}

/// One key a ported layout kind reads from the scenario's `layout` mapping.
public struct LayoutParameter: Sendable {
  /// The key.
  public let name: String
  /// Its type.
  public let type: LayoutParameterType

  /// A key of the given type.
  public init(_ name: String, _ type: LayoutParameterType) {
    self.name = name
    self.type = type
  }
}

extension [String: AttributeValue] {
  /// The number given for `key`, if any: how a kind's `make` reads a `.number` or `.integer`
  /// parameter.
  public func number(_ key: String) -> Double? {
    if case .number(let value)? = self[key] { return value }
    return nil
  }

  /// The flag given for `key`, if any (a `.bool` parameter).
  public func flag(_ key: String) -> Bool? {
    if case .bool(let value)? = self[key] { return value }
    return nil
  }

  /// The word given for `key`, if any (a `.choice` parameter).
  public func word(_ key: String) -> String? {
    if case .string(let value)? = self[key] { return value }
    return nil
  }

  /// The size given for `key`, if any (a `.size` parameter).
  public func size(_ key: String) -> CGSize? {
    if case .array(let parts)? = self[key], parts.count == 2, case .number(let width) = parts[0],
      case .number(let height) = parts[1]
    {
      return CGSize(width: width, height: height)
    }
    return nil
  }
}
