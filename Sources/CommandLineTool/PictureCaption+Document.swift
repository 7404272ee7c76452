import EventStream
import Foundation
import Pictures
import Scenario

extension PictureCaption {
  /// The caption of `document`, with each step's line of `source` (the scenario's text; the
  /// file at `path` when nil, and no step text when neither can be read).
  public init(document: ScenarioDocument, path: String? = nil, source: [UInt8]? = nil) {
    let bytes = source ?? path.flatMap { FileManager.default.contents(atPath: $0) }.map(Array.init)
    let lines =
      bytes.map {
        String(decoding: $0, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false)
      } ?? []
    self.init(
      scenario: document.name, description: document.description,
      steps: document.steps.map { step in
        Step(op: step.op, line: step.line, text: Self.text(of: step.line, in: lines) ?? step.op)
      })
  }

  /// The step at 1-based `line` and the lines indented under it, joined on one line (a
  /// `batch` spreads its updates over several).
  static func text(of line: Int, in lines: [Substring]) -> String? {
    guard lines.indices.contains(line - 1) else { return nil }
    let first = lines[line - 1]
    let indent = first.prefix { $0 == " " }.count
    var parts = [first.trimmingCharacters(in: .whitespaces)]
    for next in lines[line...] {
      let trimmed = next.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, next.prefix(while: { $0 == " " }).count > indent,
        !trimmed.hasPrefix("#")
      else { break }
      parts.append(trimmed)
    }
    return parts.joined(separator: " ")
  }
}
