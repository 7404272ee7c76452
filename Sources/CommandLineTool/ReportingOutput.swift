import EventStream

/// Passes a replay's bytes on to `base` and reads its failures on the way, for the lines `replay`
/// writes to stderr when it exits 1.
public final class ReportingOutput: ByteOutput {
  private let base: ByteOutput
  /// The failures read so far.
  public private(set) var report: FailureReport

  /// Forwards to `base`; `files` name the streams in order.
  public init(base: ByteOutput, files: [String]) {
    self.base = base
    report = FailureReport(files: files)
  }

  public func write(_ bytes: UnsafeRawBufferPointer) {
    base.write(bytes)
    report.take(bytes)
  }
}
