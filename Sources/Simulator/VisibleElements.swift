import LayoutKit

/// The elements a collection view displays and their attributes, kept in the stream's canonical
/// order (cells, then supplementary views, then decorations; each by section, item and kind),
/// each key with its packed order word (`ElementKey.orderWord`; a key whose index path does not
/// pack, past 2^31, comes after the others). A layout pass's answer, put in
/// the same order once, is compared with what is shown by walking both sets together
/// (`forEachPair(with:)`): a merge of two sorted runs, in which nothing is hashed and each
/// element is looked at once. A lookup by key is a binary search.
///
/// It reads as the dictionary it replaces: by key, `keys`, `count`, and iteration yields
/// `(key, value)` pairs, here in canonical order.
public struct VisibleElements: Sequence {
  /// One displayed element: its key, the key's order word, and its attributes.
  struct Entry {
    var word: UInt64
    var key: ElementKey
    var attributes: LayoutAttributes
    /// The generation of the collection view's asked elements (`AskedElements.generation`) in
    /// which this element's view was found asked for its preferred attributes; -1 when not
    /// known. A note, not the record: it saves hashing the key again while it holds.
    var askedIn = -1

    /// Where this entry's key comes against `other`'s: negative before, zero the same key,
    /// positive after (`VisibleElements.compare`).
    func compare(_ other: Entry) -> Int {
      VisibleElements.compare(word, key, with: other.word, other.key)
    }
  }

  /// Where the key `first` (with its order word) comes against `second`: negative before, zero
  /// for the same key, positive after. By the order words; keys of one word differ at most in
  /// kind (a header and a footer of one section, a background and a separator at one index
  /// path) and are ordered as `<` orders them, and so are keys that did not pack, which come
  /// after all others.
  static func compare(
    _ firstWord: UInt64, _ first: ElementKey, with secondWord: UInt64, _ second: ElementKey
  ) -> Int {
    if firstWord != secondWord { return firstWord < secondWord ? -1 : 1 }
    if first == second { return 0 }
    return ElementKey.isOrdered(first, before: second) ? -1 : 1
  }

  /// Where `first[firstIndex]` comes against `second[secondIndex]` (`compare`), read in place:
  /// copying an entry to compare it would retain its parts, twice per element in a walk of two
  /// sets. Different words decide; equal words of cells are one key (a cell's kind is empty,
  /// and its word holds its section and item); only other equal words compare the keys.
  static func compare(
    _ first: [Entry], _ firstIndex: Int, with second: [Entry], _ secondIndex: Int
  ) -> Int {
    let firstWord = first[firstIndex].word
    let secondWord = second[secondIndex].word
    if firstWord != secondWord { return firstWord < secondWord ? -1 : 1 }
    if firstWord >> 62 == UInt64(ElementCategory.cell.rawValue) { return 0 }
    return compare(firstWord, first[firstIndex].key, with: secondWord, second[secondIndex].key)
  }

  /// The order in which `entries` (any order, a key possibly more than once) are kept: their
  /// indices sorted by key, a key's entries by index. The words are sorted as plain integers;
  /// only a run of entries sharing a word is sorted again by the keys' kinds.
  static func canonicalOrder(of entries: [Entry]) -> [Int] {
    var order = entries.indices.map { (word: entries[$0].word, index: $0) }
    order.sort { $0 < $1 }
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count, order[end].word == order[start].word { end += 1 }
      if end - start > 1 {
        order[start..<end].sort { a, b in
          let ranked = entries[a.index].compare(entries[b.index])
          return ranked != 0 ? ranked < 0 : a.index < b.index
        }
      }
      start = end
    }
    return order.map(\.index)
  }

  /// Whether `entries` are in canonical order with each key once, told by their order words
  /// alone: each word greater than the one before (a key that does not pack, or two keys of
  /// one word, answer false, and `canonicalOrder(of:)` orders them).
  static func isStrictlyAscending(_ entries: [Entry]) -> Bool {
    // The words alone are read: copying an entry would retain its parts.
    guard var previous = entries.first?.word else { return true }
    for index in entries.indices.dropFirst() {
      let word = entries[index].word
      guard previous < word else { return false }
      previous = word
    }
    return previous != ElementKey.unpackedOrderWord
  }

  /// The entries in canonical order, each key once.
  private(set) var entries: [Entry]

  /// No element displayed.
  public init() { entries = [] }

  /// A set of `entries` already in canonical order, each key once.
  init(ordered entries: [Entry]) { self.entries = entries }

  /// How many elements are displayed.
  public var count: Int { entries.count }

  /// Whether nothing is displayed.
  public var isEmpty: Bool { entries.isEmpty }

  /// The displayed elements' keys, in canonical order.
  public var keys: [ElementKey] { entries.map(\.key) }

  /// The attributes displayed for `key`; setting nil removes the element, setting attributes
  /// adds it at its place in the order or replaces what it showed.
  public subscript(key: ElementKey) -> LayoutAttributes? {
    get {
      let (index, found) = position(of: key)
      return found ? entries[index].attributes : nil
    }
    set {
      let (index, found) = position(of: key)
      switch (newValue, found) {
      case (let attributes?, true): entries[index].attributes = attributes
      case (let attributes?, false):
        entries.insert(Entry(key: key, attributes: attributes), at: index)
      case (nil, true): entries.remove(at: index)
      case (nil, false): break
      }
    }
  }

  /// The elements `isIncluded` keeps, in order: a set again, as a dictionary's `filter` gives a
  /// dictionary.
  public func filter(
    _ isIncluded: ((key: ElementKey, value: LayoutAttributes)) throws -> Bool
  ) rethrows -> VisibleElements {
    VisibleElements(ordered: try entries.filter { try isIncluded(($0.key, $0.attributes)) })
  }

  /// Each element's attributes transformed, by key.
  public func mapValues<T>(_ transform: (LayoutAttributes) throws -> T) rethrows -> [ElementKey:
    T]
  {
    var result: [ElementKey: T] = [:]
    result.reserveCapacity(entries.count)
    for entry in entries { result[entry.key] = try transform(entry.attributes) }
    return result
  }

  /// The elements in canonical order, as `(key, value)` pairs.
  public struct Iterator: IteratorProtocol {
    fileprivate var base: IndexingIterator<[Entry]>

    public mutating func next() -> (key: ElementKey, value: LayoutAttributes)? {
      base.next().map { ($0.key, $0.attributes) }
    }
  }

  public func makeIterator() -> Iterator { Iterator(base: entries.makeIterator()) }

  public var underestimatedCount: Int { entries.count }

  /// Where `key` is or would be inserted, and whether it is there: a binary search.
  private func position(of key: ElementKey) -> (index: Int, found: Bool) {
    let word = key.orderWord
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if Self.compare(entries[middle].word, entries[middle].key, with: word, key) < 0 {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return (low, low < entries.count && entries[low].key == key)
  }

  /// Walks this set (what was shown) and `other` (what is shown now) together, in canonical
  /// order: `body` gets each key of either with its index in each, nil where a set lacks it.
  /// Both are sorted, so this is one merge, linear in the two counts.
  func forEachPair(with other: VisibleElements, _ body: (Int?, Int?) -> Void) {
    let old = entries
    let new = other.entries
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      let ranked =
        newIndex == new.count
        ? -1 : oldIndex == old.count ? 1 : Self.compare(old, oldIndex, with: new, newIndex)
      if ranked < 0 {
        body(oldIndex, nil)
        oldIndex += 1
      } else if ranked > 0 {
        body(nil, newIndex)
        newIndex += 1
      } else {
        body(oldIndex, newIndex)
        oldIndex += 1
        newIndex += 1
      }
    }
  }

  /// Keeps only the elements `now` also has, in one walk of both sets: each keeps its entry
  /// (what is noted on it included) and takes `now`'s attributes; the elements only `now` has
  /// are not added. A self-sizing pass brings what is shown up to a query's answer this way, in
  /// place, before it creates the views of what arrived.
  mutating func keepOnly(_ now: VisibleElements) {
    let new = now.entries
    var kept = 0
    var newIndex = 0
    for index in entries.indices {
      // Each pair compared once: the walk stops at the first of `now` not before this entry.
      var ranked = -1
      while newIndex < new.count {
        ranked = Self.compare(new, newIndex, with: entries, index)
        guard ranked < 0 else { break }
        newIndex += 1
      }
      guard ranked == 0 else { continue }
      // Moved through the buffer: the array's own swapAt copies both entries.
      if kept != index { entries.withUnsafeMutableBufferPointer { $0.swapAt(kept, index) } }
      // The same object most often (a layout that answers again what it answered): not
      // written, which would retain one and release the other.
      if entries[kept].attributes !== new[newIndex].attributes {
        entries[kept].attributes = new[newIndex].attributes
      }
      kept += 1
      newIndex += 1
    }
    entries.removeSubrange(kept...)
  }

  /// Notes on the entry at `index` that its view was asked for its preferred attributes in
  /// generation `generation` of the asked elements.
  mutating func noteAsked(at index: Int, generation: Int) {
    entries[index].askedIn = generation
  }

  /// The index of `key` in this set, nil when it is not displayed.
  func index(of key: ElementKey) -> Int? {
    let (index, found) = position(of: key)
    return found ? index : nil
  }
}

extension VisibleElements.Entry {
  /// The element `key` with `attributes`, not yet noted asked. Declared here, where the type
  /// keeps its memberwise initializer, which builds the entry in place (`Event.init` says why).
  init(key: ElementKey, attributes: LayoutAttributes) {
    self.init(word: key.orderWord, key: key, attributes: attributes)
  }
}
