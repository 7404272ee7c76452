import Foundation
import Testing

/// The command line: usage errors name the bad argument and exit 2; replay exits 1 on a failed
/// assert; the text format and --version work.
@Suite struct CommandLineTests {
  struct UsageCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let firstLine: String
    /// The usage printed after the message: the command's own, or the summary of every
    /// command (which begins with replay's) when there is no command.
    var usage = "usage: scrollsim replay FILE..."
    /// Whether every command's usage follows (no command named), or only that command's.
    var summary = false
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: [], firstLine: "scrollsim: missing command", summary: true),
    UsageCase(
      arguments: ["play", "x.yaml"], firstLine: "scrollsim: unknown command 'play'",
      summary: true),
    UsageCase(
      arguments: ["replay"], firstLine: "scrollsim: replay needs at least one scenario file"),
    UsageCase(
      arguments: ["replay", "--format", "xml", "x.yaml"],
      firstLine:
        "scrollsim: unknown format 'xml' for --format (expected jsonl, text, chrome-trace or html)"),
    UsageCase(
      arguments: ["replay", "x.yaml", "--format"],
      firstLine: "scrollsim: --format needs a value: jsonl, text, chrome-trace or html"),
    UsageCase(
      arguments: ["replay", "--trace", "everything", "x.yaml"],
      firstLine: "scrollsim: unknown trace 'everything' for --trace (expected calls)"),
    UsageCase(
      arguments: ["replay", "--fast", "x.yaml"], firstLine: "scrollsim: unknown option '--fast'"),
    UsageCase(
      arguments: ["validate"], firstLine: "scrollsim: validate needs at least one scenario file",
      usage: "usage: scrollsim validate FILE... [--max-LIMIT N]...\n"
        + "(scrollsim help validate describes every option)\n"),
    UsageCase(
      arguments: ["check", "--frobnicate"],
      firstLine: "scrollsim: unknown option '--frobnicate' for check",
      usage: "usage: scrollsim check [--record | --accept]"),
    UsageCase(
      arguments: ["render", "a.yaml", "--scale", "0"],
      firstLine: "scrollsim: --scale needs pixels per point from 0.25 to 16, not '0'",
      usage: "usage: scrollsim render FILE [--step N"),
    UsageCase(
      arguments: ["status"],
      firstLine: "scrollsim: status needs --server SOCKET or --server 127.0.0.1:PORT",
      usage: "usage: scrollsim status --server SOCKET|127.0.0.1:PORT\n"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsNameTheBadArgument(_ c: UsageCase) throws {
    let result = try BinaryRunner.run(c.arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == c.firstLine)
    #expect(result.stderr.contains("\n" + c.usage))
    // A usage error in a command shows that command's usage alone.
    #expect(result.stderr.contains("scrollsim serve --socket") == c.summary)
  }

  @Test func aMissingFileIsUnreadable() throws {
    let result = try BinaryRunner.run(["replay", "Scenarios/missing.yaml"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Scenarios/missing.yaml:1:1: error: cannot read the file: it does not exist\n")
  }

  @Test func versionAndHelp() throws {
    #expect(
      try BinaryRunner.run(["--version"]).stdout == "scrollsim 0.2.0 (event stream version 1)\n")
    let help = try BinaryRunner.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("usage: scrollsim replay FILE..."))
  }

  @Test func validatePrintsTheStepCount() throws {
    let result = try BinaryRunner.run(["validate", "Scenarios/pinned-scroll.yaml"])
    #expect(result.status == 0)
    #expect(result.stdout == "Scenarios/pinned-scroll.yaml: valid (2 steps)\n")
  }

  @Test func aFailedExpectationExitsOneAndReportsBothValues() throws {
    let result = try BinaryRunner.replay(
      """
      name: failing
      collectionView: {size: [320, 200], displayScale: 2}
      layout: {kind: flow, itemSize: [150, 100]}
      data: {sections: [6]}
      steps:
        - expect: {element: cell/0/1, frame: [160, 0, 150, 100]}
        - expect: {contentSize: [320, 320]}
      """, name: "failing")
    #expect(result.status == 1)
    let lines = result.lines
    // Two 150-pt columns in 320: the gap is 20, so the second column is at 170.
    #expect(
      lines.contains {
        $0.hasSuffix(
          #""type":"assert","passed":false,"expect":{"element":"cell/0/1","frame":[160,0,150,100]},"actual":{"frame":[170,0,150,100]}}"#
        )
      })
    #expect(
      lines.contains {
        $0.hasSuffix(
          #""type":"assert","passed":true,"expect":{"contentSize":[320,320]},"actual":{"contentSize":[320,320]}}"#
        )
      })
    // scenario, invalidate, prepare, contentSize, four cells in the first two rows, two steps
    // with their asserts, end: 13 lines.
    #expect(lines.last?.hasSuffix(#""type":"end","steps":2,"events":13,"failures":1}"#) == true)
  }

  /// With scrollableAxes the first content size makes the vertical axis scroll, which adds the
  /// top and bottom safe area; the waterfall (a base-class layout) invalidates for any inset
  /// change. The first pass still has no `invalidate` (the contract): it prepares again at once.
  /// The first pass opens with UIKit's `everything` invalidation; the content size then makes the
  /// vertical axis scroll, the adjusted inset gains the safe area's top and bottom, and the flow
  /// layout's inset check invalidates it (logged where it happens) before any element is shown.
  @Test func theFirstPassSettlesTheInsetsWithTheirInvalidation() throws {
    let result = try BinaryRunner.replay(
      """
      name: first-pass
      collectionView: {size: [320, 400], safeAreaInsets: [44, 10, 34, 10], contentInsetAdjustmentBehavior: scrollableAxes}
      layout: {kind: waterfall}
      data: {sections: [20]}
      steps:
        - expect: {contentOffset: [0, -44]}
      """, name: "first-pass")
    #expect(result.status == 0)
    let firstPass = result.lines.prefix { !$0.contains(#""type":"step""#) }
    let reasons = firstPass.filter { $0.contains(#""type":"invalidate""#) }.map {
      $0.components(separatedBy: #""reason":""#).last?.prefix { $0 != "\"" } ?? ""
    }
    #expect(reasons == ["everything", "invalidateLayout"])
    #expect(firstPass.filter { $0.contains(#""type":"prepare""#) }.count == 2)
    #expect(firstPass.last?.contains(#""cause":"layout""#) == true)
  }

  @Test func aStepThatRaisesIsAnErrorEventAndTheStreamEnds() throws {
    let result = try BinaryRunner.replay(
      """
      name: scroll-to-missing
      layout: {kind: flow}
      data: {sections: [100]}
      steps:
        - scrollToItem: {item: [0, 100], position: top}
        - expect: {contentOffset: [0, 0]}
      """, name: "scroll-to-missing")
    #expect(result.status == 1)
    let lines = result.lines
    #expect(
      lines.contains {
        $0.hasSuffix(
          #""type":"error","message":"attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 100}","line":5}"#
        )
      })
    #expect(lines.last?.contains(#""type":"end","steps":1,"#) == true)
  }

  @Test func anInvalidUpdateIsUIKitsExceptionAndStopsTheReplay() throws {
    let result = try BinaryRunner.replay(
      """
      name: invalid
      layout: {kind: flow}
      data: {sections: [3]}
      steps:
        - scroll: {to: [0, 10]}
        - delete: {items: [[0, 5]]}
        - expect: {contentOffset: [0, 10]}
      """, name: "invalid")
    #expect(result.status == 1)
    let lines = result.lines
    // The scroll before the failing step is still in the stream.
    #expect(lines.contains { $0.hasSuffix(#""type":"scroll","offset":[0,10]}"#) })
    #expect(
      lines.contains {
        $0.hasSuffix(
          #""type":"error","message":"attempt to delete item 5 from section 0 which only contains 3 items before the update","line":6}"#
        )
      })
    #expect(
      lines.last?.hasSuffix(#""type":"end","steps":2,"events":\#(lines.count),"failures":1}"#)
        == true)
  }

  @Test func theTextFormatPrintsOneLinePerEvent() throws {
    let json = try BinaryRunner.run(["replay", "Scenarios/pinned-scroll.yaml"])
    let text = try BinaryRunner.run(["replay", "--format", "text", "Scenarios/pinned-scroll.yaml"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.count == json.stdout.split(separator: "\n").count)
    #expect(
      lines[13]
        == "#14 t=0 frame=0 step=0 change supplementary/header/0/0 (scroll) [0, 0, 320, 40] z 10 -> [0, 70, 320, 40] z 10"
    )
  }
}
