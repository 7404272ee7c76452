import SeededRandom

/// Where the scenario generator's decisions come from: libFuzzer's bytes (`ByteChoices`), so
/// that a mutation of a byte changes one decision, or a seeded generator (`SeededChoices`), so
/// that a sweep of generated scenarios is the same on every run and machine.
public protocol ChoiceSource {
  /// A number in `0..<count` (0 when count is 0 or 1).
  mutating func below(_ count: Int) -> Int
}

extension ChoiceSource {
  /// True once in `odds` choices, about; false when `odds` is 0 (and, for bytes, once the input
  /// is spent, so that a short input builds a plain scenario rather than one with every option).
  public mutating func oneIn(_ odds: Int) -> Bool { odds > 0 && below(odds) == odds - 1 }

  /// One of `options`, which must not be empty.
  public mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
}

/// The fuzz input read as a stream of choices: each choice takes a byte (two for more than 256
/// options), and an input that runs out answers 0, the first option, so every input, however
/// short, builds a scenario, and libFuzzer's mutations of a byte change one decision.
public struct ByteChoices: ChoiceSource {
  private let bytes: [UInt8]
  private var index = 0

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The next byte; 0 once the input is spent.
  private mutating func byte() -> Int {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return Int(bytes[index])
  }

  public mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    let raw = count <= 256 ? byte() : byte() << 8 | byte()
    return raw % count
  }
}

/// Choices drawn from SplitMix64: scenario `index` of a sweep with `seed` is the same scenario
/// on every run, and needs none of the others to be built first.
public struct SeededChoices: ChoiceSource {
  private var generator: SeededGenerator

  /// The choices of scenario `index` of the sweep `seed`. The index is mixed into a fresh seed
  /// rather than added to it: SplitMix64's state moves by a constant each draw, so seeds that
  /// differ by that constant would give the same draws shifted by one.
  public init(seed: UInt64, index: Int) {
    var mixer = SeededGenerator(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    generator = SeededGenerator(seed: mixer.next())
  }

  public mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    return Int(generator.next() % UInt64(count))
  }
}
