import Foundation

/// A measured solve: one repetition of a section's group laid out with the sizes self-sizing
/// measured for its leaves, at any depth of nesting (docs/uikit-choices.md, "Self-sizing nested
/// groups"). Each leaf takes its measured size on an estimated axis; a group whose dimension is
/// estimated grows or shrinks with what it holds: along its own axis by the sum of its
/// subitems' changes (a vertical group is as tall as its stacked items), across it by the most
/// any of them changed, a subitem not measured yet counting as unchanged (a horizontal group is
/// as tall as its tallest); `uniformAcrossSiblings` leaves of one group take the largest of
/// their sizes. A group of fixed length keeps it and takes the items that fit.
extension CompositionalGroupSolver {
  /// What self-sizing measured for the leaves of one repetition, by their place in it (0 for
  /// its first leaf).
  struct MeasuredLeaves {
    /// How many leaves have items: the places past it (a partial last repetition) count for
    /// nothing in their groups' changes.
    let count: Int
    /// The measured width and height of the leaf at a place (nil where it was not measured).
    let size: (Int) -> (width: Double?, height: Double?)
  }

  /// What a subitem's place became in a measured solve: its size at the estimates and as
  /// measured, its leaves, and whether anything in it was measured.
  private struct Part {
    var estimated: CGSize
    var size: CGSize
    var leafCount: Int
    var state: State
  }

  /// Whether a part's items were measured: `absent` when it holds no item at all.
  private enum State {
    case absent, unmeasured, measured
  }

  /// The leaves of `group` solved at `size` with `measured`'s sizes, relative to the group's
  /// origin, and the group's own size once its estimated dimensions followed them.
  func measuredLeaves(
    of group: CollectionLayoutGroup, size: CGSize, measured: MeasuredLeaves
  ) -> (leaves: [CompositionalLeaf], size: CGSize) {
    let grown = grownPart(group, estimated: size, leafStart: 0, measured: measured)
    var frames: [CompositionalLeaf] = []
    appendLeaves(
      of: group, in: CGRect(origin: .zero, size: grown.size), sizing: (measured, size),
      outermost: true, to: &frames)
    return (frames, grown.size)
  }

  /// A group's content area for its size: the size less its content insets.
  static func contentSize(of group: CollectionLayoutGroup, size: CGSize) -> CGSize {
    CGRect(origin: .zero, size: size).inset(by: group.contentInsets.layoutSpaceInsets).size
  }

  /// The slots of `group`'s subitems in a content area of `content`, each sized by what was
  /// measured of the leaves from `leafStart` on; a group estimated along its axis holds as many
  /// subitems as it does in `estimatedContent` (its content at the estimates).
  func measuredSlots(
    of group: CollectionLayoutGroup, in content: CGSize, estimatedContent: CGSize, axis: FlowAxis,
    leafStart: Int, measured: MeasuredLeaves
  ) -> [Slot] {
    measuredSlotParts(
      of: group, in: content, estimatedContent: estimatedContent, axis: axis,
      leafStart: leafStart, measured: measured
    ).slots
  }

  /// `measuredSlots`, with each slot's part: its size at the estimates, its leaves and whether
  /// it was measured, from which its group's growth is worked out.
  private func measuredSlotParts(
    of group: CollectionLayoutGroup, in content: CGSize, estimatedContent: CGSize, axis: FlowAxis,
    leafStart: Int, measured: MeasuredLeaves
  ) -> (slots: [Slot], parts: [Part]) {
    let fixedCount =
      Self.dimension(of: group, along: axis, main: true).isEstimated
      ? slots(of: group, in: estimatedContent, axis: axis, limit: limit).count : nil
    let fit = { (uniformLength: Double?) in
      self.fittedSlots(
        of: group, in: content, axis: axis, count: fixedCount, leafStart: leafStart,
        measured: measured, uniformLength: uniformLength)
    }
    var (slots, parts) = fit(nil)
    // Uniform siblings along the group's axis take the largest length before they are fitted,
    // so a group of fixed length holds as many as fit at that length.
    let alongWidth = !axis.isVertical
    let siblings = Self.uniformSiblings(slots, parts, width: alongWidth)
    if fixedCount == nil, let largest = Self.largest(of: siblings, in: slots, width: alongWidth),
      siblings.contains(where: { axis.main(slots[$0].size) < largest })
    {
      (slots, parts) = fit(largest)
    }
    for index in slots.indices where slots[index].item is CollectionLayoutGroup {
      slots[index].estimatedSize = parts[index].estimated
    }
    Self.uniform(&slots, &parts, width: true)
    Self.uniform(&slots, &parts, width: false)
    return (slots, parts)
  }

  /// The slots of `group`'s subitems fitted in `content` (at most `count` of them, when given),
  /// each sized by what was measured of its leaves from `leafStart` on; `uniformLength`, when
  /// given, is the length along the group's axis of its uniform leaves.
  private func fittedSlots(
    of group: CollectionLayoutGroup, in content: CGSize, axis: FlowAxis, count: Int?,
    leafStart: Int, measured: MeasuredLeaves, uniformLength: Double?
  ) -> (slots: [Slot], parts: [Part]) {
    var parts: [Part] = []
    var cursor = leafStart
    // `slots` asks for each place in turn, once: the places' leaves follow one another.
    let slots = self.slots(of: group, in: content, axis: axis, limit: limit, count: count) {
      item, _, estimated in
      var part = self.part(item, estimated: estimated, leafStart: cursor, measured: measured)
      if let uniformLength, part.state != .absent, !(item is CollectionLayoutGroup),
        Self.dimension(of: item, along: axis, main: true).isUniformAcrossSiblings
      {
        part.size = axis.size(mainLength: uniformLength, crossLength: axis.cross(part.size))
      }
      parts.append(part)
      cursor += part.leafCount
      return part.size
    }
    parts.removeSubrange(min(slots.count, parts.count)...)
    return (slots, parts)
  }

  /// The part a subitem sized `estimated` at the estimates takes, its leaves from `leafStart`.
  private func part(
    _ item: CollectionLayoutItem, estimated: CGSize, leafStart: Int, measured: MeasuredLeaves
  ) -> Part {
    if let nested = item as? CollectionLayoutGroup {
      return grownPart(nested, estimated: estimated, leafStart: leafStart, measured: measured)
    }
    guard leafStart < measured.count else {
      return Part(estimated: estimated, size: estimated, leafCount: 1, state: .absent)
    }
    let sizes = measured.size(leafStart)
    let width = item.layoutSize.widthDimension.isEstimated ? sizes.width : nil
    let height = item.layoutSize.heightDimension.isEstimated ? sizes.height : nil
    return Part(
      estimated: estimated,
      size: CGSize(width: width ?? estimated.width, height: height ?? estimated.height),
      leafCount: 1, state: width == nil && height == nil ? .unmeasured : .measured)
  }

  /// A nested (or the outermost) group sized `estimated` at the estimates, grown by what its
  /// subitems measured: along its axis by the sum of their changes, across by the most any of
  /// them changed (at least nothing while one is not measured), each only where the group's own
  /// dimension is estimated. A custom group keeps its size.
  private func grownPart(
    _ group: CollectionLayoutGroup, estimated: CGSize, leafStart: Int, measured: MeasuredLeaves
  ) -> Part {
    if let provider = group.customItemProvider {
      let environment = CompositionalLayoutEnvironment(
        container: CompositionalLayoutContainer(
          contentSize: estimated, contentInsets: group.contentInsets),
        traitCollection: traitCollection)
      let count = min(provider(environment).count, limit)
      return Part(estimated: estimated, size: estimated, leafCount: count, state: .unmeasured)
    }
    let axis = FlowAxis(group.direction == .vertical ? .vertical : .horizontal)
    let content = Self.contentSize(of: group, size: estimated)
    let parts = measuredSlotParts(
      of: group, in: content, estimatedContent: content, axis: axis, leafStart: leafStart,
      measured: measured
    ).parts
    let changed = parts.filter { $0.state == .measured }
    let leafCount = parts.reduce(0) { $0 + $1.leafCount }
    guard !changed.isEmpty else {
      let state: State = parts.contains { $0.state == .unmeasured } ? .unmeasured : .absent
      return Part(estimated: estimated, size: estimated, leafCount: leafCount, state: state)
    }
    let along = changed.reduce(0) { $0 + axis.main($1.size) - axis.main($1.estimated) }
    let largest = changed.map { axis.cross($0.size) - axis.cross($0.estimated) }.max() ?? 0
    let across = parts.contains { $0.state == .unmeasured } ? max(largest, 0) : largest
    let main =
      axis.main(estimated)
      + (Self.dimension(of: group, along: axis, main: true).isEstimated ? along : 0)
    let cross =
      axis.cross(estimated)
      + (Self.dimension(of: group, along: axis, main: false).isEstimated ? across : 0)
    return Part(
      estimated: estimated, size: axis.size(mainLength: max(main, 0), crossLength: max(cross, 0)),
      leafCount: leafCount, state: .measured)
  }

  /// `uniformAcrossSiblings` leaves of one group, on the width (`width`) or the height, once one
  /// of them is measured: each takes the largest of their sizes there (a sibling not measured
  /// yet counting at its estimate), and counts as measured.
  private static func uniform(_ slots: inout [Slot], _ parts: inout [Part], width: Bool) {
    let siblings = uniformSiblings(slots, parts, width: width)
    guard let largest = largest(of: siblings, in: slots, width: width) else { return }
    for index in siblings {
      if width { slots[index].size.width = largest } else { slots[index].size.height = largest }
      parts[index].size = slots[index].size
      parts[index].state = .measured
    }
  }

  /// The places of a group's leaves that hold items and are `uniformAcrossSiblings` on the width
  /// (`width`) or the height; none until one of them is measured.
  private static func uniformSiblings(_ slots: [Slot], _ parts: [Part], width: Bool) -> [Int] {
    let siblings = slots.indices.filter {
      !(slots[$0].item is CollectionLayoutGroup) && parts[$0].state != .absent
        && (width
          ? slots[$0].item.layoutSize.widthDimension
          : slots[$0].item.layoutSize.heightDimension).isUniformAcrossSiblings
    }
    return siblings.contains { parts[$0].state == .measured } ? siblings : []
  }

  /// The largest size of `siblings` on the width or the height; nil when none of them is
  /// measured.
  private static func largest(of siblings: [Int], in slots: [Slot], width: Bool) -> Double? {
    siblings.map { width ? slots[$0].size.width : slots[$0].size.height }.max()
  }

  /// An item's dimension along `axis` (`main`) or across it.
  static func dimension(of item: CollectionLayoutItem, along axis: FlowAxis, main: Bool)
    -> CollectionLayoutDimension
  {
    axis.isVertical == main ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
  }
}
