import Foundation
import Simulator

extension ScenarioDocument {
  /// An update the scenario's own data makes UIKit refuse, found without replaying.
  public struct UpdateProblem: Equatable, Sendable {
    /// The step's line in the YAML file.
    public var line: Int
    /// UIKit's exception text.
    public var message: String

    /// A problem at `line`.
    public init(line: Int, message: String) {
      self.line = line
      self.message = message
    }
  }

  /// The updates UIKit would refuse, checked against the data the scenario declares, in step
  /// order (each accepted update's data is the next one's "before"). A step whose `expectError`
  /// the refusal contains is not a problem; one with `expectError` that passes is, as a replay
  /// reports it. Geometry plays no part in these checks, so this is exactly what a replay would
  /// say of the updates.
  public func updateProblems() -> [UpdateProblem] {
    var data = self.data
    var problems: [UpdateProblem] = []
    for step in steps {
      let update: BatchUpdate
      let newData: [SectionData]?
      switch step.action {
      case .update(let operation):
        update = BatchUpdate([operation])
        newData = nil
      case .batch(let operations, _, _, let explicit):
        update = BatchUpdate(operations)
        newData = explicit
      case .reloadData(let explicit):
        if let explicit { data = explicit }
        continue
      case .diffable:
        // What a snapshot step leaves depends on the section snapshots applied before it: the
        // replay checks the updates from here on.
        return problems
      default:
        continue
      }
      switch update.plan(old: data, new: newData) {
      case .success(var plan):
        plan.apply(to: &data)
        if let expected = step.expectError {
          problems.append(
            UpdateProblem(
              line: step.line,
              message: "expected an error containing \"\(expected)\", but UIKit accepts this update"
            ))
        }
      case .failure(let error):
        if let expected = step.expectError, error.message.contains(expected) { continue }
        problems.append(UpdateProblem(line: step.line, message: error.message))
      }
    }
    return problems
  }
}
