/// What `check` concluded about one scenario.
public struct CheckOutcome: Equatable, Sendable {
  /// The verdict.
  public enum Verdict: String, Sendable {
    /// The stream and the exit status are as shipped.
    case passed
    /// The stream or the exit status differs, or the scenario cannot be replayed.
    case failed
    /// There is no golden log yet.
    case new
    /// `--record` wrote the golden log.
    case recorded
  }

  /// The scenario file.
  public var path: String
  /// The verdict.
  public var verdict: Verdict
  /// Why it failed or is new, with the diff; empty when it passed.
  public var details: String = ""
  /// The failure report's page (`check --report`), when one was written.
  public var reportPath: String?
}
