import Daemon
import EventStream
import Foundation
import Layouts

/// `scrollsim replay`: in this process, or through a daemon with `--server`; the streams go to
/// standard output or, with `--output-dir`, each to its own file.
public struct ReplayCommand {
  /// The options.
  public var options: ReplayOptions
  /// Where messages go (standard error in the tool).
  public var printError: (String) -> Void
  /// The layout kinds scenarios may name: the built-in ones, and a user's own in an executable
  /// made with ScrollSimCLI.
  public var registry: LayoutRegistry

  /// The command for `options`, reporting through `printError`.
  public init(
    options: ReplayOptions, registry: LayoutRegistry = .builtIn,
    printError: @escaping (String) -> Void
  ) {
    self.options = options
    self.registry = registry
    self.printError = printError
  }

  /// Replays every file and returns the exit status (README, "Commands"). `colour` asks for
  /// the text format's colours.
  public func run(colour: Bool) -> Int32 {
    if let server = options.server {
      let address = SocketAddress(server)
      if options.outputDirectory != nil { return replayThroughServerToFiles(address) }
      var report = FailureReport(files: options.files)
      let status = DaemonClient.replay(
        files: options.files, address: address, textFormat: options.text,
        traceCalls: options.traceCalls, registry: registry,
        noteFailure: { report.add($1, file: $0) }, observe: { report.take($1, of: $0) })
      if status == 1 { printError(report.text) }
      return status
    }
    guard
      let documents = ScenarioLoader.loadEvery(
        options.files, limits: options.limits, registry: registry, printError: printError)
    else { return 2 }
    return LocalReplay(options: options, printError: printError).run(documents, colour: colour)
  }

  /// Colour only for a person at a terminal who has not asked for none (no-color.org):
  /// `NO_COLOR` set to anything but the empty text turns it off.
  public static func wantsColour(isTerminal: Bool, environment: [String: String]) -> Bool {
    let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return isTerminal && !noColour
  }

  /// `replay --server ADDRESS --output-dir DIR FILE...`: each stream in its own file, as a local
  /// replay writes them. DaemonClient writes to standard output, so each file takes its place in
  /// turn. Every file is read first, so that one that cannot be read leaves nothing written.
  func replayThroughServerToFiles(_ address: SocketAddress) -> Int32 {
    guard
      ScenarioLoader.loadEvery(
        options.files, limits: options.limits, registry: registry, printError: printError) != nil
    else { return 2 }
    if let directory = options.outputDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
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
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        printError("scrollsim: cannot write '\(path)': \(OutputFailure.reason(errno))\n")
        return 3
      }
      dup2(descriptor, STDOUT_FILENO)
      close(descriptor)
      let fileStatus = DaemonClient.replay(
        files: [file], address: address, textFormat: options.text,
        traceCalls: options.traceCalls, registry: registry,
        noteFailure: { report.add($1, file: $0) }, observe: { report.take($1, of: $0) })
      dup2(terminal, STDOUT_FILENO)
      // A server that cannot be reached, or a file that cannot be written, ends the replay.
      if fileStatus > 1 { return fileStatus }
      status = max(status, fileStatus)
    }
    if status == 1 { printError(report.text) }
    return status
  }
}
