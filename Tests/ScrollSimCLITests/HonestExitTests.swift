import Foundation
import Testing

/// The tool says what went wrong and what to do: a missing converter names its package, a
/// moment the replay never reached names the last one, CI refuses to record, `--accept` refuses
/// a failing candidate, and `check` names each failed expect at its line.
@Suite struct HonestExitTests {
  struct MomentCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var stderr: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// pinned-scroll's replay has steps -1, 0 and 1, all at display tick 0 and t=0.
  static let momentCases = [
    MomentCase(
      arguments: ["--step", "2"],
      stderr: "scrollsim: step 2 does not exist in this replay: the last step is 1\n"),
    MomentCase(
      arguments: ["--frame", "1"],
      stderr: "scrollsim: frame 1 does not exist in this replay: the last display tick is 0\n"),
    MomentCase(
      arguments: ["--time", "0.5"],
      stderr: "scrollsim: time 0.5 is after the end of this replay at t=0 (display tick 0)\n"),
  ]

  @Test(arguments: momentCases)
  func aMomentThatDoesNotExistNamesTheLastOne(_ c: MomentCase) throws {
    let result = try BinaryRunner.run(["render", "Scenarios/pinned-scroll.yaml"] + c.arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == c.stderr)
  }

  @Test func theLastMomentsThatExistAreDrawn() throws {
    for arguments in [["--step", "1"], ["--frame", "0"], ["--time", "0"]] {
      let result = try BinaryRunner.run(["render", "Scenarios/pinned-scroll.yaml"] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout.hasPrefix("<svg "))
    }
  }

  /// Without rsvg-convert on the PATH, a PNG is refused with the package to install.
  @Test func aPNGWithoutRsvgConvertNamesThePackage() throws {
    let png = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-no-rsvg-\(getpid()).png")
    let result = try BinaryRunner.run(
      ["render", "Scenarios/pinned-scroll.yaml", "-o", png.path],
      environment: ["PATH": "/nonexistent"])
    #expect(result.status == 3)
    #expect(
      result.stderr
        == "scrollsim: cannot write '\(png.path)': rsvg-convert is not installed (Debian and "
        + "Ubuntu: apt-get install librsvg2-bin; or write an .svg)\n")
    #expect(!FileManager.default.fileExists(atPath: png.path))
  }

  /// A replay ended by --max-events 12 inside step 0 (its first pass is events 1 to 9) has
  /// pictures of steps -1 and 0 only.
  @Test func everyStepNamesOnlyTheStepsThatRan() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-cut-steps-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BinaryRunner.run([
      "render", "Scenarios/pinned-scroll.yaml", "--max-events", "12", "--all-steps",
      directory.path,
    ])
    #expect(result.status == 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["step--1.svg", "step-0.svg"])
  }

  @Test(arguments: ["--record", "--accept"])
  func ciRefusesToRecord(_ option: String) throws {
    let folder = try CheckCommandTests.Folder(["paging"])
    let before = folder.names()
    let result = try BinaryRunner.run(["check", option, folder.path], environment: ["CI": "true"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "scrollsim: CI=true: refusing \(option) (golden logs are recorded by hand)\n")
    #expect(folder.names() == before)
  }

  /// pinned-scroll with its expect moved a point down: check names the expect at line 15 with
  /// both values, and --accept will not make the failing stream the golden.
  @Test func aFailingCandidateIsNamedAndNotAccepted() throws {
    let folder = try CheckCommandTests.Folder(["pinned-scroll"])
    let scenario = folder.file("pinned-scroll.yaml")
    let yaml = try #require(folder.contents("pinned-scroll.yaml"))
    try yaml.replacingOccurrences(of: "frame: [0, 70, 320, 40]", with: "frame: [0, 71, 320, 40]")
      .write(toFile: scenario, atomically: true, encoding: .utf8)
    let golden = folder.contents("pinned-scroll.events.jsonl")
    let expectLine =
      "\(scenario):15: expect failed: expected {\"element\":\"supplementary/header/0/0\","
      + "\"frame\":[0,71,320,40]}, actual {\"frame\":[0,70,320,40]}\n"
    let checked = try BinaryRunner.run(["check", folder.path])
    #expect(checked.status == 1)
    #expect(checked.stdout.hasPrefix("FAIL \(scenario)\nexit status 1, expected 0\n\(expectLine)"))
    let accepted = try BinaryRunner.run(["check", "--accept", folder.path])
    #expect(accepted.status == 1)
    let pending = folder.file("pinned-scroll.events.jsonl.new")
    #expect(
      accepted.stdout.hasPrefix(
        "FAIL \(scenario)\nnot accepting \(pending): its replay failed "
          + "(\(folder.file("pinned-scroll")).status would have to say 1)\n\(expectLine)"))
    #expect(folder.contents("pinned-scroll.events.jsonl") == golden)
  }
}
