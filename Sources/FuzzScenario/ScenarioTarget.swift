import EventStream
import FuzzSupport
import Scenario

/// The scenario fuzzer's one input: the bytes as a scenario file, through the YAML reader and
/// the decoder. A refusal must be one `FILE:LINE:COLUMN: error: MESSAGE` line; a scenario that
/// decodes is replayed within the fuzz budget (with `--trace calls` when the input's length is
/// odd, so both kinds of stream are fuzzed): its JSON Lines must keep the contract, and its text
/// form must be one line per event. A violation traps, so libFuzzer keeps the input.
enum ScenarioTarget {
  static func run(_ bytes: [UInt8]) {
    let document: ScenarioDocument
    do {
      document = try ScenarioDocument.parse(bytes, file: "fuzz.yaml")
    } catch {
      guard !error.description.contains(where: \.isNewline), error.line >= 1, error.column >= 1
      else {
        fatalError(
          "the error is not one FILE:LINE:COLUMN line: \(error.description.debugDescription)")
      }
      return
    }
    let json = MemoryOutput()
    let text = MemoryOutput()
    BudgetedReplay.run(
      document, into: TeeSink([JSONLinesWriter(output: json), TextWriter(output: text)]),
      traceCalls: bytes.count % 2 == 1)
    if let violation = StreamCheck.violation(in: json.bytes) {
      fatalError("invalid stream: \(violation)")
    }
    // The text format is one line per event too (docs/text-format.md).
    let lines = json.bytes.count { $0 == UInt8(ascii: "\n") }
    let textLines = text.bytes.split(separator: UInt8(ascii: "\n")).map { Array($0) }
    guard textLines.count == lines,
      textLines.enumerated().allSatisfy({ $1.starts(with: Array("#\($0 + 1) ".utf8)) })
    else {
      fatalError("the text format is not one line per event: \(textLines.count) for \(lines)")
    }
  }
}
