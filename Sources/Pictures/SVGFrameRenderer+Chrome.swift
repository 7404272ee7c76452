import EventStream
import Foundation
import LayoutKit
import Simulator

/// The parts of a picture around the view: the caption, the rulers and the legend.
extension SVGFrameRenderer {
  /// A legend line: a swatch drawn as `style` and its name.
  struct LegendEntry: Equatable {
    enum Style: Equatable {
      case box(fill: String, stroke: String, width: Double, dash: String?)
      case arrow
    }
    var style: Style
    var name: String
  }

  /// The caption's two lines: the scenario and the step with its YAML text and line; then the
  /// time, display tick, offset, velocity and content size.
  func captionLines(_ state: FrameState) -> [String] {
    var first = caption?.scenario ?? "scrollsim"
    if state.step < 0 {
      first += " \u{00b7} the first layout pass"
    } else {
      let step =
        caption?.steps.indices.contains(state.step) == true ? caption?.steps[state.step] : nil
      let op = step?.op ?? state.stepOp ?? "?"
      let line = step?.line ?? state.stepLine
      first += " \u{00b7} step \(state.step) \(op)" + (line.map { " (line \($0))" } ?? "")
      if let text = step?.text, text != op { first += ": \(text)" }
    }
    var second = "t=\(TextWriter.number(state.t)) s \u{00b7} frame \(state.frame) \u{00b7} offset "
    second += TextWriter.text(state.bounds.origin)
    if let velocity = state.velocity { second += " \u{00b7} velocity \(TextWriter.text(velocity))" }
    second += " \u{00b7} bounds \(TextWriter.text(state.bounds.size))"
    second += " \u{00b7} content \(TextWriter.text(state.contentSize))"
    return [first, second]
  }

  /// The caption's lines broken at their ` · ` to fit `width` points: 10-point Helvetica
  /// averages under 0.55 of its size a character in such text (a digit is 0.556). A single part
  /// longer than a line is cut with an ellipsis.
  func wrappedCaption(_ state: FrameState, width: Double) -> [String] {
    let characters = max(20, Int(width / 5.5) - 2)
    var lines: [String] = []
    for line in captionLines(state) {
      var current = ""
      for part in line.components(separatedBy: " \u{00b7} ") {
        let part = part.count > characters ? String(part.prefix(characters - 1)) + "\u{2026}" : part
        if current.isEmpty {
          current = part
        } else if current.count + 3 + part.count <= characters {
          current += " \u{00b7} " + part
        } else {
          lines.append(current)
          current = part
        }
      }
      lines.append(current)
    }
    return lines
  }

  func captionText(_ lines: [String], at canvas: CGRect) -> String {
    var out = "<g class=\"caption\" fill=\"#1a1a1a\">\n"
    for (index, line) in lines.enumerated() {
      let weight = index == 0 ? " font-weight=\"bold\"" : ""
      let baseline = canvas.minY + 13 + Double(index) * Self.captionLine
      out += "<text x=\"\(number(canvas.minX + 4))\" y=\"\(number(baseline))\" "
      out += "font-size=\"10\"\(weight)>\(escaped(line))</text>\n"
    }
    return out + "</g>\n"
  }

  /// Rulers along the top and the left of the view, in content points: a tick every 10 points,
  /// a longer one every 50, a number every 100.
  func rulers(_ view: CGRect) -> String {
    let thickness = Self.ruler
    var out = "<g class=\"rulers\" font-size=\"7\" fill=\"#444444\">\n"
    out +=
      "<rect class=\"ruler\" x=\"\(number(view.minX))\" y=\"\(number(view.minY - thickness))\" "
    out += "width=\"\(number(view.width))\" height=\"\(number(thickness))\" fill=\"#f7f7f7\"/>\n"
    out +=
      "<rect class=\"ruler\" x=\"\(number(view.minX - thickness))\" y=\"\(number(view.minY))\" "
    out += "width=\"\(number(thickness))\" height=\"\(number(view.height))\" fill=\"#f7f7f7\"/>\n"
    var path = ""
    var numbers = ""
    for value in stride(from: (view.minX / 10).rounded(.up) * 10, through: view.maxX, by: 10) {
      let length = value.truncatingRemainder(dividingBy: 50) == 0 ? 7.0 : 3.0
      path += "M\(number(value)),\(number(view.minY - length))V\(number(view.minY))"
      if value.truncatingRemainder(dividingBy: 100) == 0 {
        numbers +=
          "<text x=\"\(number(value + 1))\" y=\"\(number(view.minY - thickness + 7))\">\(number(value))</text>\n"
      }
    }
    for value in stride(from: (view.minY / 10).rounded(.up) * 10, through: view.maxY, by: 10) {
      let length = value.truncatingRemainder(dividingBy: 50) == 0 ? 7.0 : 3.0
      path += "M\(number(view.minX - length)),\(number(value))H\(number(view.minX))"
      if value.truncatingRemainder(dividingBy: 100) == 0 {
        numbers +=
          "<text x=\"\(number(view.minX - thickness + 1))\" y=\"\(number(value + 8))\">\(number(value))</text>\n"
      }
    }
    out += "<path d=\"\(path)\" stroke=\"#666666\" stroke-width=\"0.5\" fill=\"none\"/>\n"
    return out + numbers + "</g>\n"
  }

  /// The legend of what the picture holds: each category and kind shown (with the custom colours
  /// used), then the states and marks present, then the bounds and the content's outline.
  func legendEntries(_ state: FrameState) -> [LegendEntry] {
    var entries: [LegendEntry] = []
    var seen: Set<String> = []
    for (id, attrs) in orderedElements(state).sorted(by: { canonicalIDOrder($0.key, $1.key) }) {
      let swatch = SVGPalette.swatch(for: id)
      let name = SVGPalette.legendName(for: id)
      if seen.insert(name).inserted {
        entries.append(
          LegendEntry(
            style: .box(fill: swatch.fill, stroke: swatch.stroke, width: 1, dash: nil), name: name))
      }
      if let color = SVGPalette.customColor(attrs), seen.insert("\(name) \(color)").inserted {
        entries.append(
          LegendEntry(
            style: .box(fill: color, stroke: swatch.stroke, width: 1, dash: nil),
            name: "\(name) \(color) (custom)"))
      }
    }
    let dark = "#444444"
    if !state.pinned.isEmpty {
      entries.append(
        LegendEntry(
          style: .box(fill: "#ffffff", stroke: dark, width: 2.5, dash: nil),
          name: "pinned (moved by the scroll)"))
    }
    if state.elements.values.contains(where: \.isHidden) {
      entries.append(
        LegendEntry(style: .box(fill: "none", stroke: dark, width: 1, dash: "2 2"), name: "hidden"))
    }
    if state.ghosts.contains(where: \.appearing) {
      entries.append(
        LegendEntry(
          style: .box(fill: "none", stroke: SVGPalette.appearing, width: 1, dash: "3 2"),
          name: "appearing: initial attributes"))
    }
    if state.ghosts.contains(where: { !$0.appearing }) {
      entries.append(
        LegendEntry(
          style: .box(fill: "none", stroke: SVGPalette.disappearing, width: 1, dash: "3 2"),
          name: "disappearing: final attributes"))
    }
    if !state.moves.isEmpty {
      entries.append(LegendEntry(style: .arrow, name: "moved: old frame \u{2192} new"))
    }
    if !highlighted.isEmpty {
      entries.append(
        LegendEntry(
          style: .box(fill: "none", stroke: SVGPalette.highlight, width: 3, dash: nil),
          name: "differs from the other run"))
    }
    entries.append(
      LegendEntry(
        style: .box(fill: "none", stroke: SVGPalette.bounds, width: 2, dash: nil),
        name: "bounds (visible area)"))
    if adjustedContentInset != .zero {
      entries.append(
        LegendEntry(
          style: .box(fill: "none", stroke: SVGPalette.bounds, width: 1, dash: "4 3"),
          name: "adjusted content inset"))
    }
    entries.append(
      LegendEntry(
        style: .box(fill: "#ffffff", stroke: "#777777", width: 1, dash: "6 3"), name: "content"))
    return entries
  }

  func legendGroup(_ entries: [LegendEntry], x left: Double, y legendTop: Double) -> String {
    var out = "<g class=\"legend\" fill=\"#1a1a1a\">\n"
    out +=
      "<text x=\"\(number(left))\" y=\"\(number(legendTop + 8))\" font-weight=\"bold\">legend</text>\n"
    for (index, entry) in entries.enumerated() {
      let top = legendTop + 16 + Double(index) * 14
      switch entry.style {
      case .box(let fill, let stroke, let width, let dash):
        out +=
          "<rect class=\"swatch\" x=\"\(number(left + 1))\" y=\"\(number(top + 1))\" width=\"16\" height=\"9\" "
        out += "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(number(width))\""
        out += (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>\n"
      case .arrow:
        out +=
          "<line class=\"swatch\" x1=\"\(number(left + 1))\" y1=\"\(number(top + 5))\" x2=\"\(number(left + 16))\" "
        out +=
          "y2=\"\(number(top + 5))\" stroke=\"\(SVGPalette.moved)\" marker-end=\"url(#arrow)\"/>\n"
      }
      out +=
        "<text x=\"\(number(left + 22))\" y=\"\(number(top + 9))\">\(escaped(entry.name))</text>\n"
    }
    return out + "</g>\n"
  }
}
