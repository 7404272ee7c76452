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
  func emitTransitions(
    from before: [ElementKey: LayoutAttributes], to after: [ElementKey: LayoutAttributes],
    cause: Cause, animated: Bool, disappearingLayout: CollectionViewLayout? = nil,
    asksSurvivors: Bool = true, dataBefore: [SectionData]? = nil,
    keyAfter: ((ElementKey) -> ElementKey?)? = nil
  ) {
    // During a layout switch the old layout says where disappearing elements go.
    let finalLayout = disappearingLayout ?? layout
    // An animated pass calls into the layout for each element, and those calls are the stream's
    // (`--trace calls`), so it goes in key order; otherwise the held events are put in the
    // contract's order when the pass ends, and a scroll, which runs this on every display tick,
    // sorts nothing here. Each element is looked up as few times as it can be: a survivor
    // carries what was shown, and the appearing ones are gathered on the way.
    let oldElements = animated ? before.sorted { $0.key < $1.key } : Array(before)
    // Where each element shown before is now, when it is somewhere else (an update's mapping);
    // without a mapping an element stays where it is, and `before` itself says what was shown.
    var survivors: [ElementKey: (oldKey: ElementKey, shown: LayoutAttributes)] = [:]
    if keyAfter != nil { survivors.reserveCapacity(before.count) }
    for (oldKey, shown) in oldElements {
      if let keyAfter {
        if let newKey = keyAfter(oldKey), after[newKey] != nil {
          survivors[newKey] = (oldKey, shown)
          continue
        }
      } else if after[oldKey] != nil {
        continue
      }
      holdDisappearance(
        oldKey, shown: shown, cause: cause,
        final: animated ? finalAttributes(of: oldKey, on: finalLayout) : nil,
        data: dataBefore ?? data)
    }
    let newElements = animated ? after.sorted { $0.key < $1.key } : Array(after)
    var appearing: [(key: ElementKey, value: LayoutAttributes)] = []
    for (newKey, now) in newElements {
      let survivor = keyAfter == nil ? before[newKey].map { (newKey, $0) } : survivors[newKey]
      guard let (oldKey, shown) = survivor else {
        appearing.append((newKey, now))
        continue
      }
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
    for (newKey, now) in appearing {
      holdAppearance(newKey, now: now, cause: cause, animated: animated)
    }
    drainDiagnostics()
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
