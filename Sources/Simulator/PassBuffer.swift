import LayoutKit

/// The element events of one layout pass, kept until the pass ends (the next event of another
/// kind) and then given back in the contract's order: disappear, change, appear, each by element
/// (docs/event-stream.md, "Order"). A pass that shows an element twice (a self-sizing pass whose
/// chunks query the layout again, an update pass and the self-sizing pass that follows it) says
/// what happened to it once: an appear and a later change are one appear of the later
/// attributes, two changes one change (none when the second takes it back), an appear and a
/// disappear nothing.
struct PassBuffer {
  /// An element's event, made as it will be written: draining hands it to the sink where it is
  /// kept, rather than a copy of its parts made into an event for each write.
  struct Entry {
    var key: ElementKey
    var event: Event
  }

  /// The events, in the order they came; those folded away are not `standing`.
  private var entries: [Entry] = []
  /// Whether each of `entries` still stands (kept apart, so that an entry is read where it is).
  private var standing: [Bool] = []
  /// Where each element's latest event is in `entries`, so adding costs no search: a pass over
  /// thousands of shown elements stays linear. Kept only once the pass holds more than
  /// `searchedEntries` events; until then the entries are searched from the last, which costs
  /// less than hashing the key (a sub-pass of a self-sizing fling holds about a dozen).
  private var latest: [ElementKey: Int] = [:]
  /// The most entries searched one by one rather than through `latest`.
  static let searchedEntries = 32

  /// How many of `entries` stand.
  private var live = 0
  /// The order `drain` writes the entries in, kept between passes for its storage.
  private var order: [(phase: Int, word: UInt64, index: Int)] = []

  var isEmpty: Bool { live == 0 }

  /// Keeps `entry`, folding it into what the pass already says of its element. The entry is
  /// taken, not copied: it is a few hundred bytes.
  mutating func add(_ entry: consuming Entry) {
    guard let index = standingLatest(of: entry.key) else {
      append(entry)
      return
    }
    switch Self.fold(entries[index].event.payload, entry.event.payload) {
    case .some(.some(let folded)): entries[index].event.payload = folded
    case .some(.none):
      standing[index] = false
      if isIndexed { latest[entry.key] = nil }
      live -= 1
    case .none:
      append(entry)
    }
  }

  /// Whether `latest` is kept (the pass holds more than `searchedEntries` events).
  private var isIndexed: Bool { entries.count > Self.searchedEntries }

  /// Where the latest event of `key` is, when it still stands.
  private func standingLatest(of key: ElementKey) -> Int? {
    guard !isIndexed else { return latest[key].flatMap { standing[$0] ? $0 : nil } }
    var index = entries.count
    while index > 0 {
      index -= 1
      // The item first: keys of other elements nearly always differ there, and comparing
      // whole keys compares their kinds' text.
      if entries[index].key.item == key.item, entries[index].key == key {
        return standing[index] ? index : nil
      }
    }
    return nil
  }

  /// Keeps `entry` as its element's latest event.
  private mutating func append(_ entry: consuming Entry) {
    if entries.count == Self.searchedEntries {
      // The pass outgrows the search: `latest` says what it would have found, in which an
      // element whose latest event was folded away has none.
      for index in entries.indices { latest[entries[index].key] = standing[index] ? index : nil }
    }
    if entries.count >= Self.searchedEntries { latest[entry.key] = entries.count }
    entries.append(entry)
    standing.append(true)
    live += 1
  }

  /// Hands the events to `body` in the contract's order, each where it is kept (a copy of
  /// an entry, a few hundred bytes, per event and per step was most of what writing a fling's
  /// events cost); the buffer is empty afterwards, its storage kept for the next pass.
  mutating func drain(_ body: (inout Event) -> Void) {
    guard !entries.isEmpty else { return }
    // Taken out while the entries are ordered (its sort reads them), put back emptied.
    var order: [(phase: Int, word: UInt64, index: Int)] = []
    swap(&order, &self.order)
    defer {
      if !latest.isEmpty { latest.removeAll(keepingCapacity: true) }
      entries.removeAll(keepingCapacity: true)
      standing.removeAll(keepingCapacity: true)
      live = 0
      order.removeAll(keepingCapacity: true)
      swap(&order, &self.order)
    }
    // The positions are sorted, not the entries, which are large to move: by phase, then by the
    // keys' order words (which order keys as `<` does), then as they came; only a run sharing a
    // phase and a word (a header and a footer of one section, keys past what a word packs) is
    // ordered again by its keys.
    order.reserveCapacity(live)
    for index in entries.indices where standing[index] {
      order.append((Self.phase(entries[index].event.payload), entries[index].key.orderWord, index))
    }
    order.sort { $0 < $1 }
    // A key past what a word packs (never one a collection view shows) is ordered by its key
    // alone: the whole pass is a run then.
    let packs = !order.contains { $0.word == ElementKey.unpackedOrderWord }
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count, order[end].phase == order[start].phase,
        order[end].word == order[start].word || !packs
      {
        end += 1
      }
      if end - start > 1 {
        order[start..<end].sort { a, b in
          let (first, second) = (entries[a.index].key, entries[b.index].key)
          return first != second ? first < second : a.index < b.index
        }
      }
      start = end
    }
    // Handed on in place (`inout`: never changed): read through the array's subscript or a
    // buffer pointer, each event was copied for the call.
    for place in order { body(&entries[place.index].event) }
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

extension PassBuffer.Entry {
  /// The event `payload` of `key` at time `t`, display tick `frame` and step `step`, with the
  /// element's `identifier` in a diffable data source. Declared here, where the type keeps its
  /// memberwise initializer, which builds the entry in place (`Event.init` says why).
  init(
    key: ElementKey, payload: Event.Payload, t: Double, frame: Int, step: Int,
    identifier: String? = nil
  ) {
    self.init(
      key: key,
      event: Event(t: t, frame: frame, step: step, payload: payload, identifier: identifier))
  }
}
