/// A JSON value as the stream check reads it: objects keep their keys in the order written
/// (the contract fixes the envelope's order), numbers keep their text (whose form the contract
/// also fixes).
public indirect enum ParsedJSON: Sendable {
  case object([(key: String, value: ParsedJSON)])
  case array([ParsedJSON])
  case string(String)
  case number(text: String, value: Double)
  case bool(Bool)
  case null

  /// The value of `key` in an object; nil for anything else.
  public subscript(key: String) -> ParsedJSON? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  /// A number's value; nil for anything else.
  public var number: Double? {
    guard case .number(_, let value) = self else { return nil }
    return value
  }

  /// A string's value; nil for anything else.
  public var string: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }
}
