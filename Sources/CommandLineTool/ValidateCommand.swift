import Layouts
import Scenario

/// `scrollsim validate`: reads each file as a scenario and checks its updates against the
/// declared data, as UIKit would check them, without replaying anything.
public struct ValidateCommand {
  /// The options.
  public var options: ValidateOptions
  /// The layout kinds scenarios may name: the built-in ones, and a user's own in an executable
  /// made with ScrollSimCLI.
  public var registry: LayoutRegistry

  /// The command for `options`.
  public init(options: ValidateOptions, registry: LayoutRegistry = .builtIn) {
    self.options = options
    self.registry = registry
  }

  /// Reports every file (`NAME: valid (N steps)` on `printOut`, problems on `printError`) and
  /// returns the worst status: 0 valid, 1 an update UIKit would refuse, 2 unreadable.
  public func run(printOut: (String) -> Void, printError: (String) -> Void) -> Int32 {
    var status: Int32 = 0
    for (file, result) in zip(
      options.files,
      ScenarioLoader.loadAll(options.files, limits: options.limits, registry: registry))
    {
      switch result {
      case .success(let document):
        let name = file == "-" ? ScenarioLoader.standardInputName : file
        let problems = document.updateProblems()
        for problem in problems {
          printError("\(name):\(problem.line): error: \(problem.message)\n")
        }
        if problems.isEmpty {
          printOut("\(name): valid (\(document.steps.count) steps)\n")
        } else {
          status = max(status, 1)
        }
      case .failure(let error):
        printError("\(error)\n")
        status = 2
      }
    }
    return status
  }
}
