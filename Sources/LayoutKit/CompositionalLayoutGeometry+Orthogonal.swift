import Foundation

extension CompositionalLayoutGeometry {
  /// The scroller of section `section` when it scrolls orthogonally.
  func orthogonalScroller(section: Int) -> CompositionalOrthogonalScroller? {
    section >= 0 && section < sectionCount ? solvedSections[section].orthogonal : nil
  }

  /// Whether `key` is one of the layout's own boundary items (the configuration's), which belong
  /// to no section: a supplementary element at (0, 0) of a kind section 0 has no boundary item of.
  func isLayoutBoundaryItem(_ key: ElementKey) -> Bool {
    guard key.category == .supplementaryView, key.section == 0, key.item == 0,
      globalSupplementaries.contains(where: { $0.kind == key.kind })
    else { return false }
    return sectionCount == 0 || !section(0).supplementaries.contains { $0.kind == key.kind }
  }

  /// Section `section`'s own content offset: the one it was given, or its smallest.
  func orthogonalOffset(section: Int) -> Double? {
    guard let scroller = orthogonalScroller(section: section) else { return nil }
    return orthogonalOffsets[section] ?? scroller.minimumOffset
  }

  /// Where in an orthogonal section's visible strip scrollToItem puts an item, as the screen
  /// shows it: its left (top) edge at the strip's, its centre at the strip's, or its right
  /// (bottom) edge at the strip's.
  enum StripPosition {
    case start, center, end
  }

  /// The offset of orthogonal section `section` that shows its item `item` at `position` in the
  /// section's visible strip, within the section's offsets; nil when the section does not scroll
  /// on its own or has no such item. The strip starts where the row does, the section's leading
  /// inset before its first group; right to left, the screen's left is the row's trailing end.
  func orthogonalOffset(showing item: Int, section: Int, at position: StripPosition) -> Double? {
    guard let scroller = orthogonalScroller(section: section),
      let leaf = unscrolledItem(section: section, item: item)
    else { return nil }
    let across = axis.isVertical
    let low = across ? leaf.frame.minX : leaf.frame.minY
    let length = across ? leaf.frame.width : leaf.frame.height
    let firstGroup = solvedSections[section].firstGroupOrigin
    let inRow = low - ((across ? firstGroup.x : firstGroup.y) - scroller.firstGroupStart)
    var side = position
    if mirrors && across { side = position == .start ? .end : position == .end ? .start : .center }
    let offset =
      switch side {
      case .start: inRow
      case .center: inRow + length / 2 - scroller.visibleLength / 2
      case .end: inRow + length - scroller.visibleLength
      }
    return scroller.clamped(offset)
  }

  /// How far section `section`'s items are moved in layout space by its offset: back along the
  /// direction it scrolls (zero for a section that does not scroll on its own).
  func orthogonalShift(section: Int) -> CGPoint {
    // Asked at every rect query of every section met: most do not scroll on their own, which
    // a flag tells without a copy of the scroller.
    guard section >= 0, section < sectionCount, !solvedSections[section].groupsAlongMain,
      let scroller = orthogonalScroller(section: section),
      let offset = orthogonalOffset(section: section)
    else { return .zero }
    return scroller.point(-offset)
  }

  /// The layout-space interval across the scroll direction a display-space rect covers, moved
  /// by section `section`'s offset into the unscrolled row, widened by a point on each side so
  /// rounding hides nothing.
  func scrolledCrossInterval(of rect: CGRect, section: Int) -> (low: Double, high: Double) {
    var low = axis.isVertical ? rect.minX : rect.minY
    var high = axis.isVertical ? rect.maxX : rect.maxY
    if mirrors && axis.isVertical {
      (low, high) = (contentSize.width - high, contentSize.width - low)
    }
    let offset = orthogonalOffset(section: section) ?? 0
    return (low + offset - 1, high + offset + 1)
  }

  /// The same geometry with each orthogonal section's offset carried over from `previous` and
  /// clamped to the section's new limits.
  func keepingOffsets(of previous: CompositionalLayoutGeometry?) -> CompositionalLayoutGeometry {
    var kept = self
    for (section, offset) in previous?.orthogonalOffsets ?? [:] {
      guard let scroller = orthogonalScroller(section: section) else { continue }
      kept.orthogonalOffsets[section] = scroller.clamped(offset)
    }
    return kept
  }
}
