/// One share of a set of scenarios: `index` of `count`, 0-based.
///
/// A scenario belongs to the shard its file name hashes to (FNV-1a), not to the shard its place in
/// a sorted list gives, so adding or removing a scenario moves no other scenario between shards
/// and a shard's share stays stable from one commit to the next.
public struct Shard: Equatable, Sendable {
  /// 0-based index of this shard.
  public var index: Int
  /// How many shards there are.
  public var count: Int

  /// Shard `index` of `count`; `index` is 0-based.
  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The whole set as one shard.
  public static let all = Shard(index: 0, count: 1)

  /// `I/N` as written after `--shard`, I from 1 to N (as a person counts shards).
  public static func parse(_ text: String) throws(UsageError) -> Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      index >= 1, index <= count
    else {
      throw UsageError("--shard takes I/N with 1 <= I <= N (for example 2/4), not '\(text)'")
    }
    return Shard(index: index - 1, count: count)
  }

  /// Whether the scenario whose file name is `name` runs in this shard.
  public func contains(_ name: String) -> Bool {
    count <= 1 || Int(Self.hash(name) % UInt64(count)) == index
  }

  /// 64-bit FNV-1a of the UTF-8 bytes: the same on every platform and every run, unlike Hasher.
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
