import Foundation
import Testing

/// Every limit on a replay's work, lowered on the command line so a small scenario reaches it:
/// limits a file can be checked against are `FILE:LINE:COLUMN` errors (exit 2, nothing on
/// stdout); the others end the replay with an `error` event naming the limit and its option,
/// then the `end` line (exit 1).
@Suite struct LimitTests {
  /// Two sections of one item; step 0 inserts a third, empty section, step 1 an item: 3 sections,
  /// then 3 items.
  static let growing = """
    name: growing
    collectionView: {size: [320, 200]}
    layout: {kind: flow, itemSize: [100, 50]}
    data: {sections: [1, 1]}
    steps:
      - insert: {sections: [2]}
      - insert: {items: [[0, 1]]}
    """

  struct RunTimeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var input: String?
    var error: String
    var testDescription: String { name }
  }

  static let runTime: [RunTimeCase] = [
    // The first pass writes 8 events (scenario, prepare, contentSize, 5 appears); the limit is
    // checked between turns of the run loop, so the step that passed it is named.
    RunTimeCase(
      name: "events", arguments: ["--max-events", "5", "Scenarios/pinned-scroll.yaml"],
      error: "the replay passed its limit of 5 events (--max-events)"),
    RunTimeCase(
      name: "ticks of the replay",
      arguments: ["--max-ticks", "3", "Scenarios/fling-pinned-headers.yaml"],
      error: "the replay passed its limit of 3 display ticks (--max-ticks)"),
    RunTimeCase(
      name: "ticks of one step",
      arguments: ["--max-step-ticks", "5", "Scenarios/fling-pinned-headers.yaml"],
      error:
        "step 1 (fling, line 19) passed the limit of 5 display ticks for one step (--max-step-ticks)"
    ),
    // Bounds 320 x 200: header 0..40, rows at 40 and 150 of two cells: 5 elements.
    RunTimeCase(
      name: "visible elements",
      arguments: ["--max-visible", "4", "Scenarios/pinned-scroll.yaml"],
      error: "the layout returned 5 elements for the visible rect; the limit is 4 (--max-visible)"),
    // Six items: the first prepare lays out 6, the scroll's (the pinned header invalidates on
    // bounds changes) 6 more: 12 passes a limit of 11, at step 0 (line 14).
    RunTimeCase(
      name: "layout work",
      arguments: ["--max-layout-items", "11", "Scenarios/pinned-scroll.yaml"],
      error: "the replay laid out more than its limit of 11 items in all (--max-layout-items)"),
    RunTimeCase(
      name: "sections after an update", arguments: ["--max-sections", "2", "-"], input: growing,
      error: "the data holds 3 sections; the limit is 2 (--max-sections)"),
    RunTimeCase(
      name: "items after an update", arguments: ["--max-items", "2", "-"], input: growing,
      error: "the data holds 3 items; the limit is 2 (--max-items)"),
  ]

  @Test(arguments: runTime)
  func aLimitReachedWhileReplayingEndsTheReplay(_ c: RunTimeCase) throws {
    let result = try BinaryRunner.run(
      ["replay"] + c.arguments, input: c.input.map { Data($0.utf8) })
    #expect(result.status == 1)
    let lines = result.lines
    #expect(lines.count >= 2)
    let error = lines.count >= 2 ? lines[lines.count - 2] : ""
    #expect(error.contains(#""type":"error","message":"\#(c.error)""#), "\(error)")
    #expect(lines.last?.contains(#""type":"end""#) == true)
  }

  struct StaticCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var message: String
    var testDescription: String { name }
  }

  static let fileChecks: [StaticCase] = [
    // Nodes in order: name, its value, description, its value, collectionView, size, 320, 200,
    // the size's sequence, displayScale, 2: the eleventh, past a limit of 10, is line 3's `2`.
    StaticCase(
      name: "nodes", arguments: ["--max-nodes", "10", "Scenarios/pinned-scroll.yaml"],
      message:
        "Scenarios/pinned-scroll.yaml:3:50: error: the document has more than the limit of 10 nodes (--max-nodes)"
    ),
    StaticCase(
      name: "steps", arguments: ["--max-steps", "1", "Scenarios/pinned-scroll.yaml"],
      message:
        "Scenarios/pinned-scroll.yaml:14:3: error: steps holds 2 steps; the limit is 1 (--max-steps)"
    ),
    StaticCase(
      name: "sections", arguments: ["--max-sections", "2", "Scenarios/fling-pinned-headers.yaml"],
      message:
        "Scenarios/fling-pinned-headers.yaml:13:13: error: data.sections holds 3 sections; the limit is 2 (--max-sections)"
    ),
  ]

  @Test(arguments: fileChecks, ["replay", "validate"])
  func aLimitAFilePassesIsAnErrorAtItsKey(_ c: StaticCase, command: String) throws {
    let result = try BinaryRunner.run([command] + c.arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == c.message + "\n")
  }

  @Test func anOptionRaisesItsLimit() throws {
    let path = "Tests/ScrollSimCLITests/Malformed/too-many-items.yaml"
    let refused = try BinaryRunner.run(["validate", path])
    #expect(refused.status == 2)
    let raised = try BinaryRunner.run(["validate", "--max-items", "1200000", path])
    #expect(raised.status == 0)
    #expect(raised.stdout == "\(path): valid (0 steps)\n")
  }

  @Test(arguments: [
    (["--max-items", "0", "x.yaml"], "--max-items needs a positive integer, not '0'"),
    (["--max-visible", "many", "x.yaml"], "--max-visible needs a positive integer, not 'many'"),
    (
      ["--max-events", "9", "--server", "/tmp/none.sock", "x.yaml"],
      "--max-... limits cannot be combined with --server (it has its own)"
    ),
  ])
  func aBadLimitIsAUsageError(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(["replay"] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("scrollsim: \(message)\n"))
  }
}
