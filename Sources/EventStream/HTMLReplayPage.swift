import Foundation
import LayoutKit
import Simulator

/// One self-contained HTML page for a replay: the picture of every moment (each step and display
/// tick that wrote events), drawn by `SVGFrameRenderer` from the events alone, a scrubber over
/// them with the step, frame and time, the events of the current moment beside the picture, and
/// an element's whole history when it is clicked. No network, no external script; `#moment=N`
/// in the address opens moment N.
public struct HTMLReplayPage: Sendable {
  /// The replay's events, in order.
  public let events: [Event]
  /// The bounds before the first event.
  public let initialBounds: CGRect
  /// How the pictures are drawn.
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
  public var moments: [Moment] {
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

  /// The page.
  public func html(title: String) -> String {
    var lines: [String] = []
    let output = MemoryOutput()
    let writer = JSONLinesWriter(output: output)
    for (index, event) in events.enumerated() {
      writer.write(event, seq: index + 1)
      writer.flush()
      lines.append(output.text.trimmingCharacters(in: .newlines))
      output.reset()
    }
    var data: [JSONValue] = []
    for moment in moments {
      data.append(
        .object([
          ("step", .number(Double(moment.step))), ("frame", .number(Double(moment.frame))),
          ("t", .number(moment.t)), ("svg", .string(svg(of: moment))),
          ("events", .array(lines[moment.range].map(JSONValue.string))),
        ]))
    }
    var encoder = JSONLineEncoder()
    encoder.append(JSONValue.array(data))
    // Inside a script element, "</" would end it early.
    let json = String(decoding: encoder.buffer, as: UTF8.self)
      .replacingOccurrences(of: "</", with: "<\\/")
    return Self.template.replacingOccurrences(of: "TITLE", with: Self.escaped(title))
      .replacingOccurrences(of: "DATA", with: json)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  static let template = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>TITLE</title>
    <style>
    body { font: 13px Helvetica, Arial, sans-serif; margin: 12px; display: grid;
      grid-template-columns: auto 1fr; gap: 12px; }
    #controls { grid-column: 1 / 3; }
    #scrubber { width: 60%; }
    #events, #history { font: 11px Menlo, monospace; white-space: pre; overflow: auto;
      max-height: 70vh; margin: 0; padding: 0; list-style: none; }
    #view g.element { cursor: pointer; }
    </style>
    </head>
    <body>
    <div id="controls">
    <input type="range" id="scrubber" min="0" value="0">
    <span id="label"></span>
    </div>
    <div id="view"></div>
    <div><ul id="events"></ul><h4>history</h4><ul id="history"></ul></div>
    <script type="application/json" id="data">DATA</script>
    <script>
    "use strict";
    const moments = JSON.parse(document.getElementById("data").textContent);
    const scrubber = document.getElementById("scrubber");
    const view = document.getElementById("view");
    const label = document.getElementById("label");
    const list = document.getElementById("events");
    const history = document.getElementById("history");
    scrubber.max = String(moments.length - 1);
    function fill(element, lines) {
      element.textContent = "";
      for (const line of lines) {
        const item = document.createElement("li");
        item.textContent = line;
        element.appendChild(item);
      }
    }
    function show(index) {
      const moment = moments[index];
      scrubber.value = String(index);
      view.innerHTML = moment.svg;
      label.textContent = "moment " + index + " \\u00b7 step " + moment.step + " \\u00b7 frame " +
        moment.frame + " \\u00b7 t=" + moment.t.toFixed(3);
      fill(list, moment.events);
    }
    scrubber.addEventListener("input", () => show(Number(scrubber.value)));
    view.addEventListener("click", (click) => {
      const group = click.target.closest("g.element");
      if (!group) { return; }
      const needle = "\\"id\\":\\"" + group.dataset.id + "\\"";
      const lines = [];
      for (const moment of moments) {
        for (const line of moment.events) { if (line.includes(needle)) { lines.push(line); } }
      }
      fill(history, lines);
    });
    const match = /moment=(\\d+)/.exec(location.hash);
    show(match ? Math.min(Number(match[1]), moments.length - 1) : 0);
    </script>
    </body>
    </html>

    """
}
