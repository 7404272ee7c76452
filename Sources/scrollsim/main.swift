import CommandLineTool
import Daemon
import EventStream
import Foundation
import Scenario

DaemonWorker.runIfRequested()

// The command-line tool: CommandLineTool reads the arguments; this file only connects the options
// to the Scenario, EventStream and Daemon modules and to the process's streams.

/// A closed standard descriptor would be taken by the next file opened (a scenario, a report), and
/// what is meant for the terminal would land in that file: each closed one is held by /dev/null,
/// opened read-only, so that writes to it still fail (EBADF) and are reported as failures.
func holdClosedStandardDescriptors() {
  for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
  where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
    let held = open("/dev/null", O_RDONLY)
    if held >= 0 && held != fd {
      dup2(held, fd)
      close(held)
    }
  }
}

/// Standard error, written with write(2): a message that cannot be written has nowhere else to
/// go, and the exit status still says what happened.
func printError(_ text: String) { FileDescriptorOutput(descriptor: STDERR_FILENO).write(text) }

/// Standard output for everything but streams (help, `validate`, `check`): a write that fails
/// ends the process as a failed stream does, 3 with the system's reason or 0 for a reader that
/// stopped early.
func printOut(_ text: String) {
  let output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
  output.write(text)
  if let failure = output.failure {
    exit(OutputFailure.exitStatus(failure, printError: printError))
  }
}

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

/// Reads every file first, so an unreadable one leaves stdout empty.
func load(_ files: [String], limits: ScenarioLimits) -> [ScenarioDocument] {
  var documents: [ScenarioDocument] = []
  var failed = false
  for result in ScenarioLoader.loadAll(files, limits: limits) {
    switch result {
    case .success(let document): documents.append(document)
    case .failure(let error):
      printError("\(error)\n")
      failed = true
    }
  }
  if failed { exit(2) }
  return documents
}

func replay(_ options: ReplayOptions) -> Never {
  var report = FailureReport(files: options.files)
  if let server = options.server, options.outputDirectory != nil {
    exit(replayThroughServerToFiles(options, address: SocketAddress(server)))
  }
  if let server = options.server {
    let status = DaemonClient.replay(
      files: options.files, address: SocketAddress(server), textFormat: options.text,
      traceCalls: options.traceCalls, observe: { report.take($0) })
    if status == 1 { printError(report.text) }
    exit(status)
  }
  let documents = load(options.files, limits: options.limits)
  // Colour only for a person at a terminal who has not asked for none (no-color.org).
  let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
  let colour = isatty(STDOUT_FILENO) == 1 && !noColour
  exit(LocalReplay(options: options, printError: printError).run(documents, colour: colour))
}

/// `replay --server ADDRESS --output-dir DIR FILE...`: each stream in its own file, as a local
/// replay writes them. DaemonClient writes to standard output, so each file takes its place in
/// turn. Every file is read first, so that one that cannot be read leaves nothing written.
func replayThroughServerToFiles(_ options: ReplayOptions, address: SocketAddress) -> Int32 {
  _ = load(options.files, limits: options.limits)
  if let directory = options.outputDirectory {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      printError("scrollsim: cannot create the directory '\(directory)'\n")
      return 3
    }
  }
  var report = FailureReport(files: options.files)
  var status: Int32 = 0
  let terminal = dup(STDOUT_FILENO)
  defer { close(terminal) }
  for file in options.files {
    guard let path = options.outputPath(for: file) else { continue }
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      printError("scrollsim: cannot write '\(path)': \(OutputFailure.reason(errno))\n")
      return 3
    }
    dup2(fd, STDOUT_FILENO)
    close(fd)
    let one = DaemonClient.replay(
      files: [file], address: address, textFormat: options.text,
      traceCalls: options.traceCalls, observe: { report.take($0) })
    dup2(terminal, STDOUT_FILENO)
    // A server that cannot be reached, or a file that cannot be written, ends the replay.
    if one > 1 { return one }
    status = max(status, one)
  }
  if status == 1 { printError(report.text) }
  return status
}

func validate(_ options: ValidateOptions) -> Never {
  exit(ValidateCommand(options: options).run(printOut: printOut, printError: printError))
}

/// `scrollsim status --server ADDRESS`: the daemon's one-line status (docs/daemon.md) on stdout.
func status(_ options: StatusOptions) -> Never {
  let address = SocketAddress(options.server ?? "")
  let fd: Int32
  do {
    fd = try Socket.connect(to: address)
  } catch {
    printError("scrollsim: cannot reach the server: \(error)\n")
    exit(2)
  }
  defer { close(fd) }
  guard Socket.writeAll(fd, Array(StatusOptions.request.utf8)) else {
    printError("scrollsim: the server at \(address) closed the connection before the request\n")
    exit(2)
  }
  var answer: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    if count <= 0 { break }
    answer += buffer[0..<count]
  }
  // One JSON object (its first byte U+007B) on one line.
  guard answer.last == UInt8(ascii: "\n"), answer.first == 0x7B else {
    printError("scrollsim: the server at \(address) gave no status\n")
    exit(2)
  }
  printOut(String(decoding: answer, as: UTF8.self))
  exit(0)
}

let version = "0.2.0"
let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())
// A reader that stops early (`| head`) is an EPIPE to handle, not a signal that kills the process.
signal(SIGPIPE, SIG_IGN)
holdClosedStandardDescriptors()
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
    replay(options)
  case "render":
    let options = try RenderOptions.parse(rest)
    helpIfAsked(options.help, "render")
    let documents = load([options.file ?? "-"], limits: options.limits)
    guard let document = documents.first else { exit(2) }
    exit(RenderCommand(options: options, printError: printError).run(document))
  case "validate":
    let options = try ValidateOptions.parse(rest)
    helpIfAsked(options.help, "validate")
    validate(options)
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
    status(options)
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
