import Foundation

/// Sends one request line to a `scrollsim serve` socket and reads the whole response, as the
/// protocol of docs/daemon.md describes: one JSON line, then everything until the server closes.
enum UnixSocketClient {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func request(_ line: String, socket path: String) throws -> String {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw Failure(description: "socket path too long: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect: errno \(errno)") }
    let request = Array((line + "\n").utf8)
    var sent = 0
    while sent < request.count {
      let written = request[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      guard written > 0 else { throw Failure(description: "write: errno \(errno)") }
      sent += written
    }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      response += buffer[0..<count]
    }
    return String(decoding: response, as: UTF8.self)
  }
}
