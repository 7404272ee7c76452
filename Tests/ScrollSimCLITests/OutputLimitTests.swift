import Foundation
import Testing

/// `--max-output-bytes`: the event that would take the stream past the limit is not written; an
/// `error` event naming the limit and its option takes its place, then `end` (those two may pass
/// the limit). The `scenario` line always passes.
@Suite struct OutputLimitTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// The limit the arguments set, for the failure line on stderr.
    var limit: Int
    var stdout: [String]
    var testDescription: String { name }
  }

  // Scenarios/pinned-scroll.yaml's first lines are 105, 78, 63, 74 and 148 bytes long (JSON
  // Lines, newline included): 105, 183, 246, 320, 468 in all.
  static let scenario =
    #"{"seq":1,"t":0,"frame":0,"step":-1,"type":"scenario","name":"pinned-scroll","layout":"flow","version":1}"#
  static let invalidate =
    #"{"seq":2,"t":0,"frame":0,"step":-1,"type":"invalidate","reason":"everything"}"#
  static let prepare = #"{"seq":3,"t":0,"frame":0,"step":-1,"type":"prepare","cycle":1}"#
  static let contentSize =
    #"{"seq":4,"t":0,"frame":0,"step":-1,"type":"contentSize","size":[320,360]}"#
  static let appear =
    #"{"seq":5,"t":0,"frame":0,"step":-1,"type":"appear","id":"cell/0/0","cause":"layout","from":null,"to":{"frame":[0,40,150,100],"alpha":1,"zIndex":0}}"#

  static func error(seq: Int, limit: Int) -> String {
    #"{"seq":\#(seq),"t":0,"frame":0,"step":-1,"type":"error","message":"the replay reached its limit of \#(limit) bytes of output (--max-output-bytes)","line":0}"#
  }

  static func end(seq: Int) -> String {
    #"{"seq":\#(seq),"t":0,"frame":0,"step":-1,"type":"end","steps":0,"events":\#(seq),"failures":1}"#
  }

  static let cases: [Case] = [
    Case(
      name: "below the first line: the scenario line still passes",
      arguments: ["--max-output-bytes", "1"], limit: 1,
      stdout: [scenario, error(seq: 2, limit: 1), end(seq: 3)]),
    Case(
      name: "one byte short of five lines", arguments: ["--max-output-bytes", "467"], limit: 467,
      stdout: [
        scenario, invalidate, prepare, contentSize, error(seq: 5, limit: 467), end(seq: 6),
      ]),
    Case(
      name: "exactly five lines", arguments: ["--max-output-bytes=468"], limit: 468,
      stdout: [
        scenario, invalidate, prepare, contentSize, appear, error(seq: 6, limit: 468),
        end(seq: 7),
      ]),
    // Text lines of 61, 45, 39, 46 and 74 bytes: 191 holds four.
    Case(
      name: "text", arguments: ["--format", "text", "--max-output-bytes", "191"], limit: 191,
      stdout: [
        "#1 t=0 frame=0 step=-1 scenario pinned-scroll layout flow v1",
        "#2 t=0 frame=0 step=-1 invalidate everything",
        "#3 t=0 frame=0 step=-1 prepare cycle 1",
        "#4 t=0 frame=0 step=-1 contentSize [320, 360]",
        "#5 t=0 frame=0 step=-1 error line 0: the replay reached its limit of 191 bytes of output "
          + "(--max-output-bytes)",
        "#6 t=0 frame=0 step=-1 end steps 0 events 6 failures 1",
      ]),
  ]

  @Test(arguments: cases)
  func theStreamEndsWithAnErrorNamingTheLimit(_ c: Case) throws {
    let result = try BinaryRunner.run(["replay"] + c.arguments + ["Scenarios/pinned-scroll.yaml"])
    #expect(result.status == 1)
    #expect(result.lines == c.stdout)
    #expect(
      result.stderr
        == "Scenarios/pinned-scroll.yaml:0: error: the replay reached its limit of \(c.limit) "
        + "bytes of output (--max-output-bytes)\nscrollsim: 1 failure\n")
  }

  /// `render` and `validate` take the option as every command that reads scenarios does; a
  /// render's events are bounded as a stream is (exit 1), `validate` replays nothing.
  @Test func renderAndValidateTakeTheOption() throws {
    let render = try BinaryRunner.run([
      "render", "--max-output-bytes", "1", "Scenarios/pinned-scroll.yaml",
    ])
    #expect(render.status == 1)
    #expect(render.stdout.hasPrefix("<svg"))
    let validate = try BinaryRunner.run([
      "validate", "--max-output-bytes", "1", "Scenarios/pinned-scroll.yaml",
    ])
    #expect(validate.status == 0)
    #expect(validate.stdout == "Scenarios/pinned-scroll.yaml: valid (2 steps)\n")
  }
}
