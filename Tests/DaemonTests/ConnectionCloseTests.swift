import Foundation
import Testing

@testable import Daemon

/// Once its response is sent, a connection is closed at once when that loses the client nothing
/// (a Unix socket with nothing unread), and lingers, reading until the client closes, when a
/// close could reset it (bytes the client sent after its request, or TCP). Either way the client
/// reads its whole response and then the end of the stream, never a reset.
@Suite(.serialized) struct ConnectionCloseTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var tcp: Bool
    /// What the client sends after its request line, once its response has begun.
    var extra: String
    /// Whether the server still holds the connection after the response: a byte the client
    /// writes then is taken, rather than refused with EPIPE.
    var lingers: Bool
  }

  static let cases = [
    Case(
      testDescription: "a Unix client that sent only its request is closed at once", tcp: false,
      extra: "", lingers: false),
    Case(
      testDescription: "a Unix client that sent more is read to its end first", tcp: false,
      extra: "more\n", lingers: true),
    Case(
      testDescription: "a TCP client is always read to its end", tcp: true, extra: "",
      lingers: true),
  ]

  /// Reads `fd` to its end: the bytes, and 0 for an end of stream or the errno that ended it.
  static func readToEnd(_ fd: Int32) -> (bytes: [UInt8], ending: Int32) {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      if got < 0 { return (bytes, errno) }
      if got == 0 { return (bytes, 0) }
      bytes += chunk[..<got]
    }
  }

  @Test(arguments: cases) func theClientReadsItsWholeResponseThenTheEnd(_ test: Case) throws {
    let server = try ServerProcess(test.tcp ? ["--listen", "127.0.0.1:0"] : [])
    var address = SocketAddress.unix(path: server.socket)
    if test.tcp {
      _ = server.nextStdoutLine()
      let line = server.nextStdoutLine()
      address = SocketAddress(String(line.dropFirst("listening on tcp:".count)))
    }
    let expected = try ServeTests.replayed(ServeTests.bigStream, name: "big", in: server.directory)
    let fd = try Socket.connect(to: address)
    #expect(Socket.writeAll(fd, ReplayRequest(source: .text(ServeTests.bigStream)).jsonLine))
    // Megabytes of response: the server is still sending when the extra bytes arrive.
    WorkerTests.waitForData(fd)
    if !test.extra.isEmpty { #expect(Socket.writeAll(fd, Array(test.extra.utf8))) }
    let (bytes, ending) = Self.readToEnd(fd)
    #expect(ending == 0, "the stream ended with errno \(ending), not its end")
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    var byte: UInt8 = 1
    let sent = send(fd, &byte, 1, Int32(MSG_NOSIGNAL))
    #expect((sent == 1) == test.lingers, "send after the end: \(sent), errno \(errno)")
    close(fd)
    #expect(server.stop() == 0)
  }
}
