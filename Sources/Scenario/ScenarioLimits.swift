/// Bounds on the work one replay may do, so that a typo (a count or a duration a thousand times
/// too large) or a hostile file is a readable error rather than a process that runs out of memory
/// or never ends. The defaults are far beyond any honest scenario; each has a command-line option
/// that raises it (docs/scenario-format.md, "Limits").
///
/// Limits a file can be checked against are errors at the key responsible
/// (`FILE:LINE:COLUMN: error: ...`, exit 2); the others end the replay with an `error` event
/// naming the limit.
public struct ScenarioLimits: Equatable, Sendable {
  /// YAML nodes of the document, aliases counted at their full expanded size.
  public var nodes = 2_000_000
  /// Steps of the scenario.
  public var steps = 100_000
  /// Sections of the data, declared or after an update.
  public var sections = 100_000
  /// Items of the data in all sections, declared or after an update.
  public var items = 1_000_000
  /// Display ticks one step may take (its motion, its animation, its wait).
  public var stepTicks = 1_000_000
  /// Display ticks of the whole replay.
  public var ticks = 10_000_000
  /// Events written by the replay.
  public var events = 10_000_000
  /// Elements one layout pass may show (the answer to the visible rect's query).
  public var visibleElements = 100_000
  /// Bytes of output a replay writes. The other limits bound work, not what each event holds (a
  /// `snapshot` of 100,000 elements is about 9 MB), so a scenario within all of them could still
  /// fill a disk. 1 GiB is over 2,000 times the largest stream a shipped scenario writes, about
  /// seven million events of their average size, and fits the free disk of a CI runner.
  public var outputBytes = 1 << 30
  /// Items laid out, summed over every `prepare()` of the replay (each counts the data's items):
  /// the work of a replay that prepares a large collection again and again (a scroll of a layout
  /// that invalidates on every bounds change, many `invalidate` steps, self-sizing passes).
  /// 2,000,000,000 is 2,000 prepares of the largest data, some tens of seconds of layout.
  public var layoutItems = 2_000_000_000

  /// The defaults.
  public init() {}

  /// The defaults.
  public static let standard = ScenarioLimits()

  /// The most display ticks per second a scenario may ask for (a validity bound, not a limit
  /// to raise: no display runs faster).
  public static let frameRate = 1_000
  /// The longest time a wait, an animation or a drag may last, in seconds.
  public static let seconds = 100_000.0
  /// The largest magnitude of any number in a scenario other than a count: 1e9 points is a
  /// thousand times the longest content any app scrolls, and with the item and step limits no sum
  /// or product of such numbers can overflow to an infinity.
  public static let largestNumber = 1e9

  /// A limit's command-line option, what it bounds, and where it lives.
  public struct Option: Sendable {
    /// `--max-...`
    public var flag: String
    /// What is counted, for messages and help.
    public var counts: String
    /// The limit in a set of limits.
    public var keyPath: WritableKeyPath<ScenarioLimits, Int> & Sendable
  }

  /// Every limit with its option, in the order the documentation lists them.
  public static let options: [Option] = [
    Option(flag: "--max-nodes", counts: "YAML nodes, aliases expanded", keyPath: \.nodes),
    Option(flag: "--max-steps", counts: "steps", keyPath: \.steps),
    Option(flag: "--max-sections", counts: "sections", keyPath: \.sections),
    Option(flag: "--max-items", counts: "items in all sections", keyPath: \.items),
    Option(flag: "--max-step-ticks", counts: "display ticks of one step", keyPath: \.stepTicks),
    Option(flag: "--max-ticks", counts: "display ticks of the replay", keyPath: \.ticks),
    Option(flag: "--max-events", counts: "events written", keyPath: \.events),
    Option(
      flag: "--max-visible", counts: "elements shown by one layout pass",
      keyPath: \.visibleElements),
    Option(flag: "--max-output-bytes", counts: "bytes of output", keyPath: \.outputBytes),
    Option(
      flag: "--max-layout-items", counts: "items laid out by all prepares",
      keyPath: \.layoutItems),
  ]

  /// The option named `flag`.
  public static func option(_ flag: String) -> Option? { options.first { $0.flag == flag } }

  /// "LIMIT (--max-...)": how messages name a limit.
  public func describe(_ keyPath: WritableKeyPath<ScenarioLimits, Int>) -> String {
    let flag = Self.options.first { $0.keyPath == keyPath }?.flag ?? ""
    return "\(self[keyPath: keyPath]) (\(flag))"
  }
}
