/// The fuzz input read as a stream of choices: each choice takes a byte (two for more than 256
/// options), and an input that runs out answers 0, the first option, so every input, however
/// short, builds a scenario, and libFuzzer's mutations of a byte change one decision.
struct ByteChoices {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The next byte; 0 once the input is spent.
  mutating func byte() -> Int {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return Int(bytes[index])
  }

  /// A number in `0..<count` (0 when count is 0 or 1).
  mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    let raw = count <= 256 ? byte() : byte() << 8 | byte()
    return raw % count
  }

  /// True once in `odds` choices, about; false once the input is spent, so that a short input
  /// builds a plain scenario rather than one with every option.
  mutating func oneIn(_ odds: Int) -> Bool { odds > 0 && below(odds) == odds - 1 }

  /// One of `options`, which must not be empty.
  mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
}
