import Foundation

/// A YAML document read into one flat table: a record per node in document order, each
/// collection's children after it, and the bytes of every scalar in one buffer. Reading it costs
/// no allocation per node, and a decoder can still reach a mapping's keys in whatever order its
/// checks need (the kind before the keys it allows, `frameRate` before the durations it bounds).
public struct YAMLDocument: Sendable {
  /// Every node in document order; an alias is a copy of its anchored node's record.
  var nodes: [YAMLNode] = []
  /// Every scalar's bytes, one after another.
  var text: [UInt8] = []

  /// The top node: the first one read (the reader returns no document for an empty stream).
  public var root: YAMLNode { nodes[0] }

  // MARK: - Scalars

  /// The scalar's text, or nil for a collection.
  public func scalar(_ node: YAMLNode) -> String? {
    guard node.isScalar else { return nil }
    return text.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(rebasing: buffer[node.first..<node.first + node.count]),
        as: UTF8.self)
    }
  }

  /// Whether the scalar's text is `expected`, byte for byte (false for a collection): for the
  /// ASCII words YAML gives a meaning to, which no other text is canonically equivalent to.
  func scalar(_ node: YAMLNode, is expected: String) -> Bool {
    guard node.isScalar, node.count == expected.utf8.count else { return false }
    return text.withUnsafeBufferPointer { buffer in
      buffer[node.first..<node.first + node.count].elementsEqual(expected.utf8)
    }
  }

  /// Whether this is a plain null scalar: YAML 1.1's `~`, `null`, `Null`, `NULL`, or nothing.
  public func isNull(_ node: YAMLNode) -> Bool {
    guard node.kind == .plainScalar else { return false }
    // By length first: most scalars a scenario holds are numbers and names of other lengths.
    switch node.count {
    case 0: return true
    case 1: return scalar(node, is: "~")
    case 4: return scalar(node, is: "null") || scalar(node, is: "Null") || scalar(node, is: "NULL")
    default: return false
    }
  }

  /// The kind as an error message names it.
  public func kindName(_ node: YAMLNode) -> String {
    switch node.kind {
    case .plainScalar: isNull(node) ? "null" : "a scalar"
    case .stringScalar: "a scalar"
    case .sequence: "a sequence"
    case .mapping: "a mapping"
    }
  }

  // MARK: - Collections

  /// A collection's children in document order (a mapping's keys and values alternate); none
  /// for a scalar.
  public func children(_ node: YAMLNode) -> Children {
    Children(nodes: nodes, nextRecord: node.first, count: node.isScalar ? 0 : node.count)
  }

  /// A mapping's pairs in document order (none for another kind).
  public func pairs(_ node: YAMLNode) -> Pairs {
    Pairs(
      children: Children(
        nodes: nodes, nextRecord: node.first, count: node.kind == .mapping ? node.count : 0))
  }

  /// The key and value of a mapping of one pair, read from the table without an iterator (a
  /// step is one); nil for another node.
  func onlyPair(_ node: YAMLNode) -> (key: YAMLNode, value: YAMLNode)? {
    guard node.kind == .mapping, node.count == 2 else { return nil }
    return nodes.withUnsafeBufferPointer { table in
      guard node.first < table.count else { return nil }
      let key = table[node.first]
      guard key.next < table.count else { return nil }
      return (key, table[key.next])
    }
  }

  /// The children of a collection, walked record to record.
  public struct Children: Sequence, IteratorProtocol {
    let nodes: [YAMLNode]
    var nextRecord: Int
    /// How many children are left to walk.
    public private(set) var count: Int

    /// Every child left: the count is known up front.
    public var underestimatedCount: Int { count }

    /// The next child, or nil after the last.
    public mutating func next() -> YAMLNode? {
      guard count > 0, nextRecord < nodes.count else { return nil }
      let node = nodes[nextRecord]
      nextRecord = node.next
      count -= 1
      return node
    }
  }

  /// The key and value pairs of a mapping.
  public struct Pairs: Sequence, IteratorProtocol {
    var children: Children

    /// How many pairs there are.
    public var count: Int { children.count / 2 }

    /// The next key and its value, or nil after the last pair.
    public mutating func next() -> (key: YAMLNode, value: YAMLNode)? {
      guard let key = children.next(), let value = children.next() else { return nil }
      return (key, value)
    }
  }
}
