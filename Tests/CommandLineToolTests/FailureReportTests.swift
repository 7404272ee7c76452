import EventStream
import Foundation
import Simulator
import Testing

@testable import CommandLineTool

/// The failure lines `replay` prints, learnt from the events as they are written, and the same
/// lines read back from the written stream (how a replay through the daemon learns them).
@Suite struct FailureReportTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let payloads: [Event.Payload]
    let valueText: FailureReport.ValueText
    let lines: [String]
    var testDescription: String { name }
  }

  static let scenario = Event.Payload.scenario(name: "s", layout: "flow", version: 1)
  static let frame = JSONValue.object([("frame", .array([0, 0.5, 320, 40].map(JSONValue.number)))])
  static let moved = JSONValue.object([
    ("frame", .array([0, 12.25, 320, 40].map(JSONValue.number)))
  ])
  static func visible(_ ids: [String]) -> JSONValue {
    .object([("visible", .array(ids.map(JSONValue.string)))])
  }

  static let cases: [Case] = [
    Case(
      name: "a failed expect names its step's line and quotes both values as JSON",
      payloads: [
        scenario, .step(op: "scroll", line: 4), .step(op: "expect", line: 9),
        .assert(passed: false, expect: frame, actual: moved),
      ],
      valueText: .json,
      lines: [
        "A.yaml:9: expect failed: expected {\"frame\":[0,0.5,320,40]}, "
          + "actual {\"frame\":[0,12.25,320,40]}"
      ]),
    Case(
      name: "the text format quotes the values as it writes them",
      payloads: [
        scenario, .step(op: "expect", line: 3),
        .assert(passed: false, expect: frame, actual: moved),
      ],
      valueText: .text,
      lines: [
        "A.yaml:3: expect failed: expected {frame: [0, 0.5, 320, 40]}, actual {frame: [0, 12.25, 320, 40]}"
      ]),
    Case(
      name: "a passed expect is no failure",
      payloads: [
        scenario, .step(op: "expect", line: 3), .assert(passed: true, expect: frame, actual: frame),
      ],
      valueText: .json, lines: []),
    Case(
      name: "a visible set says what is missing and what is extra",
      payloads: [
        scenario, .step(op: "expect", line: 7),
        .assert(
          passed: false, expect: visible(["cell/0/0", "cell/0/1"]),
          actual: visible(["cell/0/1", "cell/0/2"])),
      ],
      valueText: .json,
      lines: ["A.yaml:7: expect failed: visible cells: missing cell/0/0; extra cell/0/2"]),
    Case(
      name: "the same cells in another order",
      payloads: [
        scenario, .step(op: "expect", line: 7),
        .assert(
          passed: false, expect: visible(["cell/0/1", "cell/0/0"]),
          actual: visible(["cell/0/0", "cell/0/1"])),
      ],
      valueText: .text,
      lines: ["A.yaml:7: expect failed: visible cells: the same cells in another order"]),
    Case(
      name: "an error names the line it gives, not its step's",
      payloads: [
        scenario, .step(op: "delete", line: 5),
        .error(message: "attempt to delete item 5", line: 6),
      ],
      valueText: .json, lines: ["A.yaml:6: error: attempt to delete item 5"]),
    Case(
      name: "the text format writes a message's line breaks escaped",
      payloads: [scenario, .error(message: "two\nlines", line: 2)],
      valueText: .text, lines: ["A.yaml:2: error: two\\nlines"]),
    Case(
      // UIKit's texts of sets hold line breaks ("Duplicate identifiers: {(\n    b\n)}"); a
      // failure is one line in either format.
      name: "the JSON format's failure line escapes a message's line breaks too",
      payloads: [scenario, .error(message: "{(\n    b\n)}", line: 4)],
      valueText: .json, lines: ["A.yaml:4: error: {(\\n    b\\n)}"]),
    Case(
      name: "each scenario's failures name its own file",
      payloads: [
        scenario, .error(message: "first", line: 2), .end(steps: 1, events: 3, failures: 1),
        scenario, .error(message: "second", line: 8),
      ],
      valueText: .json, lines: ["A.yaml:2: error: first", "B.yaml:8: error: second"]),
  ]

  @Test(arguments: cases)
  func failuresAreLearntFromTheEvents(_ c: Case) {
    let output = MemoryOutput()
    let writer: ByteCountingSink =
      c.valueText == .text ? TextWriter(output: output) : JSONLinesWriter(output: output)
    let noting = FailureNotingSink(
      sink: writer, report: FailureReport(files: ["A.yaml", "B.yaml"]), valueText: c.valueText)
    for (seq, payload) in c.payloads.enumerated() {
      noting.write(Event(t: 0, frame: 0, step: 0, payload: payload), seq: seq)
    }
    noting.flush()
    #expect(noting.report.lines == c.lines)
    // Read back from the bytes, as a replay through the daemon is, the lines are the same.
    var scanned = FailureReport(files: ["A.yaml", "B.yaml"])
    scanned.take(output.bytes)
    #expect(scanned.lines == c.lines)
  }

  @Test func anEventTheLimitRefusesIsNoFailure() {
    let output = MemoryOutput()
    let noting = FailureNotingSink(
      sink: JSONLinesWriter(output: output), report: FailureReport(files: ["A.yaml"]),
      valueText: .json)
    noting.write(Event(t: 0, frame: 0, step: -1, payload: Self.scenario), seq: 0)
    let written = noting.write(
      Event(t: 0, frame: 0, step: 0, payload: .error(message: "too long", line: 3)), seq: 1,
      within: 10)
    #expect(!written)
    #expect(noting.report.lines.isEmpty)
  }

  @Test func theTextCountsTheFailures() {
    #expect(FailureReport.text(of: []) == "")
    #expect(FailureReport.text(of: ["a"]) == "a\nscrollsim: 1 failure\n")
    #expect(FailureReport.text(of: ["a", "b"]) == "a\nb\nscrollsim: 2 failures\n")
  }

  /// A failure given by the daemon with its stream (a record) is named after its file, standard
  /// input by its name in messages.
  @Test func aFailureRecordIsNamedAfterItsFile() {
    var report = FailureReport(files: ["A.yaml", "-"])
    report.add("9: expect failed: visible cells: missing cell/0/1", file: "A.yaml")
    report.add("3: error: no", file: "-")
    #expect(
      report.lines == [
        "A.yaml:9: expect failed: visible cells: missing cell/0/1",
        "\(ScenarioLoader.standardInputName):3: error: no",
      ])
  }
}
