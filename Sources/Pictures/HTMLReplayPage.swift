import EventStream
import Foundation
import LayoutKit
import Simulator

/// One self-contained HTML page for a replay: a heading with the scenario's name and
/// description; the picture of every moment (each step and display tick that wrote events),
/// drawn by `SVGFrameRenderer` from the events alone and filling the window's height; a
/// scrubber, and a play button that plays the moments in virtual time at 0.25× to 4×; the steps
/// with their YAML text and line, each jumping to its moment; the moment's events in the text
/// format, filtered by element and type; an element's history and attributes when it is
/// clicked; and a chart of the offset and the velocity over time. No network, no external
/// script; `#moment=N` in the address opens moment N.
public struct HTMLReplayPage: Sendable {
  /// The replay's events, in order.
  public let events: [Event]
  /// The bounds before the first event.
  public let initialBounds: CGRect
  /// How the pictures are drawn; its caption names the scenario and its steps.
  public var renderer = SVGFrameRenderer()

  /// A page for `events`.
  public init(events: [Event], initialBounds: CGRect) {
    self.events = events
    self.initialBounds = initialBounds
  }

  /// A moment: the events up to and including `last` (an index in `events`).
  public struct Moment: Sendable {
    /// The step, display tick and time of the moment.
    public var step: Int
    public var frame: Int
    public var t: Double
    /// The indices of the moment's own events.
    public var range: Range<Int>
  }

  /// The moments: consecutive events of the same step and display tick.
  public var moments: [Moment] { Self.moments(of: events) }

  /// The moments of `events`.
  static func moments(of events: [Event]) -> [Moment] {
    var result: [Moment] = []
    var start = 0
    for index in events.indices {
      let event = events[index]
      let next = index + 1 < events.count ? events[index + 1] : nil
      if next.map({ $0.step != event.step || $0.frame != event.frame }) ?? true {
        result.append(
          Moment(step: event.step, frame: event.frame, t: event.t, range: start..<index + 1))
        start = index + 1
      }
    }
    return result
  }

  /// The SVG of moment `moment`.
  public func svg(of moment: Moment) -> String {
    let timeline = FrameTimeline(
      events: Array(events[..<moment.range.upperBound]), initialBounds: initialBounds)
    return renderer.render(timeline.state { _ in true })
  }

  /// The events in the text format, one line each, without their line breaks.
  static func textLines(_ events: [Event]) -> [String] {
    let output = MemoryOutput()
    let writer = TextWriter(output: output)
    var lines: [String] = []
    for (index, event) in events.enumerated() {
      writer.write(event, seq: index + 1)
      writer.flush()
      lines.append(output.text.trimmingCharacters(in: .newlines))
      output.reset()
    }
    return lines
  }

  /// The page.
  public func html(title: String) -> String {
    let lines = Self.textLines(events)
    let moments = self.moments
    var data: [JSONValue] = []
    for moment in moments {
      data.append(
        .object([
          ("step", .number(Double(moment.step))), ("frame", .number(Double(moment.frame))),
          ("t", .number(moment.t)), ("svg", .string(svg(of: moment))),
          ("events", .array(lines[moment.range].map(JSONValue.string))),
        ]))
    }
    let caption = renderer.caption ?? PictureCaption(scenario: title)
    let steps: [JSONValue] = caption.steps.enumerated().map { index, step in
      let first = moments.firstIndex { $0.step >= index } ?? max(0, moments.count - 1)
      return .object([
        ("op", .string(step.op)), ("line", .number(Double(step.line))),
        ("text", .string(step.text)), ("moment", .number(Double(first))),
      ])
    }
    let chart = HTMLReplayChart(events: events)
    let json = Self.scriptJSON(
      .object([
        ("moments", .array(data)), ("steps", .array(steps)),
        (
          "chart",
          .object([
            ("t0", .number(chart.t0)), ("t1", .number(chart.t1)),
            ("left", .number(HTMLReplayChart.left)),
            ("plot", .number(HTMLReplayChart.width - HTMLReplayChart.left - 4)),
          ])
        ),
      ]))
    return Self.fill(
      Self.template,
      [
        "TITLE": Self.escaped(title), "DESCRIPTION": Self.escaped(caption.description ?? ""),
        "CHART": chart.svg, "SCRIPT": Self.script, "DATA": json,
      ])
  }

  /// `value` as JSON for a script element, where "</" would end it early.
  static func scriptJSON(_ value: JSONValue) -> String {
    var encoder = JSONLineEncoder()
    encoder.append(value)
    return String(decoding: encoder.buffer, as: UTF8.self)
      .replacingOccurrences(of: "</", with: "<\\/")
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
