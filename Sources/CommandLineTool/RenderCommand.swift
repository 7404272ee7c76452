import EventStream
import Foundation
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
    if let directory = options.allSteps {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        for step in -1..<document.steps.count {
          let svg = renderer.render(timeline.state(atStep: step))
          let folder = directory.hasSuffix("/") ? directory : directory + "/"
          try svg.write(toFile: folder + "step-\(step).svg", atomically: true, encoding: .utf8)
        }
      } catch {
        printError("scrollsim: cannot write the pictures in '\(directory)'\n")
        return 3
      }
      return replayStatus
    }
    let state: FrameState
    switch options.moment {
    case .step(let n): state = timeline.state(atStep: n)
    case .frame(let f): state = timeline.state(atFrame: f)
    case .time(let t): state = timeline.state(atTime: t)
    case nil: state = timeline.state { _ in true }
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

  /// PNG through rsvg-convert, found on the PATH.
  private func convert(_ svg: String, to path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["rsvg-convert", "--format=png", "--output", path]
    let input = Pipe()
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      printError("scrollsim: cannot run rsvg-convert (apt-get install librsvg2-bin)\n")
      return false
    }
    // Checked by hand: FileHandle.write traps when rsvg-convert has gone; its status says why.
    FileDescriptorOutput(descriptor: input.fileHandleForWriting.fileDescriptor).write(svg)
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      printError(
        "scrollsim: rsvg-convert failed to write '\(path)' (is librsvg2-bin installed?)\n")
      return false
    }
    return true
  }
}
