import EventStream
import Foundation
import Pictures
import Replay
import Scenario
import Simulator
import Testing

/// A replay written as a Chrome trace follows the format's rules: known phases, every event
/// named and placed, timestamps ascending on each track, slices balanced on each track.
@Suite struct ChromeTraceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func trace(_ scenario: String) throws -> [[String: Any]] {
    let document = try ScenarioDocument.load(
      path: root.appendingPathComponent("Scenarios/\(scenario).yaml").path)
    let output = MemoryOutput()
    _ = Replayer(document: document, sink: ChromeTraceWriter(output: output)).run()
    let object = try JSONSerialization.jsonObject(with: Data(output.bytes)) as? [String: Any]
    return object?["traceEvents"] as? [[String: Any]] ?? []
  }

  @Test(arguments: [
    "pinned-scroll", "update-batch", "fling-pinned-headers", "set-layout-list-to-grid",
  ])
  func aTraceFollowsTheFormatsRules(_ scenario: String) throws {
    let events = try Self.trace(scenario)
    #expect(!events.isEmpty)
    var lastTime: [Int: Double] = [:]
    var open: [Int: [String]] = [:]
    for event in events {
      let phase = event["ph"] as? String ?? "?"
      #expect(["B", "E", "i", "C", "M"].contains(phase), "\(event)")
      #expect(event["name"] is String && event["pid"] is Int && event["tid"] is Int)
      guard phase != "M" else { continue }
      let tid = event["tid"] as? Int ?? -1
      let ts = (event["ts"] as? NSNumber)?.doubleValue ?? -1
      #expect(ts >= 0, "\(event)")
      #expect(ts >= (lastTime[tid] ?? 0), "time goes back on track \(tid): \(event)")
      lastTime[tid] = ts
      let name = event["name"] as? String ?? ""
      if phase == "B" { open[tid, default: []].append(name) }
      if phase == "E" { #expect(open[tid]?.popLast() == name, "unbalanced \(event)") }
      if phase == "i" { #expect(event["s"] as? String == "t") }
    }
    let unclosed = open.filter { !$0.value.isEmpty }
    #expect(unclosed.isEmpty, "slices left open: \(unclosed)")
  }

  /// The contract's example: the header pinned while the content scrolls 70 points; six cells,
  /// a header and the third row make tracks, the offset counter ends at 70.
  @Test func theExampleHasATrackPerElementAndCounters() throws {
    let events = try Self.trace("pinned-scroll")
    let names = Set(
      events.filter { $0["name"] as? String == "thread_name" }.compactMap {
        ($0["args"] as? [String: Any])?["name"] as? String
      })
    #expect(names.contains("steps") && names.contains("layout"))
    #expect(names.contains("supplementary/header/0/0") && names.contains("cell/0/5"))
    let offsets = events.filter { $0["name"] as? String == "contentOffset" }.compactMap {
      (($0["args"] as? [String: Any])?["y"] as? NSNumber)?.doubleValue
    }
    #expect(offsets.last == 70)
  }
}
