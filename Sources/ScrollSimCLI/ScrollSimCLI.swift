import CommandLineTool
import Daemon
import Foundation
@_exported import Layouts
@_exported import UIKitCompat

/// The `scrollsim` command line as a library: `scrollsim`'s own `main.swift` is one call to
/// `main()`, and a user's executable that registers its own layout classes is one call to
/// `main(layouts:)`, with every command and format of `scrollsim` (docs/porting.md, "Your own
/// scrollsim").
public enum ScrollSimCLI {
  /// The tool's version, as `--version` prints it.
  public static let version = "0.2.0"

  /// Runs the command named by the process's arguments, with `layouts` beside the built-in
  /// kinds (`["my-grid": CustomLayoutKind(MyGridLayout.init)]`), and exits with its status. A
  /// name that is taken or that a scenario cannot write ends the process with status 2 and the
  /// reason. A daemon worker (started by `serve` as this very executable) runs its jobs here
  /// instead, with the same kinds.
  public static func main(layouts: [String: CustomLayoutKind] = [:]) -> Never {
    let registry: LayoutRegistry
    do {
      registry = try LayoutRegistry.builtIn.adding(layouts)
    } catch {
      StandardStreams.printError("scrollsim: \(error.message)\n")
      exit(2)
    }
    DaemonWorker.runIfRequested(registry: registry)
    // A reader that stops early (`| head`) is an EPIPE to handle, not a signal that kills the
    // process.
    signal(SIGPIPE, SIG_IGN)
    StandardStreams.holdClosedDescriptors()
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      try CommandDispatch(registry: registry).run(arguments)
    } catch {
      CommandDispatch.fail(error.message, command: arguments.first)
    }
    exit(0)
  }
}
