import Foundation
import LayoutKit

extension CollectionView {
  /// `disappear` (final attributes), `change` (survivors, with `was` when their index path
  /// changed), `appear` (initial attributes), held as the pass's (`EventLog.hold`), which writes
  /// them in canonical order. `keyAfter` says where an
  /// element shown before is after: the identity for a plain layout pass, the update's mapping for
  /// a batch update. Without animation the elements simply change: `from` of an appearing one and
  /// `to` of a disappearing one are null. In a diffable data source a disappearing element carries
  /// its identifier in `dataBefore` (the data before an update), the others theirs in `data`.
  func emitTransitions(
    from before: [ElementKey: LayoutAttributes], to after: [ElementKey: LayoutAttributes],
    cause: Cause, animated: Bool, disappearingLayout: CollectionViewLayout? = nil,
    asksSurvivors: Bool = true, dataBefore: [SectionData]? = nil,
    keyAfter: (ElementKey) -> ElementKey?
  ) {
    // During a layout switch the old layout says where disappearing elements go.
    let finalLayout = disappearingLayout ?? layout
    // An animated pass calls into the layout for each element, and those calls are the stream's
    // (`--trace calls`), so it goes in key order; otherwise the held events are put in the
    // contract's order when the pass ends, and a scroll, which runs this on every display tick,
    // sorts nothing here.
    let oldKeys = animated ? before.keys.sorted() : Array(before.keys)
    var survivors: [ElementKey: ElementKey] = [:]
    survivors.reserveCapacity(before.count)
    for oldKey in oldKeys {
      guard let shown = before[oldKey] else { continue }
      if let newKey = keyAfter(oldKey), after[newKey] != nil {
        survivors[newKey] = oldKey
        continue
      }
      var final: Attrs?
      if animated {
        final = callLayout(
          Self.finalName(oldKey), .object([("id", .string(oldKey.id))]), on: finalLayout
        ) { $0.finalLayoutAttributesForDisappearingElement(oldKey) }.map(Attrs.init)
      }
      log.hold(
        oldKey, .disappear(id: oldKey.id, cause: cause, from: Attrs(shown), to: final),
        identifier: identifier(of: oldKey, in: dataBefore ?? data))
    }
    let newKeys = animated ? after.keys.sorted() : Array(after.keys)
    for newKey in newKeys {
      guard let oldKey = survivors[newKey], let now = after[newKey], let shown = before[oldKey]
      else {
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
      if oldKey != newKey || !now.isEqual(from) || !now.isEqual(shown) {
        log.hold(
          newKey,
          .change(
            id: newKey.id, was: oldKey != newKey ? oldKey.id : nil, cause: cause,
            from: Attrs(from), to: Attrs(now)),
          identifier: identifier(of: newKey, in: data))
      }
    }
    for newKey in newKeys where survivors[newKey] == nil {
      guard let now = after[newKey] else { continue }
      var initial: Attrs?
      if animated {
        initial = callLayout(Self.initialName(newKey), .object([("id", .string(newKey.id))])) {
          $0.initialLayoutAttributesForAppearingElement(newKey)
        }.map(Attrs.init)
      }
      log.hold(
        newKey, .appear(id: newKey.id, cause: cause, from: initial, to: Attrs(now)),
        identifier: identifier(of: newKey, in: data))
    }
    drainDiagnostics()
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
