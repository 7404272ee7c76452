import Foundation
import Testing

@testable import Daemon

/// The server relays a worker's flushes in batches: after each message it asks the channel
/// whether a whole message more has already been read, which `receive` would return without
/// waiting, and only then passes the batch on. A part of a message is not one.
@Suite struct WorkerChannelTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    /// Bytes of the second frame sent along with the whole first one.
    var secondBytes: Int
    /// Whether, after the first message is received, a whole message more is held.
    var holds: Bool
  }

  /// An output frame: 5 header bytes, then a position flag (8), the length of the bytes (8) and
  /// the 3 bytes themselves, 24 in all.
  static let second = WorkerMessage.output(position: nil, bytes: [1, 2, 3]).frame

  static let cases = [
    Case(testDescription: "nothing after the first message", secondBytes: 0, holds: false),
    Case(testDescription: "part of the next header", secondBytes: 3, holds: false),
    Case(testDescription: "the next header without its payload", secondBytes: 5, holds: false),
    Case(testDescription: "all but the last byte of the next", secondBytes: 23, holds: false),
    Case(testDescription: "the whole next message", secondBytes: 24, holds: true),
  ]

  @Test(arguments: cases) func aWholeMessageHeldIsReportedAndNoPart(_ test: Case) throws {
    #expect(Self.second.count == 24)
    var pair: [Int32] = [-1, -1]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
    defer { for fd in pair { close(fd) } }
    let first = WorkerMessage.done(succeeded: true).frame
    // One write, so the receiving side's first read takes it all.
    #expect(Socket.writeAll(pair[0], first + Self.second.prefix(test.secondBytes)))
    let channel = WorkerChannel(fd: pair[1])
    #expect(!channel.holdsWholeMessage)
    #expect(channel.receive() == .done(succeeded: true))
    #expect(channel.holdsWholeMessage == test.holds)
    if test.holds { #expect(channel.receive() == .output(position: nil, bytes: [1, 2, 3])) }
  }
}
