import Foundation

/// Solves sections and the layout's own boundary items along the scroll direction, in layout
/// space (left to right, unrounded); docs/uikit-choices.md, "Compositional layout", lists the
/// rules.
struct CompositionalSectionSolver {
  /// The scroll direction's axis: "main" along it, "cross" across it.
  let axis: FlowAxis
  /// The collection view's size: what fractions along the scroll direction resolve against.
  let containerSize: CGSize
  /// The safe area and the layout margins, for the content-insets references.
  let safeAreaInsets: EdgeInsets
  let layoutMargins: EdgeInsets
  /// The collection view's traits, for custom groups' environments.
  let traitCollection: TraitCollection

  /// The most items one group holds: the group is solved once, whatever the section's item
  /// count, and a group of items that take no room would otherwise repeat them forever.
  /// scrollsim's guard, not UIKit's.
  static let maximumGroupLeaves = 10_000

  /// What a content-insets reference takes off across the scroll direction (before, after); the
  /// scroll view's adjusted content inset handles the edges along it.
  func referenceInsets(_ reference: CollectionLayoutContentInsetsReference) -> (
    before: Double, after: Double
  ) {
    let insets: EdgeInsets =
      switch reference {
      case .none: .zero
      case .automatic, .safeArea: safeAreaInsets
      case .layoutMargins: layoutMargins
      case .readableContent: readableContentInsets
      }
    return (axis.crossBefore(insets), axis.crossAfter(insets))
  }

  /// The readable content guide's insets: across the width, a column at most
  /// `readableContentWidth` wide, centred and kept within the layout margins; top and bottom,
  /// the margins (docs/uikit-choices.md, "Readable content").
  var readableContentInsets: EdgeInsets {
    var insets = layoutMargins
    let width = containerSize.width
    let readable = max(min(Self.readableContentWidth, width - insets.left - insets.right), 0)
    let left = max(insets.left, min((width - readable) / 2, width - insets.right - readable))
    insets.left = left
    insets.right = width - left - readable
    return insets
  }

  /// The readable content guide's width at the default text size (iPad: 672 points, inset 176
  /// from each side of a 1,024-point view).
  static let readableContentWidth: Double = 672

  /// The environment's container for a content-insets reference.
  func container(_ reference: CollectionLayoutContentInsetsReference)
    -> CompositionalLayoutContainer
  {
    let (before, after) = referenceInsets(reference)
    let insets =
      axis.isVertical
      ? DirectionalEdgeInsets(top: 0, leading: before, bottom: 0, trailing: after)
      : DirectionalEdgeInsets(top: before, leading: 0, bottom: after, trailing: 0)
    return CompositionalLayoutContainer(contentSize: containerSize, contentInsets: insets)
  }

  /// A size whose main length is the collection view's and whose cross length is `cross`: what
  /// groups and boundary items resolve their fractions against.
  private func resolutionSize(cross: Double) -> CGSize {
    axis.size(mainLength: axis.main(containerSize), crossLength: max(cross, 0))
  }

  /// What a section solved before knew of its measurements, and the items measured along the
  /// scroll direction since: solving it again works out only their groups' changes.
  struct Remeasuring {
    let measurements: CompositionalMeasurements
    let items: [Int]
    /// The section's group's leaves as they were solved, and their reach along the scroll
    /// direction, when its definition has not changed since: its group is not solved again.
    var solvedGroup: (leaves: [CompositionalLeaf], extent: (low: Double, high: Double))? = nil
  }

  /// Solves `section` (nil: a section with nothing in it) starting at `start` along the scroll
  /// direction. Layout: headers, top inset, groups with their spacing, bottom inset, footers.
  /// `measured` and `measuredAcross` are the lengths self-sizing measured along and across the
  /// scroll direction, by item; `measuredBoundary` those of its boundary items, by kind;
  /// `remeasuring`, when the section was solved before with the same lengths but at its items.
  func solve(
    _ section: CollectionLayoutSection?, itemCount: Int, start: Double,
    measured: [Int: Double] = [:], measuredAcross: [Int: Double] = [:],
    measuredBoundary: [String: Double] = [:], remeasuring: Remeasuring? = nil
  ) -> CompositionalSectionGeometry {
    guard let section else { return emptySection(start: start) }
    return place(
      section,
      shape(
        section, itemCount: itemCount, measured: measured, measuredAcross: measuredAcross,
        remeasuring: remeasuring),
      start: start, measuredBoundary: measuredBoundary)
  }

  /// The section a nil definition solves to at `start`: nothing in it, no length.
  func emptySection(start: Double) -> CompositionalSectionGeometry {
    let reference = referenceInsets(.automatic)
    let areaLength = axis.cross(containerSize) - reference.before - reference.after
    return CompositionalSectionGeometry(
      frame: axis.rect(
        main: start, cross: reference.before, mainLength: 0, crossLength: areaLength),
      itemCount: 0, groupLeaves: [], firstGroupOrigin: .zero, groupPitch: 0,
      supplementaries: [], decorations: [], axis: axis)
  }

  /// What solving a section works out before it is placed along the scroll direction: its
  /// group's leaves, the groups' pitch and length, its measurements, the strips it and its
  /// boundary items span across the scroll direction. Where the section starts changes none of
  /// it, so sections that share a definition (at one revision), an item count and no
  /// measurements share a shape.
  struct SectionShape {
    let itemCount: Int
    let leaves: [CompositionalLeaf]
    /// Where the leaves, their supplementary items included, reach along the scroll direction.
    let leafExtent: (low: Double, high: Double)
    let groupPitch: Double
    /// The groups' length along the scroll direction, spacing and measured changes included.
    let groupsLength: Double
    let measurements: CompositionalMeasurements
    /// Where the section's content starts across the scroll direction.
    let contentCrossStart: Double
    /// The strip the section spans across the scroll direction.
    let area: BoundaryArea
    /// The strip its headers and footers span.
    let boundary: BoundaryArea
    let orthogonal: CompositionalOrthogonalScroller?
    /// A section solved group by group (not orthogonal): where its groups reach along the
    /// scroll direction (`CompositionalSectionGeometry.flowedGroups`).
    let flowedGroups: CompositionalRowIndex?
    let flowsAcross: Bool
    /// False when a custom group's provider made leaves: the provider may answer otherwise
    /// when asked again, so the shape is not handed to another section.
    let isReusable: Bool
  }

  /// The shape of `section` with `itemCount` items and self-sizing's measured lengths.
  func shape(
    _ section: CollectionLayoutSection, itemCount: Int, measured: [Int: Double] = [:],
    measuredAcross: [Int: Double] = [:], remeasuring: Remeasuring? = nil
  ) -> SectionShape {
    let reference = referenceInsets(section.contentInsetsReference)
    let area = BoundaryArea(
      crossStart: reference.before,
      crossLength: axis.cross(containerSize) - reference.before - reference.after)
    let insets = section.contentInsets.layoutSpaceInsets
    let content = BoundaryArea(
      crossStart: area.crossStart + axis.crossBefore(insets),
      crossLength: area.crossLength - axis.crossBefore(insets) - axis.crossAfter(insets))
    let groupSize = section.group.layoutSize.resolved(
      in: resolutionSize(cross: content.crossLength))
    let flowed = flowedGroups(
      section, size: groupSize, itemCount: itemCount, measured: measured,
      measuredAcross: measuredAcross)
    // The group solved before, when it serves again (nothing re-flowed).
    let solvedGroup = flowed == nil && itemCount > 0 ? remeasuring?.solvedGroup : nil
    let leaves =
      itemCount > 0
      ? flowed?.leaves
        ?? solvedGroup?.leaves
        ?? CompositionalGroupSolver(
          limit: Self.maximumGroupLeaves, traitCollection: traitCollection
        )
        .leaves(of: section.group, size: groupSize)
      : []
    let groupCount = leaves.isEmpty ? 0 : (itemCount + leaves.count - 1) / leaves.count
    let groupLength = flowed?.length ?? axis.main(groupSize)
    let groupDimension =
      axis.isVertical
      ? section.group.layoutSize.heightDimension : section.group.layoutSize.widthDimension
    // An orthogonal section's groups stand in one row across the scroll direction, as long along
    // it as its longest group (CompositionalSectionSolver+Orthogonal); its measured lengths are
    // in its laid-out row's leaves, not in measurements.
    let orthogonal = section.orthogonalScrollingBehavior != .none
    // A section solved group by group (`flowed`) holds its measured lengths in its leaves.
    let measurements = self.measurements(
      orthogonal || flowed != nil ? [:] : measured, leaves: leaves, itemCount: itemCount,
      groupsGrow: flowed == nil && groupDimension.isEstimated, remeasuring: remeasuring)
    let groupsLength =
      groupCount == 0
      ? 0
      : orthogonal
        ? groupLength
        : Double(groupCount) * groupLength + Double(groupCount - 1) * section.interGroupSpacing
          + measurements.total
    return SectionShape(
      itemCount: itemCount, leaves: leaves,
      leafExtent: solvedGroup?.extent
        ?? CompositionalSectionGeometry.leafExtent(of: leaves, axis: axis),
      groupPitch: (orthogonal ? axis.cross(groupSize) : groupLength) + section.interGroupSpacing,
      groupsLength: groupsLength, measurements: measurements,
      contentCrossStart: content.crossStart, area: area,
      boundary: boundaryArea(section, content: content, area: area),
      orthogonal: orthogonal
        ? orthogonalScroller(
          section,
          groupSize: axis.size(mainLength: groupLength, crossLength: axis.cross(groupSize)),
          groupCount: groupCount, visibleLength: area.crossLength,
          groupSpans: flowed?.groupSpans ?? [], rowIndex: flowed?.groupReaches)
        : nil,
      flowedGroups: orthogonal ? nil : flowed?.groupReaches,
      flowsAcross: takesLengthsAcross(section.group),
      isReusable: !Self.hasCustomGroup(section.group))
  }

  /// Section `section` of shape `shape` placed from `start` along the scroll direction: its
  /// boundary items (those whose length is estimated at their `measuredBoundary` lengths, by
  /// kind) around its groups, its frame, its decorations.
  func place(
    _ section: CollectionLayoutSection, _ shape: SectionShape, start: Double,
    measuredBoundary: [String: Double] = [:]
  ) -> CompositionalSectionGeometry {
    let insets = section.contentInsets.layoutSpaceInsets
    let placed = place(
      section.boundarySupplementaryItems, in: shape.boundary,
      start: start + section.paddingBeforeBoundarySupplementaries,
      body: axis.mainBefore(insets) + shape.groupsLength + axis.mainAfter(insets),
      bodyContentOffset: axis.mainBefore(insets), measured: measuredBoundary)
    let frame = axis.rect(
      main: start, cross: shape.area.crossStart, mainLength: placed.end - start,
      crossLength: shape.area.crossLength)
    let firstGroupMain = placed.bodyStart + axis.mainBefore(insets)
    var geometry = CompositionalSectionGeometry(
      frame: frame, itemCount: shape.itemCount, groupLeaves: shape.leaves,
      firstGroupOrigin: axis.isVertical
        ? CGPoint(x: shape.contentCrossStart, y: firstGroupMain)
        : CGPoint(x: firstGroupMain, y: shape.contentCrossStart),
      groupPitch: shape.groupPitch, supplementaries: placed.elements,
      decorations: section.decorationItems.isEmpty
        ? []
        : section.decorationItems.map {
          CompositionalElement(
            kind: $0.elementKind, frame: frame.inset(by: $0.contentInsets.layoutSpaceInsets),
            zIndex: $0.zIndex)
        }, axis: axis, leafExtent: shape.leafExtent)
    geometry.measurements = shape.measurements
    // Set only when there is one: setting it (nil too) copies the old value for its observer.
    if shape.orthogonal != nil { geometry.orthogonal = shape.orthogonal }
    geometry.flowedGroups = shape.flowedGroups
    geometry.flowsAcross = shape.flowsAcross
    return geometry
  }

  /// Whether `group` or a group nested in it is a custom group.
  private static func hasCustomGroup(_ group: CollectionLayoutGroup) -> Bool {
    group.customItemProvider != nil
      || group.subitems.contains { ($0 as? CollectionLayoutGroup).map(hasCustomGroup) ?? false }
  }

  /// The measurements `lengths` of a section whose group holds `leaves`: `remeasuring`'s worked
  /// out again for the items measured since, when they are this section's, else worked out
  /// whole.
  private func measurements(
    _ lengths: [Int: Double], leaves: [CompositionalLeaf], itemCount: Int, groupsGrow: Bool,
    remeasuring: Remeasuring?
  ) -> CompositionalMeasurements {
    // Nothing measured: the shared empty measurements, not a new object with a basis of the
    // section's leaves (the first measurement works them out whole, as it would from these).
    if lengths.isEmpty { return .none }
    if let remeasuring,
      let updated = remeasuring.measurements.updating(
        lengths: lengths, items: remeasuring.items, leaves: leaves, itemCount: itemCount,
        axis: axis, groupsGrow: groupsGrow)
    {
      return updated
    }
    return CompositionalMeasurements(
      lengths: lengths, leaves: leaves, itemCount: itemCount, axis: axis, groupsGrow: groupsGrow)
  }

  /// Where a section's headers and footers span across the scroll direction: the area of its
  /// `supplementaryContentInsetsReference` when that is not `.automatic`; otherwise inside its
  /// content insets (`content`) when they follow them, else the reference's `area`.
  private func boundaryArea(
    _ section: CollectionLayoutSection, content: BoundaryArea, area: BoundaryArea
  ) -> BoundaryArea {
    guard section.supplementaryContentInsetsReference == .automatic else {
      let own = referenceInsets(section.supplementaryContentInsetsReference)
      return BoundaryArea(
        crossStart: own.before, crossLength: axis.cross(containerSize) - own.before - own.after)
    }
    return section.supplementariesFollowContentInsets ? content : area
  }

  /// The section's groups re-flowed by the lengths measured across the scroll direction, laid
  /// out one by one as one run of leaves (a single "group" that `solve` does not repeat), or an
  /// orthogonal section's row laid out group by group with any of its measured lengths; nil
  /// when nothing re-flows (nothing measured, nothing measured across in a group that does not
  /// flow).
  private func flowedGroups(
    _ section: CollectionLayoutSection, size groupSize: CGSize, itemCount: Int,
    measured: [Int: Double], measuredAcross: [Int: Double]
  ) -> FlowedGroups? {
    let inRow = section.orthogonalScrollingBehavior != .none
    let anythingMeasured = !(measured.isEmpty && measuredAcross.isEmpty)
    guard itemCount > 0,
      inRow || solvesRepetitions(section.group)
        ? anythingMeasured
        : !measuredAcross.isEmpty && flowsAcross(section.group)
    else { return nil }
    return flowedGroups(
      section.group, size: groupSize, itemCount: itemCount, spacing: section.interGroupSpacing,
      across: measuredAcross, along: measured, inRow: inRow)
  }

  /// The strip across the scroll direction boundary items are laid out in.
  struct BoundaryArea {
    let crossStart: Double
    let crossLength: Double
  }

  /// Boundary items placed around a body of `body` points that starts after the extending
  /// headers: extending headers stack from `start` in order, extending footers from the body's
  /// end; the others overlap the section at its start, its end, or (aligned across the scroll
  /// direction only) where its content starts, `bodyContentOffset` into the body. An item whose
  /// length along the scroll direction is estimated takes its `measured` length (by kind).
  func place(
    _ items: [CollectionLayoutBoundarySupplementaryItem], in area: BoundaryArea, start: Double,
    body: Double, bodyContentOffset: Double, measured: [String: Double] = [:]
  ) -> (elements: [CompositionalElement], bodyStart: Double, end: Double) {
    let sizes = items.map { item in
      let size = item.layoutSize.resolved(in: resolutionSize(cross: area.crossLength))
      guard estimatesLength(item), let length = measured[item.elementKind] else { return size }
      return axis.size(mainLength: length, crossLength: axis.cross(size))
    }
    func extendingLength(side: Int) -> Double {
      zip(items, sizes).reduce(0) { total, pair in
        mainSide(pair.0) == side && pair.0.extendsBoundary ? total + axis.main(pair.1) : total
      }
    }
    let bodyStart = start + extendingLength(side: -1)
    let bodyEnd = bodyStart + body
    let end = bodyEnd + extendingLength(side: 1)
    var headerCursor = start
    var footerCursor = bodyEnd
    var elements: [CompositionalElement] = []
    for (item, size) in zip(items, sizes) {
      let length = axis.main(size)
      let main: Double
      switch (mainSide(item), item.extendsBoundary) {
      case (-1, true):
        main = headerCursor
        headerCursor += length
      case (-1, false): main = start
      case (1, true):
        main = footerCursor
        footerCursor += length
      case (1, false): main = end - length
      default: main = bodyStart + bodyContentOffset
      }
      let crossLength = axis.cross(size)
      let cross =
        crossSide(item) == 1
        ? area.crossStart + area.crossLength - crossLength : area.crossStart
      let slot = axis.rect(main: main, cross: cross, mainLength: length, crossLength: crossLength)
      elements.append(
        CompositionalElement(
          kind: item.elementKind,
          frame: slot.inset(by: item.contentInsets.layoutSpaceInsets)
            .offsetBy(dx: item.offset.x, dy: item.offset.y),
          zIndex: item.zIndex, pinnedEdge: pinnedEdge(item),
          estimatesLength: estimatesLength(item)))
    }
    return (elements, bodyStart, end)
  }

  /// Whether the boundary item's length along the scroll direction is estimated.
  private func estimatesLength(_ item: CollectionLayoutBoundarySupplementaryItem) -> Bool {
    (axis.isVertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension)
      .isEstimated
  }

  /// The visible edge a boundary item pins to: a header's start, a footer's end; nil when it does
  /// not pin or sits on neither side along the scroll direction (UIKit pins headers and footers).
  private func pinnedEdge(
    _ item: CollectionLayoutBoundarySupplementaryItem
  ) -> CompositionalElement.PinnedEdge? {
    guard item.pinToVisibleBounds else { return nil }
    switch mainSide(item) {
    case -1: return .start
    case 1: return .end
    default: return nil
    }
  }

  /// The item's side along the scroll direction: -1 before (a header), +1 after (a footer), 0.
  private func mainSide(_ item: CollectionLayoutBoundarySupplementaryItem) -> Int {
    axis.isVertical ? item.alignment.sides.vertical : item.alignment.sides.horizontal
  }

  /// The item's side across the scroll direction: -1 before, +1 after, 0.
  private func crossSide(_ item: CollectionLayoutBoundarySupplementaryItem) -> Int {
    axis.isVertical ? item.alignment.sides.horizontal : item.alignment.sides.vertical
  }
}
