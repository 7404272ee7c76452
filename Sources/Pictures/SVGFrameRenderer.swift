import EventStream
import Foundation
import LayoutKit
import Simulator

/// A moment of a replay as an SVG picture, drawn from a `FrameState` (so from the stream's own
/// attributes): a caption (scenario, step and its YAML line, time, frame, offset, velocity),
/// rulers in points, the content's outline around the bounds, every visible element at its
/// frame (alpha as opacity, zIndex as drawing order, its transform about its centre, hidden ones
/// outlined only) in its category's colour or the colour its attributes name, labels that never
/// overlap, pinned views marked, an arrow from the old frame to the new one for every element
/// that moved, an update's initial and final attributes as dashed ghosts, the bounds and the
/// adjusted content inset, and a legend. Drawn in points, `scale` pixels each. The same state
/// gives the same bytes.
public struct SVGFrameRenderer: Sendable {
  /// Points of content shown around the bounds on each side.
  public var margin = 40.0
  /// The adjusted content inset to draw inside the bounds.
  public var adjustedContentInset = EdgeInsets.zero
  /// Pixels per point of the picture's size.
  public var scale = 2.0
  /// The scenario's name and steps, for the caption.
  public var caption: PictureCaption?
  /// Elements to outline as differing (the failure report's), by id.
  public var highlighted: Set<String> = []
  /// Whether the legend is drawn (a page showing two pictures side by side shows one).
  public var showsLegend = true

  /// A renderer with the defaults.
  public init() {}

  /// Widths and heights of the parts around the view, in points.
  static let ruler = 18.0
  /// The caption's height per line, and its margin.
  static let captionLine = 14.0
  static let columnWidth = 120.0
  static let legendWidth = 150.0

  /// The view (the bounds and the margin around them), in content coordinates.
  func viewRect(_ state: FrameState) -> CGRect {
    state.bounds.insetBy(dx: -margin, dy: -margin)
  }

  /// The SVG document of `state`.
  public func render(_ state: FrameState) -> String {
    let view = viewRect(state)
    let legend = legendEntries(state)
    let labels = placeLabels(state, view: view)
    let moved = labels.filter { $0.leaderFrom != nil }
    let columnBottom = moved.map(\.y).max() ?? view.minY
    // The column of moved labels and the legend take room only when they hold something.
    let column = moved.isEmpty ? 0 : Self.columnWidth
    let legendWidth = showsLegend ? Self.legendWidth : 8
    let legendHeight = showsLegend ? Double(legend.count) * 14 + 24 : 0
    let width = Self.ruler + view.width + column + legendWidth
    let caption = wrappedCaption(state, width: width)
    let captionHeight = Double(caption.count) * Self.captionLine + 8
    let canvas = CGRect(
      x: view.minX - Self.ruler, y: view.minY - Self.ruler - captionHeight, width: width,
      height: captionHeight + Self.ruler
        + max(view.height, legendHeight, columnBottom - view.minY + 6))
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
    out +=
      "viewBox=\"\(number(canvas.minX)) \(number(canvas.minY)) \(number(canvas.width)) \(number(canvas.height))\" "
    out += "width=\"\(number(canvas.width * scale))\" height=\"\(number(canvas.height * scale))\" "
    out += "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"8\">\n"
    out += "<title>\(escaped(captionLines(state).joined(separator: " \u{00b7} ")))</title>\n"
    out += definitions(view)
    out += "<rect class=\"canvas\" \(frame(canvas)) fill=\"#ffffff\"/>\n"
    out += "<rect class=\"view\" \(frame(view)) fill=\"#e9e9e9\"/>\n"
    // Content beyond the view (a long list) would run over the caption and the legend.
    out += "<g clip-path=\"url(#view-clip)\">\n"
    let content = CGRect(origin: .zero, size: state.contentSize)
    out += "<rect class=\"content\" \(frame(content)) fill=\"#ffffff\" stroke=\"#777777\" "
    out += "stroke-dasharray=\"6 3\"/>\n"
    for (id, attrs) in orderedElements(state) {
      out += element(id, attrs, pinned: state.pinned.contains(id))
    }
    out += overlays(state)
    out += bounds(state)
    out += "</g>\n"
    out += self.labels(labels)
    out += rulers(view)
    out += captionText(caption, at: canvas)
    if showsLegend { out += legendGroup(legend, x: view.maxX + column + 8, y: view.minY) }
    return out + "</svg>\n"
  }

  /// The visible elements in drawing order: zIndex, then the contract's order of ids.
  func orderedElements(_ state: FrameState) -> [(key: String, value: Attrs)] {
    state.elements.sorted { first, second in
      if first.value.zIndex != second.value.zIndex {
        return first.value.zIndex < second.value.zIndex
      }
      return canonicalIDOrder(first.key, second.key)
    }
  }

  private func element(_ id: String, _ attrs: Attrs, pinned: Bool) -> String {
    let swatch = SVGPalette.swatch(for: id)
    let fill = attrs.isHidden ? "none" : SVGPalette.customColor(attrs) ?? swatch.fill
    var out = "<g class=\"element\" data-id=\"\(escaped(id))\" opacity=\"\(number(attrs.alpha))\""
    out += "\(transform(attrs))>\n"
    var stroke = "stroke=\"\(swatch.stroke)\""
    if pinned { stroke += " stroke-width=\"2.5\"" }
    if attrs.isHidden { stroke += " stroke-dasharray=\"2 2\"" }
    out += "<rect \(frame(attrs.frame)) fill=\"\(fill)\" \(stroke)/>\n"
    return out + "</g>\n"
  }

  /// Ghosts, the old frames and arrows of moved elements, and the highlights, over the elements.
  private func overlays(_ state: FrameState) -> String {
    var out = ""
    let ghosts = state.ghosts.sorted { first, second in
      first.id != second.id
        ? canonicalIDOrder(first.id, second.id) : first.appearing && !second.appearing
    }
    for ghost in ghosts {
      let kind = ghost.appearing ? "appear" : "disappear"
      let color = ghost.appearing ? SVGPalette.appearing : SVGPalette.disappearing
      out += "<rect class=\"ghost \(kind)\" data-id=\"\(escaped(ghost.id))\" "
      out += "\(frame(ghost.attrs.frame)) fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" "
      out += "stroke-dasharray=\"4 3\"\(transform(ghost.attrs))/>\n"
    }
    for move in state.moves.sorted(by: { canonicalIDOrder($0.id, $1.id) }) {
      out += "<rect class=\"old-frame\" data-id=\"\(escaped(move.id))\" \(frame(move.from)) "
      out += "fill=\"none\" stroke=\"\(SVGPalette.moved)\" stroke-dasharray=\"1 2\"/>\n"
      let (from, to) = (move.from, move.to)
      guard hypot(to.midX - from.midX, to.midY - from.midY) >= 1 else { continue }
      out += "<line class=\"move\" x1=\"\(number(from.midX))\" y1=\"\(number(from.midY))\" "
      out += "x2=\"\(number(to.midX))\" y2=\"\(number(to.midY))\" stroke=\"\(SVGPalette.moved)\" "
      out += "stroke-width=\"1.2\" marker-end=\"url(#arrow)\"/>\n"
    }
    for id in highlighted.sorted(by: canonicalIDOrder) {
      guard let attrs = state.elements[id] else { continue }
      out += "<rect class=\"highlight\" data-id=\"\(escaped(id))\" "
      out += "\(frame(attrs.frame.insetBy(dx: -2, dy: -2))) fill=\"none\" "
      out += "stroke=\"\(SVGPalette.highlight)\" stroke-width=\"3\"/>\n"
    }
    return out
  }

  private func bounds(_ state: FrameState) -> String {
    let viewBounds = state.bounds
    var out =
      "<rect class=\"bounds\" \(frame(viewBounds)) fill=\"none\" stroke=\"\(SVGPalette.bounds)\" "
    out += "stroke-width=\"2\"/>\n"
    let inset = adjustedContentInset
    if inset != .zero {
      let inner = CGRect(
        x: viewBounds.minX + inset.left, y: viewBounds.minY + inset.top,
        width: max(0, viewBounds.width - inset.left - inset.right),
        height: max(0, viewBounds.height - inset.top - inset.bottom))
      out += "<rect class=\"inset\" \(frame(inner)) fill=\"none\" stroke=\"\(SVGPalette.bounds)\" "
      out += "stroke-dasharray=\"4 3\"/>\n"
    }
    return out
  }

  func placeLabels(_ state: FrameState, view: CGRect) -> [SVGLabelPlacer.Label] {
    let items = orderedElements(state).map { id, attrs in
      SVGLabelPlacer.Item(
        id: id, frame: attrs.frame,
        texts: SVGLabelPlacer.texts(for: id, pinned: state.pinned.contains(id)))
    }
    return SVGLabelPlacer(view: view, columnX: view.maxX + 8).place(items)
  }

  private func labels(_ labels: [SVGLabelPlacer.Label]) -> String {
    var out = "<g class=\"labels\" fill=\"#1a1a1a\" stroke=\"#ffffff\" stroke-width=\"2.5\" "
    out += "paint-order=\"stroke\" stroke-linejoin=\"round\">\n"
    // Every leader first, then every text: a leader that passes another element's label goes
    // under its white halo and the label stays readable.
    for label in labels {
      guard let from = label.leaderFrom else { continue }
      out += "<line class=\"leader\" x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" "
      out +=
        "x2=\"\(number(label.x - 2))\" y2=\"\(number(label.y - SVGLabelPlacer.fontSize / 2 + 1))\" "
      out += "stroke=\"#555555\" stroke-width=\"0.6\"/>\n"
    }
    for label in labels {
      out +=
        "<text x=\"\(number(label.x))\" y=\"\(number(label.y))\" data-id=\"\(escaped(label.id))\">"
      out += "\(escaped(label.text))</text>\n"
    }
    return out + "</g>\n"
  }

  private func definitions(_ view: CGRect) -> String {
    "<defs><clipPath id=\"view-clip\"><rect \(frame(view))/></clipPath>\n"
      + "<marker id=\"arrow\" viewBox=\"0 0 6 6\" refX=\"5\" refY=\"3\" markerWidth=\"6\" "
      + "markerHeight=\"6\" orient=\"auto\"><path d=\"M0,0 L6,3 L0,6 z\" "
      + "fill=\"\(SVGPalette.moved)\"/></marker></defs>\n"
  }

  /// The attributes' transform about the frame's centre, as UIKit applies it.
  private func transform(_ attrs: Attrs) -> String {
    let transform = attrs.transform
    guard !transform.isIdentity else { return "" }
    let center = CGPoint(x: attrs.frame.midX, y: attrs.frame.midY)
    return
      " transform=\"translate(\(number(center.x)) \(number(center.y))) matrix(\(number(transform.a)) \(number(transform.b)) \(number(transform.c)) "
      + "\(number(transform.d)) \(number(transform.tx)) \(number(transform.ty))) translate(\(number(-center.x)) \(number(-center.y)))\""
  }

  func frame(_ rect: CGRect) -> String {
    "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
  }

  func number(_ value: Double) -> String { ECMAScriptNumber.text(value) }
  func number(_ value: CGFloat) -> String { ECMAScriptNumber.text(Double(value)) }

  func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
