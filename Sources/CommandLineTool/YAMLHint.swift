import Foundation
import Scenario

/// A hint beside libyaml's message for the two mistakes behind most of them: a tab in the
/// indentation (YAML indents with spaces only, and libyaml says "found character that cannot
/// start any token") and a line that does not line up with the ones above it ("did not find
/// expected key", "mapping values are not allowed in this context").
enum YAMLHint {
  /// libyaml's messages end in its context ("while scanning ...", "while parsing ..."); the
  /// decoder's own messages never do. A tab is named after any of them.
  static let libyamlMarkers = ["while scanning", "while parsing"]
  /// The messages a line out of step with its block gives (an unclosed bracket or a colon in a
  /// plain value give others, and no indentation hint).
  static let indentationMarkers = [
    "while parsing a block mapping", "while parsing a block collection",
  ]

  /// `error` with the hint added to its message, reading the scenario's text from `source`
  /// (nil: the file `error.file`, when it can be read).
  static func annotate(_ error: ScenarioError, source: [UInt8]? = nil) -> ScenarioError {
    guard libyamlMarkers.contains(where: { error.message.contains($0) }),
      let bytes = source ?? FileManager.default.contents(atPath: error.file).map(Array.init)
    else { return error }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let indentation = indentationMarkers.contains { error.message.contains($0) }
    guard let hint = hint(lines: lines, line: error.line, indentation: indentation) else {
      return error
    }
    var annotated = error
    annotated.message += " (hint: \(hint))"
    return annotated
  }

  /// The hint for an error reported at 1-based `line`: a tab in the indentation of that line or
  /// the one before (libyaml often reports the next token), else, for a block's message, the
  /// indentation in general.
  static func hint(lines: [Substring], line: Int, indentation: Bool) -> String? {
    for candidate in [line, line - 1] where lines.indices.contains(candidate - 1) {
      let indentation = lines[candidate - 1].prefix { $0 == " " || $0 == "\t" }
      if indentation.contains("\t") {
        return "line \(candidate) is indented with a tab; YAML indents with spaces only"
      }
    }
    guard indentation else { return nil }
    return "check that line \(line) lines up with the lines above it: YAML nests by the "
      + "number of spaces before a key or a '-'"
  }
}
