import Testing

@testable import Daemon

/// The request line: every accepted shape, and every refusal with its exact place and message.
@Suite struct RequestParserTests {
  struct Accepted: CustomTestStringConvertible, Sendable {
    let line: String
    let request: Request
    var testDescription: String { line }
  }

  static let accepted: [Accepted] = [
    Accepted(
      line: #"{"path": "Scenarios/a.yaml"}"#,
      request: .replay(.init(source: .path("Scenarios/a.yaml")))),
    Accepted(
      line: #"{"scenario":"name: a\n","trace":"calls","format":"text","file":"a.yaml"}"#,
      request: .replay(
        .init(source: .text("name: a\n"), fileName: "a.yaml", traceCalls: true, textFormat: true))),
    Accepted(
      line: #"  { "format" : "jsonl" , "path" : "x" }  "#,
      request: .replay(.init(source: .path("x")))),
    Accepted(
      line: #"{"path": "x", "failures": "records"}"#,
      request: .replay(.init(source: .path("x"), reportsFailures: true))),
    Accepted(line: #"{"status": true}"#, request: .status),
    Accepted(line: "{\"status\":true}\r", request: .status),
    Accepted(
      line: #"{"scenario": "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}"#,
      request: .replay(.init(source: .text("\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}")))),
  ]

  @Test(arguments: accepted)
  func readsTheRequest(_ c: Accepted) {
    #expect(RequestParser.parse(Array(c.line.utf8)) == .success(c.request))
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let line: [UInt8]
    let message: String
    var testDescription: String { message }

    init(_ line: String, _ message: String) {
      self.line = Array(line.utf8)
      self.message = message
    }

    init(bytes: [UInt8], _ message: String) {
      line = bytes
      self.message = message
    }
  }

  static let refused: [Refused] = [
    Refused(
      "",
      "<request-line>:1:1: error: the request must be a JSON object such as {\"path\": \"FILE\"}, not the end of the line"
    ),
    Refused(
      "hello",
      "<request-line>:1:1: error: the request must be a JSON object such as {\"path\": \"FILE\"}, not 'h'"
    ),
    Refused(
      "{}", "<request-line>:1:1: error: the request needs one of 'scenario', 'path' or 'status'"),
    Refused(#"{path: "x"}"#, "<request-line>:1:2: error: expected a key in double quotes, not 'p'"),
    Refused(
      #"{"paths": "x"}"#,
      "<request-line>:1:2: error: unknown key 'paths' in the request (expected scenario, path, file, trace, format, failures or status)"
    ),
    Refused(#"{"path": "x", "path": "y"}"#, "<request-line>:1:15: error: duplicate key 'path'"),
    Refused(#"{"path" "x"}"#, "<request-line>:1:9: error: expected ':' after 'path', not '\"'"),
    Refused(#"{"path": 3}"#, "<request-line>:1:10: error: 'path' must be a string, not '3'"),
    Refused(
      #"{"path": "x" "trace": "calls"}"#,
      "<request-line>:1:14: error: expected ',' or '}' after a value, not '\"'"),
    Refused(
      #"{"path": "x"} {"#,
      "<request-line>:1:15: error: unexpected '{' after the request object: send one object per line"
    ),
    Refused(#"{"path": "x"#, "<request-line>:1:12: error: the string has no closing quote"),
    Refused(#"{"path": "a\qb"}"#, "<request-line>:1:12: error: unknown escape \\'q'"),
    Refused(
      #"{"path": "\u12"}"#,
      "<request-line>:1:15: error: \\u needs four hexadecimal digits, not '\"'"),
    Refused(#"{"path": "\udc00"}"#, "<request-line>:1:11: error: \\udc00 is a lone low surrogate"),
    Refused(
      "{\"path\": \"a\tb\"}", "<request-line>:1:12: error: a string may not hold U+0009 unescaped"),
    Refused(#"{"path": ""}"#, "<request-line>:1:2: error: 'path' must name a file"),
    Refused(
      #"{"path": "x", "scenario": "y"}"#,
      "<request-line>:1:15: error: 'scenario' cannot go with 'path'"),
    Refused(#"{"status": false}"#, "<request-line>:1:12: error: 'status' must be true, not 'f'"),
    Refused(
      #"{"status": true, "trace": "calls"}"#,
      "<request-line>:1:18: error: 'trace' cannot go with 'status'"),
    Refused(
      #"{"path": "x", "trace": "everything"}"#,
      "<request-line>:1:24: error: 'trace' must be \"calls\", not \"everything\""),
    Refused(
      #"{"path": "x", "format": "xml"}"#,
      "<request-line>:1:25: error: 'format' must be \"jsonl\" or \"text\", not \"xml\""),
    Refused(
      #"{"path": "x", "failures": "lines"}"#,
      "<request-line>:1:27: error: 'failures' must be \"records\", not \"lines\""),
    Refused(
      "{\"path\": \"é\", \u{0}}",
      "<request-line>:1:15: error: expected a key in double quotes, not U+0000"),
    // A NUL would cut the path short in open(2): `a.yaml\0/../../etc/passwd` opened `a.yaml`.
    Refused(
      #"{"path": "a.yaml\u0000/../../etc/passwd"}"#,
      "<request-line>:1:10: error: 'path' may not hold a control character (U+0000)"),
    Refused(
      #"{"format": "text", "path": "Scenarios/\nx.yaml"}"#,
      "<request-line>:1:28: error: 'path' may not hold a control character (U+000A)"),
    Refused(
      #"{"path": "x\u007f"}"#,
      "<request-line>:1:10: error: 'path' may not hold a control character (U+007F)"),
    Refused(
      #"{"path": "x\u0085"}"#,
      "<request-line>:1:10: error: 'path' may not hold a control character (U+0085)"),
    Refused(
      bytes: [0x7B, 0x22, 0xFF, 0xFE, 0x00],
      "<request-line>:1:3: error: the request is not UTF-8 text: send one JSON object on one line"),
  ]

  @Test(arguments: refused)
  func refusesWithPlaceAndReason(_ c: Refused) {
    switch RequestParser.parse(c.line) {
    case .success(let request): Issue.record("accepted as \(request)")
    case .failure(let error): #expect(error.description == c.message)
    }
  }

  /// What `scrollsim replay --server` sends reads back as the same request, whatever the text.
  @Test func theClientsLineReadsBack() {
    let text = "name: \"q\"\n\t\\ \u{1} \u{7F} é \u{1F600}\r\n"
    for request in [
      ReplayRequest(source: .text(text), fileName: "a b.yaml", traceCalls: true, textFormat: true),
      ReplayRequest(source: .path("/tmp/x.yaml")),
    ] {
      let line = request.jsonLine
      #expect(line.last == UInt8(ascii: "\n"))
      #expect(!line.dropLast().contains(UInt8(ascii: "\n")))
      #expect(RequestParser.parse(line.dropLast()) == .success(.replay(request)))
    }
  }
}

/// A client sends the failures key only when the request still fits the server's limit with it,
/// so the key's length must be what it adds to the line.
@Test func theFailuresKeyAddsItsLengthToTheRequestLine() {
  var request = ReplayRequest(source: .text("name: a\n"), fileName: "a.yaml")
  let without = request.jsonLine.count
  request.reportsFailures = true
  #expect(request.jsonLine.count - without == ReplayRequest.failureRecordsKeyLength)
}
