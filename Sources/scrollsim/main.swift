import CommandLineTool
import Daemon
import EventStream
import Foundation
import Scenario
import Simulator

/// The command-line tool: reads the arguments, then hands the work to the Scenario and
/// EventStream modules.
let usage = """
  usage: scrollsim replay FILE... [--format jsonl|text] [--trace calls] [--realtime]
                                  [--server SOCKET|127.0.0.1:PORT]
         scrollsim validate FILE...
         scrollsim check [--record | --accept] [--shard I/N] [--junit FILE] [FILE|DIR]...
         scrollsim serve --socket PATH [--listen 127.0.0.1:PORT] [--jobs N]
                         [--max-request-bytes N] [--max-events N] [--timeout SECONDS]
                         [--grace SECONDS]
         scrollsim --help | --version
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("scrollsim: \(message)\n\(usage)\n".utf8))
  exit(2)
}

/// The replay options and files, or a usage error naming the bad argument.
func parseReplay(_ arguments: ArraySlice<String>) -> (
  files: [String], text: Bool, trace: Bool, realtime: Bool, server: String?
) {
  var files: [String] = []
  var text = false
  var trace = false
  var realtime = false
  var server: String?
  var rest = arguments
  while let argument = rest.popFirst() {
    switch argument {
    case "--format":
      guard let value = rest.popFirst() else { fail("--format needs a value: jsonl or text") }
      guard value == "jsonl" || value == "text" else {
        fail("unknown format '\(value)' for --format (expected jsonl or text)")
      }
      text = value == "text"
    case "--trace":
      guard let value = rest.popFirst() else { fail("--trace needs a value: calls") }
      guard value == "calls" else { fail("unknown trace '\(value)' for --trace (expected calls)") }
      trace = true
    case "--realtime":
      realtime = true
    case "--server":
      guard let value = rest.popFirst() else { fail("--server needs a socket path or HOST:PORT") }
      server = value
    default:
      if argument.hasPrefix("-") && argument != "-" { fail("unknown option '\(argument)'") }
      files.append(argument)
    }
  }
  if files.isEmpty { fail("replay needs at least one scenario file") }
  if realtime && server != nil { fail("--realtime cannot be combined with --server") }
  return (files, text, trace, realtime, server)
}

/// Reads every file first, so an unreadable one leaves stdout empty.
func load(_ files: [String]) -> [ScenarioDocument] {
  var documents: [ScenarioDocument] = []
  var failed = false
  for file in files {
    do {
      documents.append(try ScenarioDocument.load(path: file))
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      failed = true
    }
  }
  if failed { exit(2) }
  return documents
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "--version":
  print("scrollsim 0.2.0 (event stream version 1)")
case "--help", "-h":
  print(usage)
case "replay":
  let options = parseReplay(arguments.dropFirst())
  if let server = options.server {
    exit(
      DaemonClient.replay(
        files: options.files, address: SocketAddress(server), textFormat: options.text,
        traceCalls: options.trace))
  }
  let documents = load(options.files)
  let output = FileDescriptorOutput()
  var status: Int32 = 0
  for document in documents {
    let sink: EventSink =
      options.text ? TextWriter(output: output) : JSONLinesWriter(output: output)
    let result = Replayer(
      document: document, sink: sink, traceCalls: options.trace, realtime: options.realtime
    ).run()
    status = max(status, result.exitStatus)
  }
  exit(status)
case "validate":
  let files = Array(arguments.dropFirst())
  if files.isEmpty { fail("validate needs at least one scenario file") }
  if let option = files.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
    fail("unknown option '\(option)'")
  }
  for document in zip(files, load(files)) {
    print("\(document.0): valid (\(document.1.steps.count) steps)")
  }
case "check":
  do {
    let options = try CheckOptions.parse(
      Array(arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    if options.help {
      print(CheckHelp.text)
      exit(0)
    }
    exit(CheckCommand(options: options, write: { print($0, terminator: "") }).run())
  } catch {
    fail(error.message)
  }
case "serve":
  do {
    Daemon.serve(try DaemonOptions.parse(Array(arguments.dropFirst())))
  } catch {
    fail(error.message)
  }
case nil:
  fail("missing command")
case let command?:
  fail("unknown command '\(command)'")
}
