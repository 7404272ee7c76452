import CYAML
import Foundation

/// Reads one YAML document with libyaml's event API into a `YAMLDocument` that keeps every
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
  public func read(_ text: [UInt8], file: String) throws(ScenarioError) -> YAMLDocument? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw ScenarioError(file: file, line: 1, column: 1, message: "cannot start the YAML parser")
    }
    defer { yaml_parser_delete(&parser) }
    guard text.count < YAMLNode.maximumTextBytes else {
      throw ScenarioError(
        file: file, line: 1, column: 1,
        message: "the file has \(text.count) bytes; a scenario holds less than 4 GiB")
    }
    return try text.withUnsafeBufferPointer { buffer throws(ScenarioError) -> YAMLDocument? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var builder = YAMLDocumentBuilder(
        file: file, maximumDepth: maximumDepth, maximumNodes: maximumNodes)
      // Room for what a document of this size usually holds, so that the tables are not copied
      // as they grow: scalars hold at most the input's bytes, and a node takes a few of them.
      builder.reserveText(buffer.count)
      builder.document.nodes.reserveCapacity(min(buffer.count / 4, maximumNodes) + 1)
      // One event for the whole stream, which yaml_parser_parse clears before filling it, and
      // which the builder reads where it lies.
      let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
      event.initialize(to: yaml_event_t())
      defer { event.deallocate() }
      while true {
        guard yaml_parser_parse(&parser, event) == 1 else {
          throw Self.parserError(parser, file: file)
        }
        defer { yaml_event_delete(event) }
        if event.pointee.type == YAML_STREAM_END_EVENT { break }
        try builder.handle(event)
      }
      return builder.finish()
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

/// The tags a scenario may carry: the non-specific `!` and YAML's core schema.
enum YAMLReaderTags {
  static let core: Set<String> = [
    "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq",
    "tag:yaml.org,2002:map",
  ]
}
