import Foundation
import Scenario

/// Reads the scenarios named on a command line: files, or `-` for standard input.
public enum ScenarioLoader {
  /// How standard input is named in messages.
  public static let standardInputName = "<stdin>"

  /// The scenario at `path`, or in standard input for `-`.
  public static func load(_ path: String) throws(ScenarioError) -> ScenarioDocument {
    guard path == "-" else { return try ScenarioDocument.load(path: path) }
    let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
    return try ScenarioDocument.parse(bytes, file: standardInputName)
  }

  /// Every file's scenario or error, in order.
  public static func loadAll(_ paths: [String]) -> [Result<ScenarioDocument, ScenarioError>] {
    paths.map { path in Result { () throws(ScenarioError) in try load(path) } }
  }
}
