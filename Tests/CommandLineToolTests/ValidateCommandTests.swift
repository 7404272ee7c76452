import Foundation
import Testing

@testable import CommandLineTool

/// `scrollsim validate` in this process: each file reported, the worst status returned.
@Suite struct ValidateCommandTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let yaml: String
    let status: Int32
    let out: String
    let err: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a valid scenario counts its steps",
      yaml:
        "name: v\nlayout: {kind: flow}\ndata: {sections: [3]}\nsteps:\n  - scroll: {by: [0, 10]}\n",
      status: 0, out: "FILE: valid (1 steps)\n", err: ""),
    Case(
      name: "an update UIKit would refuse is status 1 at its line",
      yaml:
        "name: v\nlayout: {kind: flow}\ndata: {sections: [3]}\nsteps:\n  - delete: {items: [[0, 5]]}\n",
      status: 1, out: "",
      err:
        "FILE:5: error: attempt to delete item 5 from section 0 which only contains 3 items before the update\n"
    ),
    Case(
      name: "an unreadable scenario is status 2 at its line and column",
      yaml: "name: v\nlayout: {kind: nope}\ndata: {sections: [1]}\nsteps: []\n", status: 2,
      out: "",
      err: "FILE:2:16: error: unknown layout kind 'nope'"),
  ]

  @Test(arguments: cases)
  func eachFileIsReportedWithTheWorstStatus(_ c: Case) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-validate-\(UUID().uuidString).yaml"
    ).path
    try c.yaml.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = ValidateOptions()
    options.files = [path]
    var out = ""
    var err = ""
    let status = ValidateCommand(options: options).run(
      printOut: { out += $0 }, printError: { err += $0 })
    #expect(status == c.status)
    #expect(out == c.out.replacingOccurrences(of: "FILE", with: path))
    #expect(err.hasPrefix(c.err.replacingOccurrences(of: "FILE", with: path)), "\(err)")
  }
}
