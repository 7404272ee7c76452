/// NSRectAlignment: where a boundary supplementary item sits against its section (or the layout).
public enum CollectionLayoutRectAlignment: Hashable, Sendable, CaseIterable {
  /// NSRectAlignment.none
  case none
  /// NSRectAlignment.top
  case top
  /// NSRectAlignment.topLeading
  case topLeading
  /// NSRectAlignment.leading
  case leading
  /// NSRectAlignment.bottomLeading
  case bottomLeading
  /// NSRectAlignment.bottom
  case bottom
  /// NSRectAlignment.bottomTrailing
  case bottomTrailing
  /// NSRectAlignment.trailing
  case trailing
  /// NSRectAlignment.topTrailing
  case topTrailing

  /// The edges the alignment names: a boundary item's container anchor.
  var edges: DirectionalRectEdge {
    let (vertical, horizontal) = sides
    var edges: DirectionalRectEdge = []
    if vertical < 0 { edges.insert(.top) }
    if vertical > 0 { edges.insert(.bottom) }
    if horizontal < 0 { edges.insert(.leading) }
    if horizontal > 0 { edges.insert(.trailing) }
    return edges
  }

  /// Which side of the section the item sits on, on each axis: -1 before (top, leading), +1
  /// after (bottom, trailing), 0 neither.
  var sides: (vertical: Int, horizontal: Int) {
    switch self {
    case .none: (0, 0)
    case .top: (-1, 0)
    case .topLeading: (-1, -1)
    case .leading: (0, -1)
    case .bottomLeading: (1, -1)
    case .bottom: (1, 0)
    case .bottomTrailing: (1, 1)
    case .trailing: (0, 1)
    case .topTrailing: (-1, 1)
    }
  }
}
