/// What `scrollsim status` was asked to do: which daemon to ask.
public struct StatusOptions: Equatable, Sendable {
  /// `--server ADDRESS`: a socket path or 127.0.0.1:PORT.
  public var server: String?
  /// `--help`.
  public var help = false

  /// No server yet.
  public init() {}

  /// Reads `arguments` (after `status`).
  public static func parse(_ arguments: [String]) throws(UsageError) -> StatusOptions {
    var options = StatusOptions()
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case .option("--help"), .option("-h"): options.help = true
      case .option("--server"):
        options.server = try reader.value(for: "--server", meaning: "a socket path or HOST:PORT")
      case .option(let name): throw UsageError("unknown option '\(name)' for status")
      case .operand(let word): throw UsageError("status takes no operand, not '\(word)'")
      }
    }
    if !options.help && options.server == nil {
      throw UsageError("status needs --server SOCKET or --server 127.0.0.1:PORT")
    }
    return options
  }

  /// The request docs/daemon.md gives for a server's status.
  public static let request = "{\"status\":true}\n"
}
