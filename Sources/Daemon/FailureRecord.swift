/// A failure record in a response (docs/daemon.md, "Failure records"): a line that starts with
/// the record separator (U+001E), which no line of a stream starts with, and holds one failure as
/// `FailureNotes` words it, `LINE: expect failed: ...` or `LINE: error: ...`. A client that asked
/// for them takes them out of the stream as it reads, at an event boundary.
enum FailureRecord {
  /// The byte that starts a record line.
  static let marker: UInt8 = 0x1E

  /// Appends the record line of `failure` to `bytes`.
  static func append(_ failure: String, to bytes: inout [UInt8]) {
    bytes.append(marker)
    bytes.append(contentsOf: failure.utf8)
    bytes.append(UInt8(ascii: "\n"))
  }
}
