/// A node of a read YAML document (`YAMLDocument`), with the place it starts in the file (1-based
/// line and column). A node is one record of the document's flat table: its text and its children
/// are read through the document. Aliases are resolved: an alias is the anchored node itself,
/// with the anchor's place.
public struct YAMLNode: Sendable {
  /// What a node holds.
  public enum Kind: UInt8, Sendable {
    /// An unquoted, untagged scalar: the only kind that can read as a number, a boolean or null.
    case plainScalar
    /// A quoted, block or tagged scalar, which is always a string.
    case stringScalar
    /// A sequence.
    case sequence
    /// A mapping: its children are its keys and values, alternating, in document order.
    case mapping
  }

  /// What the node holds.
  public var kind: Kind
  /// 1-based line of the node's start.
  public var line: Int
  /// 1-based column of the node's start.
  public var column: Int
  /// A scalar's first byte in the document's text; a collection's first child record.
  var first: Int
  /// A scalar's length in bytes; a collection's number of child records (a mapping's keys and
  /// values, so twice its pairs).
  var count: Int
  /// The record after this node and everything nested in it: where its next sibling starts.
  var next: Int

  /// Whether the node is a scalar of either style.
  public var isScalar: Bool { kind == .plainScalar || kind == .stringScalar }
}
