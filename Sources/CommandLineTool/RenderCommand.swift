import EventStream
import Foundation
import Pictures
import Scenario

/// `scrollsim render`: replays a scenario and draws a moment (or every step) as SVG, from the
/// replay's own events, optionally converted to PNG by rsvg-convert.
public struct RenderCommand {
  /// The options.
  public var options: RenderOptions
  /// Where messages go (standard error in the tool).
  public var printError: (String) -> Void

  /// A render with `options`, reporting through `printError`.
  public init(options: RenderOptions, printError: @escaping (String) -> Void) {
    self.options = options
    self.printError = printError
  }

  /// Draws and returns the exit status.
  public func run(_ document: ScenarioDocument) -> Int32 {
    let collector = EventCollector()
    // The events are kept for the picture: --max-output-bytes bounds them as it bounds a stream.
    let (replayer, replayStatus) = LocalReplay.replay(
      document, into: JSONLinesMeasure(sink: collector))
    let timeline = FrameTimeline(events: collector.events, initialBounds: replayer.initialBounds)
    var renderer = SVGFrameRenderer()
    renderer.adjustedContentInset = replayer.adjustedContentInset
    renderer.scale = options.scale
    renderer.caption = PictureCaption(document: document, path: options.file)
    if let directory = options.allSteps {
      return writeEverySteps(timeline, renderer, to: directory) ?? replayStatus
    }
    let state: FrameState
    switch RenderMoment.resolve(options.moment, in: timeline) {
    case .success(let found): state = found
    case .failure(let problem):
      printError("scrollsim: \(problem.message)\n")
      return 2
    }
    let svg = renderer.render(state)
    guard let output = options.output, output != "-" else {
      let standardOutput = FileDescriptorOutput()
      standardOutput.write(svg)
      if let failure = standardOutput.failure {
        return OutputFailure.exitStatus(failure, printError: printError)
      }
      return replayStatus
    }
    if output.hasSuffix(".png") {
      return convert(svg, to: output) ? replayStatus : 3
    }
    do {
      try svg.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      printError("scrollsim: cannot write '\(output)'\n")
      return 3
    }
    return replayStatus
  }

  /// `--all-steps DIR`: `DIR/step-N.svg` for each step the replay reached (a replay ended by an
  /// error or a limit has no picture of the steps it never ran); nil when every file was written.
  private func writeEverySteps(
    _ timeline: FrameTimeline, _ renderer: SVGFrameRenderer, to directory: String
  ) -> Int32? {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      let folder = directory.hasSuffix("/") ? directory : directory + "/"
      for step in RenderMoment.steps(in: timeline) {
        let svg = renderer.render(timeline.state(atStep: step))
        try svg.write(toFile: folder + "step-\(step).svg", atomically: true, encoding: .utf8)
      }
    } catch {
      printError("scrollsim: cannot write the pictures in '\(directory)'\n")
      return 3
    }
    return nil
  }

  /// PNG through rsvg-convert, looked up on the PATH first so that its absence is said plainly.
  private func convert(_ svg: String, to path: String) -> Bool {
    guard let converter = Self.executable(named: "rsvg-convert") else {
      printError(
        "scrollsim: cannot write '\(path)': rsvg-convert is not installed (Debian and Ubuntu: "
          + "apt-get install librsvg2-bin; or write an .svg)\n")
      return false
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = ["--format=png", "--output", path]
    let input = Pipe()
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      printError("scrollsim: cannot run \(converter) (apt-get install librsvg2-bin)\n")
      return false
    }
    // Checked by hand: FileHandle.write traps when rsvg-convert has gone; its status says why.
    FileDescriptorOutput(descriptor: input.fileHandleForWriting.fileDescriptor).write(svg)
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      printError("scrollsim: rsvg-convert failed to write '\(path)'\n")
      return false
    }
    return true
  }

  /// The first executable file `name` in the directories of PATH.
  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
