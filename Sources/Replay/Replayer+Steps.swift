import Foundation
import LayoutKit
import Layouts
import Scenario
import Simulator

extension Replayer {
  /// Runs one step; `completion` gets nil on success or the step's error text, once the step
  /// (and the motion it waits for) has ended. A failing step leaves the state as it was.
  func perform(_ step: Step, on cv: CollectionView, completion: @escaping (String?) -> Void) {
    switch step.action {
    case .scroll, .drag, .fling:
      performMotion(step.action, on: cv, completion: completion)
    case .resize(let size, let animated):
      cv.setBoundsSize(size, animated: animated)
      if animated {
        cv.wait(ticks: runLoop.clock.ticks(for: ScrollView.defaultAnimationDuration)) {
          completion(nil)
        }
      } else {
        completion(nil)
      }
    case .setInsets(let contentInset, let safeAreaInsets):
      cv.setInsets(contentInset: contentInset, safeAreaInsets: safeAreaInsets)
      completion(nil)
    case .invalidate(let spec):
      invalidate(spec, cv)
      completion(nil)
    case .set(let properties):
      guard let flow = cv.layout as? FlowLayout else {
        completion("the layout has no flow-layout properties to set")
        return
      }
      cv.changeLayout(cause: .layout) { _ in properties.apply(to: flow) }
      completion(nil)
    case .wait(let spec):
      switch spec {
      case .frames(let frames): cv.wait(ticks: frames) { completion(nil) }
      case .seconds(let seconds):
        cv.wait(ticks: runLoop.clock.ticks(for: seconds)) { completion(nil) }
      case .idle: runLoop.whenIdle { completion(nil) }
      }
    case .snapshot(let rect):
      snapshot(rect, cv)
      completion(nil)
    case .expect(let expectation):
      let (passed, actual) = evaluate(expectation, cv)
      log.emit(.assert(passed: passed, expect: expectation.written, actual: actual))
      completion(nil)
    case .update(let operation):
      // insertItems(at:) and the others outside performBatchUpdates animate as a batch of one.
      cv.performBatchUpdates(
        BatchUpdate([operation]), newData: nil, animated: true,
        duration: ScrollView.defaultAnimationDuration,
        completion: completion)
    case .batch(let updates, let animated, let duration, let data):
      cv.performBatchUpdates(
        BatchUpdate(updates), newData: data, animated: animated, duration: duration,
        completion: completion)
    case .reloadData(let data):
      cv.reloadData(data)
      completion(nil)
    case .scrollToItem(let indexPath, let position, let animated):
      if let (view, target) = cv.orthogonalScroll(toItem: indexPath, position: position) {
        move(
          view, to: target, animated: animated, duration: ScrollView.defaultAnimationDuration,
          wait: true, completion: completion)
        return
      }
      guard let target = cv.contentOffset(scrollingTo: indexPath, position: position) else {
        completion(CollectionView.invalidScrollTargetMessage(indexPath))
        return
      }
      move(
        cv, to: target, animated: animated, duration: ScrollView.defaultAnimationDuration,
        wait: true, completion: completion)
    case .setLayout(let spec, let animated):
      switchLayout(to: spec, animated: animated, cv, completion: completion)
    case .diffable(let diffableStep):
      performDiffable(diffableStep, on: cv, completion: completion)
    }
  }

  /// A scroll, drag or fling of the collection view or, with `section`, of that section's own
  /// scroll view.
  private func performMotion(
    _ action: Step.Action, on cv: CollectionView, completion: @escaping (String?) -> Void
  ) {
    switch action {
    case .scroll(let to, let by, let animated, let duration, let wait, let section):
      guard let view = scrollView(cv, section: section, completion: completion) else { return }
      let origin = view.bounds.origin
      var target = to ?? CGPoint(x: origin.x + (by?.x ?? 0), y: origin.y + (by?.y ?? 0))
      // A section's offset stays within its content.
      if section != nil { target = view.clampedContentOffset(target) }
      move(
        view, to: target, animated: animated, duration: duration, wait: wait,
        completion: completion)
    case .drag(let by, let duration, let releaseVelocity, let section):
      guard let view = scrollView(cv, section: section, completion: completion) else { return }
      view.drag(by: by, duration: duration, releaseVelocity: releaseVelocity) { completion(nil) }
    case .fling(let velocity, let wait, let section):
      guard let view = scrollView(cv, section: section, completion: completion) else { return }
      view.fling(velocity: velocity, drivesClock: wait) { if wait { completion(nil) } }
      if !wait { completion(nil) }
    default:
      completion(nil)
    }
  }

  /// The scroll view a scroll, drag or fling moves: the collection view, or with `section` that
  /// section's own, its gesture begun; nil (the step failed, with the reason) when the section
  /// does not scroll on its own.
  private func scrollView(
    _ cv: CollectionView, section: Int?, completion: (String?) -> Void
  ) -> ScrollView? {
    guard let section else { return cv }
    guard let view = cv.orthogonalScrollView(section: section) else {
      completion(cv.orthogonalScrollProblem(section: section) ?? "section \(section) cannot scroll")
      return nil
    }
    view.beginGesture()
    return view
  }

  /// setContentOffset(_:animated:): animated along the default curve (the step ends when it
  /// lands unless `wait` is false), or at once, which stops a deceleration under way.
  private func move(
    _ cv: ScrollView, to target: CGPoint, animated: Bool, duration: Double, wait: Bool,
    completion: @escaping (String?) -> Void
  ) {
    if animated, target != cv.bounds.origin {
      cv.animateContentOffset(to: target, duration: duration, drivesClock: wait) {
        if wait { completion(nil) }
      }
      if !wait { completion(nil) }
    } else {
      _ = cv.beginMotion()
      cv.setContentOffset(target)
      completion(nil)
    }
  }

  /// A `snapshot` event: the visible elements, or those meeting `rect`, in element order.
  private func snapshot(_ rect: CGRect?, _ cv: CollectionView) {
    let area = rect ?? cv.bounds
    let keys = cv.visible.keys.sorted().filter { key in
      guard let attributes = cv.visible[key] else { return false }
      return rect == nil || attributes.frame.intersects(area)
    }
    let elements = keys.compactMap { key -> (id: String, attrs: Attrs)? in
      cv.visible[key].map { (key.id, Attrs($0)) }
    }
    log.emit(
      .snapshot(rect: area, elements: elements), snapshotIdentifiers: cv.identifiers(of: keys))
  }

  /// setCollectionViewLayout(_:animated:) to a layout made from `spec`.
  private func switchLayout(
    to spec: LayoutSpec, animated: Bool, _ cv: CollectionView,
    completion: @escaping (String?) -> Void
  ) {
    guard
      let made = document.registry.makeLayout(
        kinds: spec.kinds, options: spec.options, parameters: spec.parameters,
        compositional: spec.compositional)
    else {
      completion("layout kind '\(spec.kindName)' is not available")
      return
    }
    if let flow = made.layout as? FlowLayout { spec.properties.apply(to: flow) }
    cv.sectionAnswers = spec.sections
    adopt(made, cv)
    cv.setCollectionViewLayout(made.layout, animated: animated) { completion(nil) }
  }

  private func invalidate(_ spec: InvalidateSpec, _ cv: CollectionView) {
    guard spec.isContext else {
      cv.invalidateLayout(cause: .layout)
      return
    }
    let context = type(of: cv.layout).makeInvalidationContext()
    context.invalidateEverything = spec.everything
    if !spec.items.isEmpty { context.invalidateItems(at: spec.items) }
    for (kind, paths) in spec.supplementary {
      context.invalidateSupplementaryElements(ofKind: kind, at: paths)
    }
    for (kind, paths) in spec.decorations {
      context.invalidateDecorationElements(ofKind: kind, at: paths)
    }
    cv.invalidateLayout(
      with: context, reason: spec.everything ? .everything : .context, cause: .layout)
  }
}
