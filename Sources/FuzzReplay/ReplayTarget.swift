import FuzzSupport
import Pictures
import Scenario

/// The replay fuzzer's one input: a scenario built from the bytes (`ScenarioGenerator` reading
/// `ByteChoices`), checked as `GeneratedReplay` checks every generated scenario. A problem traps,
/// so libFuzzer keeps the input.
enum ReplayTarget {
  /// Ten virtual seconds: a slow deceleration at 1,000 ticks a second is long enough.
  static let maxSeconds = 10.0

  /// 5,000 events, as the fuzzers always bounded a replay (docs/testing.md).
  static let limits: ScenarioLimits = {
    var limits = ScenarioLimits.standard
    limits.events = 5_000
    return limits
  }()

  static func run(_ bytes: [UInt8]) {
    let (yaml, traceCalls) = scenario(bytes)
    if let problem = GeneratedReplay.problem(
      yaml: yaml, traceCalls: traceCalls, limits: limits, maxSeconds: maxSeconds)
    {
      fatalError("\(problem)\n\(yaml)")
    }
  }

  /// The YAML and options the bytes build, for turning a finding into a regression case.
  static func scenario(_ bytes: [UInt8]) -> (yaml: String, traceCalls: Bool) {
    var generator = ScenarioGenerator(ByteChoices(bytes))
    let yaml = generator.yaml()
    return (yaml, generator.traceCalls)
  }
}
