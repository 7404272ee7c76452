import Foundation

/// A solved boundary supplementary item, item supplementary item or decoration: its kind, its
/// frame in layout space, its zIndex, and the visible edge it pins to, if it pins.
struct CompositionalElement: Equatable, Sendable {
  /// The visible edge a pinned boundary item sticks to along the scroll direction.
  enum PinnedEdge: Equatable, Sendable {
    /// A header: it sticks to the start of the visible bounds (the top when scrolling down).
    case start
    /// A footer: it sticks to the end of the visible bounds.
    case end
  }

  let kind: String
  var frame: CGRect
  let zIndex: Int
  /// Where the element pins (`pinToVisibleBounds` on a header or a footer); nil when it scrolls
  /// with its section.
  var pinnedEdge: PinnedEdge? = nil
  /// Whether a boundary item's length along the scroll direction is estimated: self-sizing
  /// replaces it with its view's preferred length.
  var estimatesLength = false
  /// How an item's or a group's supplementary item (a badge) is placed again when self-sizing
  /// measures it or its container; nil for boundary items and decorations.
  var anchoring: CompositionalSupplementaryAnchoring? = nil
}
