import Foundation
import Testing

/// `scrollsim diff` and `check --report`, run as a user runs them, on pinned-scroll's golden log
/// and a copy whose cell/0/4 appears 2 points lower in step 0 (event 15).
@Suite struct DiffCommandTests {
  static let golden = "Scenarios/pinned-scroll.events.jsonl"

  /// The golden with cell/0/4 at y 262 in `folder`, returned with its path.
  static func lowered(in folder: CheckCommandTests.Folder, name: String) throws -> String {
    let original = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(golden), encoding: .utf8)
    let changed = original.replacingOccurrences(
      of: #""id":"cell/0/4","cause":"scroll","from":null,"to":{"frame":[0,260,150,100]"#,
      with: #""id":"cell/0/4","cause":"scroll","from":null,"to":{"frame":[0,262,150,100]"#)
    #expect(changed != original)
    let path = folder.file(name)
    try changed.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func theSameStreamIsNoDifference() throws {
    let result = try BinaryRunner.run(["diff", Self.golden, Self.golden])
    #expect(result.status == 0)
    #expect(result.stdout == "the streams show the same replay\n")
  }

  @Test func aMovedElementIsNamedAtItsFirstMoment() throws {
    let folder = try CheckCommandTests.Folder([])
    let new = try Self.lowered(in: folder, name: "new.events.jsonl")
    let result = try BinaryRunner.run(["diff", Self.golden, new])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        --- \(Self.golden)
        +++ \(new)
        first difference: step 0 (scroll, line 14) frame 0 t=0
        cell/0/4 at step 0 (scroll, line 14) frame 0 t=0:
        - [0, 260, 150, 100]
        + [0, 262, 150, 100]
        differ: 1 element

        """)
  }

  /// The page opens at moment 1 of 3 (the first pass, step 0, step 1): step 0's.
  @Test func theHTMLPageOpensAtTheFirstDifference() throws {
    let folder = try CheckCommandTests.Folder([])
    let new = try Self.lowered(in: folder, name: "new.events.jsonl")
    let page = folder.file("page.html")
    let result = try BinaryRunner.run(["diff", "--format", "html", "-o", page, Self.golden, new])
    #expect(result.status == 1, "\(result.stderr)")
    let html = try #require(folder.contents("page.html"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<h1>pinned-scroll</h1>"))
    #expect(html.contains("<h2>golden: \(Self.golden)</h2>"))
    #expect(html.contains(#","first":1}"#))
    #expect(html.contains(#"[["cell/0/4","[0, 260, 150, 100]","[0, 262, 150, 100]"]]"#))
  }

  @Test func aFileThatIsNotAStreamIsStatusTwo() throws {
    let result = try BinaryRunner.run(["diff", "Scenarios/pinned-scroll.yaml", Self.golden])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "scrollsim: 'Scenarios/pinned-scroll.yaml' is not an event stream: line 1: not a "
        + "JSON object\n")
  }

  /// check --report writes the page of the failing scenario, names it, and the JUnit report
  /// attaches it.
  @Test func checkWritesAReportPageAndTheJUnitReportAttachesIt() throws {
    let folder = try CheckCommandTests.Folder(["pinned-scroll"])
    _ = try Self.lowered(in: folder, name: "pinned-scroll.events.jsonl")
    let reports = folder.file("reports")
    let junit = folder.file("junit.xml")
    let result = try BinaryRunner.run(
      ["check", "--report", reports, "--junit", junit, folder.file("pinned-scroll.yaml")],
      environment: ["CI": "true"])
    #expect(result.status == 1)
    let page = reports + "/pinned-scroll.html"
    #expect(result.stdout.contains("\nreport: \(page)\ncheck: 0 passed, 1 failed, 0 new\n"))
    let html = try #require(try? String(contentsOfFile: page, encoding: .utf8))
    #expect(html.contains(#"[["cell/0/4","[0, 262, 150, 100]","[0, 260, 150, 100]"]]"#))
    let xml = try #require(folder.contents("junit.xml"))
    #expect(xml.contains("<system-out>[[ATTACHMENT|\(page)]]</system-out>"))
  }
}
