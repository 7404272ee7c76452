import Foundation
import Scenario

/// Reads the scenarios named on a command line: files, or `-` for standard input.
public enum ScenarioLoader {
  /// How standard input is named in messages.
  public static let standardInputName = "<stdin>"

  /// The scenario at `path`, or in standard input for `-`; a YAML syntax error gets a hint
  /// about tabs and indentation beside libyaml's message.
  public static func load(_ path: String, limits: ScenarioLimits = .standard)
    throws(ScenarioError) -> ScenarioDocument
  {
    guard path == "-" else {
      do {
        return try ScenarioDocument.load(path: path, limits: limits)
      } catch {
        throw YAMLHint.annotate(error)
      }
    }
    let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
    do {
      return try ScenarioDocument.parse(bytes, file: standardInputName, limits: limits)
    } catch {
      throw YAMLHint.annotate(error, source: bytes)
    }
  }

  /// Every file's scenario or error, in order.
  public static func loadAll(_ paths: [String], limits: ScenarioLimits = .standard)
    -> [Result<ScenarioDocument, ScenarioError>]
  {
    paths.map { path in Result { () throws(ScenarioError) in try load(path, limits: limits) } }
  }
}
