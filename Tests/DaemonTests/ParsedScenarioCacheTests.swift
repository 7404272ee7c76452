import Foundation
import Scenario
import Testing

@testable import Daemon

/// A worker reads a scenario once per distinct file: the same bytes under the same name and
/// limits are answered from its cache, anything else is read again, and the cache stays within
/// its bounds by dropping what was used longest ago.
@Suite struct ParsedScenarioCacheTests {
  /// One request of a case: which text, under which name and limits.
  struct Lookup: Sendable {
    var text: String
    var fileName = "a.yaml"
    var maxSteps = ScenarioLimits.standard.steps
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var lookups: [Lookup]
    /// The bounds, nil for the defaults; `bytes` is given in whole scenarios of `small`'s length.
    var entries: Int? = nil
    var bytes: Int? = nil
    /// Lookups answered from the cache.
    var hits: Int
    /// Documents kept at the end.
    var kept: Int
  }

  /// A scenario of `sections` sections of `items` items; every variant here is the same length
  /// (one digit each), so the byte bounds below count whole scenarios.
  static func scenario(_ name: String, items: Int = 3) -> String {
    """
    name: \(name)
    layout: {kind: flow, itemSize: [100, 100]}
    data: {sections: [\(items)]}
    steps:
      - scroll: {to: [0, 10]}

    """
  }

  static let small = scenario("aaa")
  static let other = scenario("bbb")
  static let third = scenario("ccc")
  /// `small` with one byte changed: 4 items instead of 3.
  static let changed = scenario("aaa", items: 4)
  /// A key the reader refuses (`stepz`).
  static let refused = small.replacingOccurrences(of: "steps:", with: "stepz:")

  static let cases = [
    Case(
      testDescription: "the same file twice is read once",
      lookups: [Lookup(text: small), Lookup(text: small)], hits: 1, kept: 1),
    Case(
      testDescription: "a file changed by one byte is read again",
      lookups: [Lookup(text: small), Lookup(text: changed)], hits: 0, kept: 2),
    Case(
      testDescription: "the same bytes under another name are read again (messages name it)",
      lookups: [Lookup(text: small), Lookup(text: small, fileName: "b.yaml")], hits: 0, kept: 2),
    Case(
      testDescription: "the same bytes under other limits are read again",
      lookups: [Lookup(text: small), Lookup(text: small, maxSteps: 1)], hits: 0, kept: 2),
    Case(
      testDescription: "a refused file is not kept, and is refused again",
      lookups: [Lookup(text: refused), Lookup(text: refused)], hits: 0, kept: 0),
    // a, b kept; a hit (b is now the oldest); c replaces b; a hit; b replaces c.
    Case(
      testDescription: "past the entry bound, the least recently used goes",
      lookups: [small, other, small, third, small, other].map { Lookup(text: $0) }, entries: 2,
      hits: 2, kept: 2),
    // Room for one file and a half: b replaces a, so the third lookup reads a again.
    Case(
      testDescription: "past the byte bound, the least recently used goes",
      lookups: [small, other, small].map { Lookup(text: $0) }, bytes: 3, hits: 0, kept: 1),
    Case(
      testDescription: "a file larger than the byte bound is never kept",
      lookups: [Lookup(text: small), Lookup(text: small)], bytes: 1, hits: 0, kept: 0),
  ]

  static func job(_ lookup: Lookup) -> WorkerJob {
    var limits = ScenarioLimits.standard
    limits.steps = lookup.maxSteps
    return WorkerJob(
      id: 1, scenario: Array(lookup.text.utf8), fileName: lookup.fileName, traceCalls: false,
      textFormat: false, timeout: 300, maxEvents: 1000, limits: WorkerJob.values(of: limits))
  }

  @Test(arguments: cases) func readsEachDistinctFileOnce(_ test: Case) {
    // `bytes` counts halves of a scenario: 3 is one and a half, 1 half of one.
    let length = Self.small.utf8.count
    let cache = ParsedScenarioCache(
      maximumEntries: test.entries ?? 256,
      maximumBytes: test.bytes.map { $0 * length / 2 } ?? 1 << 22)
    for lookup in test.lookups {
      let document = try? cache.document(for: Self.job(lookup), registry: .builtIn)
      // Whatever the cache answered is the reading of this very text.
      let fresh = try? ScenarioDocument.parse(
        Array(lookup.text.utf8), file: lookup.fileName, limits: Self.job(lookup).scenarioLimits)
      #expect(document?.name == fresh?.name)
      #expect(document?.data.map(\.count) == fresh?.data.map(\.count))
      #expect(document?.limits == fresh?.limits)
    }
    #expect(cache.hits == test.hits)
    #expect(cache.count == test.kept)
  }
}

/// Through the server: one worker replays a file, the file changes, and the next request for the
/// same path replays the new text, as `scrollsim replay` of it does.
@Suite(.serialized) struct ChangedFileTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    /// The file's text at the first request and at the second.
    var before: String
    var after: String
  }

  static let cases = [
    Case(
      testDescription: "the same file again", before: ParsedScenarioCacheTests.small,
      after: ParsedScenarioCacheTests.small),
    Case(
      testDescription: "one byte changed, the length kept", before: ParsedScenarioCacheTests.small,
      after: ParsedScenarioCacheTests.changed),
    Case(
      testDescription: "changed into a file the reader refuses",
      before: ParsedScenarioCacheTests.small, after: ParsedScenarioCacheTests.refused),
  ]

  @Test(arguments: cases) func aChangedFileIsReadAgain(_ test: Case) throws {
    let directory = try ServerProcess.temporaryDirectory()
    let server = try ServerProcess(["--jobs", "1", "--root", directory], directory: directory)
    let file = directory + "/s.yaml"
    let request = ReplayRequest(source: .path(file)).jsonLine
    for text in [test.before, test.after] {
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let local = try ServerProcess.run(["replay", file])
      let response = try server.exchange(request)
      if local.status == 2 {
        // Refused: the one error line carries replay's message.
        let message = String(local.stderr.prefix { $0 != "\n" })
        #expect(response.contains(message))
        #expect(response.contains(#""type":"error""#))
      } else {
        #expect(response == local.stdout)
      }
    }
    #expect(server.stop() == 0)
  }
}
