/// What `scrollsim check` was asked to do: its arguments, and the environment variables CI
/// systems and Bazel set.
public struct CheckOptions: Equatable, Sendable {
  /// Scenario files and directories; `Scenarios` when none is given.
  public var paths: [String] = []
  /// `--record`: rewrite every golden from the replay.
  public var record = false
  /// `--accept`: promote pending `*.events.jsonl.new` files to goldens before checking.
  public var accept = false
  /// `--shard I/N`, or Bazel's TEST_SHARD_INDEX / TEST_TOTAL_SHARDS.
  public var shard = Shard.all
  /// `--junit FILE`, or XML_OUTPUT_FILE.
  public var junitPath: String?
  /// `--report DIR`: a side-by-side page for every failing scenario, `DIR/NAME.html`.
  public var reportDirectory: String?
  /// Bazel's TEST_SHARD_STATUS_FILE: touched to say that this test runner shards.
  public var shardStatusPath: String?
  /// `CI=true`: nothing is written beside the scenarios.
  public var onCI = false
  /// `--help`.
  public var help = false

  /// Empty options: check `Scenarios`.
  public init() {}

  /// Reads `arguments` (after `check`) and `environment`.
  public static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError)
    -> CheckOptions
  {
    var options = CheckOptions()
    options.onCI = environment["CI"] == "true"
    var reader = ArgumentReader(arguments)
    var shardGiven = false
    while let argument = reader.next() {
      switch argument {
      case .option("--help"), .option("-h"): options.help = true
      case .option("--record"):
        try reader.noValue(for: "--record")
        options.record = true
      case .option("--accept"):
        try reader.noValue(for: "--accept")
        options.accept = true
      case .option("--shard"):
        options.shard = try Shard.parse(try reader.value(for: "--shard", meaning: "I/N"))
        shardGiven = true
      case .option("--junit"):
        options.junitPath = try reader.value(for: "--junit", meaning: "a file path")
      case .option("--report"):
        options.reportDirectory = try reader.value(for: "--report", meaning: "a directory")
      case .option(let name): throw UsageError("unknown option '\(name)' for check")
      case .operand(let path): options.paths.append(path)
      }
    }
    if options.record && options.accept {
      throw UsageError("--record and --accept cannot be combined")
    }
    if options.junitPath == nil, let path = environment["XML_OUTPUT_FILE"], !path.isEmpty {
      options.junitPath = path
    }
    if !shardGiven, let total = environment["TEST_TOTAL_SHARDS"] {
      let index = environment["TEST_SHARD_INDEX"] ?? ""
      guard let count = Int(total), count >= 1, let shardIndex = Int(index), shardIndex >= 0,
        shardIndex < count
      else {
        throw UsageError(
          "TEST_TOTAL_SHARDS=\(total) and TEST_SHARD_INDEX=\(index) do not name a shard")
      }
      options.shard = Shard(index: shardIndex, count: count)
      options.shardStatusPath = environment["TEST_SHARD_STATUS_FILE"]
    }
    if options.paths.isEmpty { options.paths = ["Scenarios"] }
    return options
  }
}
