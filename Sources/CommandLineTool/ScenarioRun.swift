import EventStream
import Foundation
import LayoutKit
import Layouts
import Scenario

/// One scenario replayed in-process as `scrollsim replay $(cat NAME.flags) NAME.yaml` would
/// replay it, with the files beside it that say how it is checked.
public struct ScenarioRun: Sendable {
  /// `NAME.yaml`.
  public var path: String
  /// The JSON Lines stream, exactly as `replay` writes it to stdout.
  public var stream: [UInt8] = []
  /// The exit status `replay` would end with.
  public var status: Int32 = 0
  /// The status `NAME.status` ships the scenario with (0 without the file).
  public var expectedStatus: Int32 = 0
  /// What `replay` would write to stderr (an unreadable scenario's message).
  public var diagnostics = ""
  /// The scenario, when it could be read: its steps name the place of a difference.
  public var document: ScenarioDocument?
  /// The view before the first event and the adjusted content inset, for the failure report's
  /// pictures.
  public var initialBounds = CGRect.zero
  public var adjustedContentInset = EdgeInsets.zero

  /// `NAME` of `NAME.yaml`, with its directory.
  public var base: String { path.hasSuffix(".yaml") ? String(path.dropLast(5)) : path }
  /// The golden log.
  public var goldenPath: String { base + ".events.jsonl" }
  /// The pending log written when the golden is missing or differs.
  public var pendingPath: String { base + ".events.jsonl.new" }

  /// A replay already made (by ScrollSimTesting): its file, stream, status and scenario.
  public init(
    path: String, stream: [UInt8], status: Int32 = 0, document: ScenarioDocument? = nil
  ) {
    self.path = path
    self.stream = stream
    self.status = status
    self.document = document
  }

  /// Reads the scenario (with the kinds of `registry`), its `.flags` and `.status`, and replays
  /// it.
  public static func replay(_ path: String, registry: LayoutRegistry = .builtIn) -> ScenarioRun {
    var run = ScenarioRun(path: path, stream: [])
    var traceCalls = false
    do {
      traceCalls = try Self.flags(at: run.base + ".flags")
      run.expectedStatus = try Self.status(at: run.base + ".status")
    } catch {
      run.status = 2
      run.diagnostics = "\(error.message)\n"
      return run
    }
    let document: ScenarioDocument
    do {
      document = try ScenarioLoader.load(path, registry: registry)
    } catch {
      run.status = 2
      run.diagnostics = "\(error)\n"
      return run
    }
    run.document = document
    let output = MemoryOutput()
    // What `replay` prints on stderr after a failed expect or an error event, so that `check`
    // names each failure at its line in the scenario.
    let noting = FailureNotingSink(
      sink: JSONLinesWriter(output: output), report: FailureReport(files: [path]),
      valueText: .json)
    // The stream is held in memory: --max-output-bytes bounds it as it bounds `replay`'s.
    let (replayer, status) = LocalReplay.replay(document, into: noting, traceCalls: traceCalls)
    run.status = status
    run.initialBounds = replayer.initialBounds
    run.adjustedContentInset = replayer.adjustedContentInset
    run.stream = output.bytes
    run.diagnostics = noting.report.lines.map { "\($0)\n" }.joined()
    return run
  }

  /// Whether `NAME.flags` asks for `--trace calls`; the only replay option a golden can record
  /// (a golden is JSON Lines, and `--realtime` changes nothing in the stream).
  static func flags(at path: String) throws(UsageError) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    var reader = ArgumentReader(words.map(String.init))
    var trace = false
    while let argument = reader.next() {
      switch argument {
      case .option("--trace"):
        let value = try reader.value(for: "--trace", meaning: "calls")
        guard value == "calls" else {
          throw UsageError("\(path): unknown trace '\(value)' for --trace (expected calls)")
        }
        trace = true
      case .option("--format"):
        let value = try reader.value(for: "--format", meaning: "jsonl")
        guard value == "jsonl" else {
          throw UsageError(
            "\(path): a golden log is JSON Lines; --format \(value) cannot be checked")
        }
      case .option("--realtime"): continue
      case .option(let name): throw UsageError("\(path): unknown option '\(name)'")
      case .operand(let word): throw UsageError("\(path): unexpected '\(word)' (only options)")
      }
    }
    return trace
  }

  /// The number in `NAME.status`, 0 when there is no such file.
  static func status(at path: String) throws(UsageError) -> Int32 {
    guard let data = FileManager.default.contents(atPath: path) else { return 0 }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let status = Int32(text), (0...2).contains(status) else {
      throw UsageError("\(path): an expected exit status is 0, 1 or 2, not '\(text)'")
    }
    return status
  }
}

extension ScenarioRun {
  /// What names the place of a difference from this run's golden log.
  public var comparedScenario: GoldenComparison.Scenario {
    GoldenComparison.Scenario(
      path: path, goldenPath: goldenPath,
      steps: document?.steps.map { (line: $0.line, op: $0.op) } ?? [])
  }
}
