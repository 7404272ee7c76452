import Foundation
import Testing

/// Every fenced example of README.md and docs/ is run here against the built binary (the Swift
/// ones are compiled by ScrollSimTestingTests), so that the documents cannot drift from it. The
/// table of blocks fails first when a page gains an example no test runs.
@Suite struct DocsExamplesTests {
  /// Each document's blocks, by language, in order; the tests below say which runs which.
  static let expectedBlocks: [String: [String]] = [
    "README.md": ["sh", "sh", "swift"],
    "docs/architecture.md": [],
    "docs/compositional-layout.md": [],
    "docs/daemon.md": ["sh", "json", "json", "json", "sh"],
    "docs/event-stream.md": ["json", "json"],
    "docs/layouts.md": [],
    "docs/porting.md": ["swift", "sh", "swift", "swift"],
    "docs/scenario-format.md": ["yaml", "yaml", "yaml", "yaml", "yaml", "yaml"],
    "docs/testing.md": [
      "swift", "swift", "swift", "swift", "swift", "swift", "swift", "swift", "swift", "sh", "sh",
    ],
    "docs/text-format.md": ["text", "text"],
    "docs/uikit-choices.md": [],
    "docs/uikit-reference.md": [],
    "docs/visualizing.md": ["sh", "sh", "sh", "sh", "sh"],
  ]

  static func blocks(_ file: String) throws -> [DocBlock] { try DocBlock.blocks(in: file) }

  @Test func everyExampleHasATest() throws {
    var found: [String: [String]] = [:]
    for document in DocBlock.documents {
      found[document] = try Self.blocks(document).map(\.language)
    }
    #expect(found == Self.expectedBlocks)
  }

  /// The README's list of documents names every page of docs/.
  @Test func theReadmeListsEveryDocument() throws {
    let readme = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = readme.components(separatedBy: "## Documentation").dropFirst().first ?? ""
    let listed = section.components(separatedBy: "\n## ").first ?? ""
    for document in DocBlock.documents.dropFirst() {
      #expect(listed.contains("- `\(document)`"), "README.md does not list \(document)")
    }
  }

  /// The stream's first lines in docs/event-stream.md are the replay's.
  @Test func theStreamExampleIsTheReplay() throws {
    let example = try Self.blocks("docs/event-stream.md")[0].lines
    let replay = try BinaryRunner.run(["replay", "Scenarios/pinned-scroll.yaml"])
    #expect(replay.status == 0)
    #expect(Array(replay.lines.prefix(example.count)) == example)
  }

  /// The `attrs` example is the pinned header of scenario-format.md's first example after its
  /// scroll to 300.
  @Test func theAttrsExampleIsThePinnedHeader() throws {
    let attrs = try Self.blocks("docs/event-stream.md")[1].lines[0]
    let scenario = try Self.blocks("docs/scenario-format.md")[0].text
    let replay = try BinaryRunner.replay(scenario, name: "docs-format-example")
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(
      replay.lines.contains {
        $0.contains(#""id":"supplementary/header/0/0""#) && $0.hasSuffix(#""to":\#(attrs)}"#)
      })
  }

  /// scenario-format.md's examples are read by `validate`: the first whole, the layout (flow and
  /// compositional) and data fragments inside a scenario, the steps as a scenario's steps; the
  /// whole one and the refused batch also replay with status 0 (its `expectError` holds).
  @Test func theScenarioExamplesAreRead() throws {
    let blocks = try Self.blocks("docs/scenario-format.md")
    func indented(_ block: DocBlock) -> String { block.lines.map { "  " + $0 + "\n" }.joined() }
    let scenarios = [
      ("whole", blocks[0].text, true),
      (
        "layout", "name: layout\n" + blocks[1].text + "data: {sections: [3, 3, 3]}\nsteps: []\n",
        false
      ),
      (
        "compositional",
        "name: compositional\n" + blocks[2].text + "data: {sections: [3, 3, 3]}\nsteps: []\n",
        false
      ),
      ("data", "name: data\nlayout: {kind: flow}\n" + blocks[3].text + "steps: []\n", false),
      (
        "batch",
        "name: batch\nlayout: {kind: flow}\ndata: {sections: [3]}\nsteps:\n" + indented(blocks[4]),
        true
      ),
      (
        "expect",
        "name: expect\nlayout: {kind: flow}\ndata: {sections: [20]}\nsteps:\n"
          + indented(blocks[5]), false
      ),
    ]
    for (name, yaml, replays) in scenarios {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scrollsim-docs-\(name)-\(getpid()).yaml")
      try yaml.write(to: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: path) }
      let validated = try BinaryRunner.run(["validate", path.path])
      #expect(validated.status == 0, "\(name): \(validated.stderr)")
      if replays {
        let replay = try BinaryRunner.run(["replay", path.path])
        #expect(replay.status == 0, "\(name): \(replay.stderr)")
      }
    }
  }

  /// docs/text-format.md's example lines are the text replay's lines of the same `#SEQ`, and
  /// every line of a replay has the shape the page gives.
  @Test func theTextExampleIsTheReplay() throws {
    let blocks = try Self.blocks("docs/text-format.md")
    let replay = try BinaryRunner.run([
      "replay", "--format", "text", "Scenarios/pinned-scroll.yaml",
    ])
    #expect(replay.status == 0)
    var bySeq: [String: String] = [:]
    for line in replay.lines { bySeq[String(line.prefix { $0 != " " })] = line }
    for line in blocks[0].lines {
      #expect(bySeq[String(line.prefix { $0 != " " })] == line)
    }
    #expect(blocks[1].lines == ["#SEQ t=T frame=F step=S TYPE DETAILS"])
    let shape = try Regex(#"^#[0-9]+ t=-?[0-9.]+ frame=[0-9]+ step=-?[0-9]+ [a-zA-Z]+( .*)?$"#)
    for line in replay.lines { #expect(line.wholeMatch(of: shape) != nil, "\(line)") }
  }

  /// The table of values: every example of its third column is written by some replay, and
  /// `scroll`'s velocity is written as the page says, a list.
  @Test func theTextFormatTablesAreTheBinarys() throws {
    let page = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("docs/text-format.md"),
      encoding: .utf8)
    let scenario = try Self.blocks("docs/scenario-format.md")[0].text
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-docs-text-\(getpid()).yaml")
    try scenario.write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    var output = ""
    for file in [
      path.path, "Scenarios/pinned-scroll.yaml", "Scenarios/update-insert-items.yaml",
      "Scenarios/fling-pinned-headers.yaml", "Scenarios/rotation.yaml",
      "Scenarios/hunt-zorder-scroll.yaml", "Scenarios/drag-rubber-band.yaml",
    ] {
      output += try BinaryRunner.run(["replay", "--format", "text", file]).stdout
    }
    // The number row's second example is the JSON's spelling of one tick at 60 Hz.
    output += try BinaryRunner.run(["replay", "Scenarios/drag-rubber-band.yaml"]).stdout
    let values =
      page.components(separatedBy: "## Values").dropFirst().first?
      .components(separatedBy: "\n## ").first ?? ""
    var examples: [String] = []
    for row in values.split(separator: "\n") where row.hasPrefix("| ") && !row.hasPrefix("| value")
    {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 3 else { continue }
      examples += cells[3].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
        .map(\.element)
    }
    #expect(examples.count == 9)
    for example in examples {
      #expect(output.contains(example), "no replay writes \(example)")
    }
    #expect(
      page.contains(
        "| `scroll` | the offset, then `velocity [vx, vy]` when there is one, then `section S` for an "
          + "orthogonal section's own offset |"))
    let velocity = try Regex(#" scroll \[[-0-9., ]+\] velocity \[-?[0-9.]+, -?[0-9.]+\]$"#)
    #expect(output.split(separator: "\n").contains { $0.firstMatch(of: velocity) != nil })
  }
}
