import EventStream
import Foundation
import Scenario

/// A stream that does not match its golden file, with the report `scrollsim check` prints: the
/// step of the first difference, its op and line, and a unified diff.
public struct GoldenMismatch: Error, Equatable, CustomStringConvertible, Sendable {
  /// The report.
  public var description: String

  /// A mismatch reported as `description`.
  public init(description: String) { self.description = description }
}

extension ReplayLog {
  /// Compares the stream with the golden file at `path` under `scrollsim check`'s rules: a
  /// difference or a missing golden throws the report (naming the scenario file replayed, or
  /// the name given to a YAML string) and writes the stream to `PATH.new` (not
  /// on CI, `CI=true`). With `record` (default: the environment variable `SCROLLSIM_RECORD=1`)
  /// the golden is rewritten instead, except on CI, where recording is refused.
  public func assertMatchesGolden(
    at path: String, record: Bool? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(GoldenMismatch) {
    let onCI = environment["CI"] == "true"
    let recording = record ?? (environment["SCROLLSIM_RECORD"] == "1")
    let files = FileManager.default
    if recording {
      guard !onCI else { throw GoldenMismatch(description: "CI=true: refusing to record \(path)") }
      guard files.createFile(atPath: path, contents: Data(jsonLines)) else {
        throw GoldenMismatch(description: "cannot write \(path)")
      }
      return
    }
    // The report names the scenario as it was replayed: its file, or a YAML string's name.
    let run = GoldenComparison.Scenario(
      path: file, goldenPath: path,
      steps: document.steps.map { (line: $0.line, op: $0.op) })
    func pending() -> String {
      if onCI { return "CI=true: no pending log written\n" }
      guard files.createFile(atPath: path + ".new", contents: Data(jsonLines)) else {
        return "cannot write \(path).new\n"
      }
      return "wrote \(path).new\n"
    }
    guard let golden = files.contents(atPath: path) else {
      throw GoldenMismatch(description: "no golden log \(path)\n" + pending())
    }
    let comparison = GoldenComparison(golden: Array(golden), stream: jsonLines, run: run)
    if let report = comparison.report {
      throw GoldenMismatch(description: report + pending())
    }
  }
}
