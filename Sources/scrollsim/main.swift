import CommandLineTool
import Daemon
import Foundation

DaemonWorker.runIfRequested()

// The command-line tool: CommandLineTool holds every command; this file only reads the command
// name and hands the arguments to it, and turns its status into the process's exit.

func printError(_ text: String) { StandardStreams.printError(text) }

func printOut(_ text: String) { StandardStreams.printOut(text) }

/// A usage error: the message, then the usage of the command it was given to (the summary of
/// every command when there is none).
func fail(_ message: String, command: String? = nil) -> Never {
  let usage = command.flatMap(HelpText.usage(of:)) ?? HelpText.usage
  printError("scrollsim: \(message)\n\(usage)\n")
  exit(2)
}

/// Prints `help` and exits 0 when the options asked for it.
func helpIfAsked(_ asked: Bool, _ command: String) {
  guard asked, let text = HelpText.text(for: command) else { return }
  printOut(text + "\n")
  exit(0)
}

let version = "0.2.0"
let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())
// A reader that stops early (`| head`) is an EPIPE to handle, not a signal that kills the process.
signal(SIGPIPE, SIG_IGN)
StandardStreams.holdClosedDescriptors()
do {
  switch arguments.first {
  case "--version":
    printOut("scrollsim \(version) (event stream version 1)\n")
  case "--help", "-h":
    printOut(HelpText.usage + "\n")
  case "help":
    if rest == ["--man"] {
      printOut(ManPage.render(version: version))
      exit(0)
    }
    if rest.count == 2, rest[0] == "--completions" {
      switch rest[1] {
      case "bash": printOut(Completions.bash)
      case "zsh": printOut(Completions.zsh)
      default: fail("--completions takes bash or zsh, not '\(rest[1])'", command: "help")
      }
      exit(0)
    }
    guard let command = rest.first else {
      printOut(HelpText.usage + "\n")
      exit(0)
    }
    guard rest.count == 1, let text = HelpText.text(for: command) else {
      fail(
        "no help for '\(rest.joined(separator: " "))' (commands: \(HelpText.commands.joined(separator: ", ")))"
      )
    }
    printOut(text + "\n")
  case "replay":
    let options = try ReplayOptions.parse(rest)
    helpIfAsked(options.help, "replay")
    let colour = ReplayCommand.wantsColour(
      isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    exit(ReplayCommand(options: options, printError: printError).run(colour: colour))
  case "render":
    let options = try RenderOptions.parse(rest)
    helpIfAsked(options.help, "render")
    guard
      let document = ScenarioLoader.loadEvery(
        [options.file ?? "-"], limits: options.limits, printError: printError)?.first
    else { exit(2) }
    exit(RenderCommand(options: options, printError: printError).run(document))
  case "validate":
    let options = try ValidateOptions.parse(rest)
    helpIfAsked(options.help, "validate")
    exit(ValidateCommand(options: options).run(printOut: printOut, printError: printError))
  case "check":
    let options = try CheckOptions.parse(rest, environment: ProcessInfo.processInfo.environment)
    helpIfAsked(options.help, "check")
    exit(CheckCommand(options: options, write: printOut, printError: printError).run())
  case "diff":
    let options = try DiffOptions.parse(rest)
    helpIfAsked(options.help, "diff")
    exit(DiffCommand(options: options, printError: printError).run())
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
      fail(error.message, command: "serve")
    }
  case nil:
    fail("missing command")
  case let command?:
    fail("unknown command '\(command)'")
  }
} catch {
  fail(error.message, command: arguments.first)
}
