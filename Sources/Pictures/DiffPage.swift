import EventStream
import Foundation
import LayoutKit
import Simulator

/// The page of a failed check (and of `scrollsim diff --format html`): the golden run and the new
/// run side by side, opened at the first moment they differ, each picture with the differing
/// elements outlined; below them the differing elements' attributes in both runs at the moment
/// shown, and the failed expects with their YAML lines; one scrubber moves both runs. Drawn from
/// the two streams alone, self-contained.
public struct DiffPage: Sendable {
  /// The two runs' events.
  public let old: [Event]
  public let new: [Event]
  /// The bounds before the first event (the scenario's size and initial offset).
  public let initialBounds: CGRect
  /// How the pictures are drawn; its caption gives the steps' YAML text.
  public var renderer = SVGFrameRenderer()
  /// What the two runs are called (the golden's path, "replay of NAME.yaml").
  public var oldName = "golden"
  public var newName = "new run"

  /// A page comparing `old` with `new`.
  public init(old: [Event], new: [Event], initialBounds: CGRect) {
    self.old = old
    self.new = new
    self.initialBounds = initialBounds
  }

  /// The page, titled `title`.
  public func html(title: String) -> String {
    let diff = StreamDiff(old: old, new: new)
    let moments = Set(diff.old.moments.map(\.moment)).union(diff.new.moments.map(\.moment))
      .sorted()
    let oldTimeline = FrameTimeline(events: old, initialBounds: initialBounds)
    let newTimeline = FrameTimeline(events: new, initialBounds: initialBounds)
    let scalars: Set<String> = ["contentOffset", "contentSize", "bounds"]
    var data: [JSONValue] = []
    for moment in moments {
      let rows = diff.differing(at: moment)
      var painter = renderer
      painter.showsLegend = false
      painter.highlighted = Set(rows.map(\.id)).subtracting(scalars)
      func state(_ timeline: FrameTimeline) -> FrameState {
        timeline.state { StreamDiff.Moment(step: $0.step, frame: $0.frame) <= moment }
      }
      data.append(
        .object([
          ("label", .string(diff.describe(moment))),
          ("old", .string(painter.render(state(oldTimeline)))),
          ("new", .string(painter.render(state(newTimeline)))),
          (
            "rows",
            .array(
              rows.map { row in
                .array([
                  .string(row.id), .string(row.old?.text ?? "not visible"),
                  .string(row.new?.text ?? "not visible"),
                ])
              })
          ),
        ]))
    }
    let first = diff.firstMoment.flatMap { moments.firstIndex(of: $0) } ?? 0
    let json = HTMLReplayPage.scriptJSON(
      .object([("moments", .array(data)), ("first", .number(Double(first)))]))
    return HTMLReplayPage.fill(
      Self.template,
      [
        "TITLE": HTMLReplayPage.escaped(title),
        "OLD": HTMLReplayPage.escaped(oldName), "NEW": HTMLReplayPage.escaped(newName),
        "SUMMARY": HTMLReplayPage.escaped(
          diff.isEmpty
            ? "the runs show the same replay"
            : diff.summary(oldName: "the golden", newName: "the new run")),
        "FAILURES": failures(diff), "SCRIPT": Self.script, "DATA": json,
      ])
  }

  /// The failed expects and errors of both runs, each with its step's YAML text and line, and
  /// which run has it.
  func failures(_ diff: StreamDiff) -> String {
    var items: [String] = []
    for (failures, other, run) in [
      (diff.new.failures, diff.old.failures, "new run"),
      (diff.old.failures, diff.new.failures, "golden"),
    ] {
      for failure in failures where run == "new run" || !other.contains(failure) {
        let runs = other.contains(failure) ? "both runs" : "only the \(run)"
        let step =
          renderer.caption?.steps.indices.contains(failure.step) == true
          ? renderer.caption?.steps[failure.step].text : nil
        let head = "line \(failure.line)" + (step.map { ": \($0)" } ?? "")
        let body = "\(failure.text) (\(runs))"
        items.append(
          "<li>\(HTMLReplayPage.escaped(TextWriter.oneLine(head)))<br>"
            + "\(HTMLReplayPage.escaped(TextWriter.oneLine(body)))</li>")
      }
    }
    return items.isEmpty ? "<li>no failed expect and no error</li>" : items.joined(separator: "\n")
  }
}
