import Foundation
import Layouts
import Scenario

/// Reads the scenarios named on a command line: files, or `-` for standard input.
public enum ScenarioLoader {
  /// How standard input is named in messages.
  public static let standardInputName = "<stdin>"

  /// The scenario at `path`, or in standard input for `-`, read with the kinds of `registry`; a
  /// YAML syntax error gets a hint about tabs and indentation beside libyaml's message.
  public static func load(
    _ path: String, limits: ScenarioLimits = .standard, registry: LayoutRegistry = .builtIn
  ) throws(ScenarioError) -> ScenarioDocument {
    guard path == "-" else {
      do {
        return try ScenarioDocument.load(path: path, limits: limits, registry: registry)
      } catch {
        throw YAMLHint.annotate(error)
      }
    }
    let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
    do {
      return try ScenarioDocument.parse(
        bytes, file: standardInputName, limits: limits, registry: registry)
    } catch {
      throw YAMLHint.annotate(error, source: bytes)
    }
  }

  /// Every file's scenario or error, in order.
  public static func loadAll(
    _ paths: [String], limits: ScenarioLimits = .standard, registry: LayoutRegistry = .builtIn
  ) -> [Result<ScenarioDocument, ScenarioError>] {
    paths.map { path in
      Result { () throws(ScenarioError) in try load(path, limits: limits, registry: registry) }
    }
  }

  /// Every file's scenario, or nil when one cannot be read, after naming each that cannot on
  /// `printError`: every file is read first, so an unreadable one leaves stdout empty.
  public static func loadEvery(
    _ paths: [String], limits: ScenarioLimits, registry: LayoutRegistry = .builtIn,
    printError: (String) -> Void
  ) -> [ScenarioDocument]? {
    var documents: [ScenarioDocument] = []
    var failed = false
    for result in loadAll(paths, limits: limits, registry: registry) {
      switch result {
      case .success(let document): documents.append(document)
      case .failure(let error):
        printError("\(error)\n")
        failed = true
      }
    }
    return failed ? nil : documents
  }
}
