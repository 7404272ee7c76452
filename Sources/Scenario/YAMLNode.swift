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
  // The places are stored in 32 bits (a record is 24 bytes rather than 48, and a large document
  // touches half the memory); the reader refuses a text too long for them.
  private var storedLine: UInt32
  private var storedColumn: UInt32
  private var storedFirst: UInt32
  private var storedCount: UInt32
  private var storedNext: UInt32

  /// The most bytes a document may have: every place in it fits the records' 32 bits.
  static let maximumTextBytes = Int(UInt32.max)

  /// A record; every value is at most `maximumTextBytes`, which the reader ensures.
  init(kind: Kind, line: Int, column: Int, first: Int, count: Int, next: Int) {
    self.kind = kind
    storedLine = UInt32(truncatingIfNeeded: line)
    storedColumn = UInt32(truncatingIfNeeded: column)
    storedFirst = UInt32(truncatingIfNeeded: first)
    storedCount = UInt32(truncatingIfNeeded: count)
    storedNext = UInt32(truncatingIfNeeded: next)
  }

  /// 1-based line of the node's start.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(truncatingIfNeeded: newValue) }
  }
  /// 1-based column of the node's start.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(truncatingIfNeeded: newValue) }
  }
  /// A scalar's first byte in the document's text; a collection's first child record.
  var first: Int {
    get { Int(storedFirst) }
    set { storedFirst = UInt32(truncatingIfNeeded: newValue) }
  }
  /// A scalar's length in bytes; a collection's number of child records (a mapping's keys and
  /// values, so twice its pairs).
  var count: Int {
    get { Int(storedCount) }
    set { storedCount = UInt32(truncatingIfNeeded: newValue) }
  }
  /// The record after this node and everything nested in it: where its next sibling starts.
  var next: Int {
    get { Int(storedNext) }
    set { storedNext = UInt32(truncatingIfNeeded: newValue) }
  }

  /// Whether the node is a scalar of either style.
  public var isScalar: Bool { kind == .plainScalar || kind == .stringScalar }
}
