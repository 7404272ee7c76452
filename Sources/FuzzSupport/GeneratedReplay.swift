import EventStream
import Pictures
import Replay
import Scenario
import Simulator

/// What both fuzzers of generated scenarios check of one scenario text (`FuzzReplay` under
/// libFuzzer, which traps on a problem so that libFuzzer keeps the input, and the seeded sweep
/// `FuzzReplay --sweep`, which counts it): the text reads, and its replay keeps the contract.
/// The JSON Lines stream must pass `StreamCheck` and the text form must be one line per event;
/// with `everyWriter`, the same replay also feeds the Chrome trace, which must be JSON, and the
/// events a picture of the last moment is drawn from, and a second replay must give the same
/// bytes. Those three cost ten times the rest on a long replay (the trace keeps a set of every
/// visible element per pass), so the sweep asks for them on one scenario in ten.
public enum GeneratedReplay {
  /// The first problem of `yaml`, replayed within `limits` (and `maxSeconds` of virtual time);
  /// nil when there is none. A trap is not caught here: the caller runs in a process of its own.
  public static func problem(
    yaml: String, traceCalls: Bool, limits: ScenarioLimits = .standard,
    maxSeconds: Double = 1e9, everyWriter: Bool = true
  ) -> String? {
    let document: ScenarioDocument
    do {
      document = try ScenarioDocument.parse(
        Array(yaml.utf8), file: "generated.yaml", limits: limits)
    } catch {
      // The generator writes only what the format allows: a refusal is a bug on one side.
      return "the generated scenario is refused: \(error)"
    }
    let json = MemoryOutput()
    let text = MemoryOutput()
    let trace = MemoryOutput()
    let collector = EventCollector()
    let writers: [EventSink] = [JSONLinesWriter(output: json), TextWriter(output: text)]
    let replayer = BudgetedReplay.run(
      document,
      into: TeeSink(
        everyWriter ? writers + [ChromeTraceWriter(output: trace), collector] : writers),
      traceCalls: traceCalls, maxEvents: .max, maxSeconds: maxSeconds)
    if let violation = StreamCheck.violation(in: json.bytes) {
      // Traced streams are told apart: a traced `call` may end what holds a pass together.
      return "invalid stream\(traceCalls ? " (--trace calls)" : ""): \(violation)"
    }
    if let problem = textProblem(text.bytes, lines: json.bytes.count { $0 == 10 }) {
      return problem
    }
    guard everyWriter else { return nil }
    do {
      _ = try StrictJSONParser.parse(trace.bytes)
    } catch {
      return "the Chrome trace is not JSON: \(error)"
    }
    var renderer = SVGFrameRenderer()
    renderer.adjustedContentInset = replayer.adjustedContentInset
    let timeline = FrameTimeline(events: collector.events, initialBounds: replayer.initialBounds)
    _ = renderer.render(timeline.state { _ in true })
    let again = BudgetedReplay.stream(
      of: document, traceCalls: traceCalls, maxEvents: .max, maxSeconds: maxSeconds)
    guard again != json.bytes else { return nil }
    let first = json.bytes.split(separator: 10, omittingEmptySubsequences: false)
    let second = again.split(separator: 10, omittingEmptySubsequences: false)
    let line =
      zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }
      .map { String($0.offset + 1) } ?? "past the end"
    return "a second replay differs at line \(line)"
  }

  /// The text format is one line per event, each starting `#SEQ ` (docs/text-format.md).
  static func textProblem(_ text: [UInt8], lines: Int) -> String? {
    let textLines = text.split(separator: 10).map { Array($0) }
    guard textLines.count == lines,
      textLines.enumerated().allSatisfy({ $1.starts(with: Array("#\($0 + 1) ".utf8)) })
    else {
      return "the text format is not one line per event: \(textLines.count) for \(lines)"
    }
    return nil
  }
}

extension GeneratedReplay {
  /// The `# flags: ...` line (as `FuzzReplay --yaml` and `--generate` write it, and
  /// `FuzzRegressionTests` reads it) that replays a generated scenario with `scrollsim replay`
  /// as the fuzzer did: its limits that differ from the defaults, and `--trace calls`; nil when
  /// there is nothing to say.
  public static func flagsLine(limits: ScenarioLimits, traceCalls: Bool) -> String? {
    var flags = traceCalls ? ["--trace calls"] : []
    for option in ScenarioLimits.options
    where limits[keyPath: option.keyPath] != ScenarioLimits.standard[keyPath: option.keyPath] {
      flags.append("\(option.flag) \(limits[keyPath: option.keyPath])")
    }
    return flags.isEmpty ? nil : "# flags: \(flags.joined(separator: " "))"
  }
}
