import Scenario

/// One replay as the server hands it to a worker: the scenario's bytes (already read, from the
/// request or from a file inside the root), its name in messages, and the limits it runs under.
struct WorkerJob: Equatable, Sendable {
  /// Tells a `cancel` for this job from one for a job the worker has already finished.
  var id: UInt64
  /// The scenario file's bytes.
  var scenario: [UInt8]
  /// The scenario's name in `FILE:LINE:COLUMN` messages.
  var fileName: String
  /// `--trace calls`.
  var traceCalls: Bool
  /// `--format text`.
  var textFormat: Bool
  /// Whether the client asked for failure records with the stream (`"failures": "records"`).
  var reportsFailures = false
  /// `--timeout`: seconds of virtual and of wall time.
  var timeout: Double
  /// `--max-events`.
  var maxEvents: Int
  /// Every limit of `ScenarioLimits.options`, in that order.
  var limits: [Int]

  /// The limits as a value: those of `ScenarioLimits.options` in order, the defaults for any
  /// missing.
  var scenarioLimits: ScenarioLimits {
    var result = ScenarioLimits.standard
    for (option, value) in zip(ScenarioLimits.options, limits) {
      result[keyPath: option.keyPath] = value
    }
    return result
  }

  /// `limits` as the job carries them.
  static func values(of limits: ScenarioLimits) -> [Int] {
    ScenarioLimits.options.map { limits[keyPath: $0.keyPath] }
  }
}
