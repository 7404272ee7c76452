import Foundation

/// Self-sizing (docs/uikit-choices.md, "Compositional layout"): items whose length along the
/// scroll direction is estimated start at the estimate; the lengths the cells prefer replace it
/// as the collection view shows them, through the cycle the flow layout takes part in.
extension CompositionalLayout {
  /// The length along the scroll direction `preferred` asks for, when it replaces an estimate:
  /// a cell whose item's length along the scroll direction is estimated, preferring a different
  /// one. nil otherwise (the other axis and fixed lengths keep theirs).
  func selfSizedLength(_ preferred: LayoutAttributes, original: LayoutAttributes) -> Double? {
    guard original.representedElementCategory == .cell, let geometry,
      let leaf = geometry.item(section: original.indexPath.section, item: original.indexPath.item)
    else { return nil }
    let vertical = geometry.axis.isVertical
    guard vertical ? leaf.estimatesHeight : leaf.estimatesWidth else { return nil }
    let length = vertical ? preferred.size.height : preferred.size.width
    let current = vertical ? original.size.height : original.size.width
    guard length.isFinite, length >= 0, length != current else { return nil }
    return length
  }

  /// `_didPerformUpdateVisibleCellsPassWithLayoutOffset:`: the queued lengths recorded at once,
  /// then one invalidation naming their items, and a request for another pass.
  func didPerformVisibleCellsPass() -> Bool {
    defer {
      queuedPreferredAttributes = []
      isInVisibleCellsPass = false
    }
    let lengths = queuedPreferredAttributes.compactMap { preferred -> (IndexPath, Double)? in
      guard let original = layoutAttributesForItem(at: preferred.indexPath),
        let length = selfSizedLength(preferred, original: original)
      else { return nil }
      return (preferred.indexPath, length)
    }
    guard !lengths.isEmpty else { return false }
    let context = Self.makeInvalidationContext()
    context.contentSizeAdjustment = record(lengths)
    context.invalidateItems(at: lengths.map(\.0))
    invalidateLayout(with: context)
    return true
  }

  /// Records measured lengths and solves the sections again with them; returns the content
  /// size's change along the scroll direction (the context's `contentSizeAdjustment`).
  func record(_ lengths: [(IndexPath, Double)]) -> CGSize {
    guard let cv = collectionView, let before = geometry else { return .zero }
    for (path, length) in lengths {
      measuredLengths[path.section, default: [:]][path.item] = length
    }
    let after = solve(cv, measured: measuredLengths)
    geometry = after
    let axis = before.axis
    let change = axis.main(after.contentSize) - axis.main(before.contentSize)
    return axis.size(mainLength: change, crossLength: 0)
  }

  /// The measured lengths at the index paths `finalIndexPath` moves their items to; those of
  /// items it gives no place (deleted, reloaded) are dropped.
  func measuredLengths(movedBy finalIndexPath: (IndexPath) -> IndexPath?) -> [Int: [Int: Double]] {
    var moved: [Int: [Int: Double]] = [:]
    for (section, lengths) in measuredLengths {
      for (item, length) in lengths {
        guard let path = finalIndexPath(IndexPath(item: item, section: section)) else { continue }
        moved[path.section, default: [:]][path.item] = length
      }
    }
    return moved
  }
}
