import Foundation
import LayoutKit

extension CollectionView {
  /// `disappear` (final attributes), `change` (survivors, with `was` when their index path
  /// changed), `appear` (initial attributes), held as the pass's (`EventLog.hold`), which writes
  /// them in canonical order. `keyAfter` says where an element shown before is after: nil (the
  /// identity) for a plain layout pass, the update's mapping for a batch update. Without
  /// animation the elements simply change: `from` of an appearing one and `to` of a disappearing
  /// one are null. In a diffable data source a disappearing element carries
  /// its identifier in `dataBefore` (the data before an update), the others theirs in `data`.
  ///
  /// Both sets are in canonical order, and so are the calls into the layout an animated pass
  /// makes (`--trace calls` shows them): the final attributes of the elements leaving, in the
  /// order they were shown, then the initial attributes of the survivors and of the elements
  /// arriving, in the new order. Each element is looked at once.
  func emitTransitions(
    from before: VisibleElements, to after: VisibleElements,
    cause: Cause, animated: Bool, disappearingLayout: CollectionViewLayout? = nil,
    asksSurvivors: Bool = true, dataBefore: [SectionData]? = nil,
    keyAfter: ((ElementKey) -> ElementKey?)? = nil
  ) {
    guard animated || keyAfter != nil else {
      holdPlainTransitions(
        from: before, to: after, cause: cause, data: dataBefore ?? data,
        arriving: {
          holdAppearance(
            after.entries[$0].key, now: after.entries[$0].attributes, cause: cause,
            animated: false)
        },
        leaving: { _ in })
      drainDiagnostics()
      return
    }
    // During a layout switch the old layout says where disappearing elements go.
    let finalLayout = disappearingLayout ?? layout
    let survivors = survivorsOf(before, in: after, keyAfter: keyAfter)
    for (oldIndex, old) in before.entries.enumerated() where !survivors.kept[oldIndex] {
      holdDisappearance(
        old.key, shown: old.attributes, cause: cause,
        final: animated ? finalAttributes(of: old.key, on: finalLayout) : nil,
        data: dataBefore ?? data)
    }
    var appearing: [Int] = []
    for (newIndex, new) in after.entries.enumerated() {
      let oldIndex = survivors.shownAs[newIndex]
      guard oldIndex >= 0 else {
        appearing.append(newIndex)
        continue
      }
      let (oldKey, shown) = (before.entries[oldIndex].key, before.entries[oldIndex].attributes)
      let (newKey, now) = (new.key, new.attributes)
      var from = shown
      if animated && asksSurvivors {
        if let initial = callLayout(
          Self.initialName(newKey), .object([("id", .string(newKey.id))]),
          { $0.initialLayoutAttributesForAppearingElement(newKey) })
        {
          from = initial
        }
      }
      // UIKit applies attributes to a view again exactly when they are not isEqual to the ones
      // it has, so a change a subclass makes only in its own properties is a change too. A
      // layout whose initial attributes are already the final ones (seeds 001 and 003) makes the
      // view jump there: still a change of what is shown, with `from` the initial attributes.
      if oldKey != newKey || !now.isEqualAttributes(from)
        || (from !== shown && !now.isEqualAttributes(shown))
      {
        holdChange(newKey, was: oldKey != newKey ? oldKey : nil, cause: cause, from: from, to: now)
      }
    }
    for newIndex in appearing {
      holdAppearance(
        after.entries[newIndex].key, now: after.entries[newIndex].attributes, cause: cause,
        animated: animated)
    }
    drainDiagnostics()
  }

  /// The events of a pass without animation or an update's mapping (every display tick of a
  /// scroll), in one walk of both sets: what left disappears (its identifier read in
  /// `dataBefore`), a survivor whose attributes are not isEqual to those shown changes, what
  /// arrived appears, each held as it is met (the buffer puts them in the contract's order).
  /// `arriving` is handed the index in `after` of each element that arrived (a plain pass holds
  /// its appearance; a self-sizing pass creates its cells in chunks), `leaving` told of each
  /// that left. Both are closures the walk does not keep, so calling it allocates nothing for
  /// them.
  func holdPlainTransitions(
    from before: VisibleElements, to after: VisibleElements, cause: Cause,
    data dataBefore: [SectionData], arriving: (Int) -> Void,
    leaving: (ElementKey) -> Void
  ) {
    before.forEachPair(with: after) { oldIndex, newIndex in
      switch (oldIndex, newIndex) {
      case (let oldIndex?, let newIndex?):
        // The attributes alone are read: most survivors are unchanged, and copying an entry
        // would retain its key's parts. Most are the very object shown (a layout answers again
        // what it answered), told apart without taking a reference to either.
        guard before.entries[oldIndex].attributes !== after.entries[newIndex].attributes else {
          return
        }
        let (shown, now) = (before.entries[oldIndex].attributes, after.entries[newIndex].attributes)
        if !now.isEqualAttributes(shown) {
          holdChange(after.entries[newIndex].key, was: nil, cause: cause, from: shown, to: now)
        }
      case (let oldIndex?, nil):
        let old = before.entries[oldIndex]
        holdDisappearance(
          old.key, shown: old.attributes, cause: cause, final: nil, data: dataBefore)
        leaving(old.key)
      case (nil, let newIndex?):
        arriving(newIndex)
      case (nil, nil):
        break
      }
    }
  }

  /// Which elements of `before` are still shown in `after`: `kept` by old index, and `shownAs`,
  /// by new index, the old index of what it was shown as (-1 for an element arriving). Without
  /// `keyAfter` an element stays where it is, and the two sets are walked together; with it, an
  /// update's mapping, each old element's new key is found by a binary search (where two map to
  /// one, the later in canonical order is the survivor).
  private func survivorsOf(
    _ before: VisibleElements, in after: VisibleElements,
    keyAfter: ((ElementKey) -> ElementKey?)?
  ) -> (kept: [Bool], shownAs: [Int]) {
    var kept = [Bool](repeating: false, count: before.count)
    var shownAs = [Int](repeating: -1, count: after.count)
    if let keyAfter {
      for (oldIndex, old) in before.entries.enumerated() {
        guard let newKey = keyAfter(old.key), let newIndex = after.index(of: newKey) else {
          continue
        }
        if shownAs[newIndex] >= 0 { kept[shownAs[newIndex]] = false }
        shownAs[newIndex] = oldIndex
        kept[oldIndex] = true
      }
    } else {
      before.forEachPair(with: after) { oldIndex, newIndex in
        guard let oldIndex, let newIndex else { return }
        shownAs[newIndex] = oldIndex
        kept[oldIndex] = true
      }
    }
    return (kept, shownAs)
  }

  /// The attributes `finalLayout` gives `key` as it disappears (a call of the stream's).
  private func finalAttributes(of key: ElementKey, on finalLayout: CollectionViewLayout) -> Attrs? {
    callLayout(Self.finalName(key), .object([("id", .string(key.id))]), on: finalLayout) {
      $0.finalLayoutAttributesForDisappearingElement(key)
    }.map(Attrs.init)
  }

  /// A `disappear` of what was shown at `key`, to `final` (the layout's final attributes when
  /// animated); its identifier is read in `data`.
  func holdDisappearance(
    _ key: ElementKey, shown: LayoutAttributes, cause: Cause, final: Attrs?, data: [SectionData]
  ) {
    log.hold(
      key, .disappear(id: key.id, cause: cause, from: Attrs(shown), to: final),
      identifier: identifier(of: key, in: data))
  }

  /// A `change` of the element at `key` (shown before at `was`, when an update moved it) from
  /// `from` to `now`.
  func holdChange(
    _ key: ElementKey, was: ElementKey?, cause: Cause, from: LayoutAttributes,
    to now: LayoutAttributes
  ) {
    log.hold(
      key, .change(id: key.id, was: was?.id, cause: cause, from: Attrs(from), to: Attrs(now)),
      identifier: identifier(of: key, in: data))
  }

  /// An `appear` of `now` at `key`, from the layout's initial attributes when animated.
  func holdAppearance(
    _ key: ElementKey, now: LayoutAttributes, cause: Cause, animated: Bool
  ) {
    var initial: Attrs?
    if animated {
      initial = callLayout(Self.initialName(key), .object([("id", .string(key.id))])) {
        $0.initialLayoutAttributesForAppearingElement(key)
      }.map(Attrs.init)
    }
    log.hold(
      key, .appear(id: key.id, cause: cause, from: initial, to: Attrs(now)),
      identifier: identifier(of: key, in: data))
  }

  static func initialName(_ key: ElementKey) -> String {
    switch key.category {
    case .cell: "initialLayoutAttributesForAppearingItem(at:)"
    case .supplementaryView: "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)"
    case .decorationView: "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)"
    }
  }

  static func finalName(_ key: ElementKey) -> String {
    switch key.category {
    case .cell: "finalLayoutAttributesForDisappearingItem(at:)"
    case .supplementaryView: "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)"
    case .decorationView: "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)"
    }
  }
}
