import CommandLineTool
import Testing

/// `check`'s command line, in-process: each argument list and environment gives these options or
/// this exact message.
@Suite struct CheckOptionsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var environment: [String: String] = [:]
    var expected: Result<CheckOptions, UsageError>
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static func options(_ change: (inout CheckOptions) -> Void) -> Result<CheckOptions, UsageError> {
    var options = CheckOptions()
    options.paths = ["Scenarios"]
    change(&options)
    return .success(options)
  }

  static let cases: [Case] = [
    Case(arguments: [], expected: options { _ in }),
    Case(arguments: ["a.yaml", "dir"], expected: options { $0.paths = ["a.yaml", "dir"] }),
    Case(arguments: ["--record"], expected: options { $0.record = true }),
    Case(
      arguments: ["--accept", "x.yaml"],
      expected: options {
        $0.accept = true
        $0.paths = ["x.yaml"]
      }),
    Case(
      arguments: ["--shard", "2/4"], expected: options { $0.shard = Shard(index: 1, count: 4) }),
    Case(arguments: ["--shard=4/4"], expected: options { $0.shard = Shard(index: 3, count: 4) }),
    Case(arguments: ["--junit=r.xml"], expected: options { $0.junitPath = "r.xml" }),
    Case(arguments: ["--junit", "r.xml"], expected: options { $0.junitPath = "r.xml" }),
    Case(arguments: ["--", "--record"], expected: options { $0.paths = ["--record"] }),
    Case(arguments: ["-h"], expected: options { $0.help = true }),
    Case(
      arguments: [], environment: ["CI": "true", "XML_OUTPUT_FILE": "/tmp/x.xml"],
      expected: options {
        $0.onCI = true
        $0.junitPath = "/tmp/x.xml"
      }),
    Case(
      arguments: [],
      environment: [
        "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": "/tmp/s",
      ],
      expected: options {
        $0.shard = Shard(index: 0, count: 3)
        $0.shardStatusPath = "/tmp/s"
      }),
    Case(
      arguments: ["--shard", "1/2"],
      environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"],
      expected: options { $0.shard = Shard(index: 0, count: 2) }),
    Case(
      arguments: ["--shard", "0/4"],
      expected: .failure(
        UsageError("--shard takes I/N with 1 <= I <= N (for example 2/4), not '0/4'"))),
    Case(
      arguments: ["--shard", "5/4"],
      expected: .failure(
        UsageError("--shard takes I/N with 1 <= I <= N (for example 2/4), not '5/4'"))),
    Case(arguments: ["--shard"], expected: .failure(UsageError("--shard needs a value: I/N"))),
    Case(
      arguments: ["--junit", "--record"],
      expected: .failure(UsageError("--junit needs a value: a file path"))),
    Case(arguments: ["--record=yes"], expected: .failure(UsageError("--record takes no value"))),
    Case(
      arguments: ["--record", "--accept"],
      expected: .failure(UsageError("--record and --accept cannot be combined"))),
    Case(
      arguments: ["--fast"], expected: .failure(UsageError("unknown option '--fast' for check"))),
    Case(
      arguments: [], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"],
      expected: .failure(
        UsageError("TEST_TOTAL_SHARDS=2 and TEST_SHARD_INDEX=2 do not name a shard"))),
  ]

  @Test(arguments: cases)
  func parses(_ c: Case) {
    let result = Result { () throws(UsageError) in
      try CheckOptions.parse(c.arguments, environment: c.environment)
    }
    #expect(result == c.expected)
  }

  @Test func everyShardCountSplitsNamesIntoDisjointSharesThatCoverThemAll() {
    let names = (0..<200).map { "scenario-\($0).yaml" }
    for count in 1...7 {
      var seen: [String: Int] = [:]
      for index in 0..<count {
        for name in names where Shard(index: index, count: count).contains(name) {
          seen[name, default: 0] += 1
        }
      }
      #expect(seen.count == names.count)
      #expect(seen.values.allSatisfy { $0 == 1 })
    }
  }
}
