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
