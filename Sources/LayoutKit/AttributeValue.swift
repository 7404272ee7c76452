/// A value of a layout attributes subclass's extra property, as the event stream writes it under
/// `attrs.custom`: a JSON scalar or an array of them.
public enum AttributeValue: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral
{
  /// A string.
  case string(String)
  /// A number (must be finite to be written).
  case number(Double)
  /// true or false.
  case bool(Bool)
  /// An array.
  case array([AttributeValue])
  /// JSON null (an optional property without a value).
  case null

  public init(stringLiteral value: String) { self = .string(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: AttributeValue...) { self = .array(elements) }
}
