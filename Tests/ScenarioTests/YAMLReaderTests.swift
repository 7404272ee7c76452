import Foundation
import Testing

@testable import Scenario

/// The libyaml reader: positions, anchors and aliases, refusals, and a large file.
@Suite struct YAMLReaderTests {
  func read(_ text: String) throws -> YAMLDocument? {
    try YAMLReader().read(Array(text.utf8), file: "t.yaml")
  }

  func error(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func nodesKeepTheirLineAndColumn() throws {
    let document = try #require(
      try read("name: a\nlayout:\n  kind: flow\n  itemSize: [10, 20]\n"))
    let pairs = Array(document.pairs(document.root))
    #expect(pairs.map { document.scalar($0.key) } == ["name", "layout"])
    #expect((pairs[1].key.line, pairs[1].key.column) == (2, 1))
    let layout = Array(document.pairs(pairs[1].value))
    #expect((layout[1].value.line, layout[1].value.column) == (4, 13))
    let numbers = Array(document.children(layout[1].value))
    #expect((numbers[1].line, numbers[1].column) == (4, 18))
  }

  @Test func aliasesResolveToTheAnchoredNode() throws {
    let document = try #require(
      try read("base: &size [100, 40]\nother: *size\nmap: &m {a: 1}\nagain: *m\n"))
    let pairs = Array(document.pairs(document.root))
    #expect(document.children(pairs[0].value).map { document.scalar($0) } == ["100", "40"])
    #expect(document.children(pairs[1].value).map { document.scalar($0) } == ["100", "40"])
    // The alias is the anchored node, at the anchor's place: line 1, column 7 ("&size").
    #expect((pairs[1].value.line, pairs[1].value.column) == (1, 7))
    let again = Array(document.pairs(pairs[3].value))
    #expect(again.map { document.scalar($0.value) } == ["1"])
    // The walk after an alias goes on with the alias's next sibling, not the anchor's.
    #expect(pairs.map { document.scalar($0.key) } == ["base", "other", "map", "again"])
  }

  @Test func quotedBlockAndTaggedScalarsAreStrings() throws {
    let document = try #require(try read("a: '12'\nb: 12\nc: \"x\"\nd: !!str 5\ne: |\n  7\n"))
    #expect(
      document.pairs(document.root).map(\.value.kind) == [
        .stringScalar, .plainScalar, .stringScalar, .stringScalar, .stringScalar,
      ])
  }

  @Test func nullsAndKindNames() throws {
    let text = "- ~\n- null\n- Null\n- NULL\n- ''\n-\n- 'null'\n- nul\n- []\n- {}\n"
    let document = try #require(try read(text))
    let items = Array(document.children(document.root))
    #expect(
      items.map { document.kindName($0) } == [
        "null", "null", "null", "null", "a scalar", "null", "a scalar", "a scalar", "a sequence",
        "a mapping",
      ])
  }

  @Test func anEmptyStreamHasNoRoot() throws {
    #expect(try read("") == nil)
    #expect(try read("# only a comment\n") == nil)
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let error: String
    var testDescription: String { name }
  }

  static let errors: [ErrorCase] = [
    ErrorCase(
      name: "duplicate key", text: "a: 1\nb: 2\na: 3\n",
      error: "t.yaml:3:1: error: duplicate key 'a'"),
    ErrorCase(
      name: "nested duplicate", text: "a:\n  x: 1\n  x: 2\n",
      error: "t.yaml:3:3: error: duplicate key 'x'"),
    ErrorCase(
      name: "non-scalar key", text: "? [1, 2]\n: a\n",
      error: "t.yaml:1:3: error: mapping keys must be scalars, not a sequence"),
    ErrorCase(
      name: "custom tag", text: "a: !!binary aGk=\n",
      error:
        "t.yaml:1:4: error: unknown tag 'tag:yaml.org,2002:binary': scenarios use plain YAML values only"
    ),
    ErrorCase(
      name: "alias before anchor", text: "a: *x\nb: &x 1\n",
      error: "t.yaml:1:4: error: unknown alias '*x': no anchor '&x' comes before it"),
    ErrorCase(
      name: "recursive alias", text: "a: &x [1, *x]\n",
      error: "t.yaml:1:11: error: unknown alias '*x': no anchor '&x' comes before it"),
    ErrorCase(
      name: "second document", text: "a: 1\n---\nb: 2\n",
      error: "t.yaml:2:1: error: a scenario is a single YAML document; found a second one"),
    ErrorCase(
      name: "bad indentation", text: "a:\n  b: 1\n c: 2\n",
      error: "t.yaml:3:2: error: did not find expected key while parsing a block mapping"),
    ErrorCase(
      name: "tab", text: "a:\n\tb: 1\n",
      error:
        "t.yaml:2:1: error: found character that cannot start any token while scanning for the next token"
    ),
    // A mapping past 16 keys finds its duplicates in a set, a small one by comparison.
    ErrorCase(
      name: "duplicate in a large mapping",
      text: (0..<20).map { "k\($0): 1\n" }.joined() + "k3: 2\n",
      error: "t.yaml:21:1: error: duplicate key 'k3'"),
    ErrorCase(
      name: "duplicate at the seventeenth key",
      text: (0..<16).map { "k\($0): 1\n" }.joined() + "k0: 2\n",
      error: "t.yaml:17:1: error: duplicate key 'k0'"),
    // Keys compare as Swift strings: a decomposed é is the precomposed one.
    ErrorCase(
      name: "canonically equivalent keys", text: "\u{E9}: 1\ne\u{301}: 2\n",
      error: "t.yaml:2:1: error: duplicate key 'e\u{301}'"),
    // An alias key is its anchored scalar, at the anchor's place.
    ErrorCase(
      name: "duplicate through an alias", text: "&k a: 1\n*k : 2\n",
      error: "t.yaml:1:1: error: duplicate key 'a'"),
    ErrorCase(
      name: "aliased sequence as a key", text: "a: &s [1]\n? *s\n: 2\n",
      error: "t.yaml:1:4: error: mapping keys must be scalars, not a sequence"),
    ErrorCase(
      name: "mapping key", text: "? {a: 1}\n: 2\n",
      error: "t.yaml:1:3: error: mapping keys must be scalars, not a mapping"),
  ]

  @Test(arguments: errors)
  func refusals(_ refusal: ErrorCase) {
    #expect(error(refusal.text) == refusal.error)
  }

  /// Each mapping checks only its own keys: the same key in a nested or a sibling mapping, or
  /// after a nested mapping has closed, is no duplicate.
  @Test func keysAreCheckedPerMapping() throws {
    let text = "x: {x: 1, y: {x: 2}}\ny: [{x: 1}, {x: 2}]\nz: {x: 1}\n"
    let document = try #require(try read(text))
    #expect(document.pairs(document.root).map { document.scalar($0.key) } == ["x", "y", "z"])
  }

  @Test func theDepthLimitCountsCollections() {
    var reader = YAMLReader()
    reader.maximumDepth = 3
    #expect(throws: ScenarioError.self) { try reader.read(Array("a: [[[1]]]\n".utf8), file: "t") }
    #expect(throws: Never.self) { try reader.read(Array("a: [[1]]\n".utf8), file: "t") }
  }

  @Test func aliasesCountAtTheirExpandedSize() {
    var reader = YAMLReader()
    reader.maximumNodes = 30
    // a is 11 nodes; three aliases of it make 1 + 2 + 11 + 1 + 3 x 11 > 30.
    let text = "a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nb: [*a, *a, *a]\n"
    #expect(throws: ScenarioError.self) { try reader.read(Array(text.utf8), file: "t") }
  }

  @Test func aScenarioOfTenThousandStepsReads() throws {
    var text = "name: long\nlayout: {kind: flow}\ndata: {sections: [1000]}\nsteps:\n"
    for i in 0..<10_000 {
      text +=
        i % 2 == 0
        ? "  - scroll: {to: [0, \(i)]}\n" : "  - expect: {contentOffset: [0, \(i - 1)]}\n"
    }
    let document = try ScenarioDocument.parse(Array(text.utf8), file: "long.yaml")
    #expect(document.steps.count == 10_000)
    #expect(document.steps.last?.line == 10_004)
    #expect(document.steps.last?.op == "expect")
  }
}

struct Failure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
