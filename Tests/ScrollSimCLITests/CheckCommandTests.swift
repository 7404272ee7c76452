import Foundation
import Testing

/// `scrollsim check`, run as a user runs it, over scenarios copied into a fresh directory.
@Suite struct CheckCommandTests {
  /// A temporary directory holding copies of shipped scenarios and their companions.
  struct Folder {
    let url: URL
    var path: String { url.path }

    init(_ scenarios: [String]) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scrollsim-check-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      let shipped = BinaryRunner.packageRoot.appendingPathComponent("Scenarios")
      for name in scenarios {
        for suffix in [".yaml", ".events.jsonl", ".flags", ".status"] {
          let source = shipped.appendingPathComponent(name + suffix)
          guard FileManager.default.fileExists(atPath: source.path) else { continue }
          try FileManager.default.copyItem(
            at: source, to: url.appendingPathComponent(name + suffix))
        }
      }
    }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    func contents(_ name: String) -> String? {
      try? String(contentsOfFile: file(name), encoding: .utf8)
    }

    func names() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
  }

  @Test func theShippedScenariosPass() throws {
    let result = try BinaryRunner.run(["check", "Scenarios"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.hasPrefix("check: "))
    #expect(result.stdout.hasSuffix(" passed, 0 failed, 0 new\n"))
  }

  @Test func aDifferenceNamesTheStepItsOpAndLineThenShowsTheDiff() throws {
    let folder = try Folder(["pinned-scroll"])
    let golden = folder.file("pinned-scroll.events.jsonl")
    let original = try #require(folder.contents("pinned-scroll.events.jsonl"))
    try original.replacingOccurrences(of: #""cycle":2"#, with: #""cycle":7"#)
      .write(toFile: golden, atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["check", folder.path])
    #expect(result.status == 1)
    let scenario = folder.file("pinned-scroll.yaml")
    #expect(
      result.stdout == """
        FAIL \(scenario)
        \(scenario):14: step 0 (scroll): event 13 differs from the golden log \(golden)
        --- \(golden)
        +++ replay of \(scenario)
        @@ -13,4 +13,4 @@
        -{"seq":13,"t":0,"frame":0,"step":0,"type":"prepare","cycle":7}
        +{"seq":13,"t":0,"frame":0,"step":0,"type":"prepare","cycle":2}
         {"seq":14,"t":0,"frame":0,"step":0,"type":"change","id":"supplementary/header/0/0","cause":"scroll","from":{"frame":[0,0,320,40],"alpha":1,"zIndex":10},"to":{"frame":[0,70,320,40],"alpha":1,"zIndex":10}}
         {"seq":15,"t":0,"frame":0,"step":0,"type":"appear","id":"cell/0/4","cause":"scroll","from":null,"to":{"frame":[0,260,150,100],"alpha":1,"zIndex":0}}
         {"seq":16,"t":0,"frame":0,"step":0,"type":"appear","id":"cell/0/5","cause":"scroll","from":null,"to":{"frame":[170,260,150,100],"alpha":1,"zIndex":0}}
        wrote \(golden).new (scrollsim check --accept keeps it)
        check: 0 passed, 1 failed, 0 new

        """)
    #expect(folder.contents("pinned-scroll.events.jsonl.new") == original)

    let accepted = try BinaryRunner.run(["check", "--accept", folder.path])
    #expect(accepted.status == 0)
    #expect(
      accepted.stdout == "accepted \(golden).new\ncheck: 1 passed, 0 failed, 0 new\n")
    #expect(folder.contents("pinned-scroll.events.jsonl") == original)
    #expect(folder.names() == ["pinned-scroll.events.jsonl", "pinned-scroll.yaml"])
  }

  @Test func aMissingGoldenIsNewAndWritesAPendingLogExceptOnCI() throws {
    let folder = try Folder(["paging"])
    try FileManager.default.removeItem(atPath: folder.file("paging.events.jsonl"))
    let scenario = folder.file("paging.yaml")
    let pending = folder.file("paging.events.jsonl.new")

    let onCI = try BinaryRunner.run(["check", scenario], environment: ["CI": "true"])
    #expect(onCI.status == 1)
    #expect(
      onCI.stdout == """
        NEW  \(scenario)
        no golden log \(folder.file("paging.events.jsonl")); CI=true: no pending log written
        check: 0 passed, 0 failed, 1 new

        """)
    #expect(folder.names() == ["paging.yaml"])

    let local = try BinaryRunner.run(["check", scenario])
    #expect(local.status == 1)
    #expect(
      local.stdout == """
        NEW  \(scenario)
        no golden log \(folder.file("paging.events.jsonl")); wrote \(pending) (scrollsim check --accept keeps it)
        check: 0 passed, 0 failed, 1 new

        """)
    #expect(folder.names() == ["paging.events.jsonl.new", "paging.yaml"])
  }

  @Test func recordRewritesGoldensAndOrphansAreReported() throws {
    let folder = try Folder(["paging", "pinned-headers-quirks-seed"])
    try "stale\n".write(
      toFile: folder.file("paging.events.jsonl"), atomically: true, encoding: .utf8)
    try "".write(toFile: folder.file("renamed.events.jsonl"), atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["check", "--record", folder.path])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        recorded \(folder.file("paging.yaml"))
        recorded \(folder.file("pinned-headers-quirks-seed.yaml"))
        ORPHAN \(folder.file("renamed.events.jsonl")): no scenario \(folder.file("renamed.yaml")) beside it
        check: 0 passed, 0 failed, 0 new, 2 recorded, 1 orphaned

        """)
    let shipped = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Scenarios/paging.events.jsonl"),
      encoding: .utf8)
    #expect(folder.contents("paging.events.jsonl") == shipped)
  }

  @Test func aWrongExitStatusFails() throws {
    let folder = try Folder(["paging"])
    try "1\n".write(toFile: folder.file("paging.status"), atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["check", folder.path])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        FAIL \(folder.file("paging.yaml"))
        exit status 0, expected 1 (\(folder.file("paging")).status)
        check: 0 passed, 1 failed, 0 new

        """)
  }

  @Test func usageErrorsExitTwo() throws {
    let missing = try BinaryRunner.run(["check", "no-such-dir"])
    #expect(missing.status == 2)
    #expect(missing.stdout == "scrollsim: 'no-such-dir' does not exist\n")
    let help = try BinaryRunner.run(["check", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("usage: scrollsim check [--record | --accept]"))
  }

  /// The N shards of every shipped scenario, read back from their JUnit reports, hold each
  /// scenario exactly once, whether chosen by --shard or by Bazel's variables.
  @Test(arguments: [2, 3, 5])
  func shardsTogetherCheckEveryScenarioOnce(_ count: Int) throws {
    let folder = try Folder([])
    var checked: [String] = []
    for index in 0..<count {
      let report = folder.file("shard-\(index).xml")
      let result: BinaryRunner.Output
      if index % 2 == 0 {
        result = try BinaryRunner.run([
          "check", "--shard", "\(index + 1)/\(count)", "--junit", report, "Scenarios",
        ])
      } else {
        result = try BinaryRunner.run(
          ["check", "Scenarios"],
          environment: [
            "TEST_TOTAL_SHARDS": "\(count)", "TEST_SHARD_INDEX": "\(index)",
            "XML_OUTPUT_FILE": report, "TEST_SHARD_STATUS_FILE": folder.file("status"),
          ])
        #expect(FileManager.default.fileExists(atPath: folder.file("status")))
      }
      #expect(result.status == 0)
      #expect(result.stdout.hasSuffix("new (shard \(index + 1)/\(count))\n"))
      let xml = try #require(folder.contents("shard-\(index).xml"))
      for line in xml.split(separator: "\n") where line.contains("<testcase ") {
        guard let start = line.range(of: " name=\"")?.upperBound,
          let end = line[start...].firstIndex(of: "\"")
        else { continue }
        checked.append(String(line[start..<end]))
      }
    }
    #expect(checked.sorted() == GoldenLogTests.scenarios.map { "Scenarios/\($0).yaml" }.sorted())
  }

  @Test func theJUnitReportHoldsTheDiffAsTheFailure() throws {
    let folder = try Folder(["paging"])
    try "{\"seq\":1}\n".write(
      toFile: folder.file("paging.events.jsonl"), atomically: true, encoding: .utf8)
    let report = folder.file("report.xml")
    let result = try BinaryRunner.run(
      ["check", "--junit=\(report)", folder.file("paging.yaml")], environment: ["CI": "true"])
    #expect(result.status == 1)
    let xml = try #require(folder.contents("report.xml"))
    #expect(
      xml.hasPrefix(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites tests="1" failures="1">
          <testsuite name="scrollsim check" tests="1" failures="1">
            <testcase classname="scrollsim.check" name="\(folder.file("paging.yaml"))">
              <failure message="differs from its golden log">\(folder.file("paging.yaml")): event 1 differs
        """))
    #expect(xml.contains("\n-{&quot;seq&quot;:1}\n"))
  }
}
