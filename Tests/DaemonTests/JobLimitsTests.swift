import Foundation
import Testing

@testable import Daemon

/// `scrollsim serve --max-LIMIT N`: every limit of `scrollsim replay` applies to each job, with
/// the same messages: a limit a file passes is a refusal naming it, one reached while replaying
/// ends the stream as `scrollsim replay` ends it.
@Suite(.serialized) struct JobLimitsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let flags: [String]
    let scenario: String
    var testDescription: String { name }
  }

  static func scenario(items: Int, steps: [String]) -> String {
    """
    name: limited
    collectionView: {size: [320, 480]}
    layout: {kind: flow, itemSize: [100, 100]}
    data: {sections: [\(items)]}
    steps:
    \(steps.map { "  - \($0)" }.joined(separator: "\n"))

    """
  }

  static let cases: [Case] = [
    Case(
      name: "items, when reading", flags: ["--max-items", "10"],
      scenario: scenario(items: 20, steps: ["scroll: {to: [0, 100]}"])),
    Case(
      name: "steps, when reading", flags: ["--max-steps", "1"],
      scenario: scenario(items: 5, steps: ["scroll: {to: [0, 10]}", "scroll: {to: [0, 0]}"])),
    Case(
      name: "items, after an insert", flags: ["--max-items", "6"],
      scenario: scenario(items: 5, steps: ["insert: {items: [[0, 0], [0, 1]]}"])),
    Case(
      name: "visible elements, when replaying", flags: ["--max-visible", "5"],
      scenario: scenario(items: 30, steps: ["scroll: {to: [0, 100]}"])),
    Case(
      name: "display ticks, when replaying", flags: ["--max-ticks", "3"],
      scenario: scenario(items: 30, steps: ["scroll: {to: [0, 300], animated: true}"])),
    Case(
      name: "within the limits", flags: ["--max-items", "30", "--max-visible", "50"],
      scenario: scenario(items: 30, steps: ["scroll: {to: [0, 300], animated: true}"])),
  ]

  @Test(arguments: cases)
  func eachJobRunsUnderTheServersLimits(_ c: Case) throws {
    let server = try ServerProcess(c.flags)
    let file = "\(server.directory)/limited.yaml"
    try c.scenario.write(toFile: file, atomically: true, encoding: .utf8)
    let local = try ServerProcess.run(["replay"] + c.flags + [file])
    let response = try server.exchange(
      ReplayRequest(source: .text(c.scenario), fileName: file).jsonLine)
    if local.status == 2 {
      // Refused when read: the one error line carries replay's message and its line.
      let message = String(local.stderr.prefix { $0 != "\n" })
      let line = Int(message.dropFirst(file.count + 1).prefix { $0 != ":" }) ?? 0
      #expect(response == ServeTests.refusal(message, line: line))
    } else {
      #expect(response == local.stdout)
    }
    // Without the server's limit the same request replays whole: the limit did the cutting.
    let unlimited = try ServerProcess()
    let whole = try ServerProcess.run(["replay", file])
    #expect(
      try unlimited.exchange(ReplayRequest(source: .text(c.scenario), fileName: file).jsonLine)
        == whole.stdout)
    #expect(c.name == "within the limits" ? local.stdout == whole.stdout : local.status != 0)
    #expect(unlimited.stop() == 0)
    #expect(server.stop() == 0)
  }
}
