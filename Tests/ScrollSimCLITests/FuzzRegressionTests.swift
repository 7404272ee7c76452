import Foundation
import Testing

/// Every input the fuzzers (`make fuzz`, docs/testing.md) broke a promise with, kept in
/// FuzzRegressions/ and replayed by the built binary: it now ends with the exact status and
/// stderr the fix gives, and its stream keeps the contract (one JSON object per line with finite
/// numbers, `scenario` first and `end` last; or, in the text format, one line per event).
@Suite struct FuzzRegressionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// The scenario in FuzzRegressions/, without `.yaml`. A first line `# flags: ...` (as
    /// `FuzzReplay --yaml` writes it) gives the replay's options.
    let file: String
    /// What the fuzzer saw before the fix.
    let found: String
    /// The exit status of `scrollsim replay`.
    let status: Int32
    /// Its stderr, exactly; `FILE` stands for the scenario's path.
    let stderr: String
    /// A line the stream must hold, exactly.
    let line: String?
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(
      file: "carousel-negative-section",
      found: "issue 25: an estimating carousel whose insets (half of 10 - 50) make its section "
        + "longer at the start than at the end trapped on a range built from them (exit 132)",
      status: 0, stderr: "",
      line: #"{"seq":19,"t":0,"frame":0,"step":1,"type":"end","steps":2,"events":19,"failures":0}"#),
    Case(
      file: "multiline-kind",
      found: "FuzzScenario: an error message quoting a scalar with a line break took two lines",
      status: 2,
      stderr:
        "FILE:3:9: error: unknown layout kind 's\\no' (kinds: flow, section-backgrounds, separators, pinned-headers, compositional, snapping-carousel, anchored-self-sizing, aligned-flow, waterfall, circle, stacked-cards)\n",
      line: nil),
    Case(
      file: "passes-after-end",
      found: "FuzzReplay --sweep: a layout whose passes keep invalidating it (an inset-adjustment "
        + "feedback) went on writing after `end` into a sink already being read: `end is not the "
        + "last line`, text and JSON line counts that disagreed",
      status: 0, stderr: "",
      // With `--trace calls`: each inset change is also the layout's
      // `_shouldInvalidateLayout(forOldInsets:newInsets:)` call, four of them.
      line: #"{"seq":50,"t":0,"frame":0,"step":1,"type":"end","steps":2,"events":50,"failures":0}"#),
    Case(
      file: "text-line-break",
      found: "triaging multiline-kind: --format text wrote a colour and a kind with line breaks "
        + "over several lines",
      status: 0, stderr: "",
      line: #"#7 t=0 frame=0 step=-1 appear decoration/background/0/0 (layout) null -> "#
        + #"[0, 0, 320, 50] z -1 color=red\nblue"#),
  ]

  static let folder = "Tests/ScrollSimCLITests/FuzzRegressions"

  /// A finding saved without a case would never be replayed.
  @Test func everyFindingHasACase() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: BinaryRunner.packageRoot.appendingPathComponent(Self.folder).path
    ).filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
    #expect(Set(files) == Set(Self.cases.map(\.file)))
  }

  @Test(arguments: cases)
  func aFuzzFindingEndsAsTheFixMadeIt(_ c: Case) throws {
    let path = "\(Self.folder)/\(c.file).yaml"
    let text = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
    let flags =
      text.hasPrefix("# flags: ")
      ? text.prefix { $0 != "\n" }.dropFirst(9).split(separator: " ").map(String.init) : []
    let result = try BinaryRunner.run(["replay"] + flags + [path])
    #expect(result.status == c.status)
    #expect(result.stderr == c.stderr.replacingOccurrences(of: "FILE", with: path))
    if let line = c.line { #expect(result.lines.contains(line), "\(result.stdout)") }
    guard c.status != 2 else {
      #expect(result.stdout.isEmpty)
      return
    }
    if flags.contains("text") {
      for (index, line) in result.lines.enumerated() {
        #expect(line.hasPrefix("#\(index + 1) "), "not one line per event: \(line)")
      }
      #expect(result.lines.last?.contains(" end steps ") == true)
    } else {
      for line in result.lines { try Self.expectValidEvent(line) }
      #expect(result.lines.first?.contains(#""type":"scenario""#) == true)
      #expect(result.lines.last?.contains(#""type":"end""#) == true)
    }
  }

  /// One JSON object, without the non-finite numbers JSON cannot hold.
  static func expectValidEvent(_ line: String) throws {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    #expect(object is [String: Any], "\(line)")
    var outsideStrings = ""
    var inString = false
    var escaped = false
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else {
        outsideStrings.append(character)
      }
    }
    #expect(!outsideStrings.contains("nan") && !outsideStrings.contains("inf"), "\(line)")
  }
}
