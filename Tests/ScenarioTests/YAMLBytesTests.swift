import Foundation
import Simulator
import Testing

@testable import Scenario

/// What the reader reads from a scalar's bytes without making a string of it (keys, booleans,
/// numbers) reads as the string rules read it: keys and words compare as Swift strings do
/// (canonical equivalence), booleans as YAML 1.1's words in any case, numbers as `Double(text)`.
@Suite struct YAMLBytesTests {
  /// The first scalar of a one-item sequence holding `text`.
  func scalar(_ text: String) throws -> (YAMLDocument, YAMLNode) {
    let document = try #require(try YAMLReader().read(Array("- \(text)\n".utf8), file: "t"))
    return (document, try #require(document.children(document.root).first { _ in true }))
  }

  struct KeyCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// The scalar as YAML writes it.
    let text: String
    let candidates: [String]
    let index: Int?
    var testDescription: String { name }
  }

  /// The index of the first candidate the key equals as a Swift string.
  static let keys: [KeyCase] = [
    KeyCase(name: "ASCII, first", text: "to", candidates: ["to", "by"], index: 0),
    KeyCase(name: "ASCII, second", text: "by", candidates: ["to", "by"], index: 1),
    KeyCase(name: "a prefix is not the key", text: "t", candidates: ["to", "by"], index: nil),
    KeyCase(name: "longer than every candidate", text: "top", candidates: ["to"], index: nil),
    KeyCase(name: "case matters", text: "To", candidates: ["to", "by"], index: nil),
    KeyCase(
      name: "same length and first byte", text: "tp", candidates: ["to", "tp"], index: 1),
    KeyCase(name: "empty", text: "''", candidates: ["", "to"], index: 0),
    KeyCase(name: "quoted", text: "'by'", candidates: ["to", "by"], index: 1),
    // U+212A KELVIN SIGN is canonically K; so is the key, spelled with other bytes.
    KeyCase(name: "Kelvin sign for K", text: "\u{212A}ey", candidates: ["a", "Key"], index: 1),
    KeyCase(name: "K for a Kelvin sign", text: "Key", candidates: ["\u{212A}ey"], index: 0),
    // U+037E GREEK QUESTION MARK is canonically a semicolon, U+1FEF GREEK VARIA a backtick.
    KeyCase(name: "Greek question mark", text: "'a\u{37E}'", candidates: ["a;"], index: 0),
    KeyCase(name: "Greek varia", text: "'\u{1FEF}a'", candidates: ["`a"], index: 0),
    KeyCase(name: "decomposed e acute", text: "e\u{301}", candidates: ["\u{E9}"], index: 0),
    KeyCase(name: "precomposed e acute", text: "\u{E9}", candidates: ["e\u{301}"], index: 0),
    KeyCase(name: "non-ASCII, unequal", text: "\u{E9}", candidates: ["e", "E"], index: nil),
    KeyCase(name: "a sequence is no key", text: "[to]", candidates: ["to"], index: nil),
  ]

  @Test(arguments: keys)
  func keyMatching(_ key: KeyCase) throws {
    let (document, node) = try scalar(key.text)
    #expect(document.firstIndex(of: node, in: key.candidates) == key.index)
    // A name table (the ops) matches as its names do.
    #expect(document.firstIndex(of: node, in: NameTable(key.candidates)) == key.index)
  }

  struct EqualityCase: CustomTestStringConvertible, Sendable {
    let first: String
    let second: String
    let equal: Bool
    var testDescription: String { "\(first) \(second)" }
  }

  static let equalities: [EqualityCase] = [
    EqualityCase(first: "ab", second: "ab", equal: true),
    EqualityCase(first: "ab", second: "abc", equal: false),
    EqualityCase(first: "ab", second: "ba", equal: false),
    EqualityCase(first: "K", second: "\u{212A}", equal: true),
    EqualityCase(first: "\u{212A}", second: "K", equal: true),
    EqualityCase(first: "k", second: "\u{212A}", equal: false),
    EqualityCase(first: "\u{E9}", second: "e\u{301}", equal: true),
    EqualityCase(first: "\u{E9}", second: "e", equal: false),
    EqualityCase(first: "'x;'", second: "'x\u{37E}'", equal: true),
  ]

  @Test(arguments: equalities)
  func scalarEquality(_ pair: EqualityCase) throws {
    let document = try #require(
      try YAMLReader().read(Array("[\(pair.first), \(pair.second)]".utf8), file: "t"))
    let items = Array(document.children(document.root))
    #expect(document.scalarsEqual(items[0], items[1]) == pair.equal)
  }

  /// Keys spelled with other bytes that Swift's strings hold equal are one key.
  @Test func aKelvinSignKeyRepeatsK() throws {
    #expect(throws: ScenarioError.self) {
      try YAMLReader().read(Array("K: 1\n\u{212A}: 2\n".utf8), file: "t")
    }
    #expect(throws: Never.self) {
      try YAMLReader().read(Array("k: 1\n\u{212A}: 2\n".utf8), file: "t")
    }
  }

  struct BoolCase: CustomTestStringConvertible, Sendable {
    let text: String
    let value: Bool?
    var testDescription: String { text }
  }

  /// YAML 1.1's words in any case, plain only; anything else, a near word included, is none.
  static let booleans: [BoolCase] = [
    BoolCase(text: "true", value: true), BoolCase(text: "True", value: true),
    BoolCase(text: "TRUE", value: true), BoolCase(text: "tRuE", value: true),
    BoolCase(text: "yes", value: true), BoolCase(text: "Yes", value: true),
    BoolCase(text: "on", value: true), BoolCase(text: "ON", value: true),
    BoolCase(text: "false", value: false), BoolCase(text: "FALSE", value: false),
    BoolCase(text: "no", value: false), BoolCase(text: "No", value: false),
    BoolCase(text: "off", value: false), BoolCase(text: "oFF", value: false),
    BoolCase(text: "'true'", value: nil), BoolCase(text: "!!bool true", value: nil),
    BoolCase(text: "tru", value: nil), BoolCase(text: "truee", value: nil),
    BoolCase(text: "ye", value: nil), BoolCase(text: "o", value: nil),
    BoolCase(text: "1", value: nil), BoolCase(text: "y", value: nil),
    BoolCase(text: "'~'", value: nil), BoolCase(text: "n0", value: nil),
    BoolCase(text: "N0", value: nil), BoolCase(text: "[on]", value: nil),
    // Fullwidth, dotless and long-s letters are other letters, as `lowercased()` keeps them.
    BoolCase(text: "\u{FF54}rue", value: nil), BoolCase(text: "ye\u{17F}", value: nil),
    BoolCase(text: "\u{130}n", value: nil),
  ]

  @Test(arguments: booleans)
  func booleanWords(_ boolean: BoolCase) throws {
    let (document, node) = try scalar(boolean.text)
    #expect(document.plainBool(node) == boolean.value)
  }

  struct DecodedCase: CustomTestStringConvertible, Sendable {
    let text: String
    /// The number read, or the error's message.
    let result: Result<Double, Failure>
    var testDescription: String { text }
  }

  /// Spellings of numbers YAML allows, as `collectionView.displayScale` reads them: decimals
  /// read from their bytes or by `Double(text)`, the other forms refused with their message.
  static let numbers: [DecodedCase] = [
    DecodedCase(text: "2", result: .success(2)), DecodedCase(text: "+2", result: .success(2)),
    DecodedCase(text: "002", result: .success(2)), DecodedCase(text: "2.5", result: .success(2.5)),
    DecodedCase(text: ".5", result: .success(0.5)), DecodedCase(text: "+.5", result: .success(0.5)),
    DecodedCase(text: "5.", result: .success(5)), DecodedCase(text: "1e2", result: .success(100)),
    DecodedCase(text: "1E+2", result: .success(100)),
    DecodedCase(text: "25e-1", result: .success(2.5)),
    DecodedCase(text: ".5e1", result: .success(5)),
    DecodedCase(text: "1e-300", result: .success(1e-300)),
    DecodedCase(text: "4.9e-324", result: .success(.leastNonzeroMagnitude)),
    DecodedCase(text: "0.1", result: .success(0.1)),
    DecodedCase(text: "3.0000000000000000001", result: .success(3)),
    DecodedCase(
      text: "0x10", result: .failure(Failure("expected a number for displayScale, not '0x10'"))),
    DecodedCase(
      text: "0o17", result: .failure(Failure("expected a number for displayScale, not '0o17'"))),
    DecodedCase(
      text: "1_000", result: .failure(Failure("expected a number for displayScale, not '1_000'"))),
    DecodedCase(
      text: "1e", result: .failure(Failure("expected a number for displayScale, not '1e'"))),
    DecodedCase(
      text: ".inf", result: .failure(Failure("displayScale must be a finite number, not .inf"))),
    DecodedCase(
      text: "-.Inf", result: .failure(Failure("displayScale must be a finite number, not -.Inf"))),
    DecodedCase(
      text: ".NaN", result: .failure(Failure("displayScale must be a finite number, not .NaN"))),
    DecodedCase(
      text: "1e400", result: .failure(Failure("displayScale must be a finite number, not 1e400"))),
    DecodedCase(
      text: "'2'",
      result: .failure(Failure("expected a number for displayScale, not the string \"2\""))),
    DecodedCase(
      text: "-1", result: .failure(Failure("displayScale must be positive, not -1"))),
  ]

  @Test(arguments: numbers)
  func decodedNumbers(_ number: DecodedCase) throws {
    let yaml = """
      name: n
      collectionView: {displayScale: \(number.text)}
      layout: {kind: flow}
      data: {sections: [1]}
      steps: []
      """
    let read: Result<Double, Failure>
    do {
      let document = try ScenarioDocument.parse(Array(yaml.utf8), file: "n.yaml")
      read = .success(document.collectionView.displayScale)
    } catch {
      read = .failure(Failure("\(error)".components(separatedBy: ": error: ").last ?? ""))
    }
    switch (read, number.result) {
    case (.success(let value), .success(let expected)): #expect(value == expected)
    case (.failure(let message), .failure(let expected)):
      #expect(message.description == expected.description)
    default: Issue.record("read \(read), expected \(number.result)")
    }
  }

  struct SelectorCase: CustomTestStringConvertible, Sendable {
    let text: String
    let isSelector: Bool
    var testDescription: String { text }
  }

  /// Selectors: a category, or a category, a slash and a kind without one.
  static let selectors: [SelectorCase] = [
    SelectorCase(text: "cell", isSelector: true),
    SelectorCase(text: "decoration", isSelector: true),
    SelectorCase(text: "supplementary/header", isSelector: true),
    SelectorCase(text: "decoration/separator", isSelector: true),
    SelectorCase(text: "decoration/", isSelector: false),
    SelectorCase(text: "decoration/a/b", isSelector: false),
    SelectorCase(text: "cell/0", isSelector: false),
    SelectorCase(text: "decorations/a", isSelector: false),
    SelectorCase(text: "supplementary/t\u{E9}te", isSelector: true),
    // The slash and an accent after it are one character, so the category is not followed by
    // its slash.
    SelectorCase(text: "decoration/\u{301}x", isSelector: false),
    SelectorCase(text: "supplementary", isSelector: true),
    SelectorCase(text: "Cell", isSelector: false),
    SelectorCase(text: "cells", isSelector: false),
    SelectorCase(text: "cell/", isSelector: false),
    SelectorCase(text: "/header", isSelector: false),
    SelectorCase(text: "header", isSelector: false),
    SelectorCase(text: "supplementary//", isSelector: false),
    SelectorCase(text: "decoration/\u{212A}", isSelector: true),
    SelectorCase(text: "c\u{E9}ll", isSelector: false),
    SelectorCase(text: "", isSelector: false),
  ]

  @Test(arguments: selectors)
  func countSelectors(_ selector: SelectorCase) {
    #expect(ExpectationDecoder.isSelector(selector.text) == selector.isSelector)
  }

  struct WrittenCase: CustomTestStringConvertible, Sendable {
    /// The values of `element` and `alpha` or `visible`, as YAML writes them.
    let element: String
    let field: String
    let value: String
    /// The expectation as the assert event writes it.
    let written: JSONValue
    var testDescription: String { "\(element) \(field) \(value)" }
  }

  /// An expectation keeps what was written: numbers in any spelling as their values, YAML 1.1's
  /// booleans as booleans, element ids (which start like no number) as their text.
  static let written: [WrittenCase] = [
    WrittenCase(
      element: "cell/0/1", field: "alpha", value: "+.5",
      written: .object([("element", .string("cell/0/1")), ("alpha", .number(0.5))])),
    WrittenCase(
      element: "cell/0/01", field: "alpha", value: "1e-1",
      written: .object([("element", .string("cell/0/01")), ("alpha", .number(0.1))])),
    WrittenCase(
      element: "'cell/0/1'", field: "alpha", value: "5.",
      written: .object([("element", .string("cell/0/1")), ("alpha", .number(5))])),
    WrittenCase(
      element: "supplementary/header/0/0", field: "alpha", value: "-0.25e1",
      written: .object([("element", .string("supplementary/header/0/0")), ("alpha", .number(-2.5))])
    ),
    WrittenCase(
      element: "cell/1/2", field: "alpha", value: "0.30000000000000000001",
      written: .object([("element", .string("cell/1/2")), ("alpha", .number(0.3))])),
    WrittenCase(
      element: "cell/1/2", field: "visible", value: "Yes",
      written: .object([("element", .string("cell/1/2")), ("visible", .bool(true))])),
    WrittenCase(
      element: "cell/1/2", field: "visible", value: "off",
      written: .object([("element", .string("cell/1/2")), ("visible", .bool(false))])),
  ]

  @Test(arguments: written)
  func writtenExpectations(_ example: WrittenCase) throws {
    let yaml = """
      name: n
      layout: {kind: flow}
      data: {sections: [3, 3]}
      steps:
        - expect: {element: \(example.element), \(example.field): \(example.value)}
      """
    let document = try ScenarioDocument.parse(Array(yaml.utf8), file: "n.yaml")
    guard case .expect(let expectation) = document.steps.first?.action else {
      throw Failure("no expectation")
    }
    #expect(expectation.written == example.written)
  }

  /// Every text YAML's decimal form accepts starts as a number may; ids and words do not.
  @Test func numbersStartWithASignADigitOrAPoint() throws {
    for decimal in YAMLNumberTests.decimals where !decimal.text.isEmpty {
      let (document, node) = try scalar("'\(decimal.text)'")
      #expect(
        !decimal.isDecimal || document.mayStartNumber(node), "\(decimal.text)")
    }
    for text in ["cell/0/1", "e5", "x1", "''", "_1"] {
      let (document, node) = try scalar(text)
      #expect(!document.mayStartNumber(node), "\(text)")
    }
  }
}
