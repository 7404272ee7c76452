import Foundation
import Pictures

/// Compares a screenshot of a drawn frame with the SVG it was drawn from by the coloured boxes,
/// not pixel for pixel: every pixel inside a box shows the colour the SVG's fills give it there
/// (the translucent element fills composited in drawing order over the content and view
/// backgrounds), while the antialiased bands along every outline and the labels' text are left
/// out. A box drawn at another place, another size or in another colour leaves pixels of the
/// wrong colour where the SVG says the box is (or is not).
struct BoxComparison {
  /// A filled or outlined rectangle of the SVG, in its user units.
  struct Box {
    var x, y, width, height: Double
    var fill: (r: Double, g: Double, b: Double)?
    var alpha: Double
    var strokeWidth: Double
    var id: String?
  }

  var viewBox: (x: Double, y: Double, width: Double, height: Double)
  var boxes: [Box] = []
  /// Label areas, `x, y, width, height` in user units.
  var labels: [(Double, Double, Double, Double)] = []
  /// Lines (leaders and the arrows of moved elements): their ends and the half width of the
  /// band around them that is left out (their antialiasing, an arrowhead).
  var lines: [(x1: Double, y1: Double, x2: Double, y2: Double, band: Double)] = []
  /// The view's rectangle: only the pixels inside it are compared (the caption, rulers and
  /// legend around it are text and ticks).
  var view: (x: Double, y: Double, width: Double, height: Double)?

  /// The boxes of an SVG written by `SVGFrameRenderer`.
  init?(svg: String) {
    guard
      let viewBox = Self.attribute("viewBox", in: svg)?.split(separator: " ").compactMap({
        Double($0)
      }), viewBox.count == 4
    else { return nil }
    self.viewBox = (viewBox[0], viewBox[1], viewBox[2], viewBox[3])
    var groupOpacity = 1.0
    var groupID: String?
    for line in svg.split(separator: "\n").map(String.init) {
      if line.hasPrefix("<g class=\"element\"") {
        groupOpacity = Self.attribute("opacity", in: line).flatMap(Double.init) ?? 1
        groupID = Self.attribute("data-id", in: line)
        guard Self.attribute("transform", in: line) == nil else { return nil }
      } else if line.hasPrefix("</g>") {
        groupOpacity = 1
        groupID = nil
      } else if line.hasPrefix("<rect ") {
        guard let x = Self.number("x", line), let y = Self.number("y", line),
          let width = Self.number("width", line), let height = Self.number("height", line)
        else { continue }
        if Self.attribute("class", in: line) == "view" { view = (x, y, width, height) }
        let fill = Self.attribute("fill", in: line).flatMap(Self.color)
        let fillOpacity = Self.number("fill-opacity", line) ?? 1
        let stroke = Self.attribute("stroke", in: line)
        boxes.append(
          Box(
            x: x, y: y, width: width, height: height, fill: fill,
            alpha: fillOpacity * groupOpacity,
            strokeWidth: stroke == nil ? 0 : Self.number("stroke-width", line) ?? 1, id: groupID))
      } else if line.hasPrefix("<line "), let x1 = Self.number("x1", line),
        let y1 = Self.number("y1", line), let x2 = Self.number("x2", line),
        let y2 = Self.number("y2", line)
      {
        // An arrowhead is 6 stroke widths long at the end (SVGFrameRenderer's marker).
        let width = Self.number("stroke-width", line) ?? 1
        let band = line.contains("marker-end") ? width * 6 : width / 2 + 0.5
        lines.append((x1, y1, x2, y2, band))
      } else if line.hasPrefix("<text "), let x = Self.number("x", line),
        let y = Self.number("y", line),
        let start = line.firstIndex(of: ">"), let end = line.range(of: "</text>")?.lowerBound
      {
        let length = Double(line[line.index(after: start)..<end].count)
        // Helvetica at size s: no glyph wider than 0.62 s, none higher than s above the
        // baseline or 0.3 s below it; the labels' white halo adds 1.25 around.
        let size = Self.number("font-size", line) ?? 8
        labels.append((x - 2, y - size - 1.5, length * size * 0.62 + 4, size * 1.3 + 3))
      }
    }
  }

  /// A pixel whose colour differs from the SVG's.
  struct Mismatch: CustomStringConvertible {
    var x, y: Int
    var expected, actual: (r: Int, g: Int, b: Int)
    var description: String { "(\(x), \(y)): expected \(expected), got \(actual)" }
  }

  /// The pixels of `pixels` (the SVG's drawing area, scaled to fit it) whose colour is not the
  /// SVG's, and how many pixels of each element's box were compared.
  func compare(_ pixels: HeadlessChromium.Pixels, tolerance: Int = 8) -> (
    mismatches: [Mismatch], checked: [String: Int]
  ) {
    let scale = Double(pixels.width) / viewBox.width
    // Outline bands: half the stroke plus a pixel and a half of antialiasing, in user units.
    let slack = 1.5 / scale
    var mismatches: [Mismatch] = []
    var checked: [String: Int] = [:]
    for row in 0..<pixels.height {
      for column in 0..<pixels.width {
        let px = viewBox.x + (Double(column) + 0.5) / scale
        let py = viewBox.y + (Double(row) + 0.5) / scale
        // The view's own edges are antialiased against the canvas: a band inside them is out.
        if let view,
          px < view.x + slack || px > view.x + view.width - slack
            || py < view.y + slack || py > view.y + view.height - slack
        {
          continue
        }
        if labels.contains(where: {
          px >= $0.0 && px <= $0.0 + $0.2 && py >= $0.1 && py <= $0.1 + $0.3
        }) || lines.contains(where: { Self.distance(px, py, $0) <= $0.band + slack }) {
          continue
        }
        var color = (r: 255.0, g: 255.0, b: 255.0)
        var onOutline = false
        var top: String?
        for box in boxes {
          let band = box.strokeWidth > 0 ? box.strokeWidth / 2 + slack : 0
          let inOuter =
            px >= box.x - band && px <= box.x + box.width + band && py >= box.y - band
            && py <= box.y + box.height + band
          let inInner =
            px > box.x + band && px < box.x + box.width - band && py > box.y + band
            && py < box.y + box.height - band
          if band > 0 && inOuter && !inInner { onOutline = true }
          if inInner || (band == 0 && inOuter), let fill = box.fill {
            color = (
              box.alpha * fill.r + (1 - box.alpha) * color.r,
              box.alpha * fill.g + (1 - box.alpha) * color.g,
              box.alpha * fill.b + (1 - box.alpha) * color.b
            )
            if let id = box.id { top = id }
          }
        }
        if onOutline { continue }
        let expected = (
          r: Int(color.r.rounded()), g: Int(color.g.rounded()), b: Int(color.b.rounded())
        )
        let actual = pixels.color(column, row)
        if let top { checked[top, default: 0] += 1 }
        if abs(expected.r - actual.r) > tolerance || abs(expected.g - actual.g) > tolerance
          || abs(expected.b - actual.b) > tolerance
        {
          mismatches.append(Mismatch(x: column, y: row, expected: expected, actual: actual))
        }
      }
    }
    return (mismatches, checked)
  }

  /// The distance from a point to a line's segment.
  static func distance(
    _ px: Double, _ py: Double, _ l: (x1: Double, y1: Double, x2: Double, y2: Double, band: Double)
  ) -> Double {
    let dx = l.x2 - l.x1
    let dy = l.y2 - l.y1
    let length = dx * dx + dy * dy
    let t = length == 0 ? 0 : max(0, min(1, ((px - l.x1) * dx + (py - l.y1) * dy) / length))
    return hypot(px - (l.x1 + t * dx), py - (l.y1 + t * dy))
  }

  static func attribute(_ name: String, in line: String) -> String? {
    guard let start = line.range(of: " \(name)=\"")?.upperBound,
      let end = line[start...].firstIndex(of: "\"")
    else { return nil }
    return String(line[start..<end])
  }

  static func number(_ name: String, _ line: String) -> Double? {
    attribute(name, in: line).flatMap(Double.init)
  }

  /// `#rrggbb` as components from 0 to 255; `none` is no colour.
  static func color(_ text: String) -> (r: Double, g: Double, b: Double)? {
    guard text.count == 7, text.hasPrefix("#"), let value = Int(text.dropFirst(), radix: 16) else {
      return nil
    }
    return (Double(value >> 16 & 0xff), Double(value >> 8 & 0xff), Double(value & 0xff))
  }
}
