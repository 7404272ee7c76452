import Foundation
import Simulator
import Testing

@testable import Scenario

/// The reader's table as the builder writes it and the decoders read it: text that outgrows the
/// input, anchors and key sets of nested collections, a mapping's fields past those kept inline,
/// and a count expectation as written.
@Suite struct YAMLTableTests {
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
    var message: String?
    do {
      _ = try read(example.text)
    } catch {
      message = "\(error)"
    }
    #expect(message == example.error)
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
}
