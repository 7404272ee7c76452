import Scenario

/// What `scrollsim validate` was asked to do.
public struct ValidateOptions: Equatable, Sendable {
  /// Scenario files; `-` is standard input.
  public var files: [String] = []
  /// `--help`.
  public var help = false
  /// `--max-...`: the limits scenarios are read and replayed with.
  public var limits = ScenarioLimits.standard

  /// No files.
  public init() {}

  /// Reads `arguments` (after `validate`).
  public static func parse(_ arguments: [String]) throws(UsageError) -> ValidateOptions {
    var options = ValidateOptions()
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case .option("--help"), .option("-h"): options.help = true
      case .option(let name) where try options.limits.read(name, from: &reader):
        break
      case .option(let name): throw UsageError("unknown option '\(name)'")
      case .operand(let file): options.files.append(file)
      }
    }
    if options.help { return options }
    if options.files.isEmpty { throw UsageError("validate needs at least one scenario file") }
    if options.files.filter({ $0 == "-" }).count > 1 {
      throw UsageError("standard input (-) can be read only once")
    }
    return options
  }
}
