import Foundation
import LayoutKit

extension CollectionView {
  /// How many visible-cells passes one layout pass may run while the layout keeps invalidating
  /// itself. UIKit has no bound (it attaches a feedback-loop debugger after 15); a replay needs
  /// one to end.
  static let maximumSelfSizingPasses = 100

  /// `_updateVisibleCellsNow:` for a layout that estimates sizes: passes over the visible bounds
  /// until the layout stops invalidating itself. Each pass shows new cells in chunks, asks each
  /// new cell for its preferred attributes, and hands the differences to the layout, which
  /// records them at the end of the pass and asks for another.
  func selfSizingLayoutPass(cause first: Cause) {
    var cause = first
    defer { restorationAnchor = nil }
    for pass in 1...Self.maximumSelfSizingPasses {
      let invalidationsBefore = invalidationCount
      applyRestorationAnchor()
      visibleCellsPass(cause: cause)
      applyRestorationAnchor()
      // Invalidated during the pass (between chunks or at its end): UIKit runs the next pass at
      // once, inside this one.
      guard invalidationCount != invalidationsBefore, !log.halted else { return }
      if pass == Self.maximumSelfSizingPasses {
        log.emit(
          .warning(
            message: "The layout invalidated itself in \(pass) visible-cells passes in a row; "
              + "scrollsim stops here (UIKit would go on: a feedback loop)."))
        return
      }
      cause = .layout
      // The pass the invalidation scheduled is this next one.
      cancelScheduledPass()
      prepareIfNeeded()
    }
  }

  /// One visible-cells pass. New cells are created in chunks of max(1, min(5, half of those
  /// left)), nearest the visible origin first; between chunks the layout records what it
  /// queued, and when that invalidated it the visible elements are found again, so each chunk
  /// starts a sub-pass of its own: the corrections of the views shown (`change`, cause
  /// `layout`), then the next chunk.
  private func visibleCellsPass(cause: Cause) {
    layout._willPerformUpdateVisibleCellsPass()
    var subPassCause = cause
    // What each sub-pass's answer has without a view (indices into it), in creation order,
    // then the chunk made of them: one buffer for all the sub-passes.
    var remaining: [Int] = []
    while true {
      let now = queryVisibleElements(in: selfSizingQueryRect)
      readContentSize(firstPass: false)
      updateShownElements(to: now, cause: subPassCause, arriving: &remaining)
      let cellCount = Self.sortInCreationOrder(&remaining, of: now, origin: bounds.origin)
      // Supplementary and decoration views come all at once with the first chunk of cells,
      // where the estimates put them, and move with the corrections.
      let firstCells = cellCount == 0 ? 0 : max(1, min(5, cellCount / 2))
      // The chunk is what `remaining` keeps: the first cells and every other view. The cells
      // left wait for a later sub-pass, which finds them again.
      remaining.removeSubrange(firstCells..<cellCount)
      // Created nearest first; the stream lists one pass's appearances in element order, and a
      // chunk whose measurements invalidate nothing adds to the same pass (held until it ends).
      for index in remaining {
        let (key, attributes) = (now.entries[index].key, now.entries[index].attributes)
        holdAppearance(key, now: attributes, cause: subPassCause, animated: false)
        visible[key] = attributes
      }
      for index in remaining {
        askForPreferredAttributes(now.entries[index].attributes, key: now.entries[index].key)
      }
      guard firstCells < cellCount else { break }
      _ = didPerformVisibleCellsPass()
      layout._willPerformUpdateVisibleCellsPass()
      if !layoutIsValid {
        cancelScheduledPass()
        prepareIfNeeded()
        subPassCause = .layout
      }
    }
    // Views already shown and not asked yet are asked too (after an update, a bounds change),
    // in canonical order (which `<` sorts as). A view noted asked in this generation is not
    // looked up again.
    let generation = askedPreferredAttributes.generation
    for index in visible.entries.indices where visible.entries[index].askedIn != generation {
      askForPreferredAttributes(visible.entries[index].attributes, key: visible.entries[index].key)
      // Asking invalidates at most: the visible set and the asked generation stay as they are.
      visible.noteAsked(at: index, generation: generation)
    }
    _ = didPerformVisibleCellsPass()
  }

  /// The views shown brought up to a sub-pass's answer `now`, both sets walked together once
  /// (`holdPlainTransitions`): one that stays takes its new attributes (a `change` when they
  /// are not isEqual), one that left disappears and will be asked its size again when it comes
  /// back; what `now` has without a view is put in `arriving` (its indices in `now`, in
  /// canonical order; what it held before is dropped) for the chunks to create. A fling runs
  /// this several times a display tick.
  private func updateShownElements(
    to now: VisibleElements, cause: Cause, arriving: inout [Int]
  ) {
    arriving.removeAll(keepingCapacity: true)
    holdPlainTransitions(
      from: visible, to: now, cause: cause, data: data,
      arriving: { arriving.append($0) },
      leaving: { self.askedPreferredAttributes.removeDeparted($0) })
    // In place: the entries that stay keep what is noted on them.
    visible.keepOnly(now)
    drainDiagnostics()
  }

  /// `_didPerformUpdateVisibleCellsPassWithLayoutOffset:` on the layout; its invalidation is
  /// logged with the context it sent (the measured items, the content size's adjustment).
  private func didPerformVisibleCellsPass() -> Bool {
    let cause = invalidationRequest?.cause ?? .layout
    let invalidated = asking(InvalidationRequest(reason: .context, cause: cause)) {
      layout._didPerformUpdateVisibleCellsPass()
    }
    drainDiagnostics()
    return invalidated
  }

  /// `_saveContentOffsetRestorationAnchorIfNecessaryUsingModel:`: the shown cell nearest the
  /// visible origin (but those in `excluded`), and the distance from it to that origin along the
  /// scroll direction.
  func saveRestorationAnchor(excluding excluded: Set<ElementKey>) {
    let vertical = layout.scrollingAxes.contains(.vertical)
    let inset = adjustedContentInset
    let origin = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
    var best: (key: ElementKey, distance: Double)?
    for key in visible.keys.sorted() where key.category == .cell && !excluded.contains(key) {
      guard let frame = visible[key]?.frame else { continue }
      let start = vertical ? frame.minY : frame.minX
      if best.map({ abs(origin - start) < abs($0.distance) }) ?? true {
        best = (key, origin - start)
      }
    }
    restorationAnchor = best
  }

  /// `_contentOffsetForRestoringPositionToCurrentRestorationAnchorWithContentInsets:`: the
  /// offset that puts the anchor where it was, within the offset limits. Inside an animated
  /// update (`animated`) the offset is set in the animation block: no `scroll` event here, the
  /// update's glide shows it.
  func applyRestorationAnchor(animated: Bool = false) {
    guard let anchor = restorationAnchor,
      let frame = callLayout(
        "layoutAttributesForItem(at:)", .object([("id", .string(anchor.key.id))]),
        { $0.layoutAttributes(for: anchor.key)?.frame })
    else { return }
    let inset = adjustedContentInset
    var offset = bounds.origin
    if layout.scrollingAxes.contains(.vertical) {
      offset.y = frame.minY + anchor.distance - inset.top
    } else {
      offset.x = frame.minX + anchor.distance - inset.left
    }
    offset = clampedContentOffset(offset)
    guard offset != bounds.origin else { return }
    setContentOffset(offset, change: animated ? .animationBlock : .layoutPass)
  }

  /// What the collection view's data asks a self-sizing layout for: the bounds grown by a tenth
  /// of their size on every side (docs/uikit-reference.md, "Which rect").
  var selfSizingQueryRect: CGRect {
    bounds.insetBy(dx: -bounds.width * 0.1, dy: -bounds.height * 0.1)
  }

  /// Sorts `elements` (indices into `set`) in the order their views are created: cells before
  /// supplementary views before decorations, each nearest the visible `origin` first (then by
  /// key); returns how many are cells. Each element's category and distance are worked out once
  /// (`frame` is open, a dispatch per read), and the keys are compared only at a tie.
  private static func sortInCreationOrder(
    _ elements: inout [Int], of set: VisibleElements, origin: CGPoint
  ) -> Int {
    guard elements.count > 1 else {
      return elements.count { set.entries[$0].key.category == .cell }
    }
    var order = elements.map { index in
      let frame = set.entries[index].attributes.frame
      let (dx, dy) = (frame.minX - origin.x, frame.minY - origin.y)
      return (category: set.entries[index].key.category, distance: dx * dx + dy * dy, index: index)
    }
    order.sort { a, b in
      if a.category != b.category { return a.category < b.category }
      if a.distance != b.distance { return a.distance < b.distance }
      return set.entries[a.index].key < set.entries[b.index].key
    }
    for place in order.indices { elements[place] = order[place].index }
    return order.prefix { $0.category == .cell }.count
  }

  /// `_checkForPreferredAttributesInView:originalAttributes:`: once per view until it is reused,
  /// the view's preferred attributes (a cell answers the size the data gives it, or keeps the
  /// one it was given), the frame rounded to the screen's pixels; a different size goes to the
  /// layout. `key` is the element's (`attributes.key`, known to the caller).
  func askForPreferredAttributes(_ attributes: LayoutAttributes, key: ElementKey) {
    guard askedPreferredAttributes.insert(key) else { return }
    guard let preferred = preferredLayoutAttributesFitting(attributes),
      preferred.size != attributes.size
    else { return }
    // Made only when the calls are traced.
    func args() -> JSONValue {
      .object([("id", .string(key.id)), ("size", JSONValue(preferred.size))])
    }
    guard
      callLayout(
        "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)", args(),
        {
          $0.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        })
    else { return }
    let context = callLayout(
      "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)", args()
    ) {
      $0.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    }
    invalidateLayout(with: context, reason: .context, cause: .layout)
  }

  /// `_preferredLayoutAttributesFittingAttributes:`: the view for the element asked with a copy
  /// of its attributes (a `SimulatedView` sized by the data), the answer's frame rounded to the
  /// screen's pixels. The view keeps nothing and draws nothing, so it is not made: the copy is
  /// fitted as it would answer (`SimulatedView.fit`), without the second copy its answer makes.
  func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes? {
    // NSCopying's copy(with:) called directly: NSObject.copy() finds it through a dynamic cast
    // to the protocol, which cost more than the copy.
    guard let answer = attributes.copy(with: nil) as? LayoutAttributes else { return nil }
    SimulatedView.fit(answer, to: preferredSize(of: attributes))
    let scale = displayScale
    answer.frame = CGRect(
      x: roundToPixels(answer.frame.minX, scale: scale),
      y: roundToPixels(answer.frame.minY, scale: scale),
      width: roundToPixels(answer.frame.width, scale: scale),
      height: roundToPixels(answer.frame.height, scale: scale))
    return answer
  }

  /// The size the data gives a cell, or a supplementary view of its kind in its section (a
  /// header, a badge; the layout's own boundary items are section 0's).
  private func preferredSize(of attributes: LayoutAttributes) -> CGSize? {
    let path = attributes.indexPath
    guard data.indices.contains(path.section) else { return nil }
    let section = data[path.section]
    switch (attributes.representedElementCategory, attributes.representedElementKind) {
    case (.cell, _): return section.size(ofItem: path.item)
    case (.supplementaryView, let kind?): return section.supplementarySizes[kind]
    default: return nil
    }
  }
}
