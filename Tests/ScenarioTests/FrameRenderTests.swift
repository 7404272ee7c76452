import EventStream
import Foundation
import LayoutKit
import Pictures
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

  /// An orthogonal section's scroll moves its cells without pinning them: after the paging
  /// row scrolls to 100, its first card is at x 5 - 100 = -95, moved, and nothing is pinned.
  @Test func aSectionsScrollMovesItsCellsWithoutPinningThem() throws {
    let timeline = try Self.timeline(
      "compositional-orthogonal-paging", bounds: CGRect(x: 0, y: 0, width: 400, height: 600))
    let state = timeline.state(atStep: 5)
    #expect(state.stepOp == "scroll")
    #expect(
      state.elements["cell/0/0"]?.frame == CGRect(x: -95, y: 15, width: 190, height: 140))
    #expect(state.pinned.isEmpty)
    #expect(state.moves.contains { $0.id == "cell/0/0" })
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
    // The caption `render` gives it from the file: each step's line as written.
    var renderer = SVGFrameRenderer()
    renderer.caption = PictureCaption(
      scenario: "pinned-scroll",
      steps: [
        .init(op: "scroll", line: 14, text: "- scroll: {to: [0, 70]}"),
        .init(
          op: "expect", line: 15,
          text: "- expect: {element: supplementary/header/0/0, frame: [0, 70, 320, 40]}"),
      ])
    let svg = renderer.render(state)
    #expect(svg.contains(#"<rect class="bounds" x="0" y="70" width="320" height="200""#))
    // The header pinned over the cells: opaque green with the pinned views' thick outline.
    #expect(
      svg.contains(
        ##"<rect x="0" y="70" width="320" height="40" fill="#c9ecd0" stroke="#2e7d32" stroke-width="2.5"/>"##
      ))
    // The view is the bounds and 40 points around them (-40, 30, 400, 280); the canvas adds
    // the 18-point rulers on the left and top, the 36-point caption, and the 150-point legend
    // (no label needed the column): x -58, y -24, 568 × 334 points, 2 pixels each.
    #expect(
      svg.hasPrefix(
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-58 -24 568 334" width="1136" height="668""#
      ))
    let golden = Self.root.appendingPathComponent(
      "Tests/ScenarioTests/Goldens/pinned-scroll-step-0.svg")
    if ProcessInfo.processInfo.environment["RECORD_SVG"] != nil {
      try svg.write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(svg == (try String(contentsOf: golden, encoding: .utf8)))
    #expect(renderer.render(timeline.state(atStep: 0)) == svg)
  }

  /// The batch of update-batch: the two inserted items fade in from alpha 0 at their frames and
  /// the deleted one fades out where it was: three ghosts in the update's pass.
  @Test func anUpdateLeavesGhosts() throws {
    let timeline = try Self.timeline(
      "update-batch", bounds: CGRect(x: 0, y: 0, width: 320, height: 250))
    let state = timeline.state(atStep: 0)
    let ghosts = state.ghosts.map { "\($0.id) \(ECMAScriptNumber.text($0.attrs.alpha))" }.sorted()
    #expect(ghosts == ["cell/0/0 0", "cell/0/0 0", "cell/0/1 0"])
    let svg = SVGFrameRenderer().render(state)
    #expect(svg.components(separatedBy: "class=\"ghost appear\"").count - 1 == 2)
    #expect(svg.components(separatedBy: "class=\"ghost disappear\"").count - 1 == 1)
    // The five items the batch moved (100 × 100 cells): an arrow from each old centre to its new
    // one, in id order, e.g. cell/0/2 (was cell/0/5) from [220, 140] to [220, 30].
    let arrows = svg.split(separator: "\n").filter { $0.hasPrefix("<line class=\"move\"") }
      .map { line in
        ["x1", "y1", "x2", "y2"].map { name in
          line.components(separatedBy: " \(name)=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
        }.joined(separator: " ")
      }
    #expect(
      arrows == [
        "270 190 270 80", "160 80 50 190", "270 80 160 190", "50 190 270 190", "160 190 50 300",
      ])
  }
}
