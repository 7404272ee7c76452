import CommandLineTool
import Testing

/// `scrollsim render`'s arguments, as tables of argument lists and their options or exact errors.
@Suite struct RenderOptionsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let expected: Result<RenderOptions, UsageError>
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static func options(_ change: (inout RenderOptions) -> Void) -> Result<RenderOptions, UsageError>
  {
    var options = RenderOptions()
    options.file = "a.yaml"
    change(&options)
    return .success(options)
  }

  static let cases: [Case] = [
    Case(arguments: ["a.yaml"], expected: options { _ in }),
    Case(arguments: ["a.yaml", "--step", "-1"], expected: options { $0.moment = .step(-1) }),
    Case(arguments: ["--frame=12", "a.yaml"], expected: options { $0.moment = .frame(12) }),
    Case(
      arguments: ["a.yaml", "--time", "0.25", "-o", "x.png"],
      expected: options {
        $0.moment = .time(0.25)
        $0.output = "x.png"
      }),
    Case(arguments: ["a.yaml", "--all-steps", "out"], expected: options { $0.allSteps = "out" }),
    Case(
      arguments: ["a.yaml", "--step", "1", "--frame", "2"],
      expected: .failure(UsageError("choose one of --step, --frame and --time"))),
    Case(
      arguments: ["a.yaml", "--step", "-2"],
      expected: .failure(UsageError("--step needs a step index (-1 or more), not '-2'"))),
    Case(
      arguments: ["a.yaml", "-o", "x.jpg"],
      expected: .failure(UsageError("-o needs a file ending in .svg or .png, not 'x.jpg'"))),
    Case(
      arguments: ["a.yaml", "--all-steps", "d", "--step", "0"],
      expected: .failure(
        UsageError("--all-steps cannot be combined with --step, --frame, --time or -o"))),
    Case(arguments: ["a.yaml", "--scale", "3"], expected: options { $0.scale = 3 }),
    Case(arguments: ["a.yaml", "--scale=0.25"], expected: options { $0.scale = 0.25 }),
    Case(
      arguments: ["a.yaml", "--scale", "0.2"],
      expected: .failure(UsageError("--scale needs pixels per point from 0.25 to 16, not '0.2'"))),
    Case(
      arguments: ["a.yaml", "--scale", "nan"],
      expected: .failure(UsageError("--scale needs pixels per point from 0.25 to 16, not 'nan'"))),
    Case(arguments: [], expected: .failure(UsageError("render needs a scenario file"))),
    Case(
      arguments: ["a.yaml", "b.yaml"],
      expected: .failure(UsageError("render takes one scenario file"))),
  ]

  @Test(arguments: cases)
  func parses(_ c: Case) {
    let result = Result { () throws(UsageError) in try RenderOptions.parse(c.arguments) }
    #expect(result == c.expected)
  }
}
