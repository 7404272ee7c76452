/// Names a decoder matches scalars against for every step (the ops), with their bytes laid out
/// once in one buffer: comparing a key with them walks no string view. A class, so that handing
/// the table on retains it once rather than each of its arrays.
final class NameTable: Sendable {
  /// The names, in the order their indexes refer to.
  let names: [String]
  /// Every name's UTF-8 bytes, one after another.
  private let bytes: [UInt8]
  /// Where each name's bytes start in `bytes`.
  private let starts: [Int]
  /// Each name's length and first byte in one word (`head(of:)`): most names differ from a key
  /// in one of them, which one comparison tells.
  private let heads: [Int]

  init(_ names: [String]) {
    self.names = names
    bytes = names.flatMap { Array($0.utf8) }
    var start = 0
    starts = names.map { name in
      defer { start += name.utf8.count }
      return start
    }
    heads = names.map { name in Array(name.utf8).withUnsafeBufferPointer { Self.head(of: $0) } }
  }

  /// A text's length and first byte.
  private static func head(of text: UnsafeBufferPointer<UInt8>) -> Int {
    text.count << 8 | Int(text.first ?? 0)
  }

  /// The index of the first name spelled with exactly `key`'s bytes.
  func firstIndex(spelledBy key: UnsafeBufferPointer<UInt8>) -> Int? {
    let keyHead = Self.head(of: key)
    return bytes.withUnsafeBufferPointer { all -> Int? in
      for (index, head) in heads.enumerated() where head == keyHead {
        let name = UnsafeBufferPointer(rebasing: all[starts[index]..<starts[index] + key.count])
        if YAMLDocument.bytes(name, equal: key) { return index }
      }
      return nil
    }
  }
}
