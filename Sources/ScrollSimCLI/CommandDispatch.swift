import CommandLineTool
import Daemon
import Foundation
import Layouts

/// Reads the command's name and hands the rest of the arguments to its type in
/// CommandLineTool, with the layout kinds of `registry`; exits with the command's status.
struct CommandDispatch {
  /// The kinds scenarios may name.
  let registry: LayoutRegistry

  /// A usage error: the message, then the usage of the command it was given to (the summary of
  /// every command when there is none).
  static func fail(_ message: String, command: String? = nil) -> Never {
    let usage = command.flatMap(HelpText.usage(of:)) ?? HelpText.usage
    StandardStreams.printError("scrollsim: \(message)\n\(usage)\n")
    exit(2)
  }

  /// Prints `help` and exits 0 when the options asked for it.
  private func helpIfAsked(_ asked: Bool, _ command: String) {
    guard asked, let text = HelpText.text(for: command) else { return }
    printOut(text + "\n")
    exit(0)
  }

  private func printOut(_ text: String) { StandardStreams.printOut(text) }

  private func printError(_ text: String) { StandardStreams.printError(text) }

  /// Runs the command `arguments` names and exits with its status.
  func run(_ arguments: [String]) throws(UsageError) -> Never {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case "--version":
      printOut("scrollsim \(ScrollSimCLI.version) (event stream version 1)\n")
      exit(0)
    case "--help", "-h":
      printOut(HelpText.usage + "\n")
      exit(0)
    case "help": help(rest)
    case "replay":
      let options = try ReplayOptions.parse(rest)
      helpIfAsked(options.help, "replay")
      let colour = ReplayCommand.wantsColour(
        isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
      exit(
        ReplayCommand(options: options, registry: registry, printError: printError)
          .run(colour: colour))
    case "render":
      let options = try RenderOptions.parse(rest)
      helpIfAsked(options.help, "render")
      guard
        let document = ScenarioLoader.loadEvery(
          [options.file ?? "-"], limits: options.limits, registry: registry,
          printError: printError)?.first
      else { exit(2) }
      exit(RenderCommand(options: options, printError: printError).run(document))
    case "validate":
      let options = try ValidateOptions.parse(rest)
      helpIfAsked(options.help, "validate")
      exit(
        ValidateCommand(options: options, registry: registry)
          .run(printOut: printOut, printError: printError))
    case "check":
      let options = try CheckOptions.parse(rest, environment: ProcessInfo.processInfo.environment)
      helpIfAsked(options.help, "check")
      exit(
        CheckCommand(options: options, registry: registry, write: printOut, printError: printError)
          .run())
    case "diff":
      let options = try DiffOptions.parse(rest)
      helpIfAsked(options.help, "diff")
      exit(DiffCommand(options: options, registry: registry, printError: printError).run())
    case "status":
      let options = try StatusOptions.parse(rest)
      helpIfAsked(options.help, "status")
      exit(StatusCommand(options: options).run(printOut: printOut, printError: printError))
    case "port":
      let options = try PortOptions.parse(rest)
      helpIfAsked(options.help, "port")
      exit(PortCommand(options: options).run(printOut: printOut, printError: printError))
    case "serve":
      helpIfAsked(rest.contains("--help") || rest.contains("-h"), "serve")
      do {
        Daemon.serve(try DaemonOptions.parse(ArgumentReader.splittingInlineValues(rest)))
      } catch {
        Self.fail(error.message, command: "serve")
      }
    case nil:
      Self.fail("missing command")
    case let command?:
      Self.fail("unknown command '\(command)'")
    }
  }

  /// `help`, `help COMMAND`, `help --man`, `help --completions bash|zsh`.
  private func help(_ rest: [String]) -> Never {
    if rest == ["--man"] {
      printOut(ManPage.render(version: ScrollSimCLI.version))
      exit(0)
    }
    if rest.count == 2, rest[0] == "--completions" {
      switch rest[1] {
      case "bash": printOut(Completions.bash)
      case "zsh": printOut(Completions.zsh)
      default: Self.fail("--completions takes bash or zsh, not '\(rest[1])'", command: "help")
      }
      exit(0)
    }
    guard let command = rest.first else {
      printOut(HelpText.usage + "\n")
      exit(0)
    }
    guard rest.count == 1, let text = HelpText.text(for: command) else {
      Self.fail(
        "no help for '\(rest.joined(separator: " "))' (commands: \(HelpText.commands.joined(separator: ", ")))"
      )
    }
    printOut(text + "\n")
    exit(0)
  }
}
