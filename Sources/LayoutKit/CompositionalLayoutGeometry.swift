import Foundation

/// A compositional layout's solved sections and layout-wide boundary items, and the answers to the
/// collection view's queries in display space (mirrored for right-to-left, origins and sizes rounded to
/// pixels): an item's frame in O(log sections), a rect's elements in O(log sections + groups met +
/// k).
struct CompositionalLayoutGeometry: Sendable {
  /// The sections as they were solved or last replaced: where their parts are along the scroll
  /// direction is `starts`' (`section(_:)` puts them there). Read directly only for what moves
  /// do not change (counts, leaves, scrollers).
  private(set) var solvedSections: [CompositionalSectionGeometry]
  /// Where each section's parts start along the scroll direction, moved by every measurement
  /// before them.
  private var starts: CompositionalSectionStarts
  /// The configuration's boundary items (a header for the whole layout).
  var globalSupplementaries: [CompositionalElement]
  var contentSize: CGSize
  /// The collection view's bounds size the sections were solved for.
  let solvedBoundsSize: CGSize
  let axis: FlowAxis
  /// Whether frames are mirrored within the content width (right-to-left).
  let mirrors: Bool
  /// The display scale origins are rounded to.
  let scale: Double
  /// Each section's reach along the scroll direction (`searchExtent`), moved with it.
  private(set) var sectionIndex: CompositionalSectionIndex
  /// Whether any section's items have an estimated length along the scroll direction, or across
  /// it in a group that re-flows with it, or any section's boundary items or the layout's own an
  /// estimated length along it, or any badge an estimated dimension: the collection view then
  /// runs the self-sizing cycle.
  let estimatesSizes: Bool
  /// Whether any boundary item may pin to the visible bounds: false when none of the sections
  /// solved, nor the layout's own items, does (a section solved again may only set it), so a
  /// scroll of a layout without pinned items looks for none.
  var mayPinBoundaryItems: Bool
  /// Each orthogonal section's own content offset along the direction it scrolls (absent: its
  /// smallest offset); its items are answered moved back by it.
  var orthogonalOffsets: [Int: Double] = [:]

  init(
    sections: [CompositionalSectionGeometry], globalSupplementaries: [CompositionalElement],
    contentSize: CGSize, solvedBoundsSize: CGSize, axis: FlowAxis, mirrors: Bool, scale: Double
  ) {
    solvedSections = sections
    starts = CompositionalSectionStarts(sections, axis: axis)
    self.globalSupplementaries = globalSupplementaries
    self.contentSize = contentSize
    self.solvedBoundsSize = solvedBoundsSize
    self.axis = axis
    self.mirrors = mirrors
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    var lows: [Double] = []
    var highs: [Double] = []
    lows.reserveCapacity(sections.count)
    highs.reserveCapacity(sections.count)
    for index in sections.indices {
      let extent = sections[index].searchExtent
      lows.append(extent.low)
      highs.append(extent.high)
    }
    sectionIndex = CompositionalSectionIndex(lows: lows, highs: highs)
    mayPinBoundaryItems =
      globalSupplementaries.contains { $0.pinnedEdge != nil }
      || sections.contains(where: Self.pinsBoundaryItems)
    let vertical = axis.isVertical
    // One pass over the sections: a layout of a million one-item sections reads each once.
    let estimatesSectionSizes = sections.contains { section in
      section.itemCount > 0
        && section.groupLeaves.contains { leaf in
          vertical
            ? leaf.estimatesHeight || (section.flowsAcross && leaf.estimatesWidth)
            : leaf.estimatesWidth || (section.flowsAcross && leaf.estimatesHeight)
        }
        || section.supplementaries.contains(where: \.estimatesLength)
        || Self.hasEstimatedBadges(section)
    }
    estimatesSizes =
      estimatesSectionSizes || globalSupplementaries.contains(where: \.estimatesLength)
  }

  /// The number of sections.
  var sectionCount: Int { solvedSections.count }

  /// `body` given section `index` (0 ≤ index < sectionCount) as solved, read in place:
  /// `solvedSections[index].method()` copies the section first, retaining every part it holds.
  func withSolvedSection<T>(_ index: Int, _ body: (CompositionalSectionGeometry) -> T) -> T {
    // Checked here: an unsafe buffer checks its index in debug builds only.
    precondition(solvedSections.indices.contains(index), "no section \(index)")
    return solvedSections.withUnsafeBufferPointer { body($0[index]) }
  }

  /// `body` given this geometry without a copy, through the modify access of where it is kept
  /// (`CompositionalLayout.withGeometry`); nothing is changed.
  mutating func handedOver<T>(to body: (Self) -> T) -> T { body(self) }

  /// Whether any badge of `section`'s items (an item's or a group's supplementary item) has an
  /// estimated dimension.
  static func hasEstimatedBadges(_ section: CompositionalSectionGeometry) -> Bool {
    section.itemCount > 0
      && section.groupLeaves.contains { leaf in
        leaf.supplementaries.contains {
          $0.anchoring.map { $0.estimatesWidth || $0.estimatesHeight } ?? false
        }
      }
  }

  /// Whether any of `section`'s boundary items pins to the visible bounds.
  static func pinsBoundaryItems(_ section: CompositionalSectionGeometry) -> Bool {
    section.supplementaries.contains { $0.pinnedEdge != nil }
  }

  /// Section `index` (0 ≤ index < sectionCount) where it is now: as solved, moved by what
  /// measurements in earlier sections changed since.
  func section(_ index: Int) -> CompositionalSectionGeometry {
    starts.placing(solvedSections[index], index: index)
  }

  /// Section `index`'s frame where it is now: `section(index).frame`, without placing the rest.
  func sectionFrame(_ index: Int) -> CGRect {
    starts.frame(of: solvedSections[index], index: index)
  }

  /// Puts `solved`, solved where section `index` is now, in its place, with its reach, and
  /// moves every later section by `delta`: O(log n) for their reaches in the section index, one
  /// pass over their starts.
  mutating func replaceSolvedSection(
    _ index: Int, with solved: CompositionalSectionGeometry, movingLaterBy delta: Double
  ) {
    solvedSections[index] = solved
    mayPinBoundaryItems = mayPinBoundaryItems || Self.pinsBoundaryItems(solved)
    starts.replace(index, with: solved)
    starts.moveSections(after: index, by: delta)
    let extent = solved.searchExtent
    sectionIndex.setExtent(of: index, low: extent.low, high: extent.high)
    sectionIndex.moveSections(from: index + 1, by: delta)
  }

  /// Moves sections `first` and after by `delta` along the scroll direction (the layout's own
  /// headers changed length before them): O(log n) for their reaches, one pass over their
  /// starts.
  mutating func moveSections(from first: Int, by delta: Double) {
    starts.moveSections(after: first - 1, by: delta)
    sectionIndex.moveSections(from: first, by: delta)
  }

  /// A layout-space frame as displayed: mirrored within the content width when right-to-left
  /// (x' = width - w - x), then its origin and its size each rounded to the pixel grid (unlike
  /// the flow layout, which keeps sizes; docs/uikit-choices.md, "Compositional layout",
  /// "Rounding").
  func displayed(_ frame: CGRect) -> CGRect {
    Self.displayed(frame, mirroringWithin: mirrors ? contentSize.width : nil, scale: scale)
  }

  /// `displayed(_:)` from the values it reads: the content width to mirror within (nil when
  /// left to right) and the display scale. A closure that calls this captures two numbers, not
  /// the geometry (which it would copy, retaining every part it holds).
  static func displayed(_ frame: CGRect, mirroringWithin width: CGFloat?, scale: Double) -> CGRect {
    var result = frame
    if let width { result.origin.x = width - result.size.width - result.origin.x }
    result.origin.x = roundToPixels(result.origin.x, scale: scale)
    result.origin.y = roundToPixels(result.origin.y, scale: scale)
    result.size.width = roundToPixels(result.size.width, scale: scale)
    result.size.height = roundToPixels(result.size.height, scale: scale)
    return result
  }

  /// The interval along the scroll direction a display-space rect covers in layout space.
  func layoutInterval(of rect: CGRect) -> (low: Double, high: Double) {
    let low = axis.mainMin(rect)
    let high = axis.mainMax(rect)
    guard mirrors && !axis.isVertical else { return (low, high) }
    return (contentSize.width - high, contentSize.width - low)
  }

  /// `layoutInterval(of:)` one point wider on each side, so that rounding cannot hide an element
  /// from the candidates.
  func mainInterval(of rect: CGRect) -> (low: Double, high: Double) {
    let (low, high) = layoutInterval(of: rect)
    return (low - 1, high + 1)
  }

  /// An item as shown in layout space (frame, zIndex, supplementary items), its orthogonal
  /// section's offset applied; nil for an index path the layout has no item at.
  func item(section: Int, item: Int) -> CompositionalLeaf? {
    guard let placed = unscrolledItem(section: section, item: item) else { return nil }
    let shift = orthogonalShift(section: section)
    return shift == .zero ? placed : placed.offsetBy(dx: shift.x, dy: shift.y)
  }

  /// Whether the layout has an item at (`section`, `item`): a solved section with that many
  /// items and a group to place them in.
  func hasItem(section: Int, item: Int) -> Bool {
    solvedSections.indices.contains(section) && item >= 0
      && item < solvedSections[section].itemCount && !solvedSections[section].groupLeaves.isEmpty
  }

  /// An item's displayed frame and zIndex (`item(section:item:)`'s frame as displayed); nil for
  /// an index path the layout has no item at.
  func displayedItem(section: Int, item: Int) -> (frame: CGRect, zIndex: Int)? {
    guard hasItem(section: section, item: item) else { return nil }
    // Placed as a rect query's walk places it, its frame only: the item whole would copy its
    // leaf and place its badges, and self-sizing asks this of every cell it measures.
    var placed: (frame: CGRect, zIndex: Int)?
    withSolvedSection(section) { solved in
      let origin = starts.groupOrigin(of: solved, index: section)
      solved.forEachItem(item..<(item + 1), origin: origin) { _, frame, zIndex, _ in
        placed = (frame, zIndex)
        return false
      }
    }
    guard let placed else { return nil }
    let shift = orthogonalShift(section: section)
    let frame = shift == .zero ? placed.frame : placed.frame.offsetBy(dx: shift.x, dy: shift.y)
    return (displayed(frame), placed.zIndex)
  }

  /// An item where the layout placed it, before its orthogonal section's offset applies.
  func unscrolledItem(section: Int, item: Int) -> CompositionalLeaf? {
    guard hasItem(section: section, item: item) else { return nil }
    // Only its groups need to be where the section is now: read in place, not moved in a copy.
    return withSolvedSection(section) { solved in
      solved.item(item, origin: starts.groupOrigin(of: solved, index: section))
    }
  }

  /// The elements whose displayed frames intersect `rect`, section by section: cells, then
  /// boundary supplementary items (pinned for the visible rect `visible`), then decorations; the
  /// layout's own boundary items last.
  func elements(in rect: CGRect, visible: CGRect) -> [(
    key: ElementKey, frame: CGRect, zIndex: Int
  )] {
    var found: [(key: ElementKey, frame: CGRect, zIndex: Int)] = []
    forEachElement(in: rect, visible: visible) { key, frame, zIndex in
      found.append((key, frame, zIndex))
      return true
    }
    return found
  }

  /// `elements(in:visible:)` handed to `body` one by one, in the same order, until it returns
  /// false: a rect query builds its answer from them without a list in between.
  func forEachElement(
    in rect: CGRect, visible: CGRect, _ body: (ElementKey, CGRect, Int) -> Bool
  ) {
    let (low, high) = mainInterval(of: rect)
    let visibleInterval = layoutInterval(of: visible)
    for index in sectionIndex.candidates(overlapping: low, high) {
      guard
        forEachElement(
          ofSection: index, in: rect, main: (low, high), visible: visibleInterval, body)
      else { return }
    }
    let limits = pinningLimits(section: nil)
    for element in globalSupplementaries {
      let frame = displayed(pinnedFrame(of: element, within: limits, visible: visibleInterval))
      if frame.intersects(rect),
        !body(.supplementary(element.kind, 0, 0), frame, element.zIndex)
      {
        return
      }
    }
  }

  /// The elements of section `index` whose displayed frames intersect `rect`, whose interval
  /// along the scroll direction, widened, is `main`: its cells with their badges, its boundary
  /// items, its decorations. False when `body` asked to stop. The section is read in place, its
  /// items placed from where its groups are now: a copy of it moved there would retain every
  /// part it holds, at every query.
  private func forEachElement(
    ofSection index: Int, in rect: CGRect,
    main: (low: Double, high: Double), visible: (low: Double, high: Double),
    _ body: (ElementKey, CGRect, Int) -> Bool
  ) -> Bool {
    let going = withSolvedSection(index) { section in
      forEachItemElement(of: section, index: index, in: rect, main: main, body)
    }
    guard going else { return false }
    // The boundary items and decorations need the section placed whole.
    guard
      !(solvedSections[index].supplementaries.isEmpty
        && solvedSections[index].decorations.isEmpty)
    else { return true }
    let section = self.section(index)
    let limits = pinningLimits(of: section)
    for element in section.supplementaries {
      let frame = displayed(pinnedFrame(of: element, within: limits, visible: visible))
      if frame.intersects(rect),
        !body(.supplementary(element.kind, index, 0), frame, element.zIndex)
      {
        return false
      }
    }
    for element in section.decorations {
      let frame = displayed(element.frame)
      if frame.intersects(rect), !body(.decoration(element.kind, index, 0), frame, element.zIndex) {
        return false
      }
    }
    return true
  }

  /// The cells of `section`, solved as section `index`, and their badges, whose displayed
  /// frames intersect `rect` (`forEachElement(ofSection:in:main:visible:_:)`'s first part).
  /// False when `body` asked to stop.
  private func forEachItemElement(
    of section: CompositionalSectionGeometry, index: Int, in rect: CGRect,
    main: (low: Double, high: Double), _ body: (ElementKey, CGRect, Int) -> Bool
  ) -> Bool {
    let origin = starts.groupOrigin(of: section, index: index)
    let items =
      section.groupsAlongMain
      ? section.itemCandidates(mainLow: main.low, mainHigh: main.high, groupOrigin: origin)
      : section.orthogonalItemCandidates(
        main: main, cross: scrolledCrossInterval(of: rect, section: index), groupOrigin: origin)
    let shift = orthogonalShift(section: index)
    var going = true
    let (mirroringWidth, scale) = (mirrors ? contentSize.width : nil, self.scale)
    section.forEachItem(items, origin: origin) { item, frame, zIndex, supplementaries in
      let shown = Self.displayed(
        shift == .zero ? frame : frame.offsetBy(dx: shift.x, dy: shift.y),
        mirroringWithin: mirroringWidth, scale: scale)
      if shown.intersectsAsFoundation(rect) { going = body(.cell(index, item), shown, zIndex) }
      for element in supplementaries where going {
        let frame =
          shift == .zero ? element.frame : element.frame.offsetBy(dx: shift.x, dy: shift.y)
        let shown = Self.displayed(frame, mirroringWithin: mirroringWidth, scale: scale)
        if shown.intersectsAsFoundation(rect) {
          going = body(.supplementary(element.kind, index, item), shown, element.zIndex)
        }
      }
      return going
    }
    return going
  }

  /// The supplementary item of `kind` at (`section`, `item`) with its displayed frame: an item's
  /// supplementary item (a badge) at its index path; else a section's boundary item at
  /// (section, 0), or the layout's own at (0, 0) when no section item of that kind answers, pinned
  /// for the visible rect `visible`.
  func supplementary(kind: String, section: Int, item: Int, visible: CGRect) -> (
    element: CompositionalElement, frame: CGRect
  )? {
    if let placed = self.item(section: section, item: item),
      let element = placed.supplementaries.first(where: { $0.kind == kind })
    {
      return (element, displayed(element.frame))
    }
    guard item == 0 else { return nil }
    let visibleInterval = layoutInterval(of: visible)
    if solvedSections.indices.contains(section),
      let element = self.section(section).supplementaries.first(where: { $0.kind == kind })
    {
      let limits = pinningLimits(section: section)
      return (
        element, displayed(pinnedFrame(of: element, within: limits, visible: visibleInterval))
      )
    }
    guard section == 0, let element = globalSupplementaries.first(where: { $0.kind == kind })
    else { return nil }
    let limits = pinningLimits(section: nil)
    return (element, displayed(pinnedFrame(of: element, within: limits, visible: visibleInterval)))
  }

  /// The boundary item of `kind` of `section`, at index path (section, 0), unless a badge of
  /// item 0 has that kind (a badge answers there first).
  func boundaryItem(kind: String, section: Int, item: Int) -> CompositionalElement? {
    guard item == 0, solvedSections.indices.contains(section),
      self.item(section: section, item: 0)?.supplementaries.contains(where: { $0.kind == kind })
        != true
    else { return nil }
    return self.section(section).supplementaries.first { $0.kind == kind }
  }

  /// The kinds of the supplementary items attached to items (badges, groups' items), in any
  /// section.
  var itemSupplementaryKinds: Set<String> {
    Set(solvedSections.flatMap { $0.groupLeaves.flatMap { $0.supplementaries.map(\.kind) } })
  }

  /// The decoration of `kind` in `section`, at index path (section, 0).
  func decoration(kind: String, section: Int, item: Int) -> CompositionalElement? {
    guard item == 0, solvedSections.indices.contains(section) else { return nil }
    return self.section(section).decorations.first { $0.kind == kind }
  }
}
