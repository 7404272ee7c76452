import Foundation
import LayoutKit

/// Seed 003: the headers of the chosen sections stick to the top of the visible area (the
/// leading edge when scrolling horizontally) until the next section's header pushes them off,
/// with zIndex 1024; every other header scrolls with its section.
///
/// Fixed by default, reproduced with `seedQuirks`: the seed adds headers only for sections with a
/// cell in the rect, so a header whose cells are all outside the rect is dropped; it pins to the
/// content offset, ignoring the adjusted content inset, so a pinned header slides under a
/// navigation bar; and it invalidates on every bounds change. Without the quirks it invalidates
/// only when a pinned section is in the old or the new bounds, with a context naming just those
/// headers. As in the seed, initial and final attributes of supplementary views are their current
/// ones, so pinned headers do not fade during updates.
public final class PinnedHeaders: FlowLayoutFeature {
  /// The sections whose headers pin (the seed's `indexPath.section == 3`).
  public var pinnedSections: Set<Int> {
    didSet {
      sortedPinnedSections = pinnedSections.sorted()
      reachedGeneration = -1
    }
  }
  private var sortedPinnedSections: [Int]
  /// Each pinned section's stretch (`stretch(_:_:_:)`), kept once found until the features
  /// prepare again or an invalidation can move items: it depends only on where the items and
  /// headers are, so a fling finds each once instead of twice a display tick.
  /// Indexed by section; nil where not found yet (a binary search over them runs twice a display
  /// tick, so they are read without hashing).
  private var stretches: [Stretch??] = []
  /// The layout's `itemMovingInvalidations` when `stretches` were found.
  private var stretchesGeneration = -1
  /// The last answer of `pinnedSectionsReached` and what it was found for (the old and new
  /// bounds, the layout's `itemMovingInvalidations`; -1 when there is none): a bounds change asks
  /// it twice in a row, whether to invalidate and then which headers, for the same bounds. Kept
  /// as plain fields, compared in place, so a tick does not copy an optional tuple.
  private var reachedSections: [Int] = []
  private var reachedOld = CGRect.null
  private var reachedNew = CGRect.null
  private var reachedGeneration = -1

  /// Where a pinned header travels along the scroll direction, in layout space: from its own
  /// place to where its section ends.
  private struct Stretch {
    var start: Double
    var end: Double
  }
  /// The zIndex of a pinned header (the seed's 1024).
  public var pinnedZIndex = 1024
  /// Reproduce the seed's behaviour, bugs included.
  public var seedQuirks = false

  /// Pins the headers of `pinnedSections`.
  public init(pinnedSections: Set<Int>) {
    self.pinnedSections = pinnedSections
    sortedPinnedSections = pinnedSections.sorted()
  }

  public func prepare(_ layout: FeatureFlowLayout) {
    stretches.removeAll(keepingCapacity: true)
  }

  // MARK: - layoutAttributesForElementsInRect

  public func layoutAttributesForElements(
    in rect: CGRect, elements: [LayoutAttributes], layout: FeatureFlowLayout
  ) -> [LayoutAttributes] {
    var superArray: [LayoutAttributes] = []
    // The sections whose header is laid out here, noted as they come (the flow layout answers
    // cells and headers in section order, so a run of one section is noted once), then sorted.
    var missingSections: [Int] = []
    superArray.reserveCapacity(elements.count)
    for layoutAttributes in elements {
      if layoutAttributes.representedElementCategory == .cell {
        // remember that we need to layout header for this section
        let section = layoutAttributes.indexPath.section
        if section != missingSections.last { missingSections.append(section) }
      }
      if layoutAttributes.representedElementKind == ElementKind.sectionHeader {
        // remove layout of header done by our super, we will do it right later
        if !seedQuirks { missingSections.append(layoutAttributes.indexPath.section) }
        continue
      }
      superArray.append(layoutAttributes)
    }
    missingSections.sort()
    if !seedQuirks {
      // A pinned header can be in the rect while none of its cells is: it travels from its own
      // place to the next section's header, so only the sections of the elements in the rect
      // and the one before them can bring one in (all pinned ones when the rect holds nothing).
      missingSections = Self.mergedUnique(missingSections, pinnedSections(near: missingSections))
    }
    // layout all headers needed for the rect using self code
    var previous: Int?
    for section in missingSections where section != previous {
      previous = section
      let indexPath = IndexPath(item: 0, section: section)
      if let layoutAttributes = layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: indexPath),
        seedQuirks || layoutAttributes.frame.intersectsAsFoundation(rect)
      {
        superArray.append(layoutAttributes)
      }
    }
    return superArray
  }

  /// Two sorted lists of sections as one sorted list (repeats are skipped by the caller).
  private static func mergedUnique(_ first: [Int], _ second: ArraySlice<Int>) -> [Int] {
    guard !second.isEmpty else { return first }
    var merged: [Int] = []
    merged.reserveCapacity(first.count + second.count)
    var rest = second
    for section in first {
      while let next = rest.first, next < section {
        merged.append(next)
        rest = rest.dropFirst()
      }
      merged.append(section)
    }
    merged.append(contentsOf: rest)
    return merged
  }

  /// The pinned sections from the one before the first of `sections` (sorted) to the last of
  /// them, by binary search.
  private func pinnedSections(near sections: [Int]) -> ArraySlice<Int> {
    guard let first = sections.first, let last = sections.last else {
      return sortedPinnedSections[...]
    }
    return sortedPinnedSections[lowerBound(first - 1)..<lowerBound(last + 1)]
  }

  /// The index of the first pinned section at or after `section`, by binary search.
  private func lowerBound(_ section: Int) -> Int {
    var low = 0
    var high = sortedPinnedSections.count
    while low < high {
      let mid = (low + high) / 2
      if sortedPinnedSections[mid] < section { low = mid + 1 } else { high = mid }
    }
    return low
  }

  // MARK: - layoutAttributesForSupplementaryViewOfKind

  public func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath, attributes: LayoutAttributes?,
    layout: FeatureFlowLayout, superAttributes: (String, IndexPath) -> LayoutAttributes?
  ) -> LayoutAttributes? {
    guard kind == ElementKind.sectionHeader, pinnedSections.contains(indexPath.section),
      let attributes, let cv = layout.collectionView
    else { return attributes }
    let lines = FlowLines(layout)
    var nextHeaderOrigin = CGPoint(x: Double.infinity, y: Double.infinity)
    if !seedQuirks {
      // Pushed off where its section ends: the next section's header when it has one (the
      // seed's rule), the section's own end when it has none; the end found once per
      // preparation, as the bounds-change questions find it.
      let end =
        stretch(indexPath.section, layout, lines)?.end
        ?? Self.sectionEnd(indexPath.section, header: attributes, layout, lines)
      nextHeaderOrigin = CGPoint(x: end, y: end)
    } else if indexPath.section + 1 < cv.numberOfSections {
      let nextHeaderAttributes = superAttributes(
        kind, IndexPath(item: 0, section: indexPath.section + 1))
      if let nextHeaderAttributes {
        nextHeaderOrigin = lines.layoutSpace(nextHeaderAttributes.frame).origin
      } else if seedQuirks {
        // Messaging nil gives a zero frame: the seed pins above the content's start when the
        // next section has no header.
        nextHeaderOrigin = .zero
      }
    }
    // The top (leading) edge of the visible area, in layout space.
    var visible = cv.bounds
    if !seedQuirks { visible = visible.inset(by: cv.adjustedContentInset) }
    let contentOffset = lines.layoutSpace(visible).origin
    var frame = lines.layoutSpace(attributes.frame)
    if layout.scrollDirection == .vertical {
      frame.origin.y = min(max(contentOffset.y, frame.origin.y), nextHeaderOrigin.y - frame.height)
    } else {
      frame.origin.x = min(max(contentOffset.x, frame.origin.x), nextHeaderOrigin.x - frame.width)
    }
    attributes.zIndex = pinnedZIndex
    attributes.frame = lines.layoutSpace(frame)
    return attributes
  }

  // MARK: - Initial and final attributes

  public func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes?? {
    .some(layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
  }

  public func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes?? {
    .some(layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
  }

  // MARK: - Invalidation

  public func shouldInvalidateLayout(forBoundsChange newBound: CGRect, layout: FeatureFlowLayout)
    -> Bool
  {
    seedQuirks || !pinnedSectionsReached(by: newBound, layout).isEmpty
  }

  public func invalidationContext(
    forBoundsChange newBounds: CGRect, context: InvalidationContext, layout: FeatureFlowLayout
  ) {
    guard !seedQuirks else { return }
    let sections = pinnedSectionsReached(by: newBounds, layout)
    guard !sections.isEmpty else { return }
    context.invalidateSupplementaryElements(
      ofKind: ElementKind.sectionHeader,
      at: sections.map { IndexPath(item: 0, section: $0) })
  }

  /// Where a section ends along the scroll direction, in layout space, found from public answers:
  /// its footer's end; else its last line's end plus the section's trailing inset; else (no
  /// items) its header's end plus both insets.
  private static func sectionEnd(
    _ section: Int, header: LayoutAttributes, _ layout: FeatureFlowLayout, _ lines: FlowLines
  ) -> Double {
    if let footer = layout.flowLayoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: section))
    {
      return lines.high(lines.layoutSpace(footer.frame))
    }
    let inset = sectionInset(section, layout)
    let vertical = layout.scrollDirection == .vertical
    let (leading, trailing) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
    let count = layout.collectionView?.numberOfItems(inSection: section) ?? 0
    if count > 0, let last = lines.line(section: section, containing: count - 1) {
      return last.high + trailing
    }
    return lines.high(lines.layoutSpace(header.frame)) + leading + trailing
  }

  /// The section's inset: the delegate's answer when it gives one, else sectionInset.
  private static func sectionInset(_ section: Int, _ layout: FlowLayout) -> EdgeInsets {
    if let cv = layout.collectionView,
      let delegate = cv.delegate as? CollectionViewDelegateFlowLayout,
      delegate.responds(to: .insetForSection),
      let inset = delegate.collectionView(cv, layout: layout, insetForSectionAt: section)
    {
      return inset
    }
    return layout.sectionInset
  }

  /// The pinned sections whose header can move within the old or the new bounds: the header
  /// travels from its own place to the next section's header, so the section is reached when
  /// that stretch meets either bounds along the scroll direction. Sections are stacked in order,
  /// so a binary search finds the first one that reaches far enough.
  private func pinnedSectionsReached(by newBounds: CGRect, _ layout: FeatureFlowLayout) -> [Int] {
    guard let cv = layout.collectionView else { return [] }
    let generation = layout.itemMovingInvalidations
    let old = cv.bounds
    if reachedGeneration == generation, reachedOld == old, reachedNew == newBounds {
      return reachedSections
    }
    reachedSections = searchPinnedSectionsReached(by: newBounds, layout, cv)
    (reachedOld, reachedNew, reachedGeneration) = (old, newBounds, generation)
    return reachedSections
  }

  /// `pinnedSectionsReached` worked out.
  private func searchPinnedSectionsReached(
    by newBounds: CGRect, _ layout: FeatureFlowLayout, _ cv: LayoutCollectionView
  ) -> [Int] {
    let vertical = layout.scrollDirection == .vertical
    let lines = FlowLines(layout)
    let old = lines.layoutSpace(cv.bounds)
    let new = lines.layoutSpace(newBounds)
    let low = vertical ? min(old.minY, new.minY) : min(old.minX, new.minX)
    let high = vertical ? max(old.maxY, new.maxY) : max(old.maxX, new.maxX)
    let sectionCount = cv.numberOfSections
    // The stretches are taken out of the feature for the search: each lookup then reads a local
    // table rather than the feature's stored properties, each read of which is checked for
    // exclusive access.
    var table = takeStretches(layout)
    defer { stretches = table }
    func stretch(_ section: Int) -> Stretch? {
      Self.stretch(section, in: &table, layout, lines)
    }
    let candidates = sortedPinnedSections[..<lowerBound(sectionCount)]
    // The first pinned section whose stretch ends at or after `low`; a section without a header
    // (nil) breaks the order, so the search then starts from the beginning.
    var lowIndex = candidates.startIndex
    var highIndex = candidates.endIndex
    var ordered = true
    while lowIndex < highIndex {
      let mid = (lowIndex + highIndex) / 2
      guard let reach = stretch(candidates[mid]) else {
        ordered = false
        break
      }
      if reach.end < low { lowIndex = mid + 1 } else { highIndex = mid }
    }
    var result: [Int] = []
    for section in candidates[(ordered ? lowIndex : candidates.startIndex)...] {
      guard let reach = stretch(section) else { continue }
      if reach.start > high { break }
      if reach.end >= low { result.append(section) }
    }
    return result
  }

  /// The section's stretch (nil when it has no header), found once per preparation.
  private func stretch(_ section: Int, _ layout: FeatureFlowLayout, _ lines: FlowLines)
    -> Stretch?
  {
    var table = takeStretches(layout)
    defer { stretches = table }
    return Self.stretch(section, in: &table, layout, lines)
  }

  /// The known stretches, emptied first when an invalidation since they were found can have
  /// moved items, taken out of the feature (it keeps an empty table until they are put back), so
  /// that they are added to in place.
  private func takeStretches(_ layout: FeatureFlowLayout) -> [Stretch??] {
    if stretchesGeneration != layout.itemMovingInvalidations {
      stretches.removeAll(keepingCapacity: true)
      stretchesGeneration = layout.itemMovingInvalidations
    }
    var table: [Stretch??] = []
    swap(&table, &stretches)
    return table
  }

  /// The section's stretch from `table` (indexed by section; nil where not found yet), found from
  /// the layout's answers and noted there when it is not known yet.
  private static func stretch(
    _ section: Int, in table: inout [Stretch??], _ layout: FeatureFlowLayout, _ lines: FlowLines
  ) -> Stretch? {
    guard section >= 0 else { return nil }
    if section < table.count, let known = table[section] { return known }
    var found: Stretch?
    if let header = layout.flowLayoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
    {
      found = Stretch(
        start: lines.low(lines.layoutSpace(header.frame)),
        end: sectionEnd(section, header: header, layout, lines))
    }
    if section >= table.count {
      table.append(contentsOf: repeatElement(nil, count: section + 1 - table.count))
    }
    table[section] = .some(found)
    return found
  }
}
