import Foundation

/// One solved section, in layout space (left to right, unrounded): the group's leaf frames once,
/// and the arithmetic that repeats them, so an item's frame costs O(1) and the items in a rect
/// cost the groups that meet it.
struct CompositionalSectionGeometry: Sendable {
  /// The section's frame: from its first boundary item to its last, across the container.
  var frame: CGRect
  /// The section's item count.
  let itemCount: Int
  /// The leaves of one group (frames, zIndex, badges), relative to the group's origin.
  let groupLeaves: [CompositionalLeaf]
  /// Whether any of `groupLeaves` has supplementary items (badges): a rect query's walk looks
  /// for an item's badges only then, rather than at every item.
  let leavesHaveBadges: Bool
  /// The first group's origin.
  var firstGroupOrigin: CGPoint
  /// From one group's origin to the next along the scroll direction: length plus spacing.
  let groupPitch: Double
  /// Headers and footers, in the order the section lists them.
  var supplementaries: [CompositionalElement]
  /// Backgrounds, in the order the section lists them.
  var decorations: [CompositionalElement]
  let axis: FlowAxis
  /// The lengths self-sizing measured, and the groups they lengthened.
  var measurements = CompositionalMeasurements.none
  /// The sizes self-sizing measured for its items' badges (CompositionalSectionGeometry+
  /// Supplementary); nil, one reference a rect query's copy of the section does not retain,
  /// until one is measured.
  var measuredBadges: CompositionalMeasuredBadges? = nil
  /// How the section scrolls on its own when its `orthogonalScrollingBehavior` is not `.none`:
  /// its groups then stand side by side across the scroll direction, `groupPitch` apart.
  var orthogonal: CompositionalOrthogonalScroller? = nil {
    didSet { groupsAlongMain = orthogonal == nil }
  }

  /// Whether the groups follow one another along the layout's scroll direction (not orthogonal):
  /// kept as `orthogonal` is set, since a rect query's walk asks it for every item and the
  /// scroller (its self-sized groups' spans an array) is no longer a plain value to test.
  private(set) var groupsAlongMain = true
  /// A section solved group by group (`CompositionalSectionSolver.flowedGroups`) holds all its
  /// items as one run of leaves: where its groups reach along the scroll direction, relative to
  /// the first group's origin, so that a rect query finds the groups it meets by binary search.
  var flowedGroups: CompositionalRowIndex? = nil
  /// Whether the group re-flows with its items' measured lengths across the scroll direction
  /// or a nested group holds an item estimated there (`CompositionalSectionSolver
  /// .takesLengthsAcross`): self-sizing then takes those lengths too.
  var flowsAcross = false
  /// Where the leaves of one group, their supplementary items included, reach along the scroll
  /// direction, relative to its origin: worked out once, as every rect query needs it.
  let leafExtent: (low: Double, high: Double)

  /// A section of `itemCount` items in groups of `groupLeaves`, the first at
  /// `firstGroupOrigin` and each next one `groupPitch` further, in `frame`; `leafExtent`, when
  /// the leaves' reach is known already (`leafExtent(of:axis:)`).
  init(
    frame: CGRect, itemCount: Int, groupLeaves: [CompositionalLeaf], firstGroupOrigin: CGPoint,
    groupPitch: Double, supplementaries: [CompositionalElement],
    decorations: [CompositionalElement], axis: FlowAxis,
    leafExtent: (low: Double, high: Double)? = nil
  ) {
    self.frame = frame
    self.itemCount = itemCount
    self.groupLeaves = groupLeaves
    leavesHaveBadges = groupLeaves.contains { !$0.supplementaries.isEmpty }
    self.firstGroupOrigin = firstGroupOrigin
    self.groupPitch = groupPitch
    self.supplementaries = supplementaries
    self.decorations = decorations
    self.axis = axis
    self.leafExtent = leafExtent ?? Self.leafExtent(of: groupLeaves, axis: axis)
  }

  /// Where `leaves`, their supplementary items included, reach along the scroll direction
  /// (0 to 0 without leaves).
  static func leafExtent(of leaves: [CompositionalLeaf], axis: FlowAxis) -> (
    low: Double, high: Double
  ) {
    CompositionalLeaf.reach(of: leaves, alongY: axis.isVertical) ?? (0, 0)
  }

  /// How many groups the items fill (the last one possibly in part).
  var groupCount: Int {
    groupLeaves.isEmpty ? 0 : (itemCount + groupLeaves.count - 1) / groupLeaves.count
  }

  /// Item `item` placed in its group (0 ≤ item < itemCount, when the group has leaves): its
  /// frame, zIndex and supplementary items in layout space. `origin`: where the first group is
  /// now, when the section has moved since it was solved (`CompositionalSectionStarts
  /// .groupOrigin`), so that it is read in place rather than copied to be moved; nil: where it
  /// was solved.
  func item(_ item: Int, origin: CGPoint? = nil) -> CompositionalLeaf {
    let origin = origin ?? firstGroupOrigin
    let group = item / groupLeaves.count
    let position = groupsAlongMain ? measurements.position(before: group) : 0
    return placed(
      item, groupStart: groupStart(group, measuredPosition: position, origin: origin),
      origin: origin)
  }

  /// Items `items` (consecutive, each 0 ≤ item < itemCount) placed as `item(_:)` places them,
  /// handed to `body` in order until it returns false: each with its frame, zIndex and
  /// supplementary items. Each group's start is worked out once, and the measured groups before
  /// it are followed as the walk passes them rather than searched for again (a rect query's
  /// items are consecutive); an item without supplementary items is not copied. `origin`: as
  /// `item(_:origin:)`'s.
  func forEachItem(
    _ items: Range<Int>, origin: CGPoint? = nil,
    _ body: (Int, CGRect, Int, [CompositionalElement]) -> Bool
  ) {
    forEachPlacedItem(items, origin: origin) { body($0, $1, $2, $3 ?? []) }
  }

  /// `forEachItem(_:origin:_:)`'s walk, handing nil for an item without supplementary items:
  /// an array handed to every item costs a retain and a release each, at every rect query.
  func forEachPlacedItem(
    _ items: Range<Int>, origin: CGPoint?,
    _ body: (Int, CGRect, Int, [CompositionalElement]?) -> Bool
  ) {
    guard !items.isEmpty, !groupLeaves.isEmpty else { return }
    let origin = origin ?? firstGroupOrigin
    let perGroup = groupLeaves.count
    var group = items.lowerBound / perGroup
    var position = measurements.position(before: group)
    var start = groupStart(group, measuredPosition: position, origin: origin)
    // The measured lengths are passed in step with the items.
    let measuredItems = groupsAlongMain ? measurements.orderedItems : []
    let measuredLengths = measurements.orderedLengths
    var measured =
      measuredItems.isEmpty ? 0 : measurements.orderedPosition(atOrAfter: items.lowerBound)
    for item in items {
      if item / perGroup != group {
        group = item / perGroup
        position = measurements.position(before: group, from: position)
        start = groupStart(group, measuredPosition: position, origin: origin)
      }
      while measured < measuredItems.count && measuredItems[measured] < item { measured += 1 }
      let length =
        measured < measuredItems.count && measuredItems[measured] == item
        ? measuredLengths[measured] : nil
      // The leaf's parts are read in place: a copy of the leaf would retain its badges.
      let place = item % perGroup
      let frame = placedFrame(
        leafFrame: groupLeaves[place].frame, groupStart: start, measuredLength: length,
        origin: origin)
      let going =
        !leavesHaveBadges || groupLeaves[place].supplementaries.isEmpty
        ? body(item, frame, groupLeaves[place].zIndex, nil)
        : body(
          item, frame, groupLeaves[place].zIndex,
          placed(item, groupStart: start, origin: origin).supplementaries)
      guard going else { return }
    }
  }

  /// Item `item` placed in its group, which starts at `shift` along the direction the groups
  /// advance, the first group at `origin`.
  private func placed(_ item: Int, groupStart shift: Double, origin: CGPoint) -> CompositionalLeaf {
    let leaf = groupLeaves[item % groupLeaves.count]
    let offset = groupOffset(groupStart: shift, origin: origin)
    var placed = leaf.offsetBy(dx: offset.dx, dy: offset.dy)
    placed.frame = placedFrame(
      leafFrame: leaf.frame, groupStart: shift,
      measuredLength: groupsAlongMain ? measurements.length(ofItem: item) : nil, origin: origin)
    return placed.supplementaries.isEmpty
      ? placed
      : anchoringSupplementaries(of: placed, item: item, groupStart: shift, origin: origin)
  }

  /// The frame of an item whose leaf's frame in its group is `leafFrame`, in its group that
  /// starts at `shift`: moved with the group, and `measuredLength` long along the scroll
  /// direction when it was measured (in a section whose groups follow one another along it).
  private func placedFrame(
    leafFrame: CGRect, groupStart shift: Double, measuredLength: Double?, origin: CGPoint
  ) -> CGRect {
    let offset = groupOffset(groupStart: shift, origin: origin)
    let frame = leafFrame.offsetBy(dx: offset.dx, dy: offset.dy)
    guard groupsAlongMain, let length = measuredLength else { return frame }
    return axis.isVertical
      ? CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: length)
      : CGRect(x: frame.minX, y: frame.minY, width: length, height: frame.height)
  }

  /// How a group that starts at `shift` moves its leaves: along y for a vertical layout, or
  /// for an orthogonal section of a horizontal one, else along x; the first group's origin
  /// (`origin`) across.
  func groupOffset(groupStart shift: Double, origin: CGPoint) -> (dx: Double, dy: Double) {
    let advancesAlongY = axis.isVertical == groupsAlongMain
    return (advancesAlongY ? origin.x : shift, advancesAlongY ? shift : origin.y)
  }

  /// Where group `group` starts along the direction the groups advance (the scroll direction,
  /// or across it in an orthogonal section): the first group's start, the pitch per group before
  /// it, and what measurements changed in those groups.
  func groupStart(_ group: Int) -> Double {
    groupStart(
      group, measuredPosition: groupsAlongMain ? measurements.position(before: group) : 0,
      origin: firstGroupOrigin)
  }

  /// `groupStart(_:)` for a group with `measuredPosition` measured groups before it
  /// (`CompositionalMeasurements.position(before:)`), the first group at `origin`.
  private func groupStart(_ group: Int, measuredPosition: Int, origin: CGPoint) -> Double {
    guard groupsAlongMain else {
      return (axis.isVertical ? origin.x : origin.y) + groupPitch * Double(group)
    }
    return (axis.isVertical ? origin.y : origin.x) + groupPitch * Double(group)
      + measurements.shift(atPosition: measuredPosition)
  }

  /// The items whose groups can meet the interval [low, high] along the scroll direction: every
  /// item outside the range certainly lies outside it. `groupOrigin`: as `item(_:origin:)`'s
  /// `origin`.
  func itemCandidates(mainLow low: Double, mainHigh high: Double, groupOrigin: CGPoint? = nil)
    -> Range<Int>
  {
    let groups = groupCount
    guard groups > 0 else { return 0..<0 }
    // An orthogonal section's groups are found across the scroll direction
    // (`orthogonalItemCandidates`).
    guard groupsAlongMain else { return 0..<itemCount }
    let groupOrigin = groupOrigin ?? firstGroupOrigin
    let origin = axis.isVertical ? groupOrigin.y : groupOrigin.x
    let extent = leavesReach
    // A section solved group by group is one run of leaves, found in its groups' index: O(log
    // n + k). Measured badges may stick out of their items: the interval is widened by them.
    if let flowedGroups, groupLeaves.count == itemCount {
      let reach = measuredBadges?.reach ?? 0
      return flowedGroups.items(low: low - origin - reach, high: high - origin + reach)
    }
    // Groups that do not move forward (a negative spacing as long as the group) can meet any
    // interval: all of them are candidates.
    guard groupPitch > 0 else { return 0..<itemCount }
    if measurements.movesGroups {
      return measuredItemCandidates(
        low: low, high: high, extent: extent, groups: groups, origin: groupOrigin)
    }
    let first = Self.groupIndex((low - origin - extent.high) / groupPitch, .down, groups)
    let last = Self.groupIndex((high - origin - extent.low) / groupPitch, .up, groups)
    let clampedFirst = max(first, 0)
    let clampedLast = min(last, groups - 1)
    guard clampedFirst <= clampedLast else { return 0..<0 }
    let perGroup = groupLeaves.count
    return (clampedFirst * perGroup)..<min((clampedLast + 1) * perGroup, itemCount)
  }

  /// `itemCandidates` when measurements moved groups: binary searches over the group starts,
  /// which still grow with the index while every group keeps a positive pitch; otherwise every
  /// item.
  private func measuredItemCandidates(
    low: Double, high: Double, extent: (low: Double, high: Double), groups: Int, origin: CGPoint
  ) -> Range<Int> {
    guard groupPitch + measurements.smallestChange > 0 else { return 0..<itemCount }
    let reach = extent.high + measurements.largestGrowth
    let first = measurements.partitionGroups(groups) { group, position in
      groupStart(group, measuredPosition: position, origin: origin) + reach >= low
    }
    let end = measurements.partitionGroups(groups) { group, position in
      groupStart(group, measuredPosition: position, origin: origin) + extent.low > high
    }
    guard first < end else { return 0..<0 }
    let perGroup = groupLeaves.count
    return (first * perGroup)..<min(end * perGroup, itemCount)
  }

  /// A group index from a quotient that may be huge or infinite (a rect query over everything):
  /// clamped to -1...groups as a Double before it becomes an Int, so it cannot trap.
  static func groupIndex(
    _ quotient: Double, _ rule: FloatingPointRoundingRule, _ groups: Int
  ) -> Int {
    guard !quotient.isNaN else { return 0 }
    return Int(min(max(quotient.rounded(rule), -1), Double(groups)))
  }

  /// How far along the scroll direction anything of the section reaches: its frame, its boundary
  /// items and its items (which negative insets or offsets can carry outside the frame).
  var searchExtent: (low: Double, high: Double) {
    var low = axis.mainMin(frame)
    var high = axis.mainMax(frame)
    // Two loops rather than one over the two arrays joined, which would allocate.
    for element in supplementaries {
      low = min(low, axis.mainMin(element.frame))
      high = max(high, axis.mainMax(element.frame))
    }
    for element in decorations {
      low = min(low, axis.mainMin(element.frame))
      high = max(high, axis.mainMax(element.frame))
    }
    if groupCount > 0 {
      let origin = axis.isVertical ? firstGroupOrigin.y : firstGroupOrigin.x
      let extent = leavesReach
      // An orthogonal section's groups stand in one row: they reach no further along it.
      let lastShift = groupsAlongMain ? groupStart(groupCount - 1) - origin : 0
      low = min(low, origin + extent.low + min(lastShift, 0))
      high = max(high, origin + extent.high + max(lastShift, 0) + measurements.largestGrowth)
    }
    return (low, high)
  }
}
