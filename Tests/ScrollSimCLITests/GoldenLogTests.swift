import Foundation
import Testing

/// Every shipped scenario replays to the exact bytes of its golden log, twice in a row.
///
/// A golden is re-recorded with `make goldens`; a re-recorded golden is a candidate, not proof:
/// each scenario also pins numbers derived by hand in `expect` steps, and this test requires all of
/// them to pass.
@Suite struct GoldenLogTests {
  static var scenarios: [String] {
    let folder = BinaryRunner.packageRoot.appendingPathComponent("Scenarios")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  static func flags(_ name: String) -> [String] {
    let url = BinaryRunner.packageRoot.appendingPathComponent("Scenarios/\(name).flags")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// The exit status a scenario is shipped with: 0, or the number in `NAME.status` for a scenario
  /// that shows a failing expectation on purpose (a seed's bug caught under `seedQuirks`).
  static func status(_ name: String) -> Int32 {
    let url = BinaryRunner.packageRoot.appendingPathComponent("Scenarios/\(name).status")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return 0 }
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @Test func thereAreShippedScenarios() {
    #expect(Self.scenarios.count >= 3)
  }

  @Test(arguments: scenarios)
  func replaysToItsGoldenLog(_ name: String) throws {
    let golden = BinaryRunner.packageRoot.appendingPathComponent("Scenarios/\(name).events.jsonl")
    let expected = try String(contentsOf: golden, encoding: .utf8)
    let first = try BinaryRunner.run(["replay"] + Self.flags(name) + ["Scenarios/\(name).yaml"])
    #expect(first.status == Self.status(name), "\(name) exited \(first.status): \(first.stderr)")
    // A scenario shipped failing names its failures on stderr; any other writes nothing there.
    if Self.status(name) == 1 {
      #expect(first.stderr.hasSuffix(" failures\n") || first.stderr.hasSuffix(" failure\n"))
    } else {
      #expect(first.stderr == "")
    }
    if first.stdout != expected {
      let got = first.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(got.count, want.count)
      Issue.record(
        """
        Scenarios/\(name).yaml no longer replays to its golden log; first difference at line \(line + 1):
          golden: \(line < want.count ? String(want[line]) : "(end)")
          now:    \(line < got.count ? String(got[line]) : "(end)")
        If the change is intended, check the new numbers against UIKit's rules, then run `make goldens`.
        """)
    }
    let second = try BinaryRunner.run(["replay"] + Self.flags(name) + ["Scenarios/\(name).yaml"])
    #expect(second.stdout == first.stdout, "two replays of \(name) differ")
  }

  @Test func theWorkedExampleIsShippedUnchanged() throws {
    let shipped = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(
        "Scenarios/pinned-scroll.events.jsonl"),
      encoding: .utf8)
    // The contract's example ends with the header pinned at the new offset (checked by hand there).
    #expect(
      shipped.contains(
        #""type":"assert","passed":true,"expect":{"element":"supplementary/header/0/0","frame":[0,70,320,40]}"#
      ))
    #expect(shipped.hasSuffix(#""type":"end","steps":2,"events":19,"failures":0}"# + "\n"))
  }
}
