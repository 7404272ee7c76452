import EventStream
import Foundation
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
        let text =
          lines.indices.contains(step.line - 1)
          ? lines[step.line - 1].trimmingCharacters(in: .whitespaces) : step.op
        return Step(op: step.op, line: step.line, text: text)
      })
  }
}
