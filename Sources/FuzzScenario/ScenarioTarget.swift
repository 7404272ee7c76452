import FuzzSupport
import Scenario

/// The scenario fuzzer's one input: the bytes as a scenario file, through the YAML reader and
/// the decoder. A refusal must be one `FILE:LINE:COLUMN: error: MESSAGE` line; a scenario that
/// decodes is replayed within the fuzz budget and its stream must keep the contract. A violation
/// traps, so libFuzzer keeps the input.
enum ScenarioTarget {
  static func run(_ bytes: [UInt8]) {
    let document: ScenarioDocument
    do {
      document = try ScenarioDocument.parse(bytes, file: "fuzz.yaml")
    } catch {
      guard !error.description.contains("\n"), error.line >= 1, error.column >= 1 else {
        fatalError(
          "the error is not one FILE:LINE:COLUMN line: \(error.description.debugDescription)")
      }
      return
    }
    let stream = BudgetedReplay.stream(of: document)
    if let violation = StreamCheck.violation(in: stream) {
      fatalError("invalid stream: \(violation)")
    }
  }
}
