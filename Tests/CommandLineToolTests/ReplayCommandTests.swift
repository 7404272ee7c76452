import Foundation
import Testing

@testable import CommandLineTool

/// `scrollsim replay`'s own decisions in this process: colour, and what ends a replay before
/// anything is written.
@Suite struct ReplayCommandTests {
  @Test(
    arguments: [
      (true, [:], true), (false, [:], false), (true, ["NO_COLOR": "1"], false),
      (true, ["NO_COLOR": ""], true), (false, ["NO_COLOR": "1"], false),
    ] as [(Bool, [String: String], Bool)])
  /// Colour for a terminal unless NO_COLOR is set to something (no-color.org).
  func colourIsForATerminalWithoutNoColor(
    _ isTerminal: Bool, _ environment: [String: String], _ colour: Bool
  ) {
    #expect(ReplayCommand.wantsColour(isTerminal: isTerminal, environment: environment) == colour)
  }

  /// A scratch directory holding `files` (name to text), removed afterwards by the caller.
  static func directory(_ files: [String: String]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-replay-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(toFile: "\(path)/\(name)", atomically: true, encoding: .utf8)
    }
    return path
  }

  static let valid = "name: v\nlayout: {kind: flow}\ndata: {sections: [3]}\nsteps: []\n"
  static let unreadable = "name: v\nlayout: {kind: nope}\ndata: {sections: [1]}\nsteps: []\n"

  @Test(arguments: [false, true])
  /// Locally or through a server, every file is read first: one that cannot be read is status
  /// 2, named at its line and column, and nothing is replayed (no server is asked).
  func anUnreadableFileEndsTheReplayBeforeItStarts(_ throughServer: Bool) throws {
    let folder = try Self.directory(["a.yaml": Self.valid, "b.yaml": Self.unreadable])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var options = ReplayOptions()
    options.files = ["\(folder)/a.yaml", "\(folder)/b.yaml"]
    options.outputDirectory = "\(folder)/out"
    if throughServer { options.server = "\(folder)/no-server.sock" }
    var err = ""
    let status = ReplayCommand(options: options, printError: { err += $0 }).run(colour: false)
    #expect(status == 2)
    #expect(err.hasPrefix("\(folder)/b.yaml:2:16: error: unknown layout kind 'nope' (kinds: "))
    #expect(err.hasSuffix(")\n") && !err.contains("a.yaml"))
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
  }

  @Test func anOutputDirectoryThatCannotBeMadeIsStatus3() throws {
    let folder = try Self.directory(["a.yaml": Self.valid, "taken": "a file"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var options = ReplayOptions()
    options.files = ["\(folder)/a.yaml"]
    options.outputDirectory = "\(folder)/taken/out"
    options.server = "\(folder)/no-server.sock"
    var err = ""
    let status = ReplayCommand(options: options, printError: { err += $0 }).run(colour: false)
    #expect(status == 3)
    #expect(err == "scrollsim: cannot create the directory '\(folder)/taken/out'\n")
  }

  @Test func aLocalReplayWritesEachStreamToItsFileAndReportsItsFailures() throws {
    let failing = """
      name: f
      layout: {kind: flow, itemSize: [100, 100]}
      data: {sections: [3]}
      steps:
        - expect: {visible: [cell/0/0]}

      """
    let folder = try Self.directory(["a.yaml": Self.valid, "f.yaml": failing])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var options = ReplayOptions()
    options.files = ["\(folder)/a.yaml", "\(folder)/f.yaml"]
    options.outputDirectory = "\(folder)/out"
    var err = ""
    let status = ReplayCommand(options: options, printError: { err += $0 }).run(colour: false)
    #expect(status == 1)
    #expect(
      err == "\(folder)/f.yaml:5: expect failed: visible cells: extra cell/0/1, cell/0/2\n"
        + "scrollsim: 1 failure\n")
    let stream = try String(contentsOfFile: "\(folder)/out/a.events.jsonl", encoding: .utf8)
    #expect(stream.hasPrefix("{\"seq\":1,\"t\":0,\"frame\":0,\"step\":-1,\"type\":\"scenario\","))
  }
}
