import Foundation
import Testing

/// `scrollsim port` as a user runs it: the masonry fixture written the UIKit way
/// (`PortFixtures/PinterestLayout.swift.txt`, not compiled) becomes, byte for byte, the file
/// UIKitCompatTests compiles and tests (`Tests/UIKitCompatTests/Ported/PinterestLayout.swift`).
@Suite struct PortCommandTests {
  static let root = BinaryRunner.packageRoot
  static let fixture = "Tests/ScrollSimCLITests/PortFixtures/PinterestLayout.swift.txt"
  static let ported = "Tests/UIKitCompatTests/Ported/PinterestLayout.swift"

  static func copyOfFixture() throws -> (folder: URL, file: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-port-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("PinterestLayout.swift")
    try FileManager.default.copyItem(at: root.appendingPathComponent(fixture), to: file)
    return (folder, file.path)
  }

  @Test func theMasonryFixturePortsToTheCompiledFile() throws {
    let (folder, file) = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BinaryRunner.run(["port", "--write", file])
    #expect(run.status == 0, "\(run.stderr)")
    let written = try Data(contentsOf: URL(fileURLWithPath: file))
    let compiled = try Data(contentsOf: Self.root.appendingPathComponent(Self.ported))
    #expect(written == compiled, "scrollsim port no longer gives \(Self.ported)")
    #expect(run.stdout.hasPrefix("--- \(file)\n+++ \(file)\n@@ -1,"))
    #expect(run.stdout.contains("\n-import UIKit\n+import UIKitCompat\n"))
    // One note per requirement whose value became Optional: the height and the column count.
    #expect(run.stderr.split(separator: "\n").count == 2)
    #expect(run.stderr.contains("\(file):10:18: note: PinterestLayoutDelegate.collectionView("))

    // The ported file has nothing left to port.
    let again = try BinaryRunner.run(["port", file])
    #expect(again.status == 0 && again.stdout.isEmpty && again.stderr.isEmpty)
  }

  @Test func withoutWriteTheFileStaysAndTheDiffIsPrinted() throws {
    let (folder, file) = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BinaryRunner.run(["port", file])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\n-@objcMembers\n"))
    let kept = try Data(contentsOf: URL(fileURLWithPath: file))
    #expect(kept == (try Data(contentsOf: Self.root.appendingPathComponent(Self.fixture))))
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let stderrPrefix: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "a missing file", arguments: ["port", "no/such/Layout.swift"],
      stderrPrefix: "no/such/Layout.swift:1:1: error: cannot read the file: no such file\n"),
    Refusal(
      name: "no file", arguments: ["port"], stderrPrefix: "scrollsim: port needs a Swift file\n"),
    Refusal(
      name: "an unknown option", arguments: ["port", "--check", "a.swift"],
      stderrPrefix: "scrollsim: unknown option '--check' for port\n"),
  ]

  @Test(arguments: refusals)
  func refusesWithStatus2(_ c: Refusal) throws {
    let run = try BinaryRunner.run(c.arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(c.stderrPrefix), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  /// A file that is not readable Swift stops the whole port: nothing printed, nothing written,
  /// not even the readable file given beside it.
  @Test func anUnreadableFileWritesNothing() throws {
    let (folder, file) = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Broken.swift").path
    try Data("let a = 1\nlet s = \"open\n".utf8).write(to: URL(fileURLWithPath: broken))
    let run = try BinaryRunner.run(["port", "-i", file, broken])
    #expect(run.status == 2)
    #expect(run.stderr == "\(broken):2:9: error: unterminated string literal\n")
    #expect(run.stdout.isEmpty)
    let kept = try Data(contentsOf: URL(fileURLWithPath: file))
    #expect(kept == (try Data(contentsOf: Self.root.appendingPathComponent(Self.fixture))))
  }
}

extension PortCommandTests {
  /// docs/porting.md's command runs and prints the diff the page describes.
  @Test func thePortingPageCommandRuns() throws {
    let commands = try DocBlock.blocks(in: "docs/porting.md")[1].commands
    #expect(commands == [["port", Self.fixture]])
    for command in commands {
      let run = try BinaryRunner.run(command)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("\n+extension PinterestLayoutDelegate {\n"))
    }
  }
}
