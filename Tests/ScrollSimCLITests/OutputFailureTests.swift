import Foundation
import Testing

/// Every command, with output that cannot be written: a full device and closed descriptors end
/// it with status 3 (never a signal) and the system's reason on stderr when stderr can take it; a
/// reader that has gone (`| head`) ends it quietly with status 0.
@Suite struct OutputFailureTests {
  static let scenario = BinaryRunner.packageRoot.appendingPathComponent(
    "Scenarios/pinned-scroll.yaml"
  ).path

  /// Every command that writes to stdout, named for the table.
  static let commands: [(name: String, arguments: [String])] = [
    ("replay", ["replay", scenario]),
    ("replay --format text", ["replay", "--format", "text", scenario]),
    ("replay --format chrome-trace", ["replay", "--format", "chrome-trace", scenario]),
    ("replay --format html", ["replay", "--format", "html", scenario]),
    ("render", ["render", scenario]),
    ("validate", ["validate", scenario]),
    ("check", ["check", scenario]),
    ("help", ["help"]),
    ("help replay", ["help", "replay"]),
    ("replay --help", ["replay", "--help"]),
    ("help --man", ["help", "--man"]),
    ("help --completions bash", ["help", "--completions", "bash"]),
    ("--version", ["--version"]),
    ("--help", ["--help"]),
    // The server's one line of output, where it listens; it ends instead of serving unheard.
    (
      "serve",
      [
        "serve", "--socket", socketPlaceholder, "--root",
        FileManager.default.temporaryDirectory.path,
      ]
    ),
  ]

  /// Stands for a socket path of the server's own: the modes run in parallel, and two servers
  /// cannot listen on one path.
  static let socketPlaceholder = "<socket>"

  struct Mode: Sendable, CustomTestStringConvertible {
    var name: String
    var stdout: SpawnedProcess.Destination
    var stderr: SpawnedProcess.Destination
    var expected: SpawnedProcess.Ending
    var testDescription: String { name }
  }

  static let full = "scrollsim: cannot write to standard output: No space left on device\n"

  static let modes: [Mode] = [
    Mode(
      name: "> /dev/full", stdout: .file("/dev/full"), stderr: .captured,
      expected: .init(status: 3, signal: nil, stderr: full)),
    Mode(
      name: "> /dev/full 2> /dev/full", stdout: .file("/dev/full"), stderr: .file("/dev/full"),
      expected: .init(status: 3, signal: nil, stderr: "")),
    Mode(
      name: ">&- 2>&-", stdout: .closed, stderr: .closed,
      expected: .init(status: 3, signal: nil, stderr: "")),
    Mode(
      name: "| head, gone before the first write", stdout: .pipeClosedEarly, stderr: .captured,
      expected: .init(status: 0, signal: nil, stderr: "")),
  ]

  @Test(arguments: modes)
  func everyCommandEndsAsItsOutputFails(_ mode: Mode) throws {
    let socket = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-output-failure-\(getpid())-\(UUID().uuidString.prefix(8)).sock"
    ).path
    for command in Self.commands {
      let arguments = command.arguments.map { $0 == Self.socketPlaceholder ? socket : $0 }
      let ending = try SpawnedProcess.run(arguments, stdout: mode.stdout, stderr: mode.stderr)
      #expect(ending == mode.expected, "\(command.name)")
    }
  }
}
