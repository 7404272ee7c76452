/// How a replay compares with its golden log, and where it first differs: the comparison both
/// `scrollsim check` and the testing library make.
public struct GoldenComparison: Sendable {
  /// What names the place of a difference: the scenario file, its golden log, and each step's
  /// source line and op.
  public struct Scenario: Sendable {
    /// `NAME.yaml` (or the name a scenario given as text goes by).
    public var path: String
    /// The golden log's path.
    public var goldenPath: String
    /// Each step's line in the scenario and its op, by index; empty when it could not be read.
    public var steps: [(line: Int, op: String)]

    /// The names and steps of one scenario.
    public init(path: String, goldenPath: String, steps: [(line: Int, op: String)]) {
      self.path = path
      self.goldenPath = goldenPath
      self.steps = steps
    }
  }

  /// The report of a difference: where (the step, its op and its line in the scenario) and the
  /// unified diff; nil when the stream equals the golden byte for byte.
  public var report: String?

  /// Compares `stream` with `golden`; `run` names the files and the scenario's steps.
  public init(golden: [UInt8], stream: [UInt8], run: Scenario) {
    guard golden != stream else { return }
    let old = Self.lines(golden)
    let new = Self.lines(stream)
    let index =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    let line = index < old.count ? old[index] : index < new.count ? new[index] : ""
    var report = Self.place(eventIndex: index, line: line, run: run)
    let diff = UnifiedDiff().diff(
      old: old, new: new, oldName: run.goldenPath, newName: "replay of \(run.path)")
    report += diff.isEmpty ? "(the streams differ only in their line endings)\n" : diff
    self.report = report
  }

  /// `FILE:LINE: step S (OP): ...`: the place an editor jumps to, then the event.
  static func place(eventIndex: Int, line: Substring, run: Scenario) -> String {
    let event = "event \(eventIndex + 1) differs from the golden log \(run.goldenPath)"
    guard let step = Self.step(of: line) else { return "\(run.path): \(event)\n" }
    guard step >= 0 else { return "\(run.path):1: before the first step: \(event)\n" }
    let steps = run.steps
    guard step < steps.count else { return "\(run.path): step \(step): \(event)\n" }
    return "\(run.path):\(steps[step].line): step \(step) (\(steps[step].op)): \(event)\n"
  }

  /// The `"step":N` of an event line.
  static func step(of line: Substring) -> Int? {
    guard let range = line.range(of: ",\"step\":") else { return nil }
    let digits = line[range.upperBound...].prefix { $0 == "-" || $0.isNumber }
    return Int(digits)
  }

  /// The lines of a stream, without the empty one after its last `\n`.
  static func lines(_ bytes: [UInt8]) -> [Substring] {
    var lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
