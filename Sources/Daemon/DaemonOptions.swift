import Foundation
import Scenario

/// The options of `scrollsim serve` (docs/daemon.md), with their defaults.
public struct DaemonOptions: Sendable {
  /// `--socket PATH`: the Unix domain socket to listen on.
  public var socketPath: String?
  /// `--listen 127.0.0.1:PORT`: a loopback TCP address to listen on as well (port 0: any free one).
  public var tcpHost: String?
  /// The port of `--listen`.
  public var tcpPort: UInt16 = 0
  /// `--jobs N`: replays running at once (at most 64); the others wait in order.
  public var jobs = min(maximumJobs, max(1, ProcessInfo.processInfo.activeProcessorCount))
  /// `--max-request-bytes N`: the longest request line, and the largest file a `path` may name.
  public var maxRequestBytes = 1 << 20
  /// `--max-events N`: events a replay may write before it is ended with an `error` event.
  public var maxEvents = 10_000_000
  /// `--timeout SECONDS`: how long a replay may run, on its virtual clock and in wall time; also
  /// how long a client may take to send its request, or go without reading once it has ended.
  public var timeout = 300.0
  /// `--grace SECONDS`: how long running replays may go on after SIGTERM or SIGINT.
  public var grace = 10.0
  /// Response bytes a connection holds for a client that reads slowly before its replay waits.
  public var bufferBytes = 256 << 10
  /// `--root DIR`: the directory whose files `path` requests may name (default: the working
  /// directory the server started in). Scenario errors quote the file's text, so without it any
  /// client could read the start of any file the server can.
  public var root: String?
  /// `--max-nodes N`, `--max-items N`, ...: the limits of `scrollsim replay`
  /// (`ScenarioLimits.options`), which every job reads and replays under. `--max-events` is
  /// `maxEvents`, with the server's own message.
  public var limits = ScenarioLimits.standard

  /// The defaults.
  public init() {}

  /// A usage error: the message names the bad argument.
  public struct UsageError: Error, Sendable {
    /// What is wrong.
    public var message: String
  }

  /// Reads the arguments after `serve`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> DaemonOptions {
    var options = DaemonOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      func value() throws(UsageError) -> String {
        guard let value = rest.popFirst() else {
          throw UsageError(message: "\(argument) needs a value")
        }
        return value
      }
      switch argument {
      case "--socket":
        let path = try value()
        guard !path.isEmpty else { throw UsageError(message: "--socket needs a path") }
        options.socketPath = path
      case "--listen":
        let text = try value()
        guard let (host, port) = SocketAddress.hostAndPort(text), host.hasPrefix("127.") else {
          throw UsageError(
            message: "--listen takes a loopback address, 127.0.0.1:PORT, not '\(text)'")
        }
        options.tcpHost = host
        options.tcpPort = port
      case "--jobs": options.jobs = try count(argument, try value(), maximum: maximumJobs)
      case "--max-request-bytes":
        options.maxRequestBytes = try count(argument, try value(), maximum: maximumRequestBytes)
      case "--max-events": options.maxEvents = try count(argument, try value())
      case "--timeout": options.timeout = try seconds(argument, try value(), allowZero: false)
      case "--grace": options.grace = try seconds(argument, try value(), allowZero: true)
      case "--root": options.root = try value()
      default:
        guard let limit = ScenarioLimits.option(argument) else {
          throw UsageError(message: "unknown option '\(argument)' for serve")
        }
        options.limits[keyPath: limit.keyPath] = try count(argument, try value())
      }
    }
    guard options.socketPath != nil || options.tcpHost != nil else {
      throw UsageError(message: "serve needs --socket PATH or --listen 127.0.0.1:PORT")
    }
    return options
  }

  /// Each running replay can hold two Dispatch threads (the call waiting for it, and its run
  /// loop waiting for a slow client); this keeps them well below libdispatch's thread limit.
  static let maximumJobs = 64

  /// A request, and the scenario a job carries to its worker, must fit one frame between the
  /// server and the worker (`WorkerMessage.maximumPayload`).
  static let maximumRequestBytes = 1 << 29

  private static func count(_ option: String, _ text: String, maximum: Int = .max)
    throws(UsageError) -> Int
  {
    guard let value = Int(text), value >= 1, value <= maximum else {
      let range = maximum == .max ? "at least 1" : "from 1 to \(maximum)"
      throw UsageError(message: "\(option) takes a whole number \(range), not '\(text)'")
    }
    return value
  }

  /// Seconds, capped at a year so that deadlines stay representable.
  private static func seconds(_ option: String, _ text: String, allowZero: Bool) throws(UsageError)
    -> Double
  {
    guard let value = Double(text), value.isFinite, allowZero ? value >= 0 : value > 0,
      value <= 31_536_000
    else {
      let range = allowZero ? "0 or more" : "more than 0"
      throw UsageError(message: "\(option) takes seconds, \(range), not '\(text)'")
    }
    return value
  }
}
