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
      reachesGeneration = -1
    }
  }
  private var sortedPinnedSections: [Int]
  /// What the search knows of each pinned section, indexed as `sortedPinnedSections` (so the
  /// table grows with the pinned sections, not with the collection), nil where not found yet:
  /// kept once found until the features prepare again or an invalidation can move items, since
  /// it depends only on where the items, headers and footers are, so a fling finds each once
  /// instead of twice a display tick.
  private var reaches: [Reach?] = []
  /// The layout's `itemMovingInvalidations` when `reaches` were found.
  private var reachesGeneration = -1
  /// The last answer of `pinnedSectionsReached` and what it was found for (the old and new
  /// bounds, the layout's `itemMovingInvalidations`; -1 when there is none): a bounds change asks
  /// it twice in a row, whether to invalidate and then which headers, for the same bounds. Kept
  /// as plain fields, compared in place, so a tick does not copy an optional tuple.
  private var reachedSections: [Int] = []
  private var reachedOld = CGRect.null
  private var reachedNew = CGRect.null
  private var reachedGeneration = -1

  /// Where a pinned section lies along the scroll direction, in layout space: with a header,
  /// where the header travels, from its own place to where its section ends; without one, the
  /// section's own extent, which no header travels but which keeps the sections in order for the
  /// binary search.
  private struct Reach {
    var start: Double
    var end: Double
    var hasHeader: Bool
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
    reaches.removeAll(keepingCapacity: true)
  }

  /// Only the named sections' headers and footers moved (the flow layout's own pinning): their
  /// reaches are found again when next asked for, the others kept.
  public func prepare(_ layout: FeatureFlowLayout, supplementariesOfSections sections: [Int]) {
    for section in sections {
      let index = pinnedIndex(section)
      if index < reaches.count, sortedPinnedSections[index] == section { reaches[index] = nil }
    }
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
    return sortedPinnedSections[pinnedIndex(first - 1)..<pinnedIndex(last + 1)]
  }

  /// The index in `sortedPinnedSections` of the first pinned section at or after `section`.
  private func pinnedIndex(_ section: Int) -> Int {
    firstIndex(in: sortedPinnedSections.count) { sortedPinnedSections[$0] >= section }
  }

  // MARK: - layoutAttributesForSupplementaryViewOfKind

  public func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath, attributes: LayoutAttributes?,
    layout: FeatureFlowLayout, superAttributes: (String, IndexPath) -> LayoutAttributes?
  ) -> LayoutAttributes? {
    guard kind == ElementKind.sectionHeader, pinnedSections.contains(indexPath.section),
      let attributes, let cv = layout.collectionView
    else { return attributes }
    let space = FlowLayoutSpace(layout)
    var nextHeaderOrigin = CGPoint(x: Double.infinity, y: Double.infinity)
    if !seedQuirks {
      // Pushed off where its section ends: the next section's header when it has one (the
      // seed's rule), the section's own end when it has none; the end found once per
      // preparation, as the bounds-change questions find it.
      let end =
        reach(indexPath.section, layout, space)?.end
        ?? Self.sectionEnd(indexPath.section, header: attributes, layout, space)
      nextHeaderOrigin = CGPoint(x: end, y: end)
    } else if indexPath.section + 1 < cv.numberOfSections {
      let nextHeaderAttributes = superAttributes(
        kind, IndexPath(item: 0, section: indexPath.section + 1))
      if let nextHeaderAttributes {
        nextHeaderOrigin = space.layoutSpace(nextHeaderAttributes.frame).origin
      } else if seedQuirks {
        // Messaging nil gives a zero frame: the seed pins above the content's start when the
        // next section has no header.
        nextHeaderOrigin = .zero
      }
    }
    // The top (leading) edge of the visible area, in layout space.
    var visible = cv.bounds
    if !seedQuirks { visible = visible.inset(by: cv.adjustedContentInset) }
    let contentOffset = space.layoutSpace(visible).origin
    var frame = space.layoutSpace(attributes.frame)
    if layout.scrollDirection == .vertical {
      frame.origin.y = min(max(contentOffset.y, frame.origin.y), nextHeaderOrigin.y - frame.height)
    } else {
      frame.origin.x = min(max(contentOffset.x, frame.origin.x), nextHeaderOrigin.x - frame.width)
    }
    attributes.zIndex = pinnedZIndex
    attributes.frame = space.layoutSpace(frame)
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
    _ section: Int, header: LayoutAttributes, _ layout: FeatureFlowLayout,
    _ space: FlowLayoutSpace
  ) -> Double {
    if let footer = layout.flowLayoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: section))
    {
      return space.high(space.layoutSpace(footer.frame))
    }
    let inset = layout.insetForSection(section)
    let (leading, trailing) =
      space.vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
    let count = layout.collectionView?.numberOfItems(inSection: section) ?? 0
    if count > 0,
      let last = layout.line(containingItemAt: IndexPath(item: count - 1, section: section))
    {
      return last.high + trailing
    }
    return space.high(space.layoutSpace(header.frame)) + leading + trailing
  }

  /// The pinned sections whose header can move within the old or the new bounds: the header
  /// travels from its own place to where its section ends, so the section is reached when that
  /// stretch meets either bounds along the scroll direction. Sections are stacked in order, so a
  /// binary search finds the first one that reaches far enough.
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

  /// `pinnedSectionsReached` worked out: a binary search for the first pinned section that
  /// reaches the low edge (a section without a header takes part by its own extent, so the order
  /// holds), then the sections from there while they start before the high edge: O(log n) plus
  /// the sections on screen.
  private func searchPinnedSectionsReached(
    by newBounds: CGRect, _ layout: FeatureFlowLayout, _ cv: LayoutCollectionView
  ) -> [Int] {
    let space = FlowLayoutSpace(layout)
    let old = space.layoutSpace(cv.bounds)
    let new = space.layoutSpace(newBounds)
    let low = min(space.low(old), space.low(new))
    let high = max(space.high(old), space.high(new))
    // The reaches are taken out of the feature for the search: each lookup then reads a local
    // table rather than the feature's stored properties, each read of which is checked for
    // exclusive access.
    var table = takeReaches(layout)
    defer { reaches = table }
    let candidates = pinnedIndex(cv.numberOfSections)
    let first = firstIndex(in: candidates) {
      Self.reach(at: $0, in: &table, sortedPinnedSections, layout, space).end >= low
    }
    var result: [Int] = []
    for index in first..<candidates {
      let reach = Self.reach(at: index, in: &table, sortedPinnedSections, layout, space)
      if reach.start > high { break }
      if reach.hasHeader, reach.end >= low { result.append(sortedPinnedSections[index]) }
    }
    return result
  }

  /// The pinned section's header stretch; nil when it has no header or is not pinned.
  private func reach(_ section: Int, _ layout: FeatureFlowLayout, _ space: FlowLayoutSpace)
    -> Reach?
  {
    let index = pinnedIndex(section)
    guard index < sortedPinnedSections.count, sortedPinnedSections[index] == section else {
      return nil
    }
    var table = takeReaches(layout)
    defer { reaches = table }
    let found = Self.reach(at: index, in: &table, sortedPinnedSections, layout, space)
    return found.hasHeader ? found : nil
  }

  /// The known reaches, all forgotten first when an invalidation since they were found can have
  /// moved items, taken out of the feature (it keeps an empty table until they are put back), so
  /// that they are added to in place.
  private func takeReaches(_ layout: FeatureFlowLayout) -> [Reach?] {
    if reachesGeneration != layout.itemMovingInvalidations
      || reaches.count != sortedPinnedSections.count
    {
      reaches.removeAll(keepingCapacity: true)
      reaches.append(contentsOf: repeatElement(nil, count: sortedPinnedSections.count))
      reachesGeneration = layout.itemMovingInvalidations
    }
    var table: [Reach?] = []
    swap(&table, &reaches)
    return table
  }

  /// The reach of pinned section `pinned[index]` from `table` (indexed as `pinned`), found from
  /// the layout's public answers and noted there when it is not known yet.
  private static func reach(
    at index: Int, in table: inout [Reach?], _ pinned: [Int], _ layout: FeatureFlowLayout,
    _ space: FlowLayoutSpace
  ) -> Reach {
    if let known = table[index] { return known }
    let section = pinned[index]
    let found: Reach
    if let header = layout.flowLayoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
    {
      found = Reach(
        start: space.low(space.layoutSpace(header.frame)),
        end: sectionEnd(section, header: header, layout, space), hasHeader: true)
    } else if let sections = layout.geometry?.sections, sections.indices.contains(section) {
      let frame = sections[section].frame
      found = Reach(start: space.low(frame), end: space.high(frame), hasHeader: false)
    } else {
      // No such section in the geometry: nothing of it can be reached.
      found = Reach(start: -Double.infinity, end: -Double.infinity, hasHeader: false)
    }
    table[index] = found
    return found
  }
}
