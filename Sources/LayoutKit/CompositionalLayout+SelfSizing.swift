import Foundation

/// Self-sizing (docs/uikit-choices.md, "Compositional layout"): items whose length along the
/// scroll direction is estimated start at the estimate; the lengths the cells prefer replace it
/// as the collection view shows them, through the cycle the flow layout takes part in.
extension CompositionalLayout {
  /// What a view's preferred attributes measured: its length along the scroll direction, and
  /// across it (a cell, only where the group re-flows with it); nil where the estimate stays.
  struct MeasuredLengths {
    var along: Double?
    var across: Double?
    /// The kind of the supplementary view measured (a boundary item, a badge); nil for a cell.
    var boundaryKind: String? = nil
    /// A badge's preferred size (its estimated dimensions replace the estimates); nil otherwise.
    var badgeSize: CGSize? = nil
    /// Whether the boundary item is the layout's own (the configuration's), not a section's.
    var isLayoutBoundary = false
  }

  /// The lengths `preferred` asks for where they replace estimates
  /// (`CompositionalLayoutGeometry.selfSizedLengths`); nil where the estimate stays. The
  /// geometry is read where the layout keeps it (`withGeometry`).
  func selfSizedLengths(_ preferred: LayoutAttributes, original: LayoutAttributes)
    -> MeasuredLengths?
  {
    withGeometry { $0.selfSizedLengths(preferred, original: original) } ?? nil
  }

  /// `_didPerformUpdateVisibleCellsPassWithLayoutOffset:`: the queued lengths recorded at once,
  /// then one invalidation naming their items, and a request for another pass.
  func didPerformVisibleCellsPass() -> Bool {
    defer {
      // Emptied, its room kept: every pass of a fling queues a few again.
      queuedPreferredAttributes.removeAll(keepingCapacity: true)
      isInVisibleCellsPass = false
    }
    // Room for every one at once, rather than grown one by one.
    var lengths: [(IndexPath, MeasuredLengths)] = []
    lengths.reserveCapacity(queuedPreferredAttributes.count)
    for preferred in queuedPreferredAttributes {
      let path = preferred.indexPath
      let original =
        preferred.representedElementCategory == .cell
        ? layoutAttributesForItem(at: path)
        : preferred.representedElementKind.flatMap {
          layoutAttributesForSupplementaryView(ofKind: $0, at: path)
        }
      guard let original, let measured = selfSizedLengths(preferred, original: original) else {
        continue
      }
      lengths.append((path, measured))
    }
    guard !lengths.isEmpty else { return false }
    let context = Self.makeInvalidationContext()
    context.contentSizeAdjustment = record(lengths)
    Self.name(lengths, in: context)
    invalidateLayout(with: context)
    return true
  }

  /// Names the measured cells and boundary items in `context`.
  static func name(_ lengths: [(IndexPath, MeasuredLengths)], in context: InvalidationContext) {
    // One pass, each pair read once: each measurement is named at every chunk of a fling, and
    // every read of a pair copies it (retaining its index path and kind).
    var cells: [IndexPath] = []
    cells.reserveCapacity(lengths.count)
    var boundaryItems: [(kind: String, path: IndexPath)] = []
    for (path, measured) in lengths {
      if let kind = measured.boundaryKind {
        boundaryItems.append((kind, path))
      } else {
        cells.append(path)
      }
    }
    if !cells.isEmpty { context.invalidateItems(at: cells) }
    for (kind, path) in boundaryItems {
      context.invalidateSupplementaryElements(ofKind: kind, at: [path])
    }
  }

  /// Records measured lengths and solves the sections again with them; returns the content
  /// size's change along the scroll direction (the context's `contentSizeAdjustment`).
  func record(_ lengths: [(IndexPath, MeasuredLengths)]) -> CGSize {
    // Only the content size is kept from before: holding the geometry would make the sections
    // shared, and solving one of them again would copy them all.
    guard let cv = collectionView, let axis = geometry?.axis,
      let before = geometry.map({ axis.main($0.contentSize) })
    else { return .zero }
    // Every section with a measurement is solved again, in order; the items measured along the
    // scroll direction are the ones whose groups change. A list, not a table: a pass measures
    // in one or two sections. Gathered in the same pass: every read of a pair copies it.
    var measuredItems: [(section: Int, items: [Int])] = []
    for (path, measured) in lengths {
      let section = path.section
      let entry = measuredItems.firstIndex { $0.section == section } ?? measuredItems.count
      if entry == measuredItems.count { measuredItems.append((section, [])) }
      if measured.boundaryKind == nil, measured.along != nil {
        measuredItems[entry].items.append(path.item)
      }
      if measuredSupplementaries.record(measured, at: path) { continue }
      if let kind = measured.boundaryKind {
        measuredBoundaryLengths[path.section, default: [:]][kind] = measured.along
        continue
      }
      if let along = measured.along {
        measuredLengths[path.section, default: [:]][path.item] = along
      }
      if let across = measured.across {
        measuredCrossLengths[path.section, default: [:]][path.item] = across
      }
    }
    measuredItems.sort { $0.section < $1.section }
    resolve(measuredItems: measuredItems, cv)
    // The invalidation that carries these lengths finds them solved already.
    measurementsSolvedSinceInvalidation = true
    let change = axis.main(geometry?.contentSize ?? .zero) - before
    return axis.size(mainLength: change, crossLength: 0)
  }

  /// Drops every measured length (new data, a change of size).
  func forgetMeasurements() {
    measuredLengths = [:]
    measuredCrossLengths = [:]
    measuredBoundaryLengths = [:]
    measuredSupplementaries = MeasuredSupplementaries()
  }

  /// Moves the measured lengths to the index paths `finalIndexPath` moves their items to; those
  /// of items it gives no place (deleted, reloaded) are dropped, and all of them without a
  /// translator.
  func moveMeasurements(by finalIndexPath: ((IndexPath) -> IndexPath?)?) {
    guard let finalIndexPath else { return forgetMeasurements() }
    measuredLengths = Self.lengths(measuredLengths, movedBy: finalIndexPath)
    measuredCrossLengths = Self.lengths(measuredCrossLengths, movedBy: finalIndexPath)
    measuredBoundaryLengths = boundaryLengthsMoved(by: finalIndexPath)
    measuredSupplementaries.move(by: finalIndexPath)
  }

  /// The boundary items' measured lengths in the sections their sections become: a section goes
  /// where the first of its items that stays goes (the translator names items only); those of a
  /// section none of whose items stays are dropped, as are those of an empty section.
  private func boundaryLengthsMoved(by finalIndexPath: (IndexPath) -> IndexPath?) -> [Int: [String:
    Double]]
  {
    var moved: [Int: [String: Double]] = [:]
    for (section, byKind) in measuredBoundaryLengths {
      let count =
        geometry.map {
          section >= 0 && section < $0.sectionCount ? $0.section(section).itemCount : 0
        }
        ?? 0
      for item in 0..<count {
        guard let destination = finalIndexPath(IndexPath(item: item, section: section)) else {
          continue
        }
        moved[destination.section] = byKind
        break
      }
    }
    return moved
  }

  /// `lengths` (or any values by section and item) at the index paths `finalIndexPath` moves
  /// their items to.
  static func lengths<Value>(
    _ lengths: [Int: [Int: Value]], movedBy finalIndexPath: (IndexPath) -> IndexPath?
  ) -> [Int: [Int: Value]] {
    var moved: [Int: [Int: Value]] = [:]
    for (section, byItem) in lengths {
      for (item, length) in byItem {
        guard let path = finalIndexPath(IndexPath(item: item, section: section)) else { continue }
        moved[path.section, default: [:]][path.item] = length
      }
    }
    return moved
  }
}
