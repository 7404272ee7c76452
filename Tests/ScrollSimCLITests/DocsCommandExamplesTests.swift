import Foundation
import Testing

/// The shell and protocol examples of README.md and docs/: each `scrollsim` command line is run
/// (its output files moved to a temporary folder), each daemon request is sent to a server,
/// and what cannot run in a test (a `make` target, a synopsis) is checked against the file that
/// defines it.
@Suite(.serialized) struct DocsCommandExamplesTests {
  static func blocks(_ file: String) throws -> [DocBlock] { try DocBlock.blocks(in: file) }

  /// Runs a documented command with its output paths (`-o`, `--all-steps`, `--report`,
  /// `> FILE`) moved into `folder`; a later command naming a moved file gets the moved one.
  static func run(_ words: [String], in folder: URL) throws -> BinaryRunner.Output {
    var arguments: [String] = []
    var stdoutPath: String?
    var index = 0
    while index < words.count {
      let word = words[index]
      let moved = ["-o", "--all-steps", "--report", ">"].contains(word) && index + 1 < words.count
      let target = folder.appendingPathComponent(
        URL(fileURLWithPath: moved ? words[index + 1] : word).lastPathComponent
      ).path
      if moved && word == ">" {
        stdoutPath = target
        _ = FileManager.default.createFile(atPath: target, contents: nil)
      } else if moved {
        arguments += [word, target]
      } else {
        arguments.append(FileManager.default.fileExists(atPath: target) ? target : word)
      }
      index += moved ? 2 : 1
    }
    return try BinaryRunner.run(arguments, stdoutPath: stdoutPath)
  }

  static func folder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-docs-\(name)-\(getpid())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// docs/visualizing.md's commands (but the pictures of the page itself, which
  /// `thePicturesOfTheVisualizingPageAreCurrent` checks) exit 0 and write what they name.
  @Test func theVisualizingCommandsRun() throws {
    let folder = try Self.folder("visualizing")
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocks = try Self.blocks("docs/visualizing.md")
    for block in [blocks[0], blocks[2], blocks[3], blocks[4]] {
      for command in block.commands {
        let needsPNG = command.contains { $0.hasSuffix(".png") }
        if needsPNG && !FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") {
          continue
        }
        let result = try Self.run(command, in: folder)
        #expect(result.status == 0, "\(command): \(result.stderr)")
      }
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(written.contains("pinned.svg") && written.contains("pictures"))
    #expect(written.contains("fling.json") && written.contains("zorder.html"))
    #expect(written.contains("failures") && written.contains("paging.html"))
  }

  /// The PNGs of docs/visualizing.md are what its commands draw now (`make docs-pictures`
  /// regenerates them).
  @Test func thePicturesOfTheVisualizingPageAreCurrent() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else { return }
    let folder = try Self.folder("pictures")
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = try Self.blocks("docs/visualizing.md")[1].commands
    #expect(commands.count == 26)
    for command in commands {
      let result = try Self.run(command, in: folder)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      guard let output = command.firstIndex(of: "-o").map({ command[$0 + 1] }) else { continue }
      let fresh = try Data(
        contentsOf: folder.appendingPathComponent(URL(fileURLWithPath: output).lastPathComponent))
      let shipped = try Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(output))
      #expect(fresh == shipped, "\(output) is stale: run make docs-pictures")
    }
  }

  /// The synopses of README.md and docs/daemon.md name only options the command's help has.
  @Test func theSynopsesNameRealOptions() throws {
    let synopses = [try Self.blocks("README.md")[1], try Self.blocks("docs/daemon.md")[4]]
    for block in synopses {
      var command = ""
      for line in block.lines {
        let words = line.split(separator: " ").map(String.init)
        if words.first == "scrollsim" { command = words.count > 1 ? words[1] : "" }
        let help = try BinaryRunner.run(["help", command.hasPrefix("-") ? "help" : command])
        #expect(help.status == 0, "\(block): no help for \(command)")
        // --help and --version are the tool's own, not a command's.
        for word in words where word.contains("--") && !["--help", "--version"].contains(word) {
          let option = word.drop { $0 != "-" }.prefix { $0 == "-" || $0.isLetter }
          #expect(help.stdout.contains(option), "\(block): \(option) is not in help \(command)")
        }
      }
    }
  }

  /// The make targets the README and docs/testing.md show are rules of the Makefile, and the
  /// fuzz products they build are executable targets of Package.swift.
  @Test func theMakeTargetsExist() throws {
    let root = BinaryRunner.packageRoot
    let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
    let package = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let lines =
      try Self.blocks("README.md")[0].lines + Self.blocks("docs/testing.md")[8].lines
      + Self.blocks("docs/testing.md")[9].lines
    for line in lines {
      let words = line.split(separator: " ").map(String.init)
      if words.first == "make", words.count > 1 {
        #expect(makefile.contains("\n\(words[1]):"), "no make target \(words[1])")
      }
      if let product = words.firstIndex(of: "--product").map({ words[$0 + 1] }) {
        #expect(package.contains("name: \"\(product)\""), "no product \(product)")
      }
    }
  }

  /// porting.md's one change is the one the seed ports compile with.
  @Test func thePortingLineIsTheSeedPorts() throws {
    let line = try Self.blocks("docs/porting.md")[0].lines
    #expect(line == ["import UIKitCompat   // was: import UIKit"])
    let ports = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(
        "Tests/UIKitCompatTests/SeedPorts.swift"), encoding: .utf8)
    #expect(ports.contains("\nimport UIKitCompat\n"))
  }

  /// porting.md's walk-through shows the example package's manifest and main.swift as they are
  /// (`make test` builds that package and checks its scenarios).
  @Test func theWalkThroughShowsTheExamplePackage() throws {
    let blocks = try Self.blocks("docs/porting.md")
    for (index, file) in [
      (2, "Examples/CustomLayouts/Package.swift"),
      (3, "Examples/CustomLayouts/Sources/my-scrollsim/main.swift"),
    ] {
      let text = try String(
        contentsOf: BinaryRunner.packageRoot.appendingPathComponent(file), encoding: .utf8)
      #expect(blocks[index].text == text, "docs/porting.md block \(index) is not \(file)")
    }
  }

  /// docs/daemon.md: the replay through a server is the local replay, and each request of the
  /// page gets the answer the page describes (the refusals exactly as shown).
  @Test func theDaemonExamplesAnswerAsShown() throws {
    let server = try TestServer()
    let blocks = try Self.blocks("docs/daemon.md")
    let local = try BinaryRunner.run(["replay", "Scenarios/pinned-scroll.yaml"])
    let remote = try BinaryRunner.run(
      ["replay", "--server", server.socket, "Scenarios/pinned-scroll.yaml"])
    #expect(blocks[0].commands.count == 3)
    #expect(remote.status == 0 && remote.stdout == local.stdout)
    let status = try BinaryRunner.run(["status", "--server", server.socket])
    #expect(status.status == 0 && status.stdout.hasPrefix(#"{"uptime":"#), "\(status.stderr)")

    let requests = blocks[1].lines
    #expect(requests.count == 3)
    #expect(try UnixSocketClient.request(requests[0], socket: server.socket) == local.stdout)
    let traced = try UnixSocketClient.request(requests[1], socket: server.socket)
    #expect(
      traced.hasPrefix(#"{"seq":1,"t":0,"frame":0,"step":-1,"type":"scenario","name":"tiny""#))
    #expect(traced.contains(#""type":"call""#) && traced.contains(#""type":"end""#))
    let answer = try UnixSocketClient.request(requests[2], socket: server.socket)
    let shape = try Regex(
      #"\{"uptime":[0-9.]+,"running":[0-9]+,"queued":[0-9]+,"done":[0-9]+,"failed":[0-9]+\}\n"#)
    #expect(answer.wholeMatch(of: shape) != nil, "\(answer)")

    // The page's refusals, from a scenario with `stepz` on line 4 and a request naming `paths`.
    let stepz =
      #"{"scenario": "name: tiny\nlayout: {kind: flow}\ndata: {sections: [3]}\nstepz: []\n"}"#
    #expect(try UnixSocketClient.request(stepz, socket: server.socket) == blocks[2].text)
    let paths = #"{"paths": "Scenarios/pinned-scroll.yaml"}"#
    #expect(try UnixSocketClient.request(paths, socket: server.socket) == blocks[3].text)
  }
}
