import Scenario

extension ScenarioLimits {
  /// Reads a `--max-...` option's value into its limit. Returns false when `name` is not a
  /// limit's option.
  mutating func read(_ name: String, from reader: inout ArgumentReader) throws(UsageError) -> Bool {
    guard let option = Self.option(name) else { return false }
    let text = try reader.value(for: name, meaning: "a positive integer")
    guard let value = Int(text), value > 0 else {
      throw UsageError("\(name) needs a positive integer, not '\(text)'")
    }
    self[keyPath: option.keyPath] = value
    return true
  }

  /// The lines of the limit options in the help of every command that reads scenarios, their
  /// descriptions starting at `column`.
  static func helpLines(column: Int, excluding excluded: Set<String> = []) -> String {
    var lines: [String] = []
    let standard = ScenarioLimits.standard
    for option in options where !excluded.contains(option.flag) {
      let flag = "  \(option.flag) N"
      let padded = flag + String(repeating: " ", count: max(1, column - flag.count))
      lines.append(padded + "most \(option.counts) (\(standard[keyPath: option.keyPath]))")
    }
    return lines.joined(separator: "\n")
  }
}
