import Foundation
import Scenario
import ScrollSimTesting
import Simulator
import Testing

/// The queries agree with the stream's own statements: at every `snapshot` step without a rect,
/// the visible set the events imply is the snapshot's, in every shipped scenario.
@Suite struct ReplayLogQueryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var scenarios: [String] {
    let folder = root.appendingPathComponent("Scenarios").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
  }

  @Test func visibleSetsMatchEverySnapshot() throws {
    var snapshots = 0
    for path in Self.scenarios {
      let log = try ScenarioReplay.run(file: path)
      for (index, event) in log.events.enumerated() {
        guard case .snapshot(_, let elements) = event.payload,
          case .snapshot(rect: nil) = log.document.steps[event.step].action
        else { continue }
        snapshots += 1
        #expect(
          log.visibleElements(throughEvent: index) == elements.map(\.id).sorted(),
          "\(path) step \(event.step)")
      }
    }
    #expect(snapshots >= 3)
  }

  /// The visible cells the events imply are the actual cells of every `expect: {visible: ...}`.
  @Test func visibleCellsMatchEveryVisibleExpectation() throws {
    var checked = 0
    for path in Self.scenarios {
      let log = try ScenarioReplay.run(file: path)
      for (index, event) in log.events.enumerated() {
        guard case .assert(_, _, .object(let actual)) = event.payload,
          let (key, value) = actual.first, key == "visible", case .array(let ids) = value
        else { continue }
        checked += 1
        let cells = ids.compactMap { id -> String? in
          if case .string(let text) = id { return text }
          return nil
        }
        #expect(
          log.visibleElements(throughEvent: index).filter { $0.hasPrefix("cell/") }
            == cells.sorted(), "\(path) step \(event.step)")
      }
    }
    #expect(checked >= 10)
  }
}
