/// A checked mapping: its keys and values in document order. A scenario's mappings hold a few
/// keys each, so a lookup walks the pairs rather than hashing.
struct Fields {
  /// The mapping itself, where errors about it as a whole point.
  let node: YAMLNode
  /// The pairs in document order.
  var pairs: [(key: String, value: YAMLNode)] = []

  subscript(key: String) -> YAMLNode? { pairs.first { $0.key == key }?.value }

  /// The keys in document order.
  var order: [String] { pairs.map(\.key) }

  /// A key `YAMLDecoding.mapping(_:_:allowed:required:)` already checked is present.
  func node(_ key: String) -> YAMLNode { self[key] ?? node }
}
