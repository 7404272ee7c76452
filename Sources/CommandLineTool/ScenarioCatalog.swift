import Foundation

/// The scenarios named on a `check` command line, and the golden or pending files beside them
/// that no scenario owns.
public struct ScenarioCatalog: Equatable, Sendable {
  /// Scenario files (`*.yaml`), sorted, each once.
  public var scenarios: [String] = []
  /// `*.events.jsonl` and `*.events.jsonl.new` files in the named directories without a
  /// `NAME.yaml` beside them: a renamed or deleted scenario left them behind.
  public var orphans: [String] = []

  /// Expands files and directories (a directory: its `*.yaml` files, not its subdirectories).
  public static func find(_ paths: [String]) throws(UsageError) -> ScenarioCatalog {
    var catalog = ScenarioCatalog()
    var scenarios = Set<String>()
    var orphans = Set<String>()
    let files = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("'\(path)' does not exist")
      }
      guard isDirectory.boolValue else {
        guard path.hasSuffix(".yaml") else {
          throw UsageError("'\(path)' is not a scenario: check takes *.yaml files and directories")
        }
        scenarios.insert(path)
        continue
      }
      guard let names = try? files.contentsOfDirectory(atPath: path) else {
        throw UsageError("cannot list the directory '\(path)'")
      }
      let folder = path.hasSuffix("/") ? path : path + "/"
      let present = Set(names)
      for name in names {
        if name.hasSuffix(".yaml") { scenarios.insert(folder + name) }
        guard let base = Self.scenarioBase(ofOutput: name) else { continue }
        if !present.contains(base + ".yaml") { orphans.insert(folder + name) }
      }
    }
    catalog.scenarios = scenarios.sorted()
    catalog.orphans = orphans.sorted()
    return catalog
  }

  /// `NAME` for `NAME.events.jsonl` or `NAME.events.jsonl.new`, else nil.
  static func scenarioBase(ofOutput name: String) -> String? {
    for suffix in [".events.jsonl", ".events.jsonl.new"] where name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return nil
  }
}
