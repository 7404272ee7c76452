import Foundation

/// Where a daemon listens, or where a client finds it: a Unix domain socket file or a loopback TCP
/// address.
public enum SocketAddress: Equatable, Sendable, CustomStringConvertible {
  /// A Unix domain socket file.
  case unix(path: String)
  /// A TCP address: dotted IPv4 host and port.
  case tcp(host: String, port: UInt16)

  /// `A.B.C.D:PORT` (or `localhost:PORT`) is TCP; anything else is a socket path.
  public init(_ text: String) {
    if let (host, port) = Self.hostAndPort(text) {
      self = .tcp(host: host, port: port)
    } else {
      self = .unix(path: text)
    }
  }

  /// The host (dotted IPv4) and port of `HOST:PORT`, or nil when `text` is not of that shape.
  static func hostAndPort(_ text: String) -> (String, UInt16)? {
    guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...])
    else { return nil }
    var host = String(text[..<colon])
    if host == "localhost" { host = "127.0.0.1" }
    var address = in_addr()
    guard inet_pton(AF_INET, host, &address) == 1 else { return nil }
    return (host, port)
  }

  public var description: String {
    switch self {
    case .unix(let path): path
    case .tcp(let host, let port): "\(host):\(port)"
    }
  }
}
