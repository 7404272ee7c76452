import FuzzSupport
import Scenario

/// The replay fuzzer's one input: a scenario built from the bytes (`ScenarioGenerator`), read
/// as a file would be, replayed within the fuzz budget. The stream must keep the contract and be
/// the same bytes on a second replay; a violation traps, so libFuzzer keeps the input.
enum ReplayTarget {
  static func run(_ bytes: [UInt8]) {
    var generator = ScenarioGenerator(bytes)
    let yaml = generator.yaml()
    let document: ScenarioDocument
    do {
      document = try ScenarioDocument.parse(Array(yaml.utf8), file: "fuzz-replay.yaml")
    } catch {
      // The generator writes only what the format allows: a refusal is a bug on one side.
      fatalError("the generated scenario is refused: \(error)\n\(yaml)")
    }
    let stream = BudgetedReplay.stream(of: document, traceCalls: generator.traceCalls)
    if let violation = StreamCheck.violation(in: stream) {
      fatalError("invalid stream: \(violation)\n\(yaml)")
    }
    let again = BudgetedReplay.stream(of: document, traceCalls: generator.traceCalls)
    guard again == stream else {
      let first = stream.split(separator: 10, omittingEmptySubsequences: false)
      let second = again.split(separator: 10, omittingEmptySubsequences: false)
      let line =
        zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }
        .map { String($0.offset + 1) } ?? "past the end"
      fatalError("a second replay differs at line \(line)\n\(yaml)")
    }
  }

  /// The YAML and options the bytes build, for turning a finding into a regression case.
  static func scenario(_ bytes: [UInt8]) -> (yaml: String, traceCalls: Bool) {
    var generator = ScenarioGenerator(bytes)
    let yaml = generator.yaml()
    return (yaml, generator.traceCalls)
  }
}
