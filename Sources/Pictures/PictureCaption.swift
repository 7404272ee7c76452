/// What a picture's caption says about the scenario beyond the events: its name and description
/// and each step's YAML text with its line (the events carry only a step's op and line).
public struct PictureCaption: Sendable, Equatable {
  /// One step of the scenario as written.
  public struct Step: Sendable, Equatable {
    /// The step's op (`scroll`, `expect`, ...).
    public var op: String
    /// Its 1-based line in the file.
    public var line: Int
    /// The step's text on that line, trimmed (`- scroll: {to: [0, 70]}`).
    public var text: String

    /// A step as written.
    public init(op: String, line: Int, text: String) {
      self.op = op
      self.line = line
      self.text = text
    }
  }

  /// The scenario's `name`.
  public var scenario: String
  /// Its `description`, when it has one.
  public var description: String?
  /// Its steps, in order.
  public var steps: [Step]

  /// A caption for the scenario `scenario`.
  public init(scenario: String, description: String? = nil, steps: [Step] = []) {
    self.scenario = scenario
    self.description = description
    self.steps = steps
  }
}
