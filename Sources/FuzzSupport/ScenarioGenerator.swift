import EventStream
import LayoutKit
import Layouts
import Scenario

/// Builds the YAML text of a *valid* scenario from a source of choices: a collection view with
/// any of its keys, a layout among the registered kinds (flow, combinations of the seed kinds,
/// the ported kinds) with their options, data, and a sequence of steps of every kind. The text
/// then goes through the same reader, decoder and replayer as a file, so a fuzzer exercises what
/// a user's scenario would. Both fuzzers of replays use it: libFuzzer's bytes (`ByteChoices`) and
/// the seeded sweep (`SeededChoices`, `FuzzReplay --sweep`).
///
/// Every value is one the format allows (docs/scenario-format.md): a refusal by the reader is a
/// bug on one side. Values reach the format's extremes now and then: 0, tiny (1e-9), huge (up to
/// the 1e9 bound), negative where allowed, sizes far beyond the bounds, empty sections, many
/// sections, durations up to what the step tick limit allows at the frame rate.
///
/// Index paths follow a model of the item counts, so that most updates are valid and the replay
/// goes on; now and then one is off on purpose (UIKit's refusal is an `error` event, never a
/// trap).
public struct ScenarioGenerator {
  /// How large a scenario may grow.
  public struct Profile: Sendable {
    /// Steps at most.
    public var maxSteps: Int
    /// Items one section may hold at most, when a section is made large on purpose.
    public var largeSection: Int
    /// Sections at most, when the data is made of many sections on purpose.
    public var manySections: Int

    public init(maxSteps: Int, largeSection: Int, manySections: Int) {
      self.maxSteps = maxSteps
      self.largeSection = largeSection
      self.manySections = manySections
    }

    /// libFuzzer's: sixteen steps, as the replay fuzzer always had.
    public static let fuzz = Profile(maxSteps: 16, largeSection: 5_000, manySections: 1_000)
  }

  var choices: any ChoiceSource
  let profile: Profile
  /// Items per section, as the updates so far left them.
  var counts: [Int] = []
  /// Whether the current layout takes `set` (a flow layout or a subclass).
  var isFlowBased = true
  /// The display's ticks per second, which bound a duration (docs/scenario-format.md, "Limits").
  var frameRate = 60
  var nextID = 0
  /// Whether the replay traces the layout calls (`--trace calls`).
  public private(set) var traceCalls = false

  public init(_ choices: some ChoiceSource, profile: Profile = .fuzz) {
    self.choices = choices
    self.profile = profile
  }

  /// The scenario's YAML text.
  public mutating func yaml() -> String {
    traceCalls = choices.oneIn(4)
    var lines = ["name: \(choices.pick(["fuzz-replay", "g", "a-0-b"]))"]
    if choices.oneIn(8) {
      let description = choices.pick(["\"\"", "\"x: y # z\"", "'‘quoted’ – é'"])
      lines.append("description: \(description)")
    }
    if !choices.oneIn(6) { lines.append("collectionView: \(collectionView())") }
    lines.append("layout: \(layout())")
    counts = initialCounts()
    lines.append("data: \(data())")
    let stepCount = choices.below(profile.maxSteps + 1)
    lines.append(stepCount == 0 ? "steps: []" : "steps:")
    for _ in 0..<stepCount { lines.append("  - \(step())") }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: values

  /// Values to draw from: mostly the ordinary ones, one in four an extreme one.
  struct Table {
    var ordinary: [Double]
    var extreme: [Double]

    /// The values at least `minimum`; `fallback` when none is.
    func atLeast(_ minimum: Double, fallback: Double) -> Table {
      let ordinary = self.ordinary.filter { $0 >= minimum }
      let extreme = self.extreme.filter { $0 >= minimum }
      return Table(
        ordinary: ordinary.isEmpty ? [fallback] : ordinary,
        extreme: extreme.isEmpty ? [fallback] : extreme)
    }

    var hasNegatives: Bool { (ordinary + extreme).contains { $0 < 0 } }
  }

  static let lengths = Table(
    ordinary: [10, 33.3, 44, 50, 60, 100, 150, 185, 200],
    extreme: [0, 1e-9, 0.001, 0.5, 1, 2, 320, 390, 500, 844, 1000, 5000])
  static let coordinates = Table(
    ordinary: [0, 10, 50, 100, 300, -50, -100],
    extreme: [1, -1, 1e-9, 0.25, 1000, -1000, 5000, 100_000, -100_000])
  static let velocities = Table(
    ordinary: [0, 50, -50, 500, -500, 2000, -2000],
    extreme: [1e-9, 5, 8000, -8000, 30_000, -30_000])
  static let insetValues = Table(
    ordinary: [0, 0, 5, 10, 20, 44],
    extreme: [1e-9, 0.5, 100, 390, 1000, -1, -10, -100, -1000])
  static let spacings = Table(
    ordinary: [0, 1, 10, 10], extreme: [1e-9, -10, 33.3, -1000, 5000])
  /// Huge, up to the format's bound on any number (`ScenarioLimits.largestNumber`, 1e9).
  static let huge: [Double] = [1e5, 1e6, 123_456_789.5, 999_999_999.999, 1e9]
  static let sectionCounts = [0, 1, 2, 3, 5, 8, 8, 20, 20, 60, 200]

  /// A value of `table`, or once in 24 (when `huge`) a huge one, negative half the time when
  /// the table has negatives.
  mutating func number(_ table: Table, huge: Bool = true) -> String {
    if huge, choices.oneIn(24) {
      let value = choices.pick(Self.huge)
      return ECMAScriptNumber.text(table.hasNegatives && choices.oneIn(2) ? -value : value)
    }
    return ECMAScriptNumber.text(choices.pick(choices.oneIn(4) ? table.extreme : table.ordinary))
  }

  mutating func length() -> String { number(Self.lengths) }

  /// A size, now and then in its mapping form.
  mutating func size() -> String {
    let (w, h) = (length(), length())
    return choices.oneIn(10) ? "{width: \(w), height: \(h)}" : "[\(w), \(h)]"
  }

  /// A point, now and then in its mapping form.
  mutating func point(_ table: Table = coordinates) -> String {
    let (x, y) = (number(table), number(table))
    return choices.oneIn(10) ? "{x: \(x), y: \(y)}" : "[\(x), \(y)]"
  }

  mutating func rect() -> String {
    "[\(number(Self.coordinates)), \(number(Self.coordinates)), \(length()), \(length())]"
  }

  /// Insets in each of the three forms; negative now and then (insets may be).
  mutating func insets() -> String {
    let table = Self.insetValues
    switch choices.below(5) {
    case 0, 1: return number(table)
    case 2:
      let edges = ["top", "left", "bottom", "right"].filter { _ in choices.oneIn(2) }
      return Self.mapping(edges.map { "\($0): \(number(table))" })
    default:
      return "[\(number(table)), \(number(table)), \(number(table)), \(number(table))]"
    }
  }

  mutating func bool() -> String { choices.oneIn(2) ? "true" : "false" }

  /// An integer a zIndex may be: negative, zero, ordinary, or at the bound.
  mutating func integer() -> String {
    choices.pick(["0", "1", "-1", "1000", "-5", "1024", "1000000000", "-1000000000"])
  }

  /// The longest `duration` or `wait: {seconds:}` the reader accepts at the frame rate: 100,000
  /// seconds, and at most the step tick limit (1,000,000 ticks).
  var longestDuration: Double {
    min(ScenarioLimits.seconds, Double(ScenarioLimits.standard.stepTicks / frameRate))
  }

  /// A duration; once in 40 the longest the frame rate allows.
  mutating func duration() -> String {
    if choices.oneIn(40) { return ECMAScriptNumber.text(longestDuration) }
    return ECMAScriptNumber.text(choices.pick([0, 1e-9, 0.05, 0.1, 0.25, 0.3, 1, 2]))
  }

  /// A mapping of the entries that were chosen, in their order.
  static func mapping(_ entries: [String?]) -> String {
    "{" + entries.compactMap { $0 }.joined(separator: ", ") + "}"
  }

  /// `key: value` once in `odds`.
  mutating func maybe(_ odds: Int, _ key: String, _ value: (inout Self) -> String) -> String? {
    guard choices.oneIn(odds) else { return nil }
    return "\(key): \(value(&self))"
  }

  // MARK: collection view

  mutating func collectionView() -> String {
    let anyRate = 1 + choices.below(ScenarioLimits.frameRate)
    frameRate = choices.oneIn(4) ? choices.pick([1, 24, 60, 120, 1000, anyRate]) : 60
    return Self.mapping([
      maybe(2, "size") { $0.size() },
      maybe(4, "contentOffset") { $0.point() },
      maybe(4, "contentInset") { $0.insets() },
      maybe(4, "safeAreaInsets") { $0.insets() },
      maybe(4, "contentInsetAdjustmentBehavior") {
        $0.choices.pick(["automatic", "always", "never", "scrollableAxes"])
      },
      maybe(4, "layoutDirection") { $0.choices.pick(["leftToRight", "rightToLeft"]) },
      maybe(4, "displayScale") {
        $0.choices.pick(["1", "2", "3", "0.5", "7", "1e-9", "0.001", "1000000000"])
      },
      maybe(4, "decelerationRate") { $0.decelerationRate() },
      maybe(4, "pagingEnabled") { $0.bool() },
      maybe(4, "bounces") { $0.bool() },
      maybe(4, "alwaysBounceVertical") { $0.bool() },
      maybe(4, "alwaysBounceHorizontal") { $0.bool() },
      frameRate == 60 && !choices.oneIn(8) ? nil : "frameRate: \(frameRate)",
      maybe(5, "physics") { $0.physics() },
      maybe(8, "invalidLayoutAttributes") { $0.choices.pick(["ignore", "raise"]) },
    ])
  }

  mutating func decelerationRate() -> String {
    choices.pick(["normal", "fast", "0.5", "0.9999", "1e-9", "0.999999999"])
  }

  mutating func physics() -> String {
    Self.mapping([
      maybe(2, "rubberBandCoefficient") {
        $0.choices.pick(["0", "1e-9", "0.55", "1", "5", "1e9"])
      },
      maybe(2, "springStiffness") { $0.choices.pick(["1e-9", "1", "100", "1000", "1000000000"]) },
      maybe(2, "stopVelocity") { $0.choices.pick(["1e-9", "0.01", "10", "1000", "1e9"]) },
      maybe(2, "pagingDecelerationRate") { $0.decelerationRate() },
      maybe(3, "maximumDuration") { $0.choices.pick(["1e-9", "0.001", "1", "600", "100000"]) },
    ])
  }
}
