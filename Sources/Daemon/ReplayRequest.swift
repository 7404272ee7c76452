/// A replay request: the scenario, the name it has in error messages, and the replay options.
public struct ReplayRequest: Equatable, Sendable {
  /// Where the scenario comes from.
  public enum Source: Equatable, Sendable {
    /// `scenario`: the YAML text itself.
    case text(String)
    /// `path`: a file the server reads, relative to its working directory.
    case path(String)
  }

  /// The scenario.
  public var source: Source
  /// `file`, if given: the scenario's name in `FILE:LINE:COLUMN` messages.
  public var fileName: String?
  /// `"trace": "calls"`: `scrollsim replay --trace calls`.
  public var traceCalls = false
  /// `"format": "text"`: `scrollsim replay --format text`.
  public var textFormat = false
  /// `"failures": "records"`: the stream comes with a record of each failure in it
  /// (docs/daemon.md, "Failure records").
  public var reportsFailures = false

  /// A request for `source`.
  public init(
    source: Source, fileName: String? = nil, traceCalls: Bool = false, textFormat: Bool = false,
    reportsFailures: Bool = false
  ) {
    self.source = source
    self.fileName = fileName
    self.traceCalls = traceCalls
    self.textFormat = textFormat
    self.reportsFailures = reportsFailures
  }

  /// The scenario's name in messages: `file`, else the path, else `<request>`.
  public var displayName: String {
    if let fileName { return fileName }
    switch source {
    case .text: return "<request>"
    case .path(let path): return path
    }
  }

  /// How much longer `jsonLine` is with `reportsFailures`: `,"failures":"records"`.
  public static let failureRecordsKeyLength = 21

  /// The request as the one JSON line a client sends, newline included.
  public var jsonLine: [UInt8] {
    var fields: [(String, String)] = []
    switch source {
    case .text(let text): fields.append(("scenario", text))
    case .path(let path): fields.append(("path", path))
    }
    if let fileName { fields.append(("file", fileName)) }
    if traceCalls { fields.append(("trace", "calls")) }
    if textFormat { fields.append(("format", "text")) }
    if reportsFailures { fields.append(("failures", "records")) }
    let body = fields.map { "\(Self.quoted($0.0)):\(Self.quoted($0.1))" }.joined(separator: ",")
    return Array("{\(body)}\n".utf8)
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as is.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
