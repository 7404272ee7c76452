import Foundation
import Testing

/// `make test`'s slice of the sweep of generated scenarios (docs/testing.md, "Fuzzing
/// scrollsim itself"): a fixed seed's first scenarios, built by `ScenarioGenerator` across every
/// layout kind, step and option, replayed by the built `FuzzReplay --sweep` in child processes
/// (so a trap is counted, not fatal) and every stream checked by `StreamCheck`. The same seed and
/// count give the same scenarios on every machine, so a finding here is one every run sees.
@Suite struct FuzzSweepTests {
  static let seed = 25
  /// About 40 s of two cores in a debug build (30 ms to 10 s a scenario).
  static let count = 400

  // A shared CI machine can be slow: a scenario is a hang only after ten silent minutes.
  @Test(.timeLimit(.minutes(15)))
  func aFixedSampleOfGeneratedScenariosKeepsTheContract() throws {
    let result = try BinaryRunner.run(
      [
        "--sweep", "--seed", "\(Self.seed)", "--count", "\(Self.count)", "--jobs", "2",
        "--batch", "50", "--timeout", "600",
      ], executable: BinaryRunner.product("FuzzReplay"))
    let summary = result.lines.first ?? ""
    #expect(summary.contains("(\(Self.count) replayed)"), "\(result.stdout)\(result.stderr)")
    for kind in ["signals", "hangs", "refused scenarios", "other problems"] {
      #expect(result.lines.contains("\(kind): 0"), "\(result.stdout)")
    }
    let findings = result.lines.filter { $0.hasPrefix("- ") }
    for finding in findings { Issue.record("\(finding)") }
    #expect(result.status == (findings.isEmpty ? 0 : 1))
  }
}
