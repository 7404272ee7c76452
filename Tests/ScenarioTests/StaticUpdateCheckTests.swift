import Foundation
import Scenario
import Testing

/// Updates are checked against the data the scenario declares, without replaying.
@Suite struct StaticUpdateCheckTests {
  static func problems(_ steps: String) throws -> [ScenarioDocument.UpdateProblem] {
    let yaml = """
      name: static
      layout: {kind: flow}
      data: {sections: [30]}
      steps:
      \(steps)
      """
    return try ScenarioDocument.parse(Array(yaml.utf8), file: "static.yaml").updateProblems()
  }

  @Test func aDeleteBeyondTheDataIsUIKitsText() throws {
    let found = try Self.problems("  - delete: {items: [[0, 50]]}")
    #expect(
      found == [
        .init(
          line: 5,
          message:
            "attempt to delete item 50 from section 0 which only contains 30 items before the update"
        )
      ])
  }

  /// Each accepted update's data is the next one's: after deleting 10 items, item 25 is gone.
  @Test func updatesChainThroughTheData() throws {
    let found = try Self.problems(
      """
        - delete: {items: [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6], [0, 7], [0, 8], [0, 9]]}
        - delete: {items: [[0, 25]]}
      """)
    #expect(found.map(\.line) == [6])
    #expect(found.first?.message.contains("which only contains 20 items before the update") == true)
  }

  @Test func anExpectedErrorIsNotAProblemAndAMissingOneIs() throws {
    let found = try Self.problems(
      """
        - delete: {items: [[0, 50]], expectError: "attempt to delete item 50"}
        - insert: {items: [[0, 0]], expectError: "attempt to insert"}
      """)
    #expect(
      found == [
        .init(
          line: 6,
          message:
            "expected an error containing \"attempt to insert\", but UIKit accepts this update")
      ])
  }
}
