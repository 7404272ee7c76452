import Foundation
import Testing

@testable import Daemon

/// A file is read in chunks sized by the file itself: the whole of a small file and one byte
/// more in one read(2), never past one byte over the limit, and at least a page for a file whose
/// size the system does not report. What is read is the file, whatever the chunk.
@Suite struct ServedRootReadTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var size: Int
    var limit: Int
    /// The chunk the read asks for: max(size, 4095) + 1, capped at limit + 1.
    var chunk: Int
    /// Whether the file is refused as larger than the limit.
    var refused: Bool
  }

  static let cases = [
    Case(testDescription: "an empty file", size: 0, limit: 1000, chunk: 1001, refused: false),
    Case(testDescription: "a small file", size: 10, limit: 1 << 20, chunk: 4096, refused: false),
    Case(
      testDescription: "a file exactly at the limit", size: 1000, limit: 1000, chunk: 1001,
      refused: false),
    Case(
      testDescription: "a file one byte over the limit", size: 1001, limit: 1000, chunk: 1001,
      refused: true),
    Case(
      testDescription: "a file larger than a page, in one read", size: 10_000, limit: 1 << 20,
      chunk: 10_001, refused: false),
    Case(
      testDescription: "a file larger than its chunk (the limit's)", size: 300_000,
      limit: 200_000, chunk: 200_001, refused: true),
  ]

  @Test(arguments: cases) func readsTheWholeFileUpToTheLimit(_ test: Case) throws {
    #expect(ServedRoot.chunkSize(fileSize: test.size, limit: test.limit) == test.chunk)
    let directory = try ServerProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Bytes cycling through 0...250, so a chunk read twice or out of place shows.
    let bytes = (0..<test.size).map { UInt8($0 % 251) }
    try Data(bytes).write(to: URL(fileURLWithPath: directory + "/f.yaml"))
    let root = try ServedRoot(path: directory)
    do {
      let read = try root.read(directory + "/f.yaml", displayName: "f", limit: test.limit)
      #expect(!test.refused)
      #expect(read == bytes)
    } catch {
      #expect(test.refused)
      #expect(
        error.message
          == "the file is larger than the server's limit of \(test.limit) bytes (--max-request-bytes)"
      )
    }
  }
}
