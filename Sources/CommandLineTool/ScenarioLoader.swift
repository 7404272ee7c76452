import Foundation
import Scenario

/// Reads the scenarios named on a command line: files, or `-` for standard input.
public enum ScenarioLoader {
  /// How standard input is named in messages.
  public static let standardInputName = "<stdin>"

  /// The scenario at `path`, or in standard input for `-`.
  public static func load(_ path: String, limits: ScenarioLimits = .standard)
    throws(ScenarioError) -> ScenarioDocument
  {
    guard path == "-" else { return try ScenarioDocument.load(path: path, limits: limits) }
    let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
    return try ScenarioDocument.parse(bytes, file: standardInputName, limits: limits)
  }

  /// Every file's scenario or error, in order.
  public static func loadAll(_ paths: [String], limits: ScenarioLimits = .standard)
    -> [Result<ScenarioDocument, ScenarioError>]
  {
    paths.map { path in Result { () throws(ScenarioError) in try load(path, limits: limits) } }
  }
}
