import Foundation

/// Orthogonal sections and visible-items handlers (docs/compositional-layout.md, "Orthogonal
/// sections"): each orthogonal section's offset moves its items in the answers, and a section's
/// `visibleItemsInvalidationHandler` runs when the section is laid out and whenever what it shows
/// moves, its edits showing in the answers.
extension CompositionalLayout {
  /// Records section `section`'s new offset. Without a handler nothing is invalidated (UIKit's
  /// embedded scroll view moves its cells itself); with one, a context naming the section's
  /// visible items, which keeps the solved sections and runs the handler at the next prepare().
  func orthogonalOffsetDidChange(_ offset: Double, section: Int) -> InvalidationContext? {
    guard geometry?.orthogonalScroller(section: section) != nil, offset.isFinite else { return nil }
    geometry?.orthogonalOffsets[section] = offset
    guard visibleItemsHandlers[section] != nil else { return nil }
    let context = Self.makeInvalidationContext()
    context.invalidateItems(at: visibleCellIndexPaths(sections: [section]))
    displayOnlyContexts.append(context)
    return context
  }

  /// Runs every section's handler with the items it shows now, replacing what it set before.
  func runVisibleItemsHandlers() {
    visibleItemEdits = [:]
    guard !visibleItemsHandlers.isEmpty, let geometry, let cv = collectionView,
      let environment = layoutEnvironment
    else { return }
    // One query of the bounds for every handler (a provider may give each section one).
    let shown = visibleItems(in: geometry, bounds: cv.bounds)
    for section in visibleItemsHandlers.keys.sorted() {
      guard let handler = visibleItemsHandlers[section] else { continue }
      let items = shown[section] ?? []
      // An orthogonal section's handler gets its own offset, any other the collection view's.
      let offset =
        geometry.orthogonalScroller(section: section).map { scroller in
          scroller.point(geometry.orthogonalOffset(section: section) ?? 0)
        } ?? cv.contentOffset
      handler(items, offset, environment)
      // A layout with estimated items keeps none of a handler's changes: UIKit logs a note and
      // shows the items as laid out (docs/uikit-choices.md, "Visible-items handler in a layout
      // with estimated items").
      if geometry.estimatesSizes {
        if !reportedEstimatedItemsHandlerNote, items.contains(where: \.isChanged) {
          reportedEstimatedItemsHandlerNote = true
          report(.warning(Self.estimatedItemsHandlerNote))
        }
        continue
      }
      var edits: [ElementKey: VisibleItemEdit] = [:]
      for item in items { edits[item.key] = item.edit }
      visibleItemEdits[section] = edits
    }
  }

  /// UIKit's console note when a visible-items handler changes an item of a layout with
  /// estimated items.
  package static let estimatedItemsHandlerNote =
    "[UICompositionalLayout] note: the section invalidation handler cannot currently mutate "
    + "visible items for layouts containing estimated items. Please file an enhancement request "
    + "on UICollectionView."

  /// The elements of each section whose displayed frames meet `bounds` (cells, their
  /// supplementary items, boundary items and decorations: UIKit documents all of them as visible
  /// items), by section, in the order of a rect query's answer. Cells and their supplementary
  /// items are at their displayed frames before the section's offset applies (as UIKit gives them
  /// to the handler); boundary items and decorations do not move with it. The layout's own
  /// boundary items belong to no section.
  private func visibleItems(
    in geometry: CompositionalLayoutGeometry, bounds: CGRect
  ) -> [Int: [CompositionalVisibleItem]] {
    var shown: [Int: [CompositionalVisibleItem]] = [:]
    for found in geometry.elements(in: bounds, visible: bounds) {
      let key = found.key
      var frame = found.frame
      switch key.category {
      case .cell:
        guard let placed = geometry.unscrolledItem(section: key.section, item: key.item) else {
          continue
        }
        frame = geometry.displayed(placed.frame)
      case .supplementaryView:
        if let badge = geometry.unscrolledItem(section: key.section, item: key.item)?
          .supplementaries.first(where: { $0.kind == key.kind })
        {
          frame = geometry.displayed(badge.frame)
        } else if geometry.isLayoutBoundaryItem(key) {
          continue
        }
      case .decorationView:
        break
      }
      shown[key.section, default: []].append(
        CompositionalVisibleItem(key: key, frame: frame, zIndex: found.zIndex))
    }
    return shown
  }

  /// The index paths of the cells `sections` show in the collection view's bounds, section by
  /// section, from one query of the bounds (a scroll asks this for every handler's section).
  func visibleCellIndexPaths(sections: [Int]) -> [IndexPath] {
    guard !sections.isEmpty, let geometry, let cv = collectionView else { return [] }
    let wanted = Set(sections)
    return geometry.elements(in: cv.bounds, visible: cv.bounds).compactMap { found in
      found.key.category == .cell && wanted.contains(found.key.section)
        ? found.key.indexPath : nil
    }
  }

  /// The sections with a handler whose frames meet the old or the new bounds: a scroll of the
  /// collection view changes what they show.
  func handlerSections(from oldBounds: CGRect, to newBounds: CGRect) -> [Int] {
    guard let geometry, !visibleItemsHandlers.isEmpty else { return [] }
    let (low, high) = geometry.layoutInterval(of: oldBounds.union(newBounds))
    return geometry.sectionIndex.candidates(overlapping: low, high).filter {
      visibleItemsHandlers[$0] != nil
    }
  }
}

extension CompositionalLayout {
  /// The items a rect query of `rect` considers in section `section` (not orthogonal) before it
  /// tests their frames: the work it does there, for tests that count it.
  package func _itemCandidates(section: Int, in rect: CGRect) -> Range<Int> {
    withGeometry { geometry in
      guard section >= 0, section < geometry.sectionCount,
        geometry.orthogonalScroller(section: section) == nil
      else { return 0..<0 }
      let (low, high) = geometry.mainInterval(of: rect)
      return geometry.section(section).itemCandidates(mainLow: low, mainHigh: high)
    } ?? 0..<0
  }

  /// The items a rect query of `rect` considers in orthogonal section `section` before it tests
  /// their frames: the work it does there, for tests that count it.
  package func _orthogonalItemCandidates(section: Int, in rect: CGRect) -> Range<Int> {
    withGeometry { geometry in
      guard geometry.orthogonalScroller(section: section) != nil else { return 0..<0 }
      return geometry.section(section).orthogonalItemCandidates(
        main: (-.infinity, .infinity),
        cross: geometry.scrolledCrossInterval(of: rect, section: section))
    } ?? 0..<0
  }
}
