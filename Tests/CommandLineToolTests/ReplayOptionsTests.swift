import CommandLineTool
import Testing

/// `replay` and `validate` command lines, in-process: options, or the exact message.
@Suite struct ReplayOptionsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var expected: Result<ReplayOptions, UsageError>
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static func options(
    _ files: [String], _ change: (inout ReplayOptions) -> Void = { _ in }
  ) -> Result<ReplayOptions, UsageError> {
    var options = ReplayOptions()
    options.files = files
    change(&options)
    return .success(options)
  }

  static let cases: [Case] = [
    Case(arguments: ["a.yaml"], expected: options(["a.yaml"])),
    Case(arguments: ["-"], expected: options(["-"])),
    Case(
      arguments: ["a.yaml", "--format", "text"], expected: options(["a.yaml"]) { $0.text = true }),
    Case(arguments: ["--format=text", "a.yaml"], expected: options(["a.yaml"]) { $0.text = true }),
    Case(arguments: ["--format=jsonl", "a.yaml"], expected: options(["a.yaml"])),
    Case(
      arguments: ["--trace=calls", "a.yaml"], expected: options(["a.yaml"]) { $0.traceCalls = true }
    ),
    Case(
      arguments: ["--realtime", "a.yaml"], expected: options(["a.yaml"]) { $0.realtime = true }),
    Case(
      arguments: ["--server=s.sock", "a.yaml"],
      expected: options(["a.yaml"]) { $0.server = "s.sock" }),
    Case(
      arguments: ["--format", "text", "--", "--format", "-x"],
      expected: options(["--format", "-x"]) { $0.text = true }),
    Case(arguments: ["--help"], expected: options([]) { $0.help = true }),
    Case(arguments: [], expected: .failure(UsageError("replay needs at least one scenario file"))),
    Case(
      arguments: ["--format", "xml", "a.yaml"],
      expected: .failure(
        UsageError("unknown format 'xml' for --format (expected jsonl, text, chrome-trace or html)")
      )),
    Case(
      arguments: ["a.yaml", "--format"],
      expected: .failure(UsageError("--format needs a value: jsonl, text, chrome-trace or html"))),
    Case(
      arguments: ["--format", "--trace", "a.yaml"],
      expected: .failure(UsageError("--format needs a value: jsonl, text, chrome-trace or html"))),
    Case(
      arguments: ["--trace=all", "a.yaml"],
      expected: .failure(UsageError("unknown trace 'all' for --trace (expected calls)"))),
    Case(
      arguments: ["--fast", "a.yaml"], expected: .failure(UsageError("unknown option '--fast'"))),
    Case(
      arguments: ["--realtime=yes", "a.yaml"],
      expected: .failure(UsageError("--realtime takes no value"))),
    Case(
      arguments: ["--server", "s", "--realtime", "a.yaml"],
      expected: .failure(UsageError("--realtime cannot be combined with --server"))),
    Case(
      arguments: ["--server", "s", "-"],
      expected: .failure(UsageError("- (standard input) cannot be combined with --server"))),
    Case(
      arguments: ["-", "-"],
      expected: .failure(UsageError("standard input (-) can be read only once"))),
    Case(
      arguments: ["a.yaml", "b.yaml"],
      expected: .failure(
        UsageError(
          "several scenarios need --output-dir DIR or --format text: each stream is valid only alone"
        ))),
    Case(
      arguments: ["--format", "html", "a.yaml", "b.yaml"],
      expected: .failure(
        UsageError(
          "several scenarios need --output-dir DIR or --format text: each stream is valid only alone"
        ))),
    Case(
      arguments: ["--format", "text", "a.yaml", "b.yaml"],
      expected: options(["a.yaml", "b.yaml"]) { $0.text = true }),
    Case(
      arguments: ["--output-dir", "out", "a.yaml", "b.yaml"],
      expected: options(["a.yaml", "b.yaml"]) { $0.outputDirectory = "out" }),
  ]

  @Test(arguments: cases)
  func parses(_ c: Case) {
    let result = Result { () throws(UsageError) in try ReplayOptions.parse(c.arguments) }
    #expect(result == c.expected)
  }

  @Test func validateTakesFilesAndHelp() throws {
    #expect(try ValidateOptions.parse(["a.yaml", "-"]).files == ["a.yaml", "-"])
    #expect(try ValidateOptions.parse(["--help"]).help)
    #expect(throws: UsageError("validate needs at least one scenario file")) {
      try ValidateOptions.parse([])
    }
    #expect(throws: UsageError("unknown option '--strict'")) {
      try ValidateOptions.parse(["--strict", "a.yaml"])
    }
  }

  @Test func serveArgumentsWithInlineValuesAreSplitBeforeTheirParser() {
    #expect(
      ArgumentReader.splittingInlineValues(["--socket=/tmp/s", "--jobs", "2", "--", "--x=y"])
        == ["--socket", "/tmp/s", "--jobs", "2", "--", "--x=y"])
    #expect(ArgumentReader.splittingInlineValues(["--grace=", "-h"]) == ["--grace", "", "-h"])
  }
}
