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

  struct PrintableCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// How many bytes, all `a` but `byte` at `position`.
    let count: Int
    let position: Int?
    let byte: UInt8
    let printable: Bool
    var testDescription: String { name }
  }

  /// The ASCII check reads eight bytes at a time and then the tail: a byte that is not
  /// printable is found in either, at the first and last place of a word, and the bounds are
  /// exact (space and tilde are printable, 0x1F, DEL and 0x80 are not).
  static let printables: [PrintableCase] = [
    PrintableCase(name: "empty", count: 0, position: nil, byte: 0, printable: true),
    PrintableCase(name: "15 bytes", count: 15, position: nil, byte: 0, printable: true),
    PrintableCase(name: "16 bytes", count: 16, position: nil, byte: 0, printable: true),
    PrintableCase(name: "33 bytes", count: 33, position: nil, byte: 0, printable: true),
    PrintableCase(name: "control first", count: 33, position: 0, byte: 0x01, printable: false),
    PrintableCase(name: "control at 15", count: 33, position: 15, byte: 0x1F, printable: false),
    PrintableCase(name: "control at 16", count: 33, position: 16, byte: 0x00, printable: false),
    PrintableCase(name: "control last", count: 33, position: 32, byte: 0x1B, printable: false),
    PrintableCase(
      name: "control in a short tail", count: 5, position: 4, byte: 0x7, printable: false),
    PrintableCase(name: "DEL", count: 20, position: 3, byte: 0x7F, printable: false),
    PrintableCase(name: "DEL in a word", count: 16, position: 9, byte: 0x7F, printable: false),
    PrintableCase(name: "0xC3 in a word", count: 16, position: 6, byte: 0xC3, printable: false),
    PrintableCase(name: "0x80", count: 20, position: 18, byte: 0x80, printable: false),
    PrintableCase(name: "0xFF", count: 16, position: 15, byte: 0xFF, printable: false),
    PrintableCase(name: "tab", count: 20, position: 2, byte: 0x09, printable: true),
    PrintableCase(name: "line feed", count: 20, position: 17, byte: 0x0A, printable: true),
    PrintableCase(name: "carriage return", count: 20, position: 16, byte: 0x0D, printable: true),
    PrintableCase(name: "space", count: 17, position: 16, byte: 0x20, printable: true),
    PrintableCase(name: "tilde", count: 17, position: 0, byte: 0x7E, printable: true),
    PrintableCase(name: "vertical tab", count: 17, position: 5, byte: 0x0B, printable: false),
  ]

  @Test(arguments: printables)
  func printableASCII(_ example: PrintableCase) {
    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: example.count)
    if let position = example.position { bytes[position] = example.byte }
    #expect(ScenarioDocument.isPrintableASCII(bytes) == example.printable)
  }
}
