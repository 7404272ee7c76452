import Foundation
import Testing

/// Pictures, traces and pages from the built binary, all drawn from the replay's events.
@Suite struct VisualizationCommandTests {
  /// `render` draws the moment its golden SVG holds (the contract's example after its scroll).
  @Test func renderWritesTheGoldenPicture() throws {
    let golden = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(
        "Tests/ScenarioTests/Goldens/pinned-scroll-step-0.svg"), encoding: .utf8)
    let result = try BinaryRunner.run(["render", "Scenarios/pinned-scroll.yaml", "--step", "0"])
    #expect(result.status == 0)
    #expect(result.stdout == golden)
  }

  @Test func renderWritesEveryStep() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-steps-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BinaryRunner.run([
      "render", "Scenarios/pinned-scroll.yaml", "--all-steps", directory.path,
    ])
    #expect(result.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["step--1.svg", "step-0.svg", "step-1.svg"])
  }

  @Test func aPNGComesThroughRsvgConvert() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else { return }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try BinaryRunner.run([
      "render", "Scenarios/pinned-scroll.yaml", "--step", "0", "-o", file.path,
    ])
    #expect(result.status == 0)
    let bytes = try Data(contentsOf: file)
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
  }

  @Test func chromeTraceAndHTMLAreFormsOfReplay() throws {
    let trace = try BinaryRunner.run([
      "replay", "--format", "chrome-trace", "Scenarios/pinned-scroll.yaml",
    ])
    #expect(trace.status == 0)
    #expect(trace.stdout.hasPrefix(#"{"traceEvents":["#))
    let page = try BinaryRunner.run(["replay", "--format=html", "Scenarios/pinned-scroll.yaml"])
    #expect(page.status == 0)
    #expect(page.stdout.hasPrefix("<!DOCTYPE html>"))
    #expect(page.stdout.contains("<title>pinned-scroll</title>"))
  }

  /// validate checks updates against the declared data: deleting item 50 of 30 is refused with
  /// UIKit's text at the step's line.
  @Test func validateReportsAnUpdateUIKitWouldRefuse() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-static-\(getpid()).yaml")
    try """
    name: static
    layout: {kind: flow}
    data: {sections: [30]}
    steps:
      - delete: {items: [[0, 50]]}
    """.write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    let result = try BinaryRunner.run(["validate", path.path])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "\(path.path):5: error: attempt to delete item 50 from section 0 which only contains 30 items before the update\n"
    )
  }
}
