import EventStream
import Foundation
import LayoutKit
import Replay
import Scenario
import Simulator
import TestSupport
import Testing

/// Pictures of a replay are drawn from its events: the timeline rebuilds the displayed state and
/// the SVG is byte-stable.
@Suite struct FrameRenderTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func timeline(_ scenario: String, bounds: CGRect) throws -> FrameTimeline {
    let document = try ScenarioDocument.load(
      path: root.appendingPathComponent("Scenarios/\(scenario).yaml").path)
    let sink = EventRecorder()
    _ = Replayer(document: document, sink: sink).run()
    return FrameTimeline(events: sink.events, initialBounds: bounds)
  }

  /// The contract's example after its scroll: bounds (0, 70, 320, 200), the header pinned at 70
  /// (moved by the scroll), rows at 40, 150 and 260, all three reaching into the bounds.
  @Test func theExampleAfterItsScroll() throws {
    let timeline = try Self.timeline(
      "pinned-scroll", bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
    let state = timeline.state(atStep: 0)
    #expect(state.bounds == CGRect(x: 0, y: 70, width: 320, height: 200))
    #expect(state.contentSize == CGSize(width: 320, height: 360))
    #expect(
      state.elements["supplementary/header/0/0"]?.frame
        == CGRect(x: 0, y: 70, width: 320, height: 40))
    #expect(state.pinned == ["supplementary/header/0/0"])
    #expect(
      state.elements.keys.sorted() == [
        "cell/0/0", "cell/0/1", "cell/0/2", "cell/0/3", "cell/0/4", "cell/0/5",
        "supplementary/header/0/0",
      ])
    let svg = SVGFrameRenderer().render(state)
    #expect(svg.contains(#"<rect class="bounds" x="0" y="70" width="320" height="200""#))
    #expect(svg.contains(##"<rect x="0" y="70" width="320" height="40" fill="#5cb85c""##))
    let golden = Self.root.appendingPathComponent(
      "Tests/ScenarioTests/Goldens/pinned-scroll-step-0.svg")
    if ProcessInfo.processInfo.environment["RECORD_SVG"] != nil {
      try svg.write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(svg == (try String(contentsOf: golden, encoding: .utf8)))
    #expect(SVGFrameRenderer().render(timeline.state(atStep: 0)) == svg)
  }

  /// The batch of update-batch: the two inserted items fade in from alpha 0 at their frames and
  /// the deleted one fades out where it was: three ghosts in the update's pass.
  @Test func anUpdateLeavesGhosts() throws {
    let timeline = try Self.timeline(
      "update-batch", bounds: CGRect(x: 0, y: 0, width: 320, height: 250))
    let state = timeline.state(atStep: 0)
    let ghosts = state.ghosts.map { "\($0.id) \(formatNumber($0.attrs.alpha))" }.sorted()
    #expect(ghosts == ["cell/0/0 0", "cell/0/0 0", "cell/0/1 0"])
    let svg = SVGFrameRenderer().render(state)
    #expect(svg.components(separatedBy: "class=\"ghost\"").count - 1 == 3)
  }
}
