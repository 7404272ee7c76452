import Foundation
import Testing

@testable import Scenario

/// The libyaml reader: positions, anchors and aliases, refusals, and a large file.
@Suite struct YAMLReaderTests {
  func read(_ text: String) throws -> YAMLNode? {
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
    let root = try #require(try read("name: a\nlayout:\n  kind: flow\n  itemSize: [10, 20]\n"))
    guard case .mapping(let pairs) = root.kind else { throw Failure("not a mapping") }
    #expect(pairs.map { $0.key.scalar } == ["name", "layout"])
    #expect((pairs[1].key.line, pairs[1].key.column) == (2, 1))
    guard case .mapping(let layout) = pairs[1].value.kind else { throw Failure("layout") }
    #expect((layout[1].value.line, layout[1].value.column) == (4, 13))
    guard case .sequence(let numbers) = layout[1].value.kind else { throw Failure("size") }
    #expect((numbers[1].line, numbers[1].column) == (4, 18))
  }

  @Test func aliasesResolveToTheAnchoredNode() throws {
    let root = try #require(
      try read("base: &size [100, 40]\nother: *size\nmap: &m {a: 1}\nagain: *m\n"))
    guard case .mapping(let pairs) = root.kind else { throw Failure("not a mapping") }
    guard case .sequence(let first) = pairs[0].value.kind,
      case .sequence(let second) = pairs[1].value.kind
    else { throw Failure("sizes") }
    #expect(first.map(\.scalar) == ["100", "40"])
    #expect(second.map(\.scalar) == ["100", "40"])
    guard case .mapping(let again) = pairs[3].value.kind else { throw Failure("map") }
    #expect(again.first?.value.scalar == "1")
  }

  @Test func quotedScalarsAreNotPlain() throws {
    let root = try #require(try read("a: '12'\nb: 12\nc: \"x\"\n"))
    guard case .mapping(let pairs) = root.kind else { throw Failure("not a mapping") }
    let plain = pairs.map { pair -> Bool in
      if case .scalar(_, let plain) = pair.value.kind { return plain }
      return false
    }
    #expect(plain == [false, true, false])
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
  ]

  @Test(arguments: errors)
  func refusals(_ c: ErrorCase) {
    #expect(error(c.text) == c.error)
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
