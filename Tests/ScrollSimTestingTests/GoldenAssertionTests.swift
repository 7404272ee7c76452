import Foundation
import ScrollSimTesting
import Testing

/// The library's golden assertion follows `scrollsim check`'s rules: the same report, a pending
/// file except on CI, recording only when asked and never on CI.
@Suite struct GoldenAssertionTests {
  static let yaml = """
    name: tiny
    layout: {kind: flow}
    data: {sections: [1]}
    steps: []
    """

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aDifferenceThrowsTheCheckReportAndWritesAPendingFile() throws {
    let log = try ScenarioReplay.run(yaml: Self.yaml, name: "tiny.yaml")
    let golden = try Self.folder().appendingPathComponent("tiny.events.jsonl").path
    let changed = log.jsonLinesText.replacingOccurrences(of: #""cycle":1"#, with: #""cycle":2"#)
    try changed.write(toFile: golden, atomically: true, encoding: .utf8)
    // The report names the YAML string's name, not a path guessed from the golden's.
    #expect(
      throws: GoldenMismatch(
        description: """
          tiny.yaml:1: before the first step: event 3 differs from the golden log \(golden)
          --- \(golden)
          +++ replay of tiny.yaml
          @@ -3,4 +3,4 @@
          -{"seq":3,"t":0,"frame":0,"step":-1,"type":"prepare","cycle":2}
          +{"seq":3,"t":0,"frame":0,"step":-1,"type":"prepare","cycle":1}
           {"seq":4,"t":0,"frame":0,"step":-1,"type":"contentSize","size":[390,50]}
           {"seq":5,"t":0,"frame":0,"step":-1,"type":"appear","id":"cell/0/0","cause":"layout","from":null,"to":{"frame":[0,0,50,50],"alpha":1,"zIndex":0}}
           {"seq":6,"t":0,"frame":0,"step":-1,"type":"end","steps":0,"events":6,"failures":0}
          wrote \(golden).new

          """)
    ) {
      try log.assertMatchesGolden(at: golden, environment: [:])
    }
    #expect(FileManager.default.contents(atPath: golden + ".new") == Data(log.jsonLines))
  }

  @Test func recordingWritesTheGoldenButNeverOnCI() throws {
    let log = try ScenarioReplay.run(yaml: Self.yaml)
    let golden = try Self.folder().appendingPathComponent("tiny.events.jsonl").path
    #expect(throws: GoldenMismatch(description: "CI=true: refusing to record \(golden)")) {
      try log.assertMatchesGolden(at: golden, environment: ["CI": "true", "SCROLLSIM_RECORD": "1"])
    }
    #expect(!FileManager.default.fileExists(atPath: golden))
    try log.assertMatchesGolden(at: golden, environment: ["SCROLLSIM_RECORD": "1"])
    try log.assertMatchesGolden(at: golden, environment: [:])
    #expect(
      throws: GoldenMismatch(
        description: "no golden log \(golden).x\nCI=true: no pending log written\n")
    ) {
      try log.assertMatchesGolden(at: golden + ".x", environment: ["CI": "true"])
    }
  }
}
