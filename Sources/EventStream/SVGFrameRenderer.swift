import Foundation
import LayoutKit
import Simulator

/// A moment of a replay as an SVG picture, drawn from a `FrameState` (so from the stream's own
/// attributes): the content area around the bounds, every visible element at its frame (alpha as
/// opacity, zIndex as drawing order, its transform about its centre, hidden ones outlined only),
/// coloured by category and labelled with its id, pinned views marked, the bounds and the
/// adjusted content inset, and an update's initial and final attributes as dashed ghosts. The
/// same state gives the same bytes.
public struct SVGFrameRenderer: Sendable {
  /// Points of content shown around the bounds on each side.
  public var margin = 40.0
  /// The adjusted content inset to draw inside the bounds.
  public var adjustedContentInset = EdgeInsets.zero
  /// Pixels per point of the picture's size.
  public var scale = 2.0
  /// The scenario's name and steps, for the caption.
  public var caption: PictureCaption?

  /// A renderer with the defaults.
  public init() {}

  static let colors: [ElementCategory: String] = [
    .cell: "#4a90d9", .supplementaryView: "#5cb85c", .decorationView: "#f0ad4e",
  ]

  /// The SVG document of `state`.
  public func render(_ state: FrameState) -> String {
    let b = state.bounds
    let view = CGRect(
      x: b.minX - margin, y: b.minY - margin, width: b.width + 2 * margin,
      height: b.height + 2 * margin)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
    out += "viewBox=\"\(n(view.minX)) \(n(view.minY)) \(n(view.width)) \(n(view.height))\" "
    out += "width=\"\(n(view.width))\" height=\"\(n(view.height))\" "
    out += "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"9\">\n"
    out += "<title>t=\(n(state.t)) frame \(state.frame) step \(state.step)</title>\n"
    out += "<rect x=\"\(n(view.minX))\" y=\"\(n(view.minY))\" width=\"\(n(view.width))\" "
    out += "height=\"\(n(view.height))\" fill=\"#f4f4f4\"/>\n"
    out += "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(state.contentSize.width))\" "
    out += "height=\"\(n(state.contentSize.height))\" fill=\"#ffffff\" stroke=\"#cccccc\"/>\n"
    let ordered = state.elements.sorted { x, y in
      if x.value.zIndex != y.value.zIndex { return x.value.zIndex < y.value.zIndex }
      return canonicalIDOrder(x.key, y.key)
    }
    for (id, attrs) in ordered {
      out += element(id, attrs, pinned: state.pinned.contains(id))
    }
    for ghost in state.ghosts.sorted(by: { canonicalIDOrder($0.id, $1.id) }) {
      out += "<rect class=\"ghost\" data-id=\"\(escaped(ghost.id))\" \(frame(ghost.attrs.frame)) "
      out += "fill=\"none\" stroke=\"#888888\" stroke-dasharray=\"3 2\""
      out += "\(transform(ghost.attrs))/>\n"
    }
    out +=
      "<rect class=\"bounds\" \(frame(b)) fill=\"none\" stroke=\"#d9534f\" stroke-width=\"2\"/>\n"
    let i = adjustedContentInset
    if i != .zero {
      let inner = CGRect(
        x: b.minX + i.left, y: b.minY + i.top, width: max(0, b.width - i.left - i.right),
        height: max(0, b.height - i.top - i.bottom))
      out += "<rect class=\"inset\" \(frame(inner)) fill=\"none\" stroke=\"#d9534f\" "
      out += "stroke-dasharray=\"4 3\"/>\n"
    }
    return out + "</svg>\n"
  }

  private func element(_ id: String, _ attrs: Attrs, pinned: Bool) -> String {
    let category = ElementKey(id: id)?.category ?? .cell
    let color = Self.colors[category] ?? "#999999"
    var out = "<g class=\"element\" data-id=\"\(escaped(id))\" opacity=\"\(n(attrs.alpha))\""
    out += "\(transform(attrs))>\n"
    let fill = attrs.isHidden ? "none" : color
    let fillOpacity = attrs.isHidden ? "" : " fill-opacity=\"0.35\""
    let dash = pinned ? " stroke-width=\"2\"" : ""
    out +=
      "<rect \(frame(attrs.frame)) fill=\"\(fill)\"\(fillOpacity) stroke=\"\(color)\"\(dash)/>\n"
    let label = pinned ? "\(id) (pinned)" : id
    out += "<text x=\"\(n(attrs.frame.minX + 2))\" y=\"\(n(attrs.frame.minY + 10))\" "
    out += "fill=\"#222222\">\(escaped(label))</text>\n"
    return out + "</g>\n"
  }

  /// The attributes' transform about the frame's centre, as UIKit applies it.
  private func transform(_ attrs: Attrs) -> String {
    let t = attrs.transform
    guard !t.isIdentity else { return "" }
    let c = CGPoint(x: attrs.frame.midX, y: attrs.frame.midY)
    return " transform=\"translate(\(n(c.x)) \(n(c.y))) matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) "
      + "\(n(t.d)) \(n(t.tx)) \(n(t.ty))) translate(\(n(-c.x)) \(n(-c.y)))\""
  }

  private func frame(_ r: CGRect) -> String {
    "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
  }

  private func n(_ value: Double) -> String { formatNumber(value) }
  private func n(_ value: CGFloat) -> String { formatNumber(Double(value)) }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
