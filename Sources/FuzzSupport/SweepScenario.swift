import Scenario

/// The seeded sweep of generated scenarios (`FuzzReplay --sweep`, docs/testing.md): scenario
/// `index` of sweep `seed` is built by `ScenarioGenerator` from `SeededChoices`, so any one of
/// them can be built again alone, and replayed within `limits`, a small budget that keeps a
/// sweep of 100,000 scenarios to minutes per core.
public enum SweepScenario {
  /// Twelve steps, sections of up to 10,000 items, up to 1,600 sections.
  public static let profile = ScenarioGenerator.Profile(
    maxSteps: 12, largeSection: 9_000, manySections: 1_500)

  /// The budget of one replay, through the limits a user sets with `--max-ticks`, `--max-events`
  /// and `--max-visible`: a replay that reaches one ends with its `error` event and `end`, still
  /// a stream to check. 1,500 ticks is 25 s at 60 Hz, enough for most flings to rest; 4,000
  /// events is ten times an ordinary generated replay's.
  public static let limits: ScenarioLimits = {
    var limits = ScenarioLimits.standard
    limits.ticks = 1_500
    limits.events = 4_000
    limits.visibleElements = 20_000
    return limits
  }()

  /// The text of scenario `index` of sweep `seed`, and whether it is replayed with
  /// `--trace calls`.
  public static func yaml(seed: UInt64, index: Int) -> (yaml: String, traceCalls: Bool) {
    var generator = ScenarioGenerator(SeededChoices(seed: seed, index: index), profile: profile)
    let yaml = generator.yaml()
    return (yaml, generator.traceCalls)
  }

  /// The file `FuzzReplay --generate SEED INDEX` prints: the flags line, then the scenario.
  public static func file(seed: UInt64, index: Int) -> String {
    let (yaml, traceCalls) = self.yaml(seed: seed, index: index)
    let flags = GeneratedReplay.flagsLine(limits: limits, traceCalls: traceCalls)
    return (flags.map { "\($0)\n" } ?? "") + yaml
  }

  /// The first problem of scenario `index` of sweep `seed`; nil when there is none. Every
  /// tenth scenario also feeds every writer and is replayed twice (`GeneratedReplay`).
  public static func problem(seed: UInt64, index: Int) -> String? {
    let (yaml, traceCalls) = self.yaml(seed: seed, index: index)
    return GeneratedReplay.problem(
      yaml: yaml, traceCalls: traceCalls, limits: limits, everyWriter: index % 10 == 0)
  }
}
