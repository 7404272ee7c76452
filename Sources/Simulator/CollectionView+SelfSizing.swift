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
  func selfSizingLayoutPass() {
    var cause = passCause
    for pass in 1...Self.maximumSelfSizingPasses {
      let invalidationsBefore = invalidationCount
      visibleCellsPass(cause: cause)
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

  /// One visible-cells pass.
  private func visibleCellsPass(cause: Cause) {
    layout._willPerformUpdateVisibleCellsPass()
    var now = queryVisibleElements(in: selfSizingQueryRect)
    readContentSize(firstPass: false)
    // Views that left, then views that stay (moved or resized), then new views.
    emitTransitions(
      from: visible, to: now.filter { visible[$0.key] != nil }, cause: cause, animated: false,
      asksSurvivors: false
    ) { $0 }
    for key in visible.keys where now[key] == nil { askedPreferredAttributes.remove(key) }
    visible = visible.filter { now[$0.key] != nil }
    for (key, attributes) in now where visible[key] != nil { visible[key] = attributes }
    var remaining = newElements(now)
    while !remaining.isEmpty {
      // Cells come in chunks of max(1, min(5, half of what is left)); supplementary and
      // decoration views all at once.
      let cells = remaining.filter { $0.key.category == .cell }
      let chunk =
        cells.isEmpty ? remaining : Array(cells.prefix(max(1, min(5, cells.count / 2))))
      for (key, attributes) in chunk {
        log.emit(.appear(id: key.id, cause: cause, from: nil, to: Attrs(attributes)))
        visible[key] = attributes
        askForPreferredAttributes(attributes)
      }
      let shown = Set(chunk.map(\.key))
      remaining.removeAll { shown.contains($0.key) }
      guard !remaining.isEmpty else { break }
      // Between chunks the layout records what it queued; when that moved things, what is
      // still to be shown is found again in the current bounds.
      if didPerformVisibleCellsPass() {
        layout._willPerformUpdateVisibleCellsPass()
        prepareIfNeeded()
        now = queryVisibleElements(in: selfSizingQueryRect)
        remaining = newElements(now)
      } else {
        layout._willPerformUpdateVisibleCellsPass()
      }
    }
    _ = didPerformVisibleCellsPass()
  }

  /// `_didPerformUpdateVisibleCellsPassWithLayoutOffset:` on the layout; its invalidation is
  /// logged with the context it sent (the measured items, the content size's adjustment).
  private func didPerformVisibleCellsPass() -> Bool {
    invalidationReason = .context
    defer { invalidationReason = nil }
    let invalidated = layout._didPerformUpdateVisibleCellsPass()
    drainDiagnostics()
    return invalidated
  }

  /// What the collection view's data asks a self-sizing layout for: the bounds grown by a tenth
  /// of their size on every side (reference 3.5).
  var selfSizingQueryRect: CGRect {
    bounds.insetBy(dx: -bounds.width * 0.1, dy: -bounds.height * 0.1)
  }

  /// The elements of `now` without a view, nearest the visible origin first, cells before
  /// supplementary views before decorations.
  private func newElements(_ now: [ElementKey: LayoutAttributes]) -> [(
    key: ElementKey, attributes: LayoutAttributes
  )] {
    let origin = bounds.origin
    func distance(_ frame: CGRect) -> Double {
      let dx = frame.minX - origin.x
      let dy = frame.minY - origin.y
      return dx * dx + dy * dy
    }
    func rank(_ category: ElementCategory) -> Int {
      switch category {
      case .cell: 0
      case .supplementaryView: 1
      case .decorationView: 2
      }
    }
    return now.filter { visible[$0.key] == nil }.map { (key: $0.key, attributes: $0.value) }
      .sorted { a, b in
        if rank(a.key.category) != rank(b.key.category) {
          return rank(a.key.category) < rank(b.key.category)
        }
        let da = distance(a.attributes.frame)
        let db = distance(b.attributes.frame)
        return da != db ? da < db : a.key < b.key
      }
  }

  /// `_checkForPreferredAttributesInView:originalAttributes:`: once per view until it is reused,
  /// the view's preferred attributes (a cell answers the size the data gives it, or keeps the
  /// one it was given), the frame rounded to the screen's pixels; a different size goes to the
  /// layout.
  func askForPreferredAttributes(_ attributes: LayoutAttributes) {
    let key = attributes.key
    guard !askedPreferredAttributes.contains(key) else { return }
    askedPreferredAttributes.insert(key)
    guard let preferred = preferredLayoutAttributesFitting(attributes),
      preferred.size != attributes.size
    else { return }
    let args = JSONValue.object([
      ("id", .string(key.id)), ("size", JSONValue(preferred.size)),
    ])
    call("shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)", args)
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return }
    call("invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)", args)
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    invalidateLayout(with: context, reason: .context, cause: .layout)
  }

  /// UICollectionReusableView.preferredLayoutAttributesFitting(_:) of the simulated view: a cell
  /// sized by the data (what Auto Layout would answer), else the attributes as they are.
  func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes? {
    guard let copy = attributes.copy() as? LayoutAttributes else { return nil }
    if attributes.representedElementCategory == .cell,
      data.indices.contains(attributes.indexPath.section),
      let size = data[attributes.indexPath.section].size(ofItem: attributes.indexPath.item)
    {
      copy.frame.size = size
    }
    let scale = displayScale
    copy.frame = CGRect(
      x: roundToPixels(copy.frame.minX, scale: scale),
      y: roundToPixels(copy.frame.minY, scale: scale),
      width: roundToPixels(copy.frame.width, scale: scale),
      height: roundToPixels(copy.frame.height, scale: scale))
    return copy
  }
}
