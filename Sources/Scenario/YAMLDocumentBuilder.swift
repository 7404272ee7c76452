import CYAML
import Foundation

/// Builds a `YAMLDocument` from libyaml's events in one pass, refusing what a scenario cannot
/// hold as it goes: a second document, a key that is not a scalar or is repeated, a tag outside
/// YAML's core schema, an alias before its anchor, nesting deeper than `maximumDepth`, and more
/// than `maximumNodes` nodes counted with every alias at its full size.
struct YAMLDocumentBuilder {
  let file: String
  let maximumDepth: Int
  let maximumNodes: Int
  /// The records and text so far.
  var document = YAMLDocument()
  var documents = 0
  /// Each anchor's latest node and its size in nodes.
  var anchors: [String: (record: Int, weight: Int)] = [:]
  var totalWeight = 0
  /// Whether an alias has added nodes: the node limit's message then says so.
  var expandedAliases = false

  /// A collection whose end has not come yet.
  struct OpenCollection {
    var record: Int
    /// Whether it is a mapping, whose even children are keys.
    var isMapping: Bool
    /// Whether it has an anchor, the last of `openAnchors`.
    var hasAnchor: Bool
    /// Its children so far (a mapping's keys and values).
    var children = 0
    /// Its size in nodes: itself and its children, aliases at their full size.
    var weight = 1
    /// Where a mapping's keys start in `keyRecords`.
    var keysStart: Int
    /// Whether it is a large mapping whose keys are the last of `keySets`.
    var hasKeySet = false
  }
  // The open collections hold no references, so that opening and closing one (once per step)
  // retains and releases nothing; their rare anchors and key sets are kept beside them. The
  // innermost is a value of its own, `innermost`: every node is counted into it, and a field of
  // the builder changes without the uniqueness check an element of an array costs.
  var open: [OpenCollection] = []
  /// The collection every node read now belongs to; meaningful while `depth` is above zero.
  var innermost = OpenCollection(record: 0, isMapping: false, hasAnchor: false, keysStart: 0)
  /// How many collections are open: `innermost` and the `open` ones around it.
  var depth = 0
  /// The anchors of the open collections that have one, innermost last.
  var openAnchors: [String] = []
  /// The keys of the open large mappings, to find a duplicate without comparing with every
  /// key, innermost last.
  var keySets: [Set<String>] = []
  /// The records of the keys of the open mappings, innermost last: one shared list, so that a
  /// small mapping checks its keys without a collection of its own, comparing their bytes.
  var keyRecords = RecordStack()

  /// A stack of records that shrinks by moving its end: a mapping's keys are dropped at its end
  /// without `removeLast(_:)`, which cost as much as checking the keys.
  struct RecordStack {
    private var storage: [Int] = []
    /// How many records are on the stack.
    private(set) var count = 0

    mutating func push(_ record: Int) {
      if count < storage.count {
        storage[count] = record
      } else {
        storage.append(record)
      }
      count += 1
    }

    /// Drops the records from `start` on.
    mutating func truncate(to start: Int) { count = min(count, start) }

    /// The records from `start` on.
    func since(_ start: Int) -> ArraySlice<Int> { storage[start..<count] }
  }
  /// Past this many keys a mapping keeps them in a set.
  static let keysCompared = 16

  init(file: String, maximumDepth: Int, maximumNodes: Int) {
    self.file = file
    self.maximumDepth = maximumDepth
    self.maximumNodes = maximumNodes
  }

  /// The document read, or nil when the stream held none.
  mutating func finish() -> YAMLDocument? {
    document.text.removeLast(document.text.count - textCount)
    return document.nodes.isEmpty ? nil : document
  }

  /// How many bytes of `document.text` hold scalars; the rest is room for the next ones, so
  /// that a scalar goes in with one copy (`append(contentsOf:)` cost several times as much).
  var textCount = 0

  /// Makes room for `count` more bytes of text than `textCount`.
  mutating func reserveText(_ count: Int) {
    let missing = textCount + count - document.text.count
    if missing > 0 {
      document.text.append(contentsOf: repeatElement(0, count: max(missing, document.text.count)))
    }
  }

  /// Copies a scalar's bytes after the text so far.
  mutating func appendText(_ bytes: UnsafePointer<UInt8>, count: Int) {
    if textCount + count > document.text.count { reserveText(count) }
    let start = textCount
    document.text.withUnsafeMutableBufferPointer { text in
      guard let base = text.baseAddress else { return }
      (base + start).update(from: bytes, count: count)
    }
    textCount += count
  }

  func error(_ mark: yaml_mark_t, _ message: String) -> ScenarioError {
    ScenarioError(
      file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message)
  }

  static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
  }

  func checkTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ mark: yaml_mark_t)
    throws(ScenarioError)
  {
    guard let tag = Self.string(pointer) else { return }
    guard YAMLReaderTags.core.contains(tag) else {
      throw error(mark, "unknown tag '\(tag)': scenarios use plain YAML values only")
    }
  }

  /// Reads one event of libyaml's, given by its address: the event is a hundred bytes, which a
  /// copy per event cost a tenth of the builder.
  mutating func handle(_ event: UnsafePointer<yaml_event_t>) throws(ScenarioError) {
    switch event.pointee.type {
    case YAML_SCALAR_EVENT: try scalar(event)
    case YAML_MAPPING_START_EVENT: try open(event, isMapping: true)
    case YAML_SEQUENCE_START_EVENT: try open(event, isMapping: false)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: try close(event.pointee.start_mark)
    case YAML_ALIAS_EVENT: try alias(event)
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        throw error(
          event.pointee.start_mark, "a scenario is a single YAML document; found a second one")
      }
    default: break
    }
  }

  private mutating func scalar(_ event: UnsafePointer<yaml_event_t>) throws(ScenarioError) {
    let mark = event.pointee.start_mark
    let tag = event.pointee.data.scalar.tag
    if tag != nil { try checkTag(tag, mark) }
    let start = textCount
    let length = event.pointee.data.scalar.length
    if let value = event.pointee.data.scalar.value, length > 0 {
      appendText(value, count: length)
    }
    let plain = event.pointee.data.scalar.style == YAML_PLAIN_SCALAR_STYLE && tag == nil
    let record = document.nodes.count
    let node = YAMLNode(
      kind: plain ? .plainScalar : .stringScalar, line: Int(mark.line) + 1,
      column: Int(mark.column) + 1, first: start, count: textCount - start, next: record + 1)
    document.nodes.append(node)
    let anchor = event.pointee.data.scalar.anchor
    try add(node, record, weight: 1, anchor: anchor == nil ? nil : Self.string(anchor), mark: mark)
  }

  private mutating func alias(_ event: UnsafePointer<yaml_event_t>) throws(ScenarioError) {
    let mark = event.pointee.start_mark
    let name = Self.string(event.pointee.data.alias.anchor) ?? ""
    guard let anchored = anchors[name] else {
      throw error(mark, "unknown alias '*\(name)': no anchor '&\(name)' comes before it")
    }
    let record = document.nodes.count
    var copy = document.nodes[anchored.record]
    copy.next = record + 1
    document.nodes.append(copy)
    try add(copy, record, weight: anchored.weight, anchor: nil, mark: mark, expanded: true)
  }

  private mutating func open(_ event: UnsafePointer<yaml_event_t>, isMapping: Bool)
    throws(ScenarioError)
  {
    let mark = event.pointee.start_mark
    let tag =
      isMapping ? event.pointee.data.mapping_start.tag : event.pointee.data.sequence_start.tag
    let anchor =
      isMapping ? event.pointee.data.mapping_start.anchor : event.pointee.data.sequence_start.anchor
    if tag != nil { try checkTag(tag, mark) }
    if depth >= maximumDepth {
      throw error(mark, "the document nests deeper than \(maximumDepth) levels")
    }
    let record = document.nodes.count
    document.nodes.append(
      YAMLNode(
        kind: isMapping ? .mapping : .sequence, line: Int(mark.line) + 1,
        column: Int(mark.column) + 1, first: record + 1, count: 0, next: record + 1))
    if let name = Self.string(anchor) { openAnchors.append(name) }
    if depth > 0 { open.append(innermost) }
    innermost = OpenCollection(
      record: record, isMapping: isMapping, hasAnchor: anchor != nil, keysStart: keyRecords.count)
    depth += 1
  }

  private mutating func close(_ mark: yaml_mark_t) throws(ScenarioError) {
    guard depth > 0 else { return }
    let collection = innermost
    depth -= 1
    if depth > 0, let outer = open.popLast() { innermost = outer }
    keyRecords.truncate(to: collection.keysStart)
    if collection.hasKeySet { keySets.removeLast() }
    let end = document.nodes.count
    document.nodes[collection.record].count = collection.children
    document.nodes[collection.record].next = end
    try add(
      document.nodes[collection.record], collection.record, weight: collection.weight,
      anchor: collection.hasAnchor ? openAnchors.popLast() : nil, mark: mark)
  }

  /// Counts a finished node, `record` of the table, into the open collection, checking it as a
  /// key when it is one. `weight` is the node's size in nodes; an alias (`expanded`) counts at
  /// that full size, so `maximumNodes` bounds the document as a consumer walking it would see it.
  mutating func add(
    _ node: YAMLNode, _ record: Int, weight: Int, anchor: String?, mark: yaml_mark_t,
    expanded: Bool = false
  ) throws(ScenarioError) {
    totalWeight += expanded ? weight : 1
    if expanded && weight > 1 { expandedAliases = true }
    if totalWeight > maximumNodes {
      let how = expandedAliases ? "expands through aliases to" : "has"
      throw error(
        mark,
        "the document \(how) more than the limit of \(maximumNodes) nodes (--max-nodes)")
    }
    if let anchor { anchors[anchor] = (record, weight) }
    guard depth > 0 else { return }
    if innermost.isMapping, innermost.children & 1 == 0 {
      try checkKey(node, record)
    }
    innermost.children += 1
    innermost.weight += weight
  }

  /// Refuses a key, `record` of the table, that is not a scalar or that the innermost mapping
  /// already has. Keys compare as Swift strings do (canonically equivalent text is the same
  /// key), as the decoders look them up.
  mutating func checkKey(_ key: YAMLNode, _ record: Int) throws(ScenarioError) {
    guard key.isScalar else {
      throw ScenarioError(
        file: file, line: key.line, column: key.column,
        message: "mapping keys must be scalars, not \(document.kindName(key))")
    }
    let keysStart = innermost.keysStart
    let isNew: Bool
    if innermost.hasKeySet {
      isNew = keySets[keySets.count - 1].insert(document.scalar(key) ?? "").inserted
    } else {
      isNew = !isRepeated(key, since: keysStart)
      keyRecords.push(record)
      if keyRecords.count - keysStart > Self.keysCompared {
        keySets.append(
          Set(keyRecords.since(keysStart).map { document.scalar(document.nodes[$0]) ?? "" }))
        innermost.hasKeySet = true
        keyRecords.truncate(to: keysStart)
      }
    }
    guard isNew else {
      throw ScenarioError(
        file: file, line: key.line, column: key.column,
        message: "duplicate key '\(document.scalar(key) ?? "")'")
    }
  }

  /// Whether the scalar `key` equals a key of `keyRecords` from `keysStart` on. A key that
  /// compares by its bytes (most do) is compared only with keys of its length.
  func isRepeated(_ key: YAMLNode, since keysStart: Int) -> Bool {
    // A mapping's first key (most mappings have one) is read no further.
    guard keyRecords.count > keysStart else { return false }
    let byBytes = document.comparesByBytes(key)
    for earlier in keyRecords.since(keysStart) {
      let other = document.nodes[earlier]
      if byBytes && other.count != key.count { continue }
      if document.scalarsEqual(key, other) { return true }
    }
    return false
  }
}
