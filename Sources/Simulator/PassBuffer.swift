import LayoutKit

/// The element events of one layout pass, kept until the pass ends (the next event of another
/// kind) and then given back in the contract's order: disappear, change, appear, each by element
/// (docs/event-stream.md, "Order"). A pass that shows an element twice (a self-sizing pass whose
/// chunks query the layout again, an update pass and the self-sizing pass that follows it) says
/// what happened to it once: an appear and a later change are one appear of the later
/// attributes, two changes one change (none when the second takes it back), an appear and a
/// disappear nothing.
struct PassBuffer {
  /// An event and when it happened.
  struct Entry {
    var key: ElementKey
    var payload: Event.Payload
    var t: Double
    var frame: Int
    var step: Int
    /// The element's identifier in a diffable data source.
    var identifier: String? = nil
  }

  /// The events kept, in the order they came; a folded-away one is nil.
  private var entries: [Entry?] = []
  /// Where each element's latest event is in `entries`, so adding costs no search: a pass over
  /// thousands of shown elements stays linear.
  private var latest: [ElementKey: Int] = [:]

  /// How many of `entries` are kept.
  private var live = 0

  var isEmpty: Bool { live == 0 }

  /// Keeps `entry`, folding it into what the pass already says of its element.
  mutating func add(_ entry: Entry) {
    guard let index = latest[entry.key], let earlier = entries[index] else {
      latest[entry.key] = entries.count
      entries.append(entry)
      live += 1
      return
    }
    switch Self.fold(earlier.payload, entry.payload) {
    case .some(.some(let folded)): entries[index]?.payload = folded
    case .some(.none):
      entries[index] = nil
      latest[entry.key] = nil
      live -= 1
    case .none:
      latest[entry.key] = entries.count
      entries.append(entry)
      live += 1
    }
  }

  /// Hands the events to `body` in the contract's order, each read where it is kept (a copy of
  /// an entry, a few hundred bytes, per event and per step was most of what writing a fling's
  /// events cost); the buffer is empty afterwards, its storage kept for the next pass.
  mutating func drain(_ body: (Entry) -> Void) {
    guard !entries.isEmpty else { return }
    defer {
      latest.removeAll(keepingCapacity: true)
      entries.removeAll(keepingCapacity: true)
      live = 0
    }
    guard live > 1 else {
      for case let entry? in entries { body(entry) }
      return
    }
    // The positions are sorted, not the entries, which are large to move; ties (one element's
    // events of one phase) keep the order they came in.
    var phases: [Int] = []
    var order: [Int] = []
    phases.reserveCapacity(entries.count)
    order.reserveCapacity(live)
    for index in entries.indices {
      guard let payload = entries[index]?.payload else {
        phases.append(-1)
        continue
      }
      phases.append(Self.phase(payload))
      order.append(index)
    }
    order.sort { a, b in
      if phases[a] != phases[b] { return phases[a] < phases[b] }
      if let first = entries[a]?.key, let second = entries[b]?.key, first != second {
        return first < second
      }
      return a < b
    }
    for index in order {
      if let entry = entries[index] { body(entry) }
    }
  }

  /// disappear 0, change 1, appear 2.
  private static func phase(_ payload: Event.Payload) -> Int {
    switch payload {
    case .disappear: 0
    case .change: 1
    default: 2
    }
  }

  /// An earlier and a later event of one element as one: `.some(event)`, `.some(nil)` when they
  /// cancel out, nil when both stand (an element that left and came back).
  private static func fold(_ earlier: Event.Payload, _ later: Event.Payload) -> Event.Payload?? {
    switch (earlier, later) {
    case (.appear(let id, let cause, let from, _), .change(_, nil, _, _, let to)):
      return .some(.appear(id: id, cause: cause, from: from, to: to))
    case (.change(let id, let was, let cause, let from, _), .change(_, nil, _, _, let to)):
      // Back where it was shown: nothing changed in this pass after all.
      if was == nil, from == to { return .some(nil) }
      return .some(.change(id: id, was: was, cause: cause, from: from, to: to))
    case (.appear, .disappear):
      return .some(nil)
    case (.change(let id, nil, let cause, let from, _), .disappear(_, _, _, let to)):
      return .some(.disappear(id: id, cause: cause, from: from, to: to))
    default:
      return nil
    }
  }
}
