import Foundation
import Simulator
import Testing

@testable import Scenario

/// The reader's table as the builder writes it and the decoders read it: text that outgrows the
/// input, anchors and key sets of nested collections, a mapping's fields past those kept inline,
/// and a count expectation as written.
@Suite struct YAMLTableTests {
  /// The error reading `text` gives, as written; nil when it reads.
  func readError(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  func read(_ text: String) throws -> YAMLDocument {
    try #require(try YAMLReader().read(Array(text.utf8), file: "t.yaml"))
  }

  /// `\L` is two bytes in the file and three in the scalar (U+2028): the text outgrows the room
  /// the reader makes for it, a file's size, and every scalar still reads back.
  @Test func scalarTextLongerThanTheFileReadsBack() throws {
    let escapes = String(repeating: "\\L", count: 100)
    let document = try read("a: \"\(escapes)\"\nb: after\n")
    let pairs = Array(document.pairs(document.root))
    #expect(document.scalar(pairs[0].value) == String(repeating: "\u{2028}", count: 100))
    #expect(document.scalar(pairs[1].value) == "after")
    #expect(document.text.count == 1 + 300 + 1 + 5)
  }

  /// A collection's anchor is kept beside the open collections while nested ones open and
  /// close, and names that collection when its alias comes.
  @Test func anchorsOfNestedCollectionsNameTheirOwnCollection() throws {
    let document = try read("a: &A [&B {k: 1}, &C [2, 3]]\nb: *B\nc: *A\nd: *C\n")
    let pairs = Array(document.pairs(document.root))
    #expect(pairs[1].value.kind == .mapping)
    #expect(document.pairs(pairs[1].value).map { document.scalar($0.key) } == ["k"])
    #expect(pairs[2].value.kind == .sequence)
    #expect(pairs[2].value.count == 2)
    #expect(document.children(pairs[3].value).map { document.scalar($0) } == ["2", "3"])
  }

  struct KeySetCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    /// The error's text, or nil when the document reads.
    let error: String?
    var testDescription: String { name }
  }

  static func keys(_ prefix: String, _ count: Int, indent: String = "") -> String {
    (0..<count).map { "\(indent)\(prefix)\($0): 1\n" }.joined()
  }

  /// Large mappings (past 16 keys) nested in one another each keep their own key set; a key
  /// of the inner one is no duplicate in the outer one after the inner has closed.
  static let keySets: [KeySetCase] = [
    KeySetCase(
      name: "inner keys again in the outer mapping",
      text: keys("k", 17) + "inner:\n" + keys("j", 17, indent: "  ") + keys("j", 2),
      error: nil),
    KeySetCase(
      name: "outer duplicate after a large inner mapping",
      text: keys("k", 17) + "inner:\n" + keys("j", 17, indent: "  ") + "k3: 2\n",
      error: "t.yaml:36:1: error: duplicate key 'k3'"),
    KeySetCase(
      name: "inner duplicate in a large inner mapping",
      text: keys("k", 17) + "inner:\n" + keys("j", 17, indent: "  ") + "  j16: 2\n",
      error: "t.yaml:36:3: error: duplicate key 'j16'"),
    KeySetCase(
      name: "small outer mapping after a large inner one",
      text: "a: 1\ninner:\n" + keys("j", 17, indent: "  ") + "a: 2\n",
      error: "t.yaml:20:1: error: duplicate key 'a'"),
  ]

  @Test(arguments: keySets)
  func largeMappingsKeepTheirOwnKeys(_ example: KeySetCase) {
    #expect(readError(example.text) == example.error)
  }

  /// A mapping's fields in document order, the first four inline and the rest beyond them,
  /// found by key and by position.
  @Test func fieldsPastTheInlineOnesKeepTheirOrder() throws {
    let allowed = ["a", "b", "c", "d", "e", "f", "g"]
    let document = try read("g: 7\nb: 2\ne: 5\na: 1\nf: 6\nc: 3\n")
    let fields = try YAMLDecoding(file: "t.yaml", document: document)
      .mapping(document.root, "the map", allowed: allowed)
    #expect(fields.count == 6)
    #expect(fields.order == ["g", "b", "e", "a", "f", "c"])
    #expect(fields.map { document.scalar($0.value) } == ["7", "2", "5", "1", "6", "3"])
    #expect(
      allowed.map { fields[$0].flatMap(document.scalar) } == [
        "1", "2", "3", nil, "5", "6", "7",
      ])
    #expect(fields[4].key == "f")
    #expect(fields["f"]?.line == 5)
    #expect(fields.node("d").line == fields.node.line)
  }

  /// A count expectation is written with its selectors as keys and its numbers as values, in
  /// the order written.
  @Test func aCountExpectationIsWrittenAsItsMapping() throws {
    let yaml = """
      name: n
      layout: {kind: flow}
      data: {sections: [3]}
      steps:
        - expect: {count: {decoration/separator: 2, cell: 3.0, supplementary: 0}}
      """
    let document = try ScenarioDocument.parse(Array(yaml.utf8), file: "n.yaml")
    guard case .expect(let expectation) = document.steps.first?.action,
      case .count(let counts) = expectation.check
    else {
      throw Failure("no count expectation")
    }
    #expect(counts.map(\.selector) == ["decoration/separator", "cell", "supplementary"])
    #expect(counts.map(\.count) == [2, 3, 0])
    #expect(
      expectation.written
        == .object([
          (
            "count",
            .object([
              ("decoration/separator", .number(2)), ("cell", .number(3)),
              ("supplementary", .number(0)),
            ])
          )
        ]))
  }

  /// `expectError` belongs to the step, not to what the assert event says was expected.
  @Test func expectErrorIsNotWritten() throws {
    let yaml = """
      name: n
      layout: {kind: flow}
      data: {sections: [3]}
      steps:
        - expect: {expectError: no such element, element: cell/0/9, alpha: 1}
      """
    let document = try ScenarioDocument.parse(Array(yaml.utf8), file: "n.yaml")
    guard case .expect(let expectation) = document.steps.first?.action else {
      throw Failure("no expectation")
    }
    #expect(document.steps.first?.expectError == "no such element")
    #expect(
      expectation.written == .object([("element", .string("cell/0/9")), ("alpha", .number(1))]))
  }
  struct FieldLookupCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// The mapping read, over the allowed names `FieldLookupCase.allowed`.
    let text: String
    /// The key looked up.
    let key: String
    /// The value's text, or nil when the mapping does not have the key.
    let value: String?
    var testDescription: String { name }

    /// Names of one length ("to", "by"), of another ("wait"), and two past 63 bytes, which
    /// share the last length bit.
    static let allowed = [
      "to", "by", "wait", String(repeating: "x", count: 64), String(repeating: "y", count: 70),
    ]
  }

  /// A lookup answers nil at once for a length no present name has, and compares names for a
  /// length one has: a name of a present name's length, or past 63 bytes, is still told apart.
  static let fieldLookups: [FieldLookupCase] = [
    FieldLookupCase(name: "present name", text: "to: 1", key: "to", value: "1"),
    FieldLookupCase(name: "absent name of a present length", text: "to: 1", key: "by", value: nil),
    FieldLookupCase(
      name: "absent name of an absent length", text: "to: 1", key: "wait", value: nil),
    FieldLookupCase(
      name: "second of two names of one length", text: "to: 1\nby: 2", key: "by", value: "2"),
    FieldLookupCase(
      name: "long name present", text: "\(String(repeating: "y", count: 70)): 3",
      key: String(repeating: "y", count: 70), value: "3"),
    FieldLookupCase(
      name: "long name absent beside another long one",
      text: "\(String(repeating: "y", count: 70)): 3", key: String(repeating: "x", count: 64),
      value: nil),
    FieldLookupCase(name: "empty mapping", text: "{}", key: "to", value: nil),
  ]

  @Test(arguments: fieldLookups)
  func fieldLookupsByLength(_ example: FieldLookupCase) throws {
    let document = try read(example.text)
    let fields = try YAMLDecoding(file: "t.yaml", document: document)
      .mapping(document.root, "the map", allowed: FieldLookupCase.allowed)
    #expect(fields[example.key].flatMap(document.scalar) == example.value)
  }

  struct CollectionCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    /// Each child of the root: its kind's name and its number of child records.
    let children: [String]
    var testDescription: String { name }
  }

  /// Each collection counts its own children while nested ones open and close, and its next
  /// sibling starts after everything nested in it.
  static let collections: [CollectionCase] = [
    CollectionCase(
      name: "nested in a sequence", text: "[1, [2, 3], {a: b}, [], 4]",
      children: ["a scalar 0", "a sequence 2", "a mapping 2", "a sequence 0", "a scalar 0"]),
    CollectionCase(
      name: "nested twice", text: "[[[1], 2], {a: {b: [3, 4]}}, 5]",
      children: ["a sequence 2", "a mapping 2", "a scalar 0"]),
    CollectionCase(
      name: "an alias of a collection", text: "[&A [1, 2], *A, 3]",
      children: ["a sequence 2", "a sequence 2", "a scalar 0"]),
  ]

  @Test(arguments: collections)
  func collectionsCountTheirOwnChildren(_ example: CollectionCase) throws {
    let document = try read(example.text)
    let children = document.children(document.root).map { child in
      "\(document.kindName(child)) \(child.isScalar ? 0 : child.count)"
    }
    #expect(children == example.children)
  }

  /// A key is checked against the keys of its own mapping: after an inner mapping closes, the
  /// outer one's keys are the ones compared, and a collection as a key is refused at its place.
  static let keyChecks: [KeySetCase] = [
    KeySetCase(
      name: "outer key repeated after an inner mapping", text: "a: {a: 1}\na: 2\n",
      error: "t.yaml:2:1: error: duplicate key 'a'"),
    KeySetCase(
      name: "inner keys are not the outer ones", text: "a: {b: 1, c: {b: 2}}\nb: 3\n",
      error: nil),
    KeySetCase(
      name: "a sequence as a key after an inner mapping", text: "a: {b: 1}\n? [x]\n: 2\n",
      error: "t.yaml:2:3: error: mapping keys must be scalars, not a sequence"),
    KeySetCase(
      name: "an alias of a mapping as a key", text: "a: &x {k: 1}\n? *x\n: 2\n",
      error: "t.yaml:1:4: error: mapping keys must be scalars, not a mapping"),
  ]

  @Test(arguments: keyChecks)
  func keysAreCheckedInTheirOwnMapping(_ example: KeySetCase) {
    #expect(readError(example.text) == example.error)
  }
}
