import Foundation

/// How a supplementary item attached to an item or a group (a badge) is placed, kept with its
/// solved frame so that it can be placed again when its container's measured size or its own
/// measured size differs from what it was solved at (docs/uikit-choices.md, "Self-sizing
/// badges"). A class: every solved supplementary element holds one, and a reference keeps the
/// elements of boundary items and decorations, which have none, as small as before.
final class CompositionalSupplementaryAnchoring: Equatable, Sendable {
  /// What the container's size follows once self-sizing measured something.
  enum Container: Equatable, Sendable {
    /// An item's frame: its measured length along the scroll direction.
    case item
    /// The section's outermost group: its measured length (its items' largest change).
    case group
    /// A nested group: the slot it was solved in, which self-sizing does not change.
    case nestedGroup
  }

  let layoutSize: CollectionLayoutSize
  let containerAnchor: CollectionLayoutAnchor
  let itemAnchor: CollectionLayoutAnchor?
  /// The item's content insets, none on an axis whose dimension is estimated (as an item's).
  let insets: EdgeInsets
  let container: Container
  /// The container's frame as solved, relative to its group's origin.
  let solvedContainer: CGRect

  /// The anchoring of `item` to a container solved at `solvedContainer`.
  init(_ item: CollectionLayoutSupplementaryItem, container: Container, solvedContainer: CGRect) {
    layoutSize = item.layoutSize
    containerAnchor = item.containerAnchor
    itemAnchor = item.itemAnchor
    insets = item.effectiveContentInsets
    self.container = container
    self.solvedContainer = solvedContainer
  }

  /// `other` on a container solved at `solvedContainer`.
  init(copying other: CompositionalSupplementaryAnchoring, solvedContainer: CGRect) {
    layoutSize = other.layoutSize
    containerAnchor = other.containerAnchor
    itemAnchor = other.itemAnchor
    insets = other.insets
    container = other.container
    self.solvedContainer = solvedContainer
  }

  static func == (
    lhs: CompositionalSupplementaryAnchoring, rhs: CompositionalSupplementaryAnchoring
  )
    -> Bool
  {
    lhs === rhs
      || lhs.layoutSize == rhs.layoutSize && lhs.containerAnchor === rhs.containerAnchor
        && lhs.itemAnchor === rhs.itemAnchor && lhs.insets == rhs.insets
        && lhs.container == rhs.container && lhs.solvedContainer == rhs.solvedContainer
  }

  /// Whether the width, and the height, are estimated: self-sizing replaces them.
  var estimatesWidth: Bool { layoutSize.widthDimension.isEstimated }
  var estimatesHeight: Bool { layoutSize.heightDimension.isEstimated }

  /// The frame attached to `container`: the size resolved against the container, its estimated
  /// dimensions replaced by `measured` when given; the container anchor's point is its edges'
  /// point on the container plus its offset (a fractional offset is of this size, so of the
  /// measured one); the item's own anchor point (the container anchor's edges when it has none)
  /// less its offset lands there; the content insets shrink the result.
  func frame(in container: CGRect, measured: CGSize? = nil) -> CGRect {
    var size = layoutSize.resolved(in: container.size)
    if let measured {
      if estimatesWidth { size.width = measured.width }
      if estimatesHeight { size.height = measured.height }
    }
    let onContainer = containerAnchor.edges.unitPoint
    let containerOffset = containerAnchor.points(for: size)
    let onSelf = itemAnchor?.edges.unitPoint ?? onContainer
    let selfOffset = itemAnchor?.points(for: size) ?? .zero
    let origin = CGPoint(
      x: container.minX + container.width * onContainer.x + containerOffset.x
        - size.width * onSelf.x - selfOffset.x,
      y: container.minY + container.height * onContainer.y + containerOffset.y
        - size.height * onSelf.y - selfOffset.y)
    return CGRect(origin: origin, size: size).inset(by: insets)
  }
}
