import LayoutKit

/// The views whose preferred attributes have been asked since they were last reused
/// (UIKit's `_arePreferredAttributesValid`), by element, with a generation that says how long a
/// note on a visible entry (`VisibleElements.Entry.askedIn`) holds: a view noted asked in the
/// present generation is in the set without hashing its key again. A self-sizing pass checks
/// every view shown, several times a display tick of a fling.
///
/// The generation moves on whenever an element may leave the set while its view stays shown
/// (everything forgotten, elements moved by an update); an element whose view goes away takes
/// its note with it, so removing it does not.
struct AskedElements {
  private var keys: Set<ElementKey> = []
  /// Notes made before the last change other than an insertion or a departure no longer hold.
  private(set) var generation = 0

  /// Whether the view of `key` has been asked.
  func contains(_ key: ElementKey) -> Bool { keys.contains(key) }

  /// Notes that the view of `key` has been asked; false when it was noted already (one lookup
  /// answers both).
  @discardableResult
  mutating func insert(_ key: ElementKey) -> Bool { keys.insert(key).inserted }

  /// Forgets the view of `key`, which is no longer shown (its entry, and any note on it, left
  /// the visible set with it).
  mutating func removeDeparted(_ key: ElementKey) { keys.remove(key) }

  /// Forgets the view of `key`, which stays shown (an update reconfigured its cell).
  mutating func remove(_ key: ElementKey) {
    keys.remove(key)
    generation += 1
  }

  /// Forgets every view (a new size or layout makes each answer again).
  mutating func removeAll() {
    keys.removeAll()
    generation += 1
  }

  /// Each view's element moved where `newKey` says (nil: it is gone), as an update moves them.
  mutating func move(by newKey: (ElementKey) -> ElementKey?) {
    keys = Set(keys.compactMap(newKey))
    generation += 1
  }
}
