import Foundation
import Testing

/// Every malformed scenario of the corpus is refused with its exact message on stderr,
/// `FILE:LINE:COLUMN: error: MESSAGE`, exit status 2 and nothing on stdout, by both `validate`
/// and `replay`.
@Suite struct MalformedScenarioTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let file: String
    let position: String
    let message: String
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(file: "empty", position: "1:1", message: "the scenario is empty"),
    Case(
      file: "not-a-mapping", position: "1:1",
      message: "the scenario must be a mapping, not a sequence"),
    Case(
      file: "missing-layout", position: "1:1",
      message: "the scenario is missing the required key 'layout'"),
    Case(
      file: "unknown-top-key", position: "4:1",
      message: "unknown key 'stepz' in the scenario; did you mean 'steps'?"),
    Case(
      file: "bad-name", position: "1:7",
      message: "name must be lowercase letters, digits and '-', not 'Pinned_Header'"),
    Case(file: "duplicate-key", position: "5:3", message: "duplicate key 'itemSize'"),
    Case(
      file: "unknown-tag", position: "2:24",
      message: "unknown tag '!point': scenarios use plain YAML values only"),
    Case(
      file: "unknown-alias", position: "2:32",
      message: "unknown alias '*cell': no anchor '&cell' comes before it"),
    // libyaml's messages for a tab and for a key out of step, with the hint beside them.
    Case(
      file: "tab-indent", position: "3:1",
      message: "found character that cannot start any token while scanning for the next token "
        + "(hint: line 3 is indented with a tab; YAML indents with spaces only)"),
    Case(
      file: "bad-indentation", position: "4:2",
      message: "did not find expected key while parsing a block mapping (hint: check that line "
        + "4 lines up with the lines above it: YAML nests by the number of spaces before a key "
        + "or a '-')"),
    Case(
      file: "unclosed-bracket", position: "2:33",
      message: "did not find expected ',' or ']' while parsing a flow sequence"),
    Case(
      file: "mapping-in-scalar", position: "2:13",
      message: "mapping values are not allowed in this context"),
    Case(
      file: "negative-size", position: "2:32", message: "itemSize must not be negative: [-10, 50]"),
    Case(
      file: "nan-spacing", position: "2:42",
      message: "minimumLineSpacing must be a finite number, not .nan"),
    Case(
      file: "scalar-size", position: "2:32",
      message: "itemSize must be [width, height] or {width:, height:}, not a scalar"),
    Case(
      file: "quoted-number", position: "2:33",
      message: "expected a number for itemSize.width, not the string \"100\""),
    Case(
      file: "unknown-layout-key", position: "4:3",
      message: "unknown key 'itemSise' in layout; did you mean 'itemSize'?"),
    Case(
      file: "unknown-kind", position: "2:16",
      message:
        "unknown layout kind 'grid' (kinds: flow, section-backgrounds, separators, pinned-headers, compositional, snapping-carousel, anchored-self-sizing, aligned-flow, waterfall, circle, stacked-cards)"
    ),
    Case(
      file: "key-of-another-kind", position: "2:28",
      message:
        "'pinnedSections' is a key of layout kind pinned-headers, which kind separators does not include"
    ),
    Case(
      file: "separator-key-typo", position: "4:15",
      message: "unknown key 'thicknes' in separator; did you mean 'thickness'?"),
    Case(
      file: "decoration-kind-slash", position: "4:26",
      message:
        "decorations.default must be a kind name without '/' (not header or footer), not 'a/b'"),
    Case(
      file: "section-key-typo", position: "4:18",
      message: "unknown key 'extendEdge' in layout.sections.0; did you mean 'extendEdges'?"),
    Case(
      file: "unknown-step", position: "5:5", message: "unknown step 'scrol'; did you mean 'scroll'?"
    ),
    Case(
      file: "step-two-keys", position: "5:5",
      message: "a step in steps must be a one-key map such as '- scroll: {to: [0, 300]}'"),
    Case(
      file: "scroll-to-and-by", position: "5:32",
      message: "the scroll step takes 'to' or 'by', not both"),
    Case(
      file: "scroll-without-target", position: "5:13", message: "the scroll step needs 'to' or 'by'"
    ),
    Case(
      file: "bad-element-id", position: "5:23",
      message:
        "element 'header/0/0' is not an element id (cell/S/I, supplementary/KIND/S/I or decoration/KIND/S/I)"
    ),
    Case(
      file: "bad-behavior", position: "2:50",
      message:
        "contentInsetAdjustmentBehavior must be one of automatic, scrollableAxes, never, always, not 'sometimes'"
    ),
    Case(
      file: "item-sizes-count", position: "6:18",
      message: "itemSizes has 2 sizes but section 0 has 3 items"),
    Case(
      file: "supplementary-sizes-count", position: "6:12",
      message: "data.supplementarySizes.badge has 1 sizes but data.sections has 2 sections"),
    Case(
      file: "supplementary-sizes-twice", position: "6:24",
      message: "data.supplementarySizes.header gives the sizes data.headerSizes gives already"),
    Case(
      file: "supplementary-sizes-kind", position: "5:24",
      message:
        "a kind of data.supplementarySizes must be a kind name without '/', not 'badge/count'"),
    Case(
      file: "supplementary-sizes-list", position: "5:23",
      message:
        "data.supplementarySizes must map each element kind to one size or null per section"),
    Case(
      file: "zero-frame-rate", position: "2:29",
      message: "frameRate must be a positive integer, not 0"),
    Case(
      file: "deep-nesting", position: "5:77", message: "the document nests deeper than 64 levels"),
    Case(
      file: "alias-bomb", position: "8:10",
      message:
        "the document expands through aliases to more than the limit of 2000000 nodes (--max-nodes)"
    ),
    Case(
      file: "two-documents", position: "5:1",
      message: "a scenario is a single YAML document; found a second one"),
    Case(
      file: "bad-index-path", position: "5:22",
      message: "items must be an index path [section, item]"),
    Case(
      file: "deceleration-out-of-range", position: "2:36",
      message: "decelerationRate must be between 0 and 1 (exclusive), not 1.5"),
    Case(
      file: "stop-velocity-zero", position: "2:42",
      message: "stopVelocity must be positive, not 0"),
    Case(
      file: "expect-two-checks", position: "5:50",
      message:
        "the expect step checks one thing at a time: 'contentOffset' or 'contentSize' (or name an element)"
    ),
    Case(
      file: "count-selector-with-index", position: "5:22",
      message:
        "'supplementary/header/0' is not a category or kind (cell, supplementary/KIND, decoration/KIND)"
    ),
    Case(
      file: "fractional-frames", position: "5:20",
      message: "frames must be a non-negative integer, not 2.5"),
    Case(
      file: "fractional-section", position: "5:42",
      message: "section must be a non-negative integer, not 1.5"),
    Case(
      file: "unknown-update", position: "8:11",
      message: "unknown update 'shuffle' (valid updates: insert, delete, reload, move)"),
    Case(
      file: "too-many-items", position: "4:13",
      message: "data.sections holds 1200000 items; the limit is 1000000 (--max-items)"),
    Case(
      file: "huge-item-count", position: "4:14",
      message:
        "the item count of section 0 is too large: 100000000000000; the limit is 1000000 (--max-items)"
    ),
    Case(
      file: "huge-size", position: "2:37",
      message:
        "itemSize.height is too large: 1e308; numbers in a scenario are at most 1000000000 in magnitude"
    ),
    Case(
      file: "huge-scroll", position: "5:22",
      message:
        "by.y is too large: 1.5e9; numbers in a scenario are at most 1000000000 in magnitude"),
    Case(
      file: "long-animation", position: "6:55",
      message:
        "duration 100000 s at 1000 frames per second is 100000000 display ticks; the limit is 1000000 (--max-step-ticks)"
    ),
    Case(
      file: "long-wait", position: "5:20",
      message: "frames is too large: 2000000; the limit is 1000000 (--max-step-ticks)"),
    Case(
      file: "nul-byte", position: "6:26",
      message: "control character U+0000 is not allowed in YAML"),
    Case(
      file: "invalid-utf8", position: "6:12", message: "the file is not UTF-8 text (byte 0xFF)"),
    Case(
      file: "endless-wait", position: "5:21",
      message: "seconds must be at most 100000 seconds, not 1000000000"),
    Case(
      file: "huge-zindex", position: "5:41",
      message:
        "zIndex is too large: 1e300; numbers in a scenario are at most 1000000000 in magnitude"),
  ]

  @Test func everyFileOfTheCorpusHasACase() throws {
    let folder = BinaryRunner.packageRoot.appendingPathComponent(
      "Tests/ScrollSimCLITests/Malformed")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
    #expect(Set(files) == Set(Self.cases.map(\.file)))
  }

  @Test(arguments: cases, ["validate", "replay"])
  func isRefusedWithItsMessage(_ c: Case, command: String) throws {
    let path = "Tests/ScrollSimCLITests/Malformed/\(c.file).yaml"
    let result = try BinaryRunner.run([command, path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "\(path):\(c.position): error: \(c.message)\n")
  }
}
