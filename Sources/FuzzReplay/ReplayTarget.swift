import EventStream
import FuzzSupport
import Pictures
import Scenario

/// The replay fuzzer's one input: a scenario built from the bytes (`ScenarioGenerator`), read
/// as a file would be, replayed within the fuzz budget into every writer at once. The JSON Lines
/// stream must keep the contract and be the same bytes on a second replay, the Chrome trace must
/// be JSON, and the text writer and a picture of the last moment must not trap. A violation
/// traps, so libFuzzer keeps the input.
enum ReplayTarget {
  /// Ten virtual seconds: a slow deceleration at 1,000 ticks a second is long enough.
  static let maxSeconds = 10.0

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
    let json = MemoryOutput()
    let trace = MemoryOutput()
    let collector = EventCollector()
    let sink = TeeSink([
      JSONLinesWriter(output: json), TextWriter(output: MemoryOutput()),
      ChromeTraceWriter(output: trace), collector,
    ])
    let replayer = BudgetedReplay.run(
      document, into: sink, traceCalls: generator.traceCalls, maxSeconds: maxSeconds)
    if let violation = StreamCheck.violation(in: json.bytes) {
      fatalError("invalid stream: \(violation)\n\(yaml)")
    }
    do {
      _ = try StrictJSONParser.parse(trace.bytes)
    } catch {
      fatalError("the Chrome trace is not JSON: \(error)\n\(yaml)")
    }
    var renderer = SVGFrameRenderer()
    renderer.adjustedContentInset = replayer.adjustedContentInset
    let timeline = FrameTimeline(events: collector.events, initialBounds: replayer.initialBounds)
    _ = renderer.render(timeline.state { _ in true })
    let again = BudgetedReplay.stream(
      of: document, traceCalls: generator.traceCalls, maxSeconds: maxSeconds)
    guard again == json.bytes else {
      let first = json.bytes.split(separator: 10, omittingEmptySubsequences: false)
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
