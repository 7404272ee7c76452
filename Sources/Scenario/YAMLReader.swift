import CYAML
import Foundation

/// Reads one YAML document with libyaml's event API into a `YAMLNode` tree that keeps every
/// node's line and column. It refuses what a scenario cannot hold: several documents, duplicate
/// keys, non-scalar keys, tags other than YAML's core ones, nesting deeper than `maximumDepth`,
/// and alias expansions beyond `maximumNodes` (a "billion laughs" document).
public struct YAMLReader {
  /// The deepest nesting of collections accepted.
  public var maximumDepth = 64
  /// The most nodes a document may expand to, aliases counted at their full size.
  public var maximumNodes = ScenarioLimits.standard.nodes

  /// A reader with the default limits.
  public init() {}

  /// Parses `text`; `file` names the source in errors. Returns nil for an empty stream.
  public func read(_ text: [UInt8], file: String) throws(ScenarioError) -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw ScenarioError(file: file, line: 1, column: 1, message: "cannot start the YAML parser")
    }
    defer { yaml_parser_delete(&parser) }
    return try text.withUnsafeBufferPointer { buffer throws(ScenarioError) -> YAMLNode? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var builder = TreeBuilder(file: file, reader: self)
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
          throw Self.parserError(parser, file: file)
        }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { break }
        try builder.handle(event)
      }
      return builder.root
    }
  }

  private static func parserError(_ parser: yaml_parser_t, file: String) -> ScenarioError {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    let context = parser.context.map { String(cString: $0) }
    let message = context.map { "\(problem) \($0)" } ?? problem
    return ScenarioError(
      file: file, line: Int(parser.problem_mark.line) + 1,
      column: Int(parser.problem_mark.column) + 1, message: message)
  }
}

/// Builds the tree from the event sequence.
private struct TreeBuilder {
  let file: String
  let reader: YAMLReader
  var root: YAMLNode?
  var documents = 0
  var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
  var totalWeight = 0
  /// Whether an alias has added nodes: the node limit's message then says so.
  var expandedAliases = false

  /// An open collection: its start, items so far, anchor, and the weight of its children.
  struct Frame {
    var isMapping: Bool
    var line: Int
    var column: Int
    var anchor: String?
    var items: [YAMLNode] = []
    var weight = 1
    var keys: Set<String> = []
  }
  var stack: [Frame] = []

  init(file: String, reader: YAMLReader) {
    self.file = file
    self.reader = reader
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

  mutating func handle(_ event: yaml_event_t) throws(ScenarioError) {
    let mark = event.start_mark
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        throw error(mark, "a scenario is a single YAML document; found a second one")
      }
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      try checkTag(scalar.tag, mark)
      let bytes = UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))
      let text = String(decoding: bytes, as: UTF8.self)
      let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE && scalar.tag == nil
      let node = YAMLNode(
        kind: .scalar(text, plain: plain), line: Int(mark.line) + 1, column: Int(mark.column) + 1)
      try add(node, weight: 1, anchor: Self.string(scalar.anchor), mark: mark)
    case YAML_ALIAS_EVENT:
      let name = Self.string(event.data.alias.anchor) ?? ""
      guard let anchored = anchors[name] else {
        throw error(mark, "unknown alias '*\(name)': no anchor '&\(name)' comes before it")
      }
      try add(anchored.node, weight: anchored.weight, anchor: nil, mark: mark, expanded: true)
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
      let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
      try checkTag(tag, mark)
      if stack.count >= reader.maximumDepth {
        throw error(mark, "the document nests deeper than \(reader.maximumDepth) levels")
      }
      stack.append(
        Frame(
          isMapping: isMapping, line: Int(mark.line) + 1, column: Int(mark.column) + 1,
          anchor: Self.string(anchor)))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let frame = stack.popLast() else { return }
      let kind: YAMLNode.Kind
      if frame.isMapping {
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        pairs.reserveCapacity(frame.items.count / 2)
        var i = 0
        while i + 1 < frame.items.count {
          pairs.append((frame.items[i], frame.items[i + 1]))
          i += 2
        }
        kind = .mapping(pairs)
      } else {
        kind = .sequence(frame.items)
      }
      let node = YAMLNode(kind: kind, line: frame.line, column: frame.column)
      try add(node, weight: frame.weight, anchor: frame.anchor, mark: mark)
    default:
      break
    }
  }

  /// Adds a finished node to the open collection (or makes it the root), checking keys.
  /// `weight` is the node's size in nodes; an alias (`expanded`) counts at that full size, so
  /// `maximumNodes` bounds the document as a consumer walking it would see it.
  mutating func add(
    _ node: YAMLNode, weight: Int, anchor: String?, mark: yaml_mark_t, expanded: Bool = false
  ) throws(ScenarioError) {
    totalWeight += expanded ? weight : 1
    if expanded && weight > 1 { expandedAliases = true }
    if totalWeight > reader.maximumNodes {
      let how = expandedAliases ? "expands through aliases to" : "has"
      throw error(
        mark,
        "the document \(how) more than the limit of \(reader.maximumNodes) nodes (--max-nodes)")
    }
    if let anchor { anchors[anchor] = (node, weight) }
    guard var frame = stack.popLast() else {
      root = node
      return
    }
    if frame.isMapping, frame.items.count % 2 == 0 {
      guard let key = node.scalar else {
        throw ScenarioError(
          file: file, line: node.line, column: node.column,
          message: "mapping keys must be scalars, not \(node.kindName)")
      }
      if !frame.keys.insert(key).inserted {
        throw ScenarioError(
          file: file, line: node.line, column: node.column, message: "duplicate key '\(key)'")
      }
    }
    frame.items.append(node)
    frame.weight += weight
    stack.append(frame)
  }
}

/// The tags a scenario may carry: the non-specific `!` and YAML's core schema.
enum YAMLReaderTags {
  static let core: Set<String> = [
    "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq",
    "tag:yaml.org,2002:map",
  ]
}
