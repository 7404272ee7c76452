import EventStream
import Foundation
import Pictures
import Replay
import Scenario
import Simulator

/// `scrollsim replay` in this process: the streams to standard output (or to `--output-dir`),
/// the failure lines and the exit status.
public struct LocalReplay {
  /// The options.
  public var options: ReplayOptions
  /// Where messages go (standard error in the tool).
  public var printError: (String) -> Void

  /// A replay with `options`, reporting through `printError`.
  public init(options: ReplayOptions, printError: @escaping (String) -> Void) {
    self.options = options
    self.printError = printError
  }

  /// Replays `documents` (read from `options.files`, in order) and returns the exit status: 0,
  /// with nothing reported, when the reader of standard output stopped early; 3 when the output
  /// cannot be written.
  public func run(_ documents: [ScenarioDocument], colour: Bool) -> Int32 {
    if options.outputDirectory != nil { return runToFiles(documents) }
    let output = FileDescriptorOutput()
    var report = FailureReport(files: options.files)
    var status: Int32 = 0
    for (file, document) in zip(options.files, documents) {
      status = max(
        status,
        replay(
          document, file: file, into: output, colour: colour, failed: output, report: &report))
      if output.failure != nil { break }
    }
    if let failure = output.failure {
      return OutputFailure.exitStatus(failure, printError: printError)
    }
    if status == 1 { printError(report.text) }
    return status
  }

  /// `--output-dir`: each stream in its own file, so each stays valid on its own.
  func runToFiles(_ documents: [ScenarioDocument]) -> Int32 {
    if let directory = options.outputDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        printError("scrollsim: cannot create the directory '\(directory)'\n")
        return 3
      }
    }
    var status: Int32 = 0
    var failures: [String] = []
    for (file, document) in zip(options.files, documents) {
      guard let path = options.outputPath(for: file) else { continue }
      let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard fd >= 0 else {
        printError("scrollsim: cannot write '\(path)': \(OutputFailure.reason(errno))\n")
        return 3
      }
      defer { close(fd) }
      let output = FileDescriptorOutput(descriptor: fd)
      var report = FailureReport(files: [file])
      let result = replay(
        document, file: file, into: output, colour: false, failed: output, report: &report)
      if let failure = output.failure {
        printError("scrollsim: cannot write '\(path)': \(OutputFailure.reason(failure))\n")
        return 3
      }
      failures += report.lines
      status = max(status, result)
    }
    if status == 1 { printError(FailureReport.text(of: failures)) }
    return status
  }

  /// One scenario's stream into `output`, within `--max-output-bytes`; its exit status. The
  /// replay stops early once `failed` cannot be written: nothing more would arrive. `file` is
  /// where the page reads each step's YAML text from. The failures written go on in `report`,
  /// which names this scenario after those before it.
  func replay(
    _ document: ScenarioDocument, file: String, into output: ByteOutput, colour: Bool,
    failed: FileDescriptorOutput, report: inout FailureReport
  ) -> Int32 {
    let collector = EventCollector()
    let writer: ByteCountingSink =
      switch options.format {
      case .jsonl: JSONLinesWriter(output: output)
      case .text: TextWriter(output: output, colour: colour)
      case .chromeTrace: JSONLinesMeasure(sink: ChromeTraceWriter(output: output))
      case .html: JSONLinesMeasure(sink: collector)
      }
    let noting = FailureNotingSink(
      sink: writer, report: report, valueText: options.format == .text ? .text : .json)
    let (replayer, status) = Self.replay(
      document, into: noting, traceCalls: options.traceCalls, realtime: options.realtime,
      stop: { failed.failure.map { "cannot write: \(OutputFailure.reason($0))" } })
    report = noting.report
    if options.format == .html {
      var page = HTMLReplayPage(events: collector.events, initialBounds: replayer.initialBounds)
      page.renderer.adjustedContentInset = replayer.adjustedContentInset
      page.renderer.caption = PictureCaption(document: document, path: file)
      output.write(page.html(title: document.name))
    }
    return status
  }

  /// Replays `document` into `writer` within its `--max-output-bytes`; returns the replayer (for
  /// the pictures' first state) and the exit status. A reason from `stop` ends the replay early.
  static func replay(
    _ document: ScenarioDocument, into writer: ByteCountingSink, traceCalls: Bool = false,
    realtime: Bool = false, stop: @escaping () -> String? = { nil }
  ) -> (replayer: Replayer, status: Int32) {
    let limits = document.limits
    let limit = OutputByteLimit(
      sink: writer, limit: limits.outputBytes,
      message:
        "the replay reached its limit of \(limits.outputBytes) bytes of output (--max-output-bytes)"
    )
    let replayer = Replayer(
      document: document, sink: limit, traceCalls: traceCalls, realtime: realtime)
    replayer.interruption = { _ in stop() ?? limit.interruption() }
    let status = replayer.run().exitStatus
    return (replayer, max(status, limit.endReason == nil ? 0 : 1))
  }
}
