import Layouts
import Scenario

/// A worker's read scenarios, kept by the bytes they were read from: a client that replays the
/// same files again and again (a test suite through the server) has each one parsed and
/// validated once per worker, not once per replay.
///
/// The key is everything the reading depends on: the file's bytes (all of them, compared in full
/// on a hit, so a changed file, even one byte of it, is read again), its name in messages and the
/// reading limits; the layout kinds are the worker's own and never change. Only documents that
/// read are kept: a refusal costs its client one parse, as before. The cache is bounded by the
/// number of documents and by the bytes of their files; past either bound, the document used
/// least recently goes first, and a file larger than the byte bound is never kept.
final class ParsedScenarioCache {
  /// What a document was read from.
  struct Key: Hashable {
    var scenario: [UInt8]
    var fileName: String
    var limits: [Int]

    /// The file's bytes hashed as one buffer: an array's own hashing feeds the hasher one byte at
    /// a time, which cost more than the rest of a lookup.
    func hash(into hasher: inout Hasher) {
      scenario.withUnsafeBytes { hasher.combine(bytes: $0) }
      hasher.combine(fileName)
      hasher.combine(limits)
    }
  }

  private struct Entry {
    var document: ScenarioDocument
    /// When it was last used, counted in lookups.
    var used: UInt64
  }

  /// The most documents kept.
  let maximumEntries: Int
  /// The most file bytes kept (the documents' own memory grows with them).
  let maximumBytes: Int
  private var entries: [Key: Entry] = [:]
  private var bytes = 0
  private var clock: UInt64 = 0
  /// Lookups answered from the cache, for tests.
  private(set) var hits = 0

  /// A cache of at most `maximumEntries` documents read from at most `maximumBytes` of files in
  /// all. The defaults hold a few hundred small scenarios (the shipped ones twice over), and keep
  /// a server of many workers within tens of MB a worker even when every file is large.
  init(maximumEntries: Int = 256, maximumBytes: Int = 2 << 20) {
    self.maximumEntries = maximumEntries
    self.maximumBytes = maximumBytes
  }

  /// The number of documents kept.
  var count: Int { entries.count }

  /// The document read from `job`'s scenario under its name and limits: the kept one, or a new
  /// reading (kept when it succeeds). Throws the reader's error as `ScenarioDocument.parse` does.
  func document(for job: WorkerJob, registry: LayoutRegistry) throws(ScenarioError)
    -> ScenarioDocument
  {
    clock += 1
    let key = Key(scenario: job.scenario, fileName: job.fileName, limits: job.limits)
    if let entry = entries[key] {
      entries[key]?.used = clock
      hits += 1
      return entry.document
    }
    let document = try ScenarioDocument.parse(
      job.scenario, file: job.fileName, limits: job.scenarioLimits, registry: registry)
    insert(document, for: key)
    return document
  }

  private func insert(_ document: ScenarioDocument, for key: Key) {
    guard key.scenario.count <= maximumBytes, maximumEntries > 0 else { return }
    while entries.count >= maximumEntries || bytes + key.scenario.count > maximumBytes {
      evictLeastRecentlyUsed()
    }
    entries[key] = Entry(document: document, used: clock)
    bytes += key.scenario.count
  }

  /// Drops the document used longest ago (a scan: the cache holds a few hundred at most, and
  /// this runs only when a new document must make room).
  private func evictLeastRecentlyUsed() {
    guard let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key else { return }
    entries[oldest] = nil
    bytes -= oldest.scenario.count
  }
}
