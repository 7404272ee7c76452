import Foundation

#if canImport(Glibc)
  import Glibc
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
  import Darwin
  private let streamSocket = SOCK_STREAM
#endif

/// A system call that failed: what was being done and errno's text.
public struct SocketError: Error, CustomStringConvertible, Sendable {
  /// What failed, with errno's text when there is one.
  public var description: String

  init(_ description: String) { self.description = description }

  /// `what: strerror(errno)`.
  static func errno(_ what: String) -> SocketError {
    SocketError("\(what): \(String(cString: strerror(Foundation.errno)))")
  }
}

/// The POSIX socket calls the daemon and its clients make, with Swift-shaped errors.
public enum Socket {
  /// The longest socket path sockaddr_un holds (its 108 bytes, less the terminating NUL).
  public static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

  /// A blocking connection to a daemon.
  public static func connect(to address: SocketAddress) throws(SocketError) -> Int32 {
    switch address {
    case .unix(let path):
      let fd = try stream(AF_UNIX)
      if let error = connectUnix(fd, path) {
        close(fd)
        throw SocketError("cannot connect to \(path): \(String(cString: strerror(error)))")
      }
      return fd
    case .tcp(let host, let port):
      let fd = try stream(AF_INET)
      var address = try inetAddress(host, port)
      let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      if result != 0 {
        let error = SocketError.errno("cannot connect to \(host):\(port)")
        close(fd)
        throw error
      }
      return fd
    }
  }

  /// A listening Unix domain socket at `path`, readable and writable by its owner only (the
  /// daemon reads files for whoever connects). A stale socket file, one no server answers on, is
  /// replaced; a live one, or a file that is not a socket, is an error. Returns the socket and the
  /// file's inode, so that shutdown removes only its own file.
  static func listenUnix(path: String) throws(SocketError) -> (fd: Int32, inode: UInt64) {
    guard path.utf8.count <= maximumPathLength else {
      throw SocketError(
        "the socket path is \(path.utf8.count) bytes long; a Unix socket path holds at most "
          + "\(maximumPathLength)")
    }
    var status = stat()
    if lstat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFSOCK else {
        throw SocketError("\(path) exists and is not a socket: not replacing it")
      }
      let probe = try stream(AF_UNIX)
      let error = connectUnix(probe, path)
      close(probe)
      switch error {
      case nil: throw SocketError("a server is already listening on \(path)")
      case ECONNREFUSED?:
        // Nobody accepts on it: the file of a server that died without removing it.
        guard unlink(path) == 0 || Foundation.errno == ENOENT else {
          throw SocketError.errno("cannot remove the stale socket \(path)")
        }
      case let error?:
        throw SocketError("cannot check \(path): \(String(cString: strerror(error)))")
      }
    }
    let fd = try stream(AF_UNIX)
    var address = unixAddress(path)
    // umask decides the socket file's mode at bind; no other thread runs yet at startup.
    let previous = umask(0o177)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    umask(previous)
    guard bound == 0 else {
      let error = SocketError.errno("cannot bind \(path)")
      close(fd)
      throw error
    }
    guard listen(fd, 128) == 0, lstat(path, &status) == 0 else {
      let error = SocketError.errno("cannot listen on \(path)")
      close(fd)
      unlink(path)
      throw error
    }
    setNonBlocking(fd)
    return (fd, UInt64(status.st_ino))
  }

  /// A listening TCP socket on `host:port` (port 0: a free port) and the port it got.
  static func listenTCP(host: String, port: UInt16) throws(SocketError) -> (fd: Int32, port: UInt16)
  {
    let fd = try stream(AF_INET)
    var on: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    var address = try inetAddress(host, port)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 128) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else {
      let error = SocketError.errno("cannot listen on \(host):\(port)")
      close(fd)
      throw error
    }
    setNonBlocking(fd)
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  /// Whether the socket file at `path` is still the one with `inode` (so it is ours to remove).
  static func isSocket(at path: String, inode: UInt64) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && UInt64(status.st_ino) == inode
      && status.st_mode & S_IFMT == S_IFSOCK
  }

  /// Makes reads and writes on `fd` return EAGAIN instead of waiting, and keeps it out of child
  /// processes.
  static func setNonBlocking(_ fd: Int32) {
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
  }

  /// Writes all of `bytes` to a blocking descriptor; false when the peer is gone.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if Foundation.errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }

  private static func stream(_ family: Int32) throws(SocketError) -> Int32 {
    let fd = socket(family, streamSocket, 0)
    guard fd >= 0 else { throw SocketError.errno("cannot create a socket") }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    return fd
  }

  /// connect(2) to a socket path; the errno on failure, nil on success.
  private static func connectUnix(_ fd: Int32, _ path: String) -> Int32? {
    guard path.utf8.count <= maximumPathLength else { return ENAMETOOLONG }
    var address = unixAddress(path)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    return result == 0 ? nil : Foundation.errno
  }

  /// The address of a path that fits sun_path (the callers check its length).
  private static func unixAddress(_ path: String) -> sockaddr_un {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8.prefix(maximumPathLength))
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return address
  }

  private static func inetAddress(_ host: String, _ port: UInt16) throws(SocketError)
    -> sockaddr_in
  {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
      throw SocketError("'\(host)' is not an IPv4 address")
    }
    return address
  }
}
