import Scenario

/// What `scrollsim replay` was asked to do.
public struct ReplayOptions: Equatable, Sendable {
  /// Scenario files; `-` is standard input.
  public var files: [String] = []
  /// `--format`: the stream's form.
  public var format = ReplayFormat.jsonl
  /// `--format text`.
  public var text: Bool {
    get { format == .text }
    set { format = newValue ? .text : .jsonl }
  }
  /// `--trace calls`.
  public var traceCalls = false
  /// `--realtime`.
  public var realtime = false
  /// `--server SOCKET|127.0.0.1:PORT`.
  public var server: String?
  /// `--output-dir DIR`: each scenario's stream to its own file in DIR, not to stdout.
  public var outputDirectory: String?
  /// `--help`.
  public var help = false
  /// `--max-...`: the limits scenarios are read and replayed with.
  public var limits = ScenarioLimits.standard

  /// No files, JSON Lines.
  public init() {}

  /// The file `--output-dir` writes the stream of `file` to: `DIR/NAME.events.jsonl` (or
  /// `.events.txt` for the text format), NAME being the file's name without `.yaml`, and
  /// `stdin` for `-`.
  public func outputPath(for file: String) -> String? {
    guard let directory = outputDirectory else { return nil }
    var name = file == "-" ? "stdin" : String(file.split(separator: "/").last ?? "scenario")
    if name.hasSuffix(".yaml") { name.removeLast(5) }
    let folder = directory.hasSuffix("/") ? directory : directory + "/"
    return folder + name + (text ? ".events.txt" : ".events.jsonl")
  }

  /// Reads `arguments` (after `replay`).
  public static func parse(_ arguments: [String]) throws(UsageError) -> ReplayOptions {
    var options = ReplayOptions()
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case .option("--help"), .option("-h"):
        options.help = true
      case .option("--format"):
        let value = try reader.value(
          for: "--format", meaning: "jsonl, text, chrome-trace or html")
        guard let format = ReplayFormat(rawValue: value) else {
          throw UsageError(
            "unknown format '\(value)' for --format (expected jsonl, text, chrome-trace or html)")
        }
        options.format = format
      case .option("--trace"):
        let value = try reader.value(for: "--trace", meaning: "calls")
        guard value == "calls" else {
          throw UsageError("unknown trace '\(value)' for --trace (expected calls)")
        }
        options.traceCalls = true
      case .option("--realtime"):
        try reader.noValue(for: "--realtime")
        options.realtime = true
      case .option("--server"):
        // The daemon's tests and docs spell this message without "a value".
        guard let server = try? reader.value(for: "--server", meaning: "") else {
          throw UsageError("--server needs a socket path or HOST:PORT")
        }
        options.server = server
      case .option("--output-dir"):
        options.outputDirectory = try reader.value(for: "--output-dir", meaning: "a directory")
      case .option(let name) where try options.limits.read(name, from: &reader):
        break
      case .option(let name):
        throw UsageError("unknown option '\(name)'")
      case .operand(let file):
        options.files.append(file)
      }
    }
    if options.help { return options }
    if options.files.isEmpty { throw UsageError("replay needs at least one scenario file") }
    if options.realtime && options.server != nil {
      throw UsageError("--realtime cannot be combined with --server")
    }
    if options.server != nil && options.files.contains("-") {
      throw UsageError("- (standard input) cannot be combined with --server")
    }
    if options.server != nil && (options.format == .chromeTrace || options.format == .html) {
      throw UsageError("--format \(options.format.rawValue) cannot be combined with --server")
    }
    if options.server != nil && options.limits != .standard {
      throw UsageError("--max-... limits cannot be combined with --server (it has its own)")
    }
    if options.files.filter({ $0 == "-" }).count > 1 {
      throw UsageError("standard input (-) can be read only once")
    }
    // Concatenated streams would restart `seq` mid-file and no reader of the contract accepts
    // that; text is for people, who read one scenario after another.
    if options.files.count > 1 && options.outputDirectory == nil && options.format != .text {
      throw UsageError(
        "several scenarios need --output-dir DIR or --format text: each stream is valid only alone")
    }
    return options
  }
}

/// The forms `scrollsim replay` writes a stream in.
public enum ReplayFormat: String, Sendable, CaseIterable {
  /// JSON Lines, the event-stream contract (the default).
  case jsonl
  /// The text form for reading (docs/text-format.md).
  case text
  /// A Chrome trace, for Perfetto and chrome://tracing (docs/visualizing.md).
  case chromeTrace = "chrome-trace"
  /// One self-contained HTML page with every moment's picture and a scrubber.
  case html
}
