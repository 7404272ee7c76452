import Foundation
import Testing

/// The command line behaves like the ones users know: help on every command, `--option=value`,
/// `--`, `-` for standard input, reasons for unreadable files, write errors reported.
@Suite struct CommandLineBehaviourTests {
  static let commands = ["replay", "validate", "check", "serve", "help"]

  @Test(arguments: commands)
  func everyCommandHasHelpBothWays(_ command: String) throws {
    let viaHelp = try BinaryRunner.run(["help", command])
    let viaOption = try BinaryRunner.run(command == "help" ? ["help"] : [command, "--help"])
    #expect(viaHelp.status == 0)
    #expect(viaHelp.stderr == "")
    #expect(viaHelp.stdout.hasPrefix("usage: scrollsim \(command)"))
    #expect(viaHelp.stdout.contains("\nexit status:\n"))
    #expect(viaHelp.stdout.contains("\nexamples:\n"))
    if command != "help" {
      #expect(viaOption.status == 0)
      #expect(viaOption.stdout == viaHelp.stdout)
    }
  }

  @Test func helpOfHelpIsExact() throws {
    let result = try BinaryRunner.run(["help", "help"])
    #expect(
      result.stdout == """
        usage: scrollsim help [COMMAND | --man | --completions bash|zsh]

        Prints the help of COMMAND (replay, render, validate, check, diff, serve, status, port, help), or the usage summary
        without one. `scrollsim COMMAND --help` prints the same. `--man` prints the manual page
        made from these texts, `--completions` a shell completion script (`make install` installs
        both).

        exit status:
          0  the help was printed
          2  COMMAND is not a command

        examples:
          scrollsim help
          scrollsim help replay

        """)
  }

  @Test func helpOfAnUnknownCommandIsAUsageError() throws {
    let result = try BinaryRunner.run(["help", "play"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "scrollsim: no help for 'play' (commands: replay, render, validate, check, diff, serve, status, port, help)\nusage: "
      ))
  }

  @Test func standardInputAndOptionSpellingsGiveTheSameStream() throws {
    let golden = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(
        "Scenarios/pinned-scroll.events.jsonl"), encoding: .utf8)
    let yaml = try Data(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Scenarios/pinned-scroll.yaml"))
    let fromInput = try BinaryRunner.run(["replay", "-"], input: yaml)
    #expect(fromInput.status == 0)
    #expect(fromInput.stdout == golden)
    let afterDashes = try BinaryRunner.run(["replay", "--", "Scenarios/pinned-scroll.yaml"])
    #expect(afterDashes.stdout == golden)
    let spaced = try BinaryRunner.run(["replay", "--format", "text", "Scenarios/paging.yaml"])
    let joined = try BinaryRunner.run(["replay", "--format=text", "Scenarios/paging.yaml"])
    #expect(joined.status == 0)
    #expect(joined.stdout == spaced.stdout)
  }

  @Test func afterDashesAnOptionIsAFileName() throws {
    let result = try BinaryRunner.run(["replay", "--", "--format"])
    #expect(result.status == 2)
    #expect(result.stderr == "--format:1:1: error: cannot read the file: it does not exist\n")
  }

  @Test func anUnreadableFileSaysWhy() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let latin1 = folder.appendingPathComponent("latin1.yaml").path
    try Data([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(
      to: URL(fileURLWithPath: latin1))
    let cases: [(String, String)] = [
      (folder.path, "\(folder.path):1:1: error: cannot read the file: it is a directory"),
      ("no/such.yaml", "no/such.yaml:1:1: error: cannot read the file: it does not exist"),
      (latin1, "\(latin1):1:10: error: the file is not UTF-8 text (byte 0xE9)"),
      ("/dev/null", "/dev/null:1:1: error: the scenario is empty"),
    ]
    for (path, message) in cases {
      let result = try BinaryRunner.run(["replay", path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(result.stderr == message + "\n")
    }
  }

  /// The permission check is the kernel's, which root bypasses: as root the binary runs as
  /// `nobody` through util-linux's `setpriv`, so the test means the same on CI and a laptop.
  @Test func aFileWithoutReadPermissionSaysSo() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-locked-\(UUID().uuidString).yaml"
    ).path
    try "name: locked\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    let process = Process()
    if getuid() == 0 {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = [
        "--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.binary.path, "replay",
        path,
      ]
    } else {
      process.executableURL = BinaryRunner.binary
      process.arguments = ["replay", path]
    }
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(stderr == "\(path):1:1: error: cannot read the file: permission denied\n")
  }

  @Test func aFullDiskIsReportedAndFails() throws {
    let result = try BinaryRunner.run(
      ["replay", "Scenarios/pinned-scroll.yaml"], stdoutPath: "/dev/full")
    #expect(result.status == 3)
    #expect(
      result.stderr == "scrollsim: cannot write to standard output: No space left on device\n")
  }

  @Test func validateReportsEveryFileAndTheWorstStatus() throws {
    let result = try BinaryRunner.run([
      "validate", "Scenarios/pinned-scroll.yaml", "missing.yaml", "Scenarios/paging.yaml",
    ])
    #expect(result.status == 2)
    #expect(
      result.stdout
        == "Scenarios/pinned-scroll.yaml: valid (2 steps)\nScenarios/paging.yaml: valid (10 steps)\n"
    )
    #expect(result.stderr == "missing.yaml:1:1: error: cannot read the file: it does not exist\n")
  }
}

/// When `replay` exits 1, stderr names each failure at its line in the scenario, then counts.
@Suite struct FailureLineTests {
  static let scenario = """
    name: failing-lines
    collectionView: {size: [320, 200], displayScale: 2}
    layout: {kind: flow, itemSize: [150, 100]}
    data: {sections: [6]}
    steps:
      - expect: {element: cell/0/1, frame: [160, 0, 150, 100]}
      - expect: {visible: [cell/0/0, cell/0/1, cell/0/4]}
      - delete: {items: [[0, 9]]}

    """

  @Test(arguments: ["jsonl", "text"])
  func eachFailureIsOneLineWithExpectedAndActual(_ format: String) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-failing-lines.yaml"
    ).path
    try Self.scenario.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["replay", "--format", format, path])
    #expect(result.status == 1)
    let expected =
      format == "jsonl"
      ? #"expected {"element":"cell/0/1","frame":[160,0,150,100]}, actual {"frame":[170,0,150,100]}"#
      : "expected {element: cell/0/1, frame: [160, 0, 150, 100]}, actual {frame: [170, 0, 150, 100]}"
    #expect(
      result.stderr == """
        \(path):6: expect failed: \(expected)
        \(path):7: expect failed: visible cells: missing cell/0/4; extra cell/0/2, cell/0/3
        \(path):8: error: attempt to delete item 9 from section 0 which only contains 6 items before the update
        scrollsim: 3 failures

        """)
  }

  /// A layout the data does not fit fails in the first layout pass, before any step: the
  /// failure is reported at the line the layout starts on (line 4 here, the first key of the
  /// block mapping), not at a line 0 the file does not have.
  @Test func anErrorOfTheFirstPassIsAtTheLayoutsLine() throws {
    let scenario = """
      name: short-sections
      collectionView: {size: [320, 200]}
      layout:
        kind: compositional
        sections:
          - group: {horizontal: {layoutSize: [{fractionalWidth: 1}, {absolute: 44}], subitems: [{layoutSize: [{fractionalWidth: 1}, {fractionalHeight: 1}]}]}}
      data: {sections: [3, 3]}
      steps: []

      """
    let result = try BinaryRunner.run(["replay", "-"], input: Data(scenario.utf8))
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:4: error: Invalid section definition. Please specify a valid section definition \
        when content is to be rendered for a section. This is a client error.
        scrollsim: 1 failure

        """)
    #expect(result.stdout.contains(#""step":-1,"type":"error","#))
    #expect(result.stdout.contains(#"This is a client error.","line":4}"#))
  }

  @Test func standardInputIsNamedInTheLines() throws {
    let result = try BinaryRunner.run(["replay", "-"], input: Data(Self.scenario.utf8))
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("<stdin>:6: expect failed: "))
  }
}

/// `make install`'s generated files, as the binary prints them.
@Suite struct InstallOutputTests {
  @Test func theBashCompletionIsValidBash() throws {
    let script = try BinaryRunner.run(["help", "--completions", "bash"])
    #expect(script.status == 0)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-completion-\(UUID().uuidString).bash")
    try script.stdout.write(to: path, atomically: true, encoding: .utf8)
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["-n", path.path]
    try bash.run()
    bash.waitUntilExit()
    #expect(bash.terminationStatus == 0)
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let result = try BinaryRunner.run(["help", "--completions", "fish"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("scrollsim: --completions takes bash or zsh, not 'fish'\n"))
  }

  @Test func theManualPageStartsWithItsHeader() throws {
    let result = try BinaryRunner.run(["help", "--man"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix(".TH SCROLLSIM 1 \"\" \"scrollsim 0.2.0\" \"User Commands\"\n"))
  }
}

/// Several files: `--output-dir` keeps each stream valid on its own.
@Suite struct OutputDirectoryTests {
  @Test func eachScenarioGetsItsOwnFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-out-\(UUID().uuidString)/streams"
    ).path
    let result = try BinaryRunner.run([
      "replay", "--output-dir=\(directory)", "Scenarios/pinned-scroll.yaml",
      "Scenarios/paging.yaml",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    for name in ["pinned-scroll", "paging"] {
      let written = try String(
        contentsOfFile: "\(directory)/\(name).events.jsonl", encoding: .utf8)
      let golden = try String(
        contentsOf: BinaryRunner.packageRoot.appendingPathComponent(
          "Scenarios/\(name).events.jsonl"), encoding: .utf8)
      #expect(written == golden)
    }
  }

  /// Through a server, each stream lands in its own file as well, byte for byte the golden.
  @Test func throughTheServerToo() throws {
    let server = try TestServer()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-server-dir-\(getpid())"
    ).path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try BinaryRunner.run([
      "replay", "--server", server.socket, "--output-dir", directory,
      "Scenarios/pinned-scroll.yaml", "Scenarios/paging.yaml",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "" && result.stderr == "")
    for name in ["pinned-scroll", "paging"] {
      let written = try String(
        contentsOfFile: "\(directory)/\(name).events.jsonl", encoding: .utf8)
      let golden = try String(
        contentsOf: BinaryRunner.packageRoot.appendingPathComponent(
          "Scenarios/\(name).events.jsonl"), encoding: .utf8)
      #expect(written == golden)
    }
  }
}

/// A reader that stops early ends the replay without a message.
@Suite struct ClosedPipeTests {
  @Test func aReaderThatStopsEarlyEndsTheReplayQuietly() throws {
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["replay", "Scenarios/fling-pinned-headers.yaml"]
    process.currentDirectoryURL = BinaryRunner.packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read one chunk, then close the pipe as `head` does.
    _ = out.fileHandleForReading.availableData
    try out.fileHandleForReading.close()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: errData, as: UTF8.self) == "")
    #expect(process.terminationStatus == 0)
  }
}
