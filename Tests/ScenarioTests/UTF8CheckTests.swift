import Testing

@testable import Scenario

/// The check that a file is UTF-8 text YAML can hold: a printable ASCII file passes without
/// being decoded, and any other is walked scalar by scalar, which places the first bad one.
@Suite struct UTF8CheckTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    /// The error, or nil when the bytes pass.
    let error: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "printable ASCII", bytes: Array("a: 1\r\n\tb: [2]\n~".utf8), error: nil),
    Case(
      name: "non-ASCII text", bytes: Array("a: \u{E9}\u{2028}\u{85}\u{10000}\n".utf8), error: nil),
    Case(
      name: "a C0 control in ASCII", bytes: Array("a: 1\nb: \u{1}\n".utf8),
      error: "u.yaml:2:4: error: control character U+0001 is not allowed in YAML"),
    Case(
      name: "DEL", bytes: Array("a: \u{7F}".utf8),
      error: "u.yaml:1:4: error: control character U+007F is not allowed in YAML"),
    // Columns count characters: the é before the control is one column.
    Case(
      name: "a C1 control after a non-ASCII letter", bytes: Array("\u{E9}: \u{80}".utf8),
      error: "u.yaml:1:4: error: control character U+0080 is not allowed in YAML"),
    Case(
      name: "a noncharacter", bytes: Array("a:\n  \u{FFFF}".utf8),
      error: "u.yaml:2:3: error: control character U+FFFF is not allowed in YAML"),
    Case(
      name: "a byte that is not UTF-8", bytes: Array("a: 1\nb: ".utf8) + [0xFF],
      error: "u.yaml:2:4: error: the file is not UTF-8 text (byte 0xFF)"),
  ]

  @Test(arguments: cases)
  func check(_ check: Case) {
    do {
      try ScenarioDocument.requireUTF8(check.bytes, file: "u.yaml")
      #expect(check.error == nil)
    } catch {
      #expect("\(error)" == check.error)
    }
  }
}
