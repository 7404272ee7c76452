/// A node of a YAML document, with the place it starts in the file (1-based line and column).
/// Aliases are resolved: an alias node is the anchored node itself.
public struct YAMLNode: Sendable {
  /// What the node holds.
  public enum Kind: Sendable {
    /// A scalar's text; `plain` is false for quoted and block scalars, which are always strings.
    case scalar(String, plain: Bool)
    /// A sequence's items.
    case sequence([YAMLNode])
    /// A mapping's pairs, in document order (keys are unique scalars).
    case mapping([(key: YAMLNode, value: YAMLNode)])
  }

  /// What the node holds.
  public var kind: Kind
  /// 1-based line of the node's start.
  public var line: Int
  /// 1-based column of the node's start.
  public var column: Int

  /// The scalar text, or nil for a collection.
  public var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// The kind as an error message names it.
  public var kindName: String {
    switch kind {
    case .scalar(let text, let plain): plain && YAMLNode.isNull(text) ? "null" : "a scalar"
    case .sequence: "a sequence"
    case .mapping: "a mapping"
    }
  }

  /// YAML 1.1's null spellings for plain scalars.
  static func isNull(_ text: String) -> Bool {
    text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// Whether this is a plain null scalar (`~`, `null`, or nothing).
  public var isNull: Bool {
    if case .scalar(let text, true) = kind { return YAMLNode.isNull(text) }
    return false
  }
}
