/// A checked mapping: its keys, each the allowed name it matched, and their values in document
/// order. A scenario's mappings hold a few keys each, so a lookup walks the pairs rather than
/// hashing, and the first `inlineCapacity` pairs are kept in the value itself: reading a step's
/// parameters allocates nothing (an array per mapping was a tenth of reading a scenario).
struct Fields: RandomAccessCollection {
  /// The mapping itself, where errors about it as a whole point.
  let node: YAMLNode
  /// The names the keys matched, as `YAMLDecoding.mapping(_:_:allowed:required:)` was given them.
  private let names: [String]
  /// How many pairs are kept inline.
  static let inlineCapacity = 4
  /// The first pairs' values, then their names' indexes in `names`.
  private var inlineValues: (YAMLNode, YAMLNode, YAMLNode, YAMLNode)
  private var inlineNames = SIMD4<Int32>()
  /// The pairs past the inline ones.
  private var overflow: [(key: String, value: YAMLNode)] = []
  /// How many pairs there are.
  private(set) var count = 0
  /// The lengths in bytes of the names present, a bit each (longer names share the top bit):
  /// most lookups are of optional keys a mapping does not have, and a length no key has tells
  /// so without comparing a name.
  private var lengths: UInt64 = 0

  /// An empty field list of the mapping `node`, whose keys are among `names`.
  init(node: YAMLNode, names: [String]) {
    self.node = node
    self.names = names
    inlineValues = (node, node, node, node)
  }

  /// Adds the pair whose key matched `names[nameIndex]`.
  mutating func append(nameIndex: Int, value: YAMLNode) {
    defer { count += 1 }
    lengths |= Self.lengthBit(names[nameIndex])
    guard count < Self.inlineCapacity else {
      overflow.append((names[nameIndex], value))
      return
    }
    // A name list is the decoder's own, far shorter than 2^31 names.
    inlineNames[count] = Int32(truncatingIfNeeded: nameIndex)
    switch count {
    case 0: inlineValues.0 = value
    case 1: inlineValues.1 = value
    case 2: inlineValues.2 = value
    default: inlineValues.3 = value
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// The pair at `position`, in document order.
  subscript(position: Int) -> (key: String, value: YAMLNode) {
    guard position < Self.inlineCapacity else { return overflow[position - Self.inlineCapacity] }
    return (names[Int(inlineNames[position])], inlineValue(position))
  }

  /// The bit of `lengths` for a name of this many bytes.
  private static func lengthBit(_ name: String) -> UInt64 {
    1 << UInt64(Swift.min(name.utf8.count, 63))
  }

  /// The value of `key`, or nil when the mapping does not have it.
  subscript(key: String) -> YAMLNode? {
    guard lengths & Self.lengthBit(key) != 0 else { return nil }
    for position in 0..<Swift.min(count, Self.inlineCapacity)
    where names[Int(inlineNames[position])] == key {
      return inlineValue(position)
    }
    return overflow.first { $0.key == key }?.value
  }

  private func inlineValue(_ position: Int) -> YAMLNode {
    switch position {
    case 0: inlineValues.0
    case 1: inlineValues.1
    case 2: inlineValues.2
    default: inlineValues.3
    }
  }

  /// The keys in document order.
  var order: [String] { map(\.key) }

  /// A key `YAMLDecoding.mapping(_:_:allowed:required:)` already checked is present.
  func node(_ key: String) -> YAMLNode { self[key] ?? node }
}
