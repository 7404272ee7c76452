import Dispatch
import Foundation

/// What a measured number is, which says how it is printed.
enum Quantity {
  case seconds
  /// A plain ratio, printed as `12.3x`.
  case times
  /// A ratio printed as a percentage.
  case percent
  case bytes
  case megabytesPerSecond
  case eventsPerSecond

  func format(_ value: Double) -> String {
    switch self {
    case .seconds: return formatSeconds(value)
    case .times: return String(format: "%.2fx", value)
    case .percent: return String(format: "%.2f %%", value * 100)
    case .bytes:
      if value >= 1e6 { return String(format: "%.1f MB", value / 1e6) }
      if value >= 1e4 { return String(format: "%.0f KB", value / 1e3) }
      return String(format: "%.1f B", value)
    case .megabytesPerSecond: return String(format: "%.2f MB/s", value)
    case .eventsPerSecond: return String(format: "%.0f events/s", value)
    }
  }
}

/// The lowest and the middle of a figure's rounds.
struct Sample {
  var values: [Double]

  var minimum: Double { values.min() ?? .nan }

  /// The middle value (the mean of the two middle ones for an even count).
  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The `percentile`th (0...1) value, by the nearest rank.
  func percentile(_ percentile: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((percentile * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
  }
}

/// A goal of issue 20's table: the figure at most, or at least, `bound`.
struct Goal {
  enum Direction {
    case atMost
    case atLeast
  }

  var direction: Direction
  var bound: Double

  static func atMost(_ bound: Double) -> Goal { Goal(direction: .atMost, bound: bound) }
  static func atLeast(_ bound: Double) -> Goal { Goal(direction: .atLeast, bound: bound) }

  func isMet(by value: Double) -> Bool {
    switch direction {
    case .atMost: return value <= bound
    case .atLeast: return value >= bound
    }
  }

  func describe(_ quantity: Quantity) -> String {
    (direction == .atMost ? "<= " : ">= ") + quantity.format(bound)
  }
}

/// One measured side of a figure (A, or the baseline B it is compared with).
struct Measured {
  var label: String
  var quantity: Quantity
  var sample: Sample
}

/// One line of the figures table: A and B measured in the same run, round after round, and the
/// figure computed from each round's pair; the goal is judged on the median.
struct Figure {
  var name: String
  var a: Measured
  var b: Measured?
  var figure: Measured
  var goal: Goal
  /// Lines printed under the table: what the figure is made of.
  var notes: [String] = []

  var passed: Bool { goal.isMet(by: figure.sample.median) }

  /// A figure of `rounds` pairs, each pair's figure `value(a, b)`.
  init(
    _ name: String, a: (String, Quantity), b: (String, Quantity)?, rounds: [(Double, Double)],
    figure quantity: Quantity, goal: Goal, value: (Double, Double) -> Double
  ) {
    self.name = name
    self.a = Measured(label: a.0, quantity: a.1, sample: Sample(values: rounds.map(\.0)))
    self.b = b.map {
      Measured(label: $0.0, quantity: $0.1, sample: Sample(values: rounds.map(\.1)))
    }
    figure = Measured(
      label: name, quantity: quantity, sample: Sample(values: rounds.map { value($0.0, $0.1) }))
    self.goal = goal
  }

  /// A figure without a baseline: each round's value is the figure.
  init(_ name: String, measured label: String, _ quantity: Quantity, values: [Double], goal: Goal) {
    self.init(
      name, a: (label, quantity), b: nil, rounds: values.map { ($0, .nan) }, figure: quantity,
      goal: goal, value: { value, _ in value })
  }

  /// The figure as a Markdown table row: name, A, B, the figure, the goal and the verdict.
  var row: String {
    func cell(_ measured: Measured?) -> String {
      guard let measured else { return "" }
      let format = measured.quantity.format
      return "\(measured.label): \(format(measured.sample.minimum)) / "
        + format(measured.sample.median)
    }
    let value = figure.quantity.format
    return "| \(name) | \(cell(a)) | \(cell(b)) | \(value(figure.sample.minimum)) / "
      + "\(value(figure.sample.median)) | \(goal.describe(figure.quantity)) | "
      + (passed ? "PASS" : "FAIL") + " |"
  }

  static let header = """
    | figure | A (min / median) | B (min / median) | figure (min / median) | goal | result |
    | --- | --- | --- | --- | --- | --- |
    """
}

/// How rounds are taken: A, B, A, B, ... so that a change in the machine's load reaches both.
enum Rounds {
  /// The rounds of every figure (issue 20 asks for at least 5).
  nonisolated(unsafe) static var count = 5

  /// `count` pairs, A measured just before B each time.
  static func interleaved(_ a: () -> Double, _ b: () -> Double) -> [(Double, Double)] {
    repeated {
      let first = a()
      return (first, b())
    }
  }

  /// `count` results of `body` (a figure without a baseline, such as memory).
  static func repeated<Result>(_ body: () -> Result) -> [Result] {
    (0..<count).map { _ in body() }
  }
}

/// Seconds spent in `body`, once.
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func formatSeconds(_ seconds: Double) -> String {
  if seconds < 1e-6 { return String(format: "%.2f ns", seconds * 1e9) }
  if seconds < 1e-3 { return String(format: "%.2f us", seconds * 1e6) }
  if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
  return String(format: "%.3f s", seconds)
}

/// Keeps the optimiser from dropping work whose result nothing else reads.
@inline(never)
func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
