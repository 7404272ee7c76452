import EventStream
import LayoutKit
import Simulator

/// The colours of a picture: an opaque light fill and a dark outline per category (and per kind
/// of supplementary or decoration view), so that an element over another keeps its own colour
/// (translucent fills mixed a blue cell over an orange background into grey), and the colour an
/// element's `custom` attributes name (a section's `backgroundColor`) when it names one.
struct SVGPalette {
  /// A fill and an outline.
  struct Swatch: Equatable {
    var fill: String
    var stroke: String
  }

  static let cell = Swatch(fill: "#cfe0f5", stroke: "#2f6db5")
  static let header = Swatch(fill: "#c9ecd0", stroke: "#2e7d32")
  static let footer = Swatch(fill: "#e4efc5", stroke: "#6b8e23")
  static let supplementary = Swatch(fill: "#c6eaea", stroke: "#00838f")
  /// Decoration kinds: the seed layouts' two first, then any other kind by its name.
  static let background = Swatch(fill: "#fde2c4", stroke: "#d9730d")
  static let separator = Swatch(fill: "#e3d5f0", stroke: "#7b4fa8")
  static let otherDecorations = [
    Swatch(fill: "#f7d4de", stroke: "#b03a5b"), Swatch(fill: "#f3ecc2", stroke: "#9a7d0a"),
    Swatch(fill: "#dddddd", stroke: "#555555"),
  ]
  /// Ghosts, arrows, highlights and the bounds.
  static let appearing = "#00897b"
  static let disappearing = "#c62828"
  static let moved = "#37474f"
  static let highlight = "#e0007a"
  static let bounds = "#d9534f"

  /// The category and kind of an element id (`cell`, `supplementary/KIND/S/I`, ...).
  static func parts(of id: String) -> (category: String, kind: String) {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false)
    let category = parts.first.map(String.init) ?? ""
    return (category, parts.count == 4 ? String(parts[1]) : "")
  }

  /// The swatch of the element `id`'s category and kind.
  static func swatch(for id: String) -> Swatch {
    let (category, kind) = parts(of: id)
    switch (category, kind) {
    case ("supplementary", "header"): return header
    case ("supplementary", "footer"): return footer
    case ("supplementary", _): return supplementary
    case ("decoration", _): return decoration(kind: kind)
    default: return cell
    }
  }

  /// The swatch of a decoration kind: stable for a name, whatever else the picture holds.
  static func decoration(kind: String) -> Swatch {
    switch kind {
    case "background": return background
    case "separator": return separator
    default:
      let sum = kind.utf8.reduce(0) { $0 + Int($1) }
      return otherDecorations[sum % otherDecorations.count]
    }
  }

  /// The colour `attrs.custom` names under `color` or `backgroundColor`, when it is one an SVG
  /// can take as it is (`#rgb`, `#rrggbb`, `#rrggbbaa` or a name of letters); nil otherwise, and
  /// the category's fill is used.
  static func customColor(_ attrs: Attrs) -> String? {
    for pair in attrs.custom where pair.name == "color" || pair.name == "backgroundColor" {
      guard case .string(let text) = pair.value else { continue }
      let hex = text.dropFirst()
      if text.hasPrefix("#"), [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) {
        return text
      }
      if (3...20).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isLetter }) {
        return text
      }
    }
    return nil
  }

  /// What a legend calls the element's category and kind: `cell`, `header`,
  /// `decoration background`.
  static func legendName(for id: String) -> String {
    let (category, kind) = parts(of: id)
    switch (category, kind) {
    case ("supplementary", "header"), ("supplementary", "footer"): return kind
    case ("supplementary", _), ("decoration", _): return "\(category) \(kind)"
    default: return "cell"
    }
  }
}
