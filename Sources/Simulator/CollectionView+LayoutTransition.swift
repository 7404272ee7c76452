import Foundation
import LayoutKit

/// A layout switch waiting for its layout pass.
struct PendingTransition {
  var oldLayout: CollectionViewLayout
  var animated: Bool
  var duration: Double
  var completion: () -> Void
}

extension CollectionView {
  /// UICollectionView.setCollectionViewLayout(_:animated:): the old layout hears
  /// prepareForTransition(to:) and the new one prepareForTransition(from:), each remembering the
  /// other so that, while animated, disappearing elements go to the new layout's attributes and
  /// appearing ones come from the old layout's, without fading; everything is invalidated for
  /// the new layout, which is asked targetContentOffset(forProposedContentOffset:); the elements
  /// change with cause `transition`; finalizeLayoutTransition() ends it on both layouts.
  public func setCollectionViewLayout(
    _ newLayout: CollectionViewLayout, animated: Bool,
    duration: Double = ScrollView.defaultAnimationDuration,
    completion: @escaping () -> Void
  ) {
    let oldLayout = layout
    newLayout._setCollectionView(self)
    callLayout("prepareForTransition(to:)", .object([("layout", .string("old"))])) {
      $0._prepareForTransition(to: newLayout)
    }
    callLayout(
      "prepareForTransition(from:)", .object([("layout", .string("new"))]), on: newLayout
    ) { $0._prepareForTransition(from: oldLayout) }
    drainDiagnostics()
    layout = newLayout
    let pending = PendingTransition(
      oldLayout: oldLayout, animated: animated, duration: duration, completion: completion)
    let context = type(of: newLayout).makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context, reason: .everything, cause: .transition)
    setNeedsLayoutPass(LayoutPassRequest(cause: .transition, work: .transition(pending)))
  }

  func performTransitionPass(_ transition: PendingTransition) {
    let proposed = bounds.origin
    let target = callLayout(
      "targetContentOffset(forProposedContentOffset:)", .object([("proposed", JSONValue(proposed))])
    ) { $0.targetContentOffset(forProposedContentOffset: proposed) }
    log.emit(.target(proposed: proposed, velocity: .zero, target: target))
    if target.x.isFinite, target.y.isFinite { setContentOffset(target, change: .layoutPass) }
    let now = queryVisibleElements()
    emitTransitions(
      from: visible, to: now, cause: .transition, animated: transition.animated,
      disappearingLayout: transition.oldLayout
    )
    visible = now
    // A new layout that estimates sizes asks every view shown again.
    if layout._estimatesSizes {
      askedPreferredAttributes.removeAll()
      selfSizingLayoutPass(cause: .layout)
    }
    // Both layouts have given every attribute the transition needs: they hear
    // finalizeLayoutTransition() now, before the transition animates (Apple's documentation:
    // "after it has gathered all of the layout attributes needed to perform a transition").
    callLayout(
      "finalizeLayoutTransition()", .object([("layout", .string("old"))]),
      on: transition.oldLayout
    ) { $0._finalizeLayoutTransition() }
    callLayout("finalizeLayoutTransition()", .object([("layout", .string("new"))])) {
      $0._finalizeLayoutTransition()
    }
    drainDiagnostics()
    let finish = {
      transition.oldLayout._setCollectionView(nil)
      transition.completion()
    }
    if transition.animated {
      wait(ticks: runLoop.clock.ticks(for: transition.duration), completion: finish)
    } else {
      finish()
    }
  }
}
