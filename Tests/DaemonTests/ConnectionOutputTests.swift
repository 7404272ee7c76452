import Foundation
import Testing

@testable import Daemon

/// A flush that finds nothing waiting goes straight to the client's socket; what the socket does
/// not take waits in the buffer, and bytes appended behind waiting ones wait too, so the client
/// reads every byte once and in order.
@Suite struct ConnectionOutputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    /// Bytes appended first, into an empty buffer.
    var first: Int
    /// Bytes the client reads before the second append.
    var readBetween: Int
    /// Bytes appended second.
    var second: Int
    /// Whether the socket took the first append whole, leaving nothing to wait.
    var firstWrittenAtOnce: Bool
    /// Calls asking the connection to send: one when bytes first wait in an empty buffer.
    var wakes: Int
  }

  static let cases = [
    Case(
      testDescription: "a small flush into an empty buffer is written at once", first: 100,
      readBetween: 0, second: 0, firstWrittenAtOnce: true, wakes: 0),
    Case(
      testDescription: "what a full socket does not take waits for the connection",
      first: 1 << 20, readBetween: 0, second: 0, firstWrittenAtOnce: false, wakes: 1),
    Case(
      testDescription: "bytes behind waiting ones wait too, though the socket has room again",
      first: 1 << 20, readBetween: 1 << 16, second: 10, firstWrittenAtOnce: false, wakes: 1),
  ]

  final class Wakes: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func wake() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }
  }

  @Test(arguments: cases) func bytesReachTheClientOnceAndInOrder(_ test: Case) throws {
    var pair: [Int32] = [-1, -1]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
    defer { for fd in pair { close(fd) } }
    let (server, client) = (pair[0], pair[1])
    for fd in pair { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    var small: Int32 = 4096
    setsockopt(server, SOL_SOCKET, SO_SNDBUF, &small, socklen_t(MemoryLayout<Int32>.size))
    let wakes = Wakes()
    let output = ConnectionOutput(capacity: 1 << 30, descriptor: server) { wakes.wake() }
    // The first bytes cycle through 0...250; the second are all 255, so an interleaving shows.
    let first = (0..<test.first).map { UInt8($0 % 251) }
    let second = [UInt8](repeating: 255, count: test.second)

    output.send(first)
    #expect(output.isEmpty == test.firstWrittenAtOnce)
    var received = Self.read(client, upTo: test.readBetween)
    output.send(second)
    #expect(wakes.count == test.wakes)
    if !test.firstWrittenAtOnce {
      #expect(!output.isEmpty, "the second bytes went out before the first had")
    }
    // What the connection does when woken: send the waiting bytes as the socket takes them.
    while let (chunk, offset) = output.front() {
      let sent = chunk[offset...].withUnsafeBytes { write(server, $0.baseAddress, $0.count) }
      if sent > 0 { output.consume(sent) } else { received += Self.read(client, upTo: 1 << 16) }
    }
    received += Self.read(client, upTo: first.count + second.count - received.count)
    #expect(received.count == first.count + second.count)
    #expect(received == first + second)
  }

  /// Up to `count` bytes that `fd` (non-blocking) has now.
  static func read(_ fd: Int32, upTo count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      let n = bytes[got...].withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      guard n > 0 else { break }
      got += n
    }
    return Array(bytes[..<got])
  }
}
