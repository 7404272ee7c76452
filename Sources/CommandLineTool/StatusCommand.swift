import Daemon
import Foundation

/// `scrollsim status --server ADDRESS`: the daemon's one-line status (docs/daemon.md) on stdout.
public struct StatusCommand {
  /// The options.
  public var options: StatusOptions

  /// The command for `options`.
  public init(options: StatusOptions) { self.options = options }

  /// Asks the daemon and prints its answer; 0, or 2 when it cannot be reached or gives no
  /// status.
  public func run(printOut: (String) -> Void, printError: (String) -> Void) -> Int32 {
    let address = SocketAddress(options.server ?? "")
    let descriptor: Int32
    do {
      descriptor = try Socket.connect(to: address)
    } catch {
      printError("scrollsim: cannot reach the server: \(error)\n")
      return 2
    }
    defer { close(descriptor) }
    guard Socket.writeAll(descriptor, Array(StatusOptions.request.utf8)) else {
      printError("scrollsim: the server at \(address) closed the connection before the request\n")
      return 2
    }
    let answer = Self.readToEnd(descriptor)
    // One JSON object (its first byte U+007B) on one line.
    guard answer.last == UInt8(ascii: "\n"), answer.first == 0x7B else {
      printError("scrollsim: the server at \(address) gave no status\n")
      return 2
    }
    printOut(String(decoding: answer, as: UTF8.self))
    return 0
  }

  /// Everything the peer sends until it closes the connection (or it fails).
  static func readToEnd(_ descriptor: Int32) -> [UInt8] {
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      answer += chunk[0..<count]
    }
    return answer
  }
}
