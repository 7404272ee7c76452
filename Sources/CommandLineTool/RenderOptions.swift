import Scenario

/// What `scrollsim render` was asked to do.
public struct RenderOptions: Equatable, Sendable {
  /// The moment to draw.
  public enum Moment: Equatable, Sendable {
    /// The end of step N (-1: the first layout pass).
    case step(Int)
    /// After display tick F.
    case frame(Int)
    /// At virtual time T.
    case time(Double)
  }

  /// The scenario file; `-` is standard input.
  public var file: String?
  /// `--step N`, `--frame F` or `--time T` (default: the end of the replay).
  public var moment: Moment?
  /// `-o FILE`: an `.svg` or a `.png` (through rsvg-convert); `-` or none writes the SVG to
  /// standard output.
  public var output: String?
  /// `--all-steps DIR`: one picture per step, `DIR/step-N.svg`.
  public var allSteps: String?
  /// `--scale S`: pixels per point of the picture (2 by default, so a PNG of a phone-sized view
  /// is readable at its natural size).
  public var scale = 2.0
  /// `--help`.
  public var help = false
  /// `--max-...`: the limits scenarios are read and replayed with.
  public var limits = ScenarioLimits.standard

  /// Nothing chosen.
  public init() {}

  /// Reads `arguments` (after `render`).
  public static func parse(_ arguments: [String]) throws(UsageError) -> RenderOptions {
    var options = RenderOptions()
    var reader = ArgumentReader(arguments)
    func setMoment(_ moment: Moment) throws(UsageError) {
      guard options.moment == nil else {
        throw UsageError("choose one of --step, --frame and --time")
      }
      options.moment = moment
    }
    while let argument = reader.next() {
      switch argument {
      case .option("--help"), .option("-h"): options.help = true
      case .option("--step"):
        let value = try reader.value(
          for: "--step", meaning: "a step index", negativeNumbers: true)
        guard let step = Int(value), step >= -1 else {
          throw UsageError("--step needs a step index (-1 or more), not '\(value)'")
        }
        try setMoment(.step(step))
      case .option("--frame"):
        let value = try reader.value(for: "--frame", meaning: "a display tick")
        guard let frame = Int(value), frame >= 0 else {
          throw UsageError("--frame needs a display tick (0 or more), not '\(value)'")
        }
        try setMoment(.frame(frame))
      case .option("--time"):
        let value = try reader.value(for: "--time", meaning: "seconds")
        guard let time = Double(value), time.isFinite, time >= 0 else {
          throw UsageError("--time needs seconds (0 or more), not '\(value)'")
        }
        try setMoment(.time(time))
      case .option("-o"), .option("--output"):
        options.output = try reader.value(for: "-o", meaning: "a .svg or .png file")
      case .option("--scale"):
        let value = try reader.value(for: "--scale", meaning: "pixels per point")
        guard let scale = Double(value), scale.isFinite, scale >= 0.25, scale <= 16 else {
          throw UsageError("--scale needs pixels per point from 0.25 to 16, not '\(value)'")
        }
        options.scale = scale
      case .option("--all-steps"):
        options.allSteps = try reader.value(for: "--all-steps", meaning: "a directory")
      case .option(let name) where try options.limits.read(name, from: &reader):
        break
      case .option(let name): throw UsageError("unknown option '\(name)'")
      case .operand(let file):
        guard options.file == nil else { throw UsageError("render takes one scenario file") }
        options.file = file
      }
    }
    if options.help { return options }
    guard options.file != nil else { throw UsageError("render needs a scenario file") }
    if options.allSteps != nil && (options.moment != nil || options.output != nil) {
      throw UsageError("--all-steps cannot be combined with --step, --frame, --time or -o")
    }
    if let output = options.output, output != "-", !output.hasSuffix(".svg"),
      !output.hasSuffix(".png")
    {
      throw UsageError("-o needs a file ending in .svg or .png, not '\(output)'")
    }
    return options
  }
}
