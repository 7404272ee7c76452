extension YAMLDocument {
  /// The index in `candidates` of the first text the scalar `node` equals as Swift compares
  /// strings (canonical equivalence), or nil for a collection or a text none of them equals.
  /// A key is matched from its bytes, without a `String` made of it: a scenario has a key or
  /// two per step, and making them was a large part of reading one.
  func firstIndex(of node: YAMLNode, in candidates: [String]) -> Int? {
    firstIndex(of: node, in: candidates) { bytes in
      candidates.firstIndex { Self.bytes(bytes, equal: $0) }
    }
  }

  /// `firstIndex(of:in:)` against a table's names, compared with their bytes laid out once.
  func firstIndex(of node: YAMLNode, in table: NameTable) -> Int? {
    firstIndex(of: node, in: table.names) { table.firstIndex(spelledBy: $0) }
  }

  /// The index in `candidates` of the text of the scalar `node`: `byBytes` finds it for text
  /// that compares by its bytes (see `comparesByBytes(_:)`), other text is compared as strings.
  private func firstIndex(
    of node: YAMLNode, in candidates: [String],
    byBytes: (UnsafeBufferPointer<UInt8>) -> Int?
  ) -> Int? {
    guard node.isScalar else { return nil }
    return text.withUnsafeBufferPointer { buffer -> Int? in
      let bytes = UnsafeBufferPointer(rebasing: buffer[node.first..<node.first + node.count])
      if Self.comparesByBytes(bytes) { return byBytes(bytes) }
      // Text that may equal another spelled with other bytes: compared as strings.
      return candidates.firstIndex(of: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Whether two scalars hold equal text as Swift compares strings (false for a collection).
  func scalarsEqual(_ node: YAMLNode, _ other: YAMLNode) -> Bool {
    guard node.isScalar, other.isScalar else { return false }
    return text.withUnsafeBufferPointer { buffer in
      let bytes = UnsafeBufferPointer(rebasing: buffer[node.first..<node.first + node.count])
      let otherBytes = UnsafeBufferPointer(
        rebasing: buffer[other.first..<other.first + other.count])
      if Self.bytes(bytes, equal: otherBytes) { return true }
      // Text that compares by its bytes equals no other bytes.
      guard !Self.comparesByBytes(bytes), !Self.comparesByBytes(otherBytes) else {
        return false
      }
      return String(decoding: bytes, as: UTF8.self) == String(decoding: otherBytes, as: UTF8.self)
    }
  }

  /// Whether the scalar's text compares with any other by its bytes alone (see
  /// `comparesByBytes(_:)`); false for a collection.
  func comparesByBytes(_ node: YAMLNode) -> Bool {
    guard node.isScalar else { return false }
    return text.withUnsafeBufferPointer { buffer in
      Self.comparesByBytes(
        UnsafeBufferPointer(rebasing: buffer[node.first..<node.first + node.count]))
    }
  }

  /// Whether two runs of bytes are the same.
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, equal other: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard bytes.count == other.count else { return false }
    // A loop rather than memcmp: keys are a few bytes, shorter than a call to it.
    var index = 0
    while index < bytes.count, bytes[index] == other[index] { index += 1 }
    return index == bytes.count
  }

  /// Whether `bytes` spell `string` byte for byte.
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, equal string: String) -> Bool {
    let utf8 = string.utf8
    guard utf8.count == bytes.count else { return false }
    return utf8.withContiguousStorageIfAvailable { Self.bytes(bytes, equal: $0) }
      ?? utf8.elementsEqual(bytes)
  }

  /// Whether no text spelled with other bytes is canonically equivalent to `bytes`, so that
  /// comparing bytes is comparing strings: true for ASCII without `K`, `;` and `` ` ``, the
  /// only ASCII characters another character decomposes to (U+212A KELVIN SIGN, U+037E GREEK
  /// QUESTION MARK and U+1FEF GREEK VARIA). An ASCII character is its own normal form, and a
  /// sequence with any other non-ASCII character keeps one in its normal form.
  static func comparesByBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { byte in
      byte < 0x80 && byte != UInt8(ascii: "K") && byte != UInt8(ascii: ";")
        && byte != UInt8(ascii: "`")
    }
  }

  /// The boolean a plain scalar spells in YAML 1.1, in any case: true, yes, on, false, no, off;
  /// nil for other text and other kinds. Read from the bytes: only ASCII letters lowercase to
  /// these words' letters (U+212A KELVIN SIGN, the one other character lowercasing to ASCII,
  /// lowercases to k, which none of them has).
  func plainBool(_ node: YAMLNode) -> Bool? {
    guard node.kind == .plainScalar, (2...5).contains(node.count) else { return nil }
    return text.withUnsafeBufferPointer { buffer -> Bool? in
      let bytes = UnsafeBufferPointer(rebasing: buffer[node.first..<node.first + node.count])
      for (word, value) in Self.booleanWords where word.utf8CodeUnitCount == bytes.count {
        // A byte that is a lowercase letter with 0x20 set is that letter or its capital.
        let matches = word.withUTF8Buffer { letters in
          var index = 0
          while index < letters.count, letters[index] == bytes[index] | 0x20 { index += 1 }
          return index == letters.count
        }
        if matches { return value }
      }
      return nil
    }
  }

  /// YAML 1.1's boolean words, static strings whose bytes are read without a string view.
  private static let booleanWords: [(StaticString, Bool)] = [
    ("true", true), ("yes", true), ("on", true), ("false", false), ("no", false), ("off", false),
  ]
}
