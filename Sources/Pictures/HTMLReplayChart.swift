import EventStream
import Foundation
import LayoutKit
import Simulator

/// The replay page's chart: the content offset and the scroll velocity along the axis that
/// moved most, over the replay's time, each on its own scale, with a marker the page moves to
/// the current moment. Drawn from the `scroll` events alone.
struct HTMLReplayChart {
  static let width = 380.0
  static let height = 120.0
  /// Room for the scale numbers on the left and the legend at the top.
  static let left = 34.0
  static let top = 14.0

  /// The first and last time of the replay.
  let t0: Double
  let t1: Double
  /// The offset and the velocity along the chosen axis, with their times.
  let offsets: [(t: Double, value: Double)]
  let velocities: [(t: Double, value: Double)]
  /// `y` or `x`.
  let axis: String

  init(events: [Event]) {
    t0 = events.first?.t ?? 0
    t1 = max(events.last?.t ?? 0, t0)
    var xs: [(Double, CGPoint, CGPoint)] = []
    for event in events {
      if case .scroll(let offset, let velocity) = event.payload {
        xs.append((event.t, offset, velocity ?? .zero))
      }
    }
    let spanX = (xs.map { $0.1.x }.max() ?? 0) - (xs.map { $0.1.x }.min() ?? 0)
    let spanY = (xs.map { $0.1.y }.max() ?? 0) - (xs.map { $0.1.y }.min() ?? 0)
    axis = spanX > spanY ? "x" : "y"
    let horizontal = axis == "x"
    offsets = xs.map { ($0.0, Double(horizontal ? $0.1.x : $0.1.y)) }
    velocities = xs.map { ($0.0, Double(horizontal ? $0.2.x : $0.2.y)) }
  }

  /// The chart as an SVG element with the marker `#chart-marker`.
  var svg: String {
    let width = Self.width
    let height = Self.height
    var out =
      "<svg id=\"chart\" viewBox=\"0 0 \(number(width)) \(number(height))\" width=\"\(number(width))\" "
    out +=
      "height=\"\(number(height))\" font-size=\"9\" font-family=\"Helvetica, Arial, sans-serif\">\n"
    out +=
      "<rect x=\"\(number(Self.left))\" y=\"\(number(Self.top))\" width=\"\(number(width - Self.left - 4))\" "
    out += "height=\"\(number(height - Self.top - 14))\" fill=\"#fafafa\" stroke=\"#cccccc\"/>\n"
    guard !offsets.isEmpty else {
      out +=
        "<text x=\"\(number(Self.left + 8))\" y=\"\(number(height / 2))\">no scrolling</text>\n"
      return out + marker + "</svg>"
    }
    out += line(offsets, color: "#2f6db5", label: "offset \(axis)", labelX: Self.left)
    out += line(velocities, color: "#d9730d", label: "velocity \(axis) (pt/s)", labelX: 170)
    out +=
      "<text x=\"\(number(Self.left))\" y=\"\(number(height - 3))\">t=\(TextWriter.number(t0)) s</text>\n"
    out += "<text x=\"\(number(width - 4))\" y=\"\(number(height - 3))\" text-anchor=\"end\">"
    out += "t=\(TextWriter.number(t1)) s</text>\n"
    return out + marker + "</svg>"
  }

  private var marker: String {
    "<line id=\"chart-marker\" x1=\"\(number(Self.left))\" x2=\"\(number(Self.left))\" "
      + "y1=\"\(number(Self.top))\" y2=\"\(number(Self.height - 14))\" stroke=\"#d9534f\" "
      + "stroke-width=\"1.5\"/>\n"
  }

  /// The x of time `time` in the chart.
  func chartX(_ time: Double) -> Double {
    let span = t1 - t0
    return Self.left + (span > 0 ? (time - t0) / span : 0) * (Self.width - Self.left - 4)
  }

  private func line(
    _ points: [(t: Double, value: Double)], color: String, label: String, labelX: Double
  ) -> String {
    let low = points.map(\.value).min() ?? 0
    let high = points.map(\.value).max() ?? 0
    let bottom = Self.height - 14
    let span = high - low
    func chartY(_ value: Double) -> Double {
      span > 0 ? bottom - (value - low) / span * (bottom - Self.top) : (bottom + Self.top) / 2
    }
    let path = points.map { "\(number(chartX($0.t))),\(number(chartY($0.value)))" }.joined(
      separator: " ")
    var out =
      "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.2\"/>\n"
    out += "<text x=\"\(number(labelX))\" y=\"10\" fill=\"\(color)\">\(label) "
    out += "\(TextWriter.number(low))…\(TextWriter.number(high))</text>\n"
    return out
  }

  private func number(_ value: Double) -> String {
    ECMAScriptNumber.text((value * 100).rounded() / 100)
  }
}
