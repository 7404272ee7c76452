import Foundation

/// Self-sizing (docs/uikit-choices.md, "Compositional layout"): items whose length along the
/// scroll direction is estimated start at the estimate; the lengths the cells prefer replace it
/// as the collection view shows them, through the cycle the flow layout takes part in.
extension CompositionalLayout {
  /// What a cell's preferred attributes measured: its length along the scroll direction, and
  /// across it (only where the group re-flows with it); nil where the estimate stays.
  struct MeasuredLengths {
    var along: Double?
    var across: Double?
  }

  /// The lengths `preferred` asks for where they replace estimates: along the scroll direction
  /// for a cell whose item's length there is estimated; across it for a cell whose item's width
  /// (height, scrolling horizontally) is estimated in a group that re-flows with it. Each only
  /// when it differs from the original's; nil when neither does (fixed lengths keep theirs).
  func selfSizedLengths(_ preferred: LayoutAttributes, original: LayoutAttributes)
    -> MeasuredLengths?
  {
    let path = original.indexPath
    guard original.representedElementCategory == .cell, let geometry,
      let leaf = geometry.item(section: path.section, item: path.item)
    else { return nil }
    let vertical = geometry.axis.isVertical
    func changed(_ estimated: Bool, _ length: Double, _ current: Double) -> Double? {
      estimated && length.isFinite && length >= 0 && length != current ? length : nil
    }
    let flows = geometry.sections[path.section].flowsAcross
    let lengths = MeasuredLengths(
      along: vertical
        ? changed(leaf.estimatesHeight, preferred.size.height, original.size.height)
        : changed(leaf.estimatesWidth, preferred.size.width, original.size.width),
      across: vertical
        ? changed(flows && leaf.estimatesWidth, preferred.size.width, original.size.width)
        : changed(flows && leaf.estimatesHeight, preferred.size.height, original.size.height))
    return lengths.along == nil && lengths.across == nil ? nil : lengths
  }

  /// `_didPerformUpdateVisibleCellsPassWithLayoutOffset:`: the queued lengths recorded at once,
  /// then one invalidation naming their items, and a request for another pass.
  func didPerformVisibleCellsPass() -> Bool {
    defer {
      queuedPreferredAttributes = []
      isInVisibleCellsPass = false
    }
    let lengths = queuedPreferredAttributes.compactMap {
      preferred -> (IndexPath, MeasuredLengths)? in
      guard let original = layoutAttributesForItem(at: preferred.indexPath),
        let lengths = selfSizedLengths(preferred, original: original)
      else { return nil }
      return (preferred.indexPath, lengths)
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
  func record(_ lengths: [(IndexPath, MeasuredLengths)]) -> CGSize {
    guard let cv = collectionView, let before = geometry else { return .zero }
    for (path, measured) in lengths {
      if let along = measured.along {
        measuredLengths[path.section, default: [:]][path.item] = along
      }
      if let across = measured.across {
        measuredCrossLengths[path.section, default: [:]][path.item] = across
      }
    }
    let after = solve(cv)
    geometry = after
    let axis = before.axis
    let change = axis.main(after.contentSize) - axis.main(before.contentSize)
    return axis.size(mainLength: change, crossLength: 0)
  }

  /// Drops every measured length (new data, a change of size).
  func forgetMeasurements() {
    measuredLengths = [:]
    measuredCrossLengths = [:]
  }

  /// Moves the measured lengths to the index paths `finalIndexPath` moves their items to; those
  /// of items it gives no place (deleted, reloaded) are dropped, and all of them without a
  /// translator.
  func moveMeasurements(by finalIndexPath: ((IndexPath) -> IndexPath?)?) {
    guard let finalIndexPath else { return forgetMeasurements() }
    measuredLengths = Self.lengths(measuredLengths, movedBy: finalIndexPath)
    measuredCrossLengths = Self.lengths(measuredCrossLengths, movedBy: finalIndexPath)
  }

  /// `lengths` at the index paths `finalIndexPath` moves their items to.
  private static func lengths(
    _ lengths: [Int: [Int: Double]], movedBy finalIndexPath: (IndexPath) -> IndexPath?
  ) -> [Int: [Int: Double]] {
    var moved: [Int: [Int: Double]] = [:]
    for (section, byItem) in lengths {
      for (item, length) in byItem {
        guard let path = finalIndexPath(IndexPath(item: item, section: section)) else { continue }
        moved[path.section, default: [:]][path.item] = length
      }
    }
    return moved
  }
}
