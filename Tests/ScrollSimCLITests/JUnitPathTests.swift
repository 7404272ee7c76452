import Foundation
import Testing

/// `check --junit PATH` replaces a regular file or creates a new one, through a temporary file in
/// the same directory; anything else at PATH is refused before a scenario runs (exit 2, stderr),
/// and a report that cannot be written is said on stderr (exit 3).
@Suite struct JUnitPathTests {
  enum Setup: Sendable {
    case nothing
    case regularFile
    case directory
    case fifo
    case symbolicLink(to: String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// The path given to `--junit`, relative to a fresh folder (absolute: as is).
    var path: String
    var setup: Setup
    var status: Int32
    /// stdout; the summary when the scenarios ran.
    var stdout: String
    /// stderr, with DIR for the folder.
    var stderr: String
    /// Whether the report is then readable at `path`.
    var written: Bool
    var testDescription: String { name }
  }

  static let summary = "check: 1 passed, 0 failed, 0 new\n"
  static let note = "(a regular file or a new path is replaced, nothing else)\n"

  static let cases: [Case] = [
    Case(
      name: "a regular file", path: "report.xml", setup: .regularFile, status: 0,
      stdout: summary, stderr: "", written: true),
    Case(
      name: "a new path", path: "report.xml", setup: .nothing, status: 0, stdout: summary,
      stderr: "", written: true),
    Case(
      name: "a symbolic link to a regular file", path: "link.xml",
      setup: .symbolicLink(to: "target.xml"), status: 0, stdout: summary, stderr: "",
      written: true),
    Case(
      name: "a directory", path: "report.xml", setup: .directory, status: 2, stdout: "",
      stderr: "scrollsim: not writing the JUnit report to 'DIR/report.xml': it is a directory "
        + note, written: false),
    Case(
      name: "a FIFO", path: "report.xml", setup: .fifo, status: 2, stdout: "",
      stderr: "scrollsim: not writing the JUnit report to 'DIR/report.xml': it is a FIFO " + note,
      written: false),
    Case(
      name: "a device", path: "/dev/null", setup: .nothing, status: 2, stdout: "",
      stderr: "scrollsim: not writing the JUnit report to '/dev/null': it is a device " + note,
      written: false),
    Case(
      name: "a symbolic link to a directory", path: "link.xml", setup: .symbolicLink(to: "/tmp"),
      status: 2, stdout: "",
      stderr: "scrollsim: not writing the JUnit report to 'DIR/link.xml': it is a symbolic link "
        + "to a directory " + note, written: false),
    Case(
      name: "a symbolic link to nothing", path: "link.xml",
      setup: .symbolicLink(to: "missing/x.xml"), status: 2, stdout: "",
      stderr: "scrollsim: not writing the JUnit report to 'DIR/link.xml': it is a symbolic link "
        + "that leads nowhere " + note, written: false),
    Case(
      name: "a folder that does not exist", path: "missing/report.xml", setup: .nothing,
      status: 3, stdout: summary,
      stderr: "scrollsim: cannot write the JUnit report to 'DIR/missing/report.xml': No such file "
        + "or directory\n", written: false),
  ]

  @Test(arguments: cases)
  func theReportGoesOnlyWhereARenameIsSafe(_ c: Case) throws {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent(
      "scrollsim-junit-\(UUID().uuidString)")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    let path = c.path.hasPrefix("/") ? c.path : folder.appendingPathComponent(c.path).path
    switch c.setup {
    case .nothing: break
    case .regularFile: try "old".write(toFile: path, atomically: false, encoding: .utf8)
    case .directory: try files.createDirectory(atPath: path, withIntermediateDirectories: false)
    case .fifo: #expect(mkfifo(path, 0o644) == 0)
    case .symbolicLink(let target):
      let destination =
        target.hasPrefix("/") ? target : folder.appendingPathComponent(target).path
      if target == "target.xml" {
        try "old".write(toFile: destination, atomically: false, encoding: .utf8)
      }
      try files.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }
    let result = try BinaryRunner.run([
      "check", "--junit", path, "Scenarios/pinned-scroll.yaml",
    ])
    #expect(result.status == c.status)
    #expect(result.stdout == c.stdout)
    #expect(result.stderr == c.stderr.replacingOccurrences(of: "DIR", with: folder.path))
    let report = files.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    #expect((report?.hasPrefix("<?xml") ?? false) == c.written)
    // Only the report is left: no temporary file, the link still a link.
    let left = try files.contentsOfDirectory(atPath: folder.path).sorted()
    let expected: [String] =
      switch c.setup {
      case .symbolicLink(to: "target.xml"): ["link.xml", "target.xml"]
      case .symbolicLink: ["link.xml"]
      case .nothing where c.path.hasPrefix("/") || c.path.contains("/"): []
      default: ["report.xml"]
      }
    #expect(left == expected)
    if case .symbolicLink = c.setup {
      #expect((try? files.destinationOfSymbolicLink(atPath: path)) != nil)
    }
  }
}
