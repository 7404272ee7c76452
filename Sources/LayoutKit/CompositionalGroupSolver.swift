import Foundation

/// Solves one `CollectionLayoutGroup` at a given size: the frames of its leaf items, relative to
/// the group's origin, in layout space (left to right, unrounded), in the order the section hands
/// them its items (docs/uikit-choices.md, "Compositional layout").
struct CompositionalGroupSolver {
  /// The most leaves to solve.
  let limit: Int
  /// The collection view's traits, for a custom group's environment.
  let traitCollection: TraitCollection

  /// One subitem given its slot along the group's axis, before flexible space is shared out.
  struct Slot {
    let item: CollectionLayoutItem
    /// The slot's size: the subitem's size resolved against the group's content area (with
    /// self-sizing's measured sizes, in a measured solve).
    var size: CGSize
    /// Edge spacing before and after along the group's axis (the least, when flexible).
    let leading: Double
    let trailing: Double
    let leadingIsFlexible: Bool
    let trailingIsFlexible: Bool
    /// A nested group's size at the estimates, when a measured solve grew it to `size`.
    var estimatedSize: CGSize? = nil
  }

  /// Slack for the "does the next subitem fit" test, so that three thirds of 400 points (which
  /// add up to 400.00000000000006) fit in 400.
  private static func fits(_ end: Double, in length: Double) -> Bool {
    end <= length + 1e-9 * max(1, abs(length))
  }

  /// The leaves of `group` solved at `size`, relative to the group's origin, at the estimates
  /// (`measuredLeaves` solves them with self-sizing's sizes).
  func leaves(of group: CollectionLayoutGroup, size: CGSize) -> [CompositionalLeaf] {
    var frames: [CompositionalLeaf] = []
    appendLeaves(
      of: group, in: CGRect(origin: .zero, size: size), outermost: true, to: &frames)
    return frames
  }

  /// Appends the leaves of `group` laid out in `slot`: its content area is the slot minus the
  /// group's content insets; nested groups recurse into the slots they are given.
  /// `sizing`: a measured solve's sizes (`CompositionalGroupSolver+Measured`), with the group's
  /// size at the estimates, which fixes how many items a group estimated along its axis holds.
  /// `outermost`: the section's group, whose supplementary items follow its measured length; a
  /// nested group's keep their slot.
  func appendLeaves(
    of group: CollectionLayoutGroup, in slot: CGRect,
    sizing: (leaves: MeasuredLeaves, estimatedSize: CGSize)? = nil, outermost: Bool = false,
    to frames: inout [CompositionalLeaf]
  ) {
    let first = frames.count
    // The group's own supplementary items are anchored to its slot and ride on its first leaf,
    // so they take that item's index path and move with the repetition.
    defer {
      if !group.supplementaryItems.isEmpty, frames.indices.contains(first) {
        frames[first].supplementaries += group.supplementaryItems.map {
          $0.element(attachedTo: slot, outermost ? .group : .nestedGroup)
        }
      }
    }
    if let provider = group.customItemProvider {
      appendCustomLeaves(provider, in: slot, insets: group.contentInsets, to: &frames)
      return
    }
    let content = slot.inset(by: group.contentInsets.layoutSpaceInsets)
    let axis = FlowAxis(group.direction == .vertical ? .vertical : .horizontal)
    let slots =
      sizing.map {
        measuredSlots(
          of: group, in: content.size,
          estimatedContent: Self.contentSize(of: group, size: $0.estimatedSize), axis: axis,
          leafStart: frames.count, measured: $0.leaves)
      }
      ?? self.slots(of: group, in: content.size, axis: axis, limit: limit - frames.count)
    let offsets = Self.mainOffsets(
      of: slots, spacing: group.interItemSpacing, length: axis.main(content.size), axis: axis)
    let contentCross = axis.isVertical ? content.minX : content.minY
    for (entry, offset) in zip(slots, offsets) where frames.count < limit {
      let cross = Self.crossOffset(of: entry, crossLength: axis.cross(content.size), axis: axis)
      let rect = axis.rect(
        main: axis.mainMin(content) + offset, cross: contentCross + cross,
        mainLength: axis.main(entry.size), crossLength: axis.cross(entry.size))
      if let nested = entry.item as? CollectionLayoutGroup {
        appendLeaves(
          of: nested, in: rect,
          sizing: sizing.map { ($0.leaves, entry.estimatedSize ?? rect.size) }, to: &frames)
      } else {
        frames.append(Self.leaf(entry.item, slot: rect))
      }
    }
  }

  /// Appends a custom group's items: the provider is asked once with the group as its container
  /// (the slot's size, the group's content insets as the container's), and each frame is taken
  /// relative to the slot's origin, as the provider gave it (docs/uikit-choices.md, "Compositional
  /// layout").
  private func appendCustomLeaves(
    _ provider: CollectionLayoutGroup.CustomItemProvider, in slot: CGRect,
    insets: DirectionalEdgeInsets, to frames: inout [CompositionalLeaf]
  ) {
    let environment = CompositionalLayoutEnvironment(
      container: CompositionalLayoutContainer(contentSize: slot.size, contentInsets: insets),
      traitCollection: traitCollection)
    for item in provider(environment) where frames.count < limit {
      frames.append(
        CompositionalLeaf(
          frame: item.frame.offsetBy(dx: slot.minX, dy: slot.minY), zIndex: item.zIndex))
    }
  }

  /// The subitems the group holds, each with its slot. A `subitem:count:` group divides its
  /// length, minus the spacing between its slots, into equal slots; a `repeatingSubitem:count:`
  /// group takes its subitem exactly `count` times at its own size, fitting or not. A group of
  /// subitems takes them in turn, repeating the list, while the next one fits; the first is
  /// always taken, so every item of a section gets a frame. Fractions along the axis resolve
  /// against the length minus the spacing between the subitems that fill the group (UIKit takes
  /// spacing out before a fraction applies).
  /// A measured solve gives `resize`, which turns each subitem's size at the estimates (by its
  /// place) into its measured one before it is fitted, so a row of self-sized tags holds as
  /// many as their own widths fit, and `count`, the number of subitems a group estimated along
  /// its axis holds at its estimate (taken whether they fit or not).
  func slots(
    of group: CollectionLayoutGroup, in size: CGSize, axis: FlowAxis, limit: Int,
    count fixedCount: Int? = nil,
    resize: ((CollectionLayoutItem, Int, CGSize) -> CGSize)? = nil
  ) -> [Slot] {
    guard let first = group.subitems.first, limit > 0 else { return [] }
    let length = axis.main(size)
    let spacing = group.interItemSpacing?.spacing ?? 0
    if let count = group.repeatCount, group.resizesRepeatedSubitem {
      let slotLength = max((length - spacing * Double(count - 1)) / Double(count), 0)
      let cross = axis.cross(first.layoutSize.resolved(in: size))
      let slotSize = axis.size(mainLength: slotLength, crossLength: cross)
      return (0..<min(count, limit)).map { place in
        Self.slot(
          first, size: resize?(first, place, slotSize) ?? slotSize, axis: axis, mainEdges: false)
      }
    }
    // A repeating group's subitem comes exactly its count of times, whether it fits or not.
    let repeats = fixedCount ?? group.repeatCount
    let filling =
      group.repeatCount ?? Self.fillingCount(group, in: size, axis: axis, limit: limit)
    let spacingTaken = spacing * Double(max(filling - 1, 0))
    let fractionBase = axis.size(
      mainLength: max(length - spacingTaken, 0), crossLength: axis.cross(size))
    var slots: [Slot] = []
    var cursor = 0.0
    var cursorAtPassStart = 0.0
    var index = 0
    while slots.count < min(limit, repeats ?? limit) {
      let item = group.subitems[index % group.subitems.count]
      let mainSize = Self.mainLength(of: item, size: size, fractionBase: fractionBase, axis: axis)
      let crossSize = axis.cross(item.layoutSize.resolved(in: size))
      let estimated = axis.size(mainLength: mainSize, crossLength: crossSize)
      let slot = Self.slot(
        item, size: resize?(item, slots.count, estimated) ?? estimated, axis: axis,
        mainEdges: true)
      let end =
        cursor + (slots.isEmpty ? 0 : spacing) + slot.leading + axis.main(slot.size)
        + slot.trailing
      if repeats == nil && !slots.isEmpty && !Self.fits(end, in: length) { break }
      slots.append(slot)
      cursor = end
      index += 1
      // A pass over the subitems that takes no space would repeat until the limit.
      if repeats == nil && index % group.subitems.count == 0 {
        if cursor <= cursorAtPassStart { break }
        cursorAtPassStart = cursor
      }
    }
    return slots
  }

  /// How many subitems, taken in turn, fill the group's length with no spacing between them (at
  /// least one): the count whose spacing UIKit takes out before resolving fractions.
  private static func fillingCount(
    _ group: CollectionLayoutGroup, in size: CGSize, axis: FlowAxis, limit: Int
  ) -> Int {
    let length = axis.main(size)
    var total = 0.0
    var count = 0
    while count < limit {
      let item = group.subitems[count % group.subitems.count]
      let itemLength = axis.main(item.layoutSize.resolved(in: size))
      if count > 0 && (!fits(total + itemLength, in: length) || itemLength <= 0) { break }
      total += itemLength
      count += 1
    }
    return count
  }

  /// A subitem's length along the group's axis: a fraction along the axis resolves against
  /// `fractionBase` (the length with the spacing taken out); anything else against the group.
  private static func mainLength(
    of item: CollectionLayoutItem, size: CGSize, fractionBase: CGSize, axis: FlowAxis
  ) -> Double {
    let dimension =
      axis.isVertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
    let alongAxis: CollectionLayoutDimension.Kind =
      axis.isVertical ? .fractionalHeight : .fractionalWidth
    return dimension.resolved(in: dimension.kind == alongAxis ? fractionBase : size)
  }

  static func slot(
    _ item: CollectionLayoutItem, size: CGSize, axis: FlowAxis, mainEdges: Bool
  ) -> Slot {
    let spacing = item.edgeSpacing
    let before = mainEdges ? (axis.isVertical ? spacing?.top : spacing?.leading) : nil
    let after = mainEdges ? (axis.isVertical ? spacing?.bottom : spacing?.trailing) : nil
    return Slot(
      item: item, size: size, leading: before?.spacing ?? 0, trailing: after?.spacing ?? 0,
      leadingIsFlexible: before?.isFlexibleSpacing ?? false,
      trailingIsFlexible: after?.isFlexibleSpacing ?? false)
  }

  /// Where each slot starts along the axis. Space left over is shared equally by the flexible
  /// gaps: a flexible inter-item spacing between each pair, and each flexible edge spacing.
  private static func mainOffsets(
    of slots: [Slot], spacing: CollectionLayoutSpacing?, length: Double, axis: FlowAxis
  ) -> [Double] {
    let gap = spacing?.spacing ?? 0
    let used =
      slots.reduce(0) { $0 + $1.leading + axis.main($1.size) + $1.trailing }
      + gap * Double(max(slots.count - 1, 0))
    let flexibleGaps = spacing?.isFlexibleSpacing == true ? max(slots.count - 1, 0) : 0
    let flexibleEdges = slots.reduce(0) {
      $0 + ($1.leadingIsFlexible ? 1 : 0) + ($1.trailingIsFlexible ? 1 : 0)
    }
    let shares = flexibleGaps + flexibleEdges
    let extra = shares > 0 && length - used > 0 ? (length - used) / Double(shares) : 0
    var offsets: [Double] = []
    offsets.reserveCapacity(slots.count)
    var position = 0.0
    for (index, slot) in slots.enumerated() {
      if index > 0 { position += gap + (flexibleGaps > 0 ? extra : 0) }
      position += slot.leading + (slot.leadingIsFlexible ? extra : 0)
      offsets.append(position)
      position += axis.main(slot.size) + slot.trailing + (slot.trailingIsFlexible ? extra : 0)
    }
    return offsets
  }

  /// Where a slot sits across the group's axis: after its fixed edge spacing on the near side;
  /// pushed to the far side by a flexible near edge, centred between two flexible edges.
  private static func crossOffset(of slot: Slot, crossLength: Double, axis: FlowAxis) -> Double {
    let spacing = slot.item.edgeSpacing
    let before = axis.isVertical ? spacing?.leading : spacing?.top
    let after = axis.isVertical ? spacing?.trailing : spacing?.bottom
    let near = before?.spacing ?? 0
    let free = crossLength - axis.cross(slot.size) - near - (after?.spacing ?? 0)
    guard free > 0, before?.isFlexibleSpacing == true else { return near }
    return near + (after?.isFlexibleSpacing == true ? free / 2 : free)
  }

  /// An item as placed in `slot`: its frame is the slot shrunk by its content insets, except on
  /// an axis whose dimension is estimated (UIKit ignores them there); its supplementary items are
  /// anchored to that frame.
  private static func leaf(_ item: CollectionLayoutItem, slot: CGRect) -> CompositionalLeaf {
    let frame = slot.inset(by: item.effectiveContentInsets)
    return CompositionalLeaf(
      frame: frame, zIndex: item.cellZIndex,
      supplementaries: item.supplementaryItems.map { $0.element(attachedTo: frame, .item) },
      estimatesWidth: item.layoutSize.widthDimension.isEstimated,
      estimatesHeight: item.layoutSize.heightDimension.isEstimated,
      uniformWidth: item.layoutSize.widthDimension.isUniformAcrossSiblings,
      uniformHeight: item.layoutSize.heightDimension.isUniformAcrossSiblings)
  }
}
