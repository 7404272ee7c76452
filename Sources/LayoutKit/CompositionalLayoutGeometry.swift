import Foundation

/// A compositional layout's solved sections and layout-wide boundary items, and the answers to the
/// collection view's queries in display space (mirrored for right-to-left, origins and sizes rounded to
/// pixels): an item's frame in O(1), a rect's elements in O(log sections + groups met + k).
struct CompositionalLayoutGeometry: Sendable {
  var sections: [CompositionalSectionGeometry]
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
  var sectionIndex: IntervalIndex
  /// Each section's reach along the scroll direction (`searchExtent`), which `sectionIndex`
  /// indexes: kept so that moving sections moves their reach without measuring it again.
  var sectionExtents: (lows: [Double], highs: [Double])
  /// Whether any section's items have an estimated length along the scroll direction, or across
  /// it in a group that re-flows with it: the collection view then runs the self-sizing cycle.
  let estimatesSizes: Bool
  /// Each orthogonal section's own content offset along the direction it scrolls (absent: its
  /// smallest offset); its items are answered moved back by it.
  var orthogonalOffsets: [Int: Double] = [:]

  init(
    sections: [CompositionalSectionGeometry], globalSupplementaries: [CompositionalElement],
    contentSize: CGSize, solvedBoundsSize: CGSize, axis: FlowAxis, mirrors: Bool, scale: Double
  ) {
    self.sections = sections
    self.globalSupplementaries = globalSupplementaries
    self.contentSize = contentSize
    self.solvedBoundsSize = solvedBoundsSize
    self.axis = axis
    self.mirrors = mirrors
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    let extents = sections.map(\.searchExtent)
    sectionExtents = (extents.map(\.low), extents.map(\.high))
    sectionIndex = IntervalIndex(lows: sectionExtents.lows, highs: sectionExtents.highs)
    let vertical = axis.isVertical
    estimatesSizes = sections.contains { section in
      section.itemCount > 0
        && section.groupLeaves.contains { leaf in
          vertical
            ? leaf.estimatesHeight || (section.flowsAcross && leaf.estimatesWidth)
            : leaf.estimatesWidth || (section.flowsAcross && leaf.estimatesHeight)
        }
    }
  }

  /// A layout-space frame as displayed: mirrored within the content width when right-to-left
  /// (x' = width - w - x), then its origin and its size each rounded to the pixel grid (unlike
  /// the flow layout, which keeps sizes; docs/uikit-choices.md, "Compositional layout",
  /// "Rounding").
  func displayed(_ frame: CGRect) -> CGRect {
    var result = frame
    if mirrors { result.origin.x = contentSize.width - result.size.width - result.origin.x }
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
  private func mainInterval(of rect: CGRect) -> (low: Double, high: Double) {
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

  /// An item where the layout placed it, before its orthogonal section's offset applies.
  func unscrolledItem(section: Int, item: Int) -> CompositionalLeaf? {
    guard sections.indices.contains(section) else { return nil }
    let geometry = sections[section]
    guard item >= 0, item < geometry.itemCount, !geometry.groupLeaves.isEmpty else { return nil }
    return geometry.item(item)
  }

  /// The elements whose displayed frames intersect `rect`, section by section: cells, then
  /// boundary supplementary items (pinned for the visible rect `visible`), then decorations; the
  /// layout's own boundary items last.
  func elements(in rect: CGRect, visible: CGRect) -> [(
    key: ElementKey, frame: CGRect, zIndex: Int
  )] {
    var found: [(key: ElementKey, frame: CGRect, zIndex: Int)] = []
    let (low, high) = mainInterval(of: rect)
    let visibleInterval = layoutInterval(of: visible)
    for index in sectionIndex.candidates(overlapping: low, high) {
      let section = sections[index]
      let items =
        section.orthogonal == nil
        ? section.itemCandidates(mainLow: low, mainHigh: high)
        : section.orthogonalItemCandidates(
          main: (low, high), cross: scrolledCrossInterval(of: rect, section: index))
      let shift = orthogonalShift(section: index)
      for item in items {
        let placed =
          shift == .zero
          ? section.item(item) : section.item(item).offsetBy(dx: shift.x, dy: shift.y)
        let frame = displayed(placed.frame)
        if frame.intersects(rect) { found.append((.cell(index, item), frame, placed.zIndex)) }
        for element in placed.supplementaries {
          let frame = displayed(element.frame)
          if frame.intersects(rect) {
            found.append((.supplementary(element.kind, index, item), frame, element.zIndex))
          }
        }
      }
      let limits = pinningLimits(section: index)
      for element in section.supplementaries {
        let frame = displayed(pinnedFrame(of: element, within: limits, visible: visibleInterval))
        if frame.intersects(rect) {
          found.append((.supplementary(element.kind, index, 0), frame, element.zIndex))
        }
      }
      for element in section.decorations {
        let frame = displayed(element.frame)
        if frame.intersects(rect) {
          found.append((.decoration(element.kind, index, 0), frame, element.zIndex))
        }
      }
    }
    let limits = pinningLimits(section: nil)
    for element in globalSupplementaries {
      let frame = displayed(pinnedFrame(of: element, within: limits, visible: visibleInterval))
      if frame.intersects(rect) {
        found.append((.supplementary(element.kind, 0, 0), frame, element.zIndex))
      }
    }
    return found
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
    if sections.indices.contains(section),
      let element = sections[section].supplementaries.first(where: { $0.kind == kind })
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
    guard item == 0, sections.indices.contains(section),
      self.item(section: section, item: 0)?.supplementaries.contains(where: { $0.kind == kind })
        != true
    else { return nil }
    return sections[section].supplementaries.first { $0.kind == kind }
  }

  /// The kinds of the supplementary items attached to items (badges, groups' items), in any
  /// section.
  var itemSupplementaryKinds: Set<String> {
    Set(sections.flatMap { $0.groupLeaves.flatMap { $0.supplementaries.map(\.kind) } })
  }

  /// The decoration of `kind` in `section`, at index path (section, 0).
  func decoration(kind: String, section: Int, item: Int) -> CompositionalElement? {
    guard item == 0, sections.indices.contains(section) else { return nil }
    return sections[section].decorations.first { $0.kind == kind }
  }
}
