import EventStream
import Foundation
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

  /// Replays `documents` (read from `options.files`, in order) and returns the exit status: 141
  /// when the reader of standard output stopped early (nothing is reported), 3 when the output
  /// cannot be written.
  public func run(_ documents: [ScenarioDocument], colour: Bool) -> Int32 {
    if options.outputDirectory != nil { return runToFiles(documents) }
    let output = FileDescriptorOutput()
    let reporting = ReportingOutput(base: output, files: options.files)
    var status: Int32 = 0
    for document in documents {
      status = max(status, replay(document, into: reporting, colour: colour))
      if output.failure != nil { break }
    }
    if let failure = output.failure {
      // A reader that stopped early is not an error to report; the end of the pipe is.
      if failure == EPIPE { return 141 }
      printError("scrollsim: cannot write to standard output: \(Self.reason(failure))\n")
      return 3
    }
    if status == 1 { printError(reporting.report.text) }
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
        printError("scrollsim: cannot write '\(path)': \(Self.reason(errno))\n")
        return 3
      }
      defer { close(fd) }
      let output = FileDescriptorOutput(descriptor: fd)
      let reporting = ReportingOutput(base: output, files: [file])
      let result = replay(document, into: reporting, colour: false)
      if let failure = output.failure {
        printError("scrollsim: cannot write '\(path)': \(Self.reason(failure))\n")
        return 3
      }
      failures += reporting.report.lines
      status = max(status, result)
    }
    if status == 1 { printError(FailureReport.text(of: failures)) }
    return status
  }

  /// One scenario's stream into `output`; its exit status.
  func replay(_ document: ScenarioDocument, into output: ByteOutput, colour: Bool) -> Int32 {
    let collector = EventCollector()
    let sink: EventSink =
      switch options.format {
      case .jsonl: JSONLinesWriter(output: output)
      case .text: TextWriter(output: output, colour: colour)
      case .chromeTrace: ChromeTraceWriter(output: output)
      case .html: collector
      }
    let replayer = Replayer(
      document: document, sink: sink, traceCalls: options.traceCalls, realtime: options.realtime)
    let status = replayer.run().exitStatus
    if options.format == .html {
      var page = HTMLReplayPage(events: collector.events, initialBounds: replayer.initialBounds)
      page.renderer.adjustedContentInset = replayer.adjustedContentInset
      let html = page.html(title: document.name)
      Array(html.utf8).withUnsafeBytes { output.write($0) }
    }
    return status
  }

  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
