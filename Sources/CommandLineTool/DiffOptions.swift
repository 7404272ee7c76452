/// What `scrollsim diff` was asked to do.
public struct DiffOptions: Equatable, Sendable {
  /// The golden (old) stream and the new one.
  public var old: String?
  public var new: String?
  /// `--format html`: the side-by-side page rather than the text report.
  public var html = false
  /// `-o FILE`: where the report goes (standard output without it).
  public var output: String?
  /// `--scenario FILE`: the scenario the streams are of, for the view's size and the steps'
  /// text (default: `NAME.yaml` beside `NAME.events.jsonl`).
  public var scenario: String?
  /// `--help`.
  public var help = false

  /// Nothing chosen.
  public init() {}

  /// Reads `arguments` (after `diff`).
  public static func parse(_ arguments: [String]) throws(UsageError) -> DiffOptions {
    var options = DiffOptions()
    var reader = ArgumentReader(arguments)
    var files: [String] = []
    while let argument = reader.next() {
      switch argument {
      case .option("--help"), .option("-h"): options.help = true
      case .option("--format"):
        let format = try reader.value(for: "--format", meaning: "text or html")
        guard format == "text" || format == "html" else {
          throw UsageError("unknown format '\(format)' for diff (expected text or html)")
        }
        options.html = format == "html"
      case .option("-o"), .option("--output"):
        options.output = try reader.value(for: "-o", meaning: "a file")
      case .option("--scenario"):
        options.scenario = try reader.value(for: "--scenario", meaning: "a scenario file")
      case .option(let name): throw UsageError("unknown option '\(name)' for diff")
      case .operand(let file): files.append(file)
      }
    }
    if options.help { return options }
    guard files.count == 2 else {
      throw UsageError("diff needs two streams, the golden and the new one (got \(files.count))")
    }
    options.old = files[0]
    options.new = files[1]
    return options
  }

  /// `NAME.yaml` for `NAME.events.jsonl` or `NAME.events.jsonl.new`, nil for another name.
  static func scenarioPath(besideStream path: String) -> String? {
    for suffix in [".events.jsonl.new", ".events.jsonl"] where path.hasSuffix(suffix) {
      return String(path.dropLast(suffix.count)) + ".yaml"
    }
    return nil
  }
}
