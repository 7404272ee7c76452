import Testing

@testable import Daemon

/// A worker's jobs and cancellations come on two channels, so a cancellation may come before its
/// job starts: it is kept for that job, one for a job that has ended is dropped, and the first
/// reason given for a job is the one it ends with.
@Suite struct WorkerInboxTests {
  enum Operation: Sendable {
    case start(UInt64)
    case cancel(UInt64, String)
    case finish(UInt64)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var operations: [Operation]
    /// What the running job's replay reads at the end.
    var cancellation: String?
  }

  static let cases = [
    Case(
      testDescription: "the running job is cancelled",
      operations: [.start(1), .cancel(1, "gone")], cancellation: "gone"),
    Case(
      testDescription: "a cancellation that came before its job",
      operations: [.cancel(2, "gone"), .start(2)], cancellation: "gone"),
    Case(
      testDescription: "a late cancellation of an ended job is dropped",
      operations: [.start(1), .finish(1), .cancel(1, "gone"), .start(2)], cancellation: nil),
    Case(
      testDescription: "the first reason is kept",
      operations: [.start(1), .cancel(1, "first"), .cancel(1, "second")], cancellation: "first"),
    Case(
      testDescription: "an early cancellation waits for its own job, not the one before",
      operations: [.cancel(3, "gone"), .start(2)], cancellation: nil),
    Case(
      testDescription: "and reaches its own job when it starts",
      operations: [.cancel(3, "gone"), .start(2), .finish(2), .start(3)], cancellation: "gone"),
    Case(
      testDescription: "the first early reason is kept",
      operations: [.cancel(2, "first"), .cancel(2, "second"), .start(2)], cancellation: "first"),
    Case(
      testDescription: "the next job starts uncancelled",
      operations: [.start(1), .cancel(1, "gone"), .finish(1), .start(2)], cancellation: nil),
  ]

  @Test(arguments: cases) func eachJobEndsWithItsOwnCancellation(_ test: Case) {
    let inbox = WorkerInbox()
    for operation in test.operations {
      switch operation {
      case .start(let id): inbox.start(id)
      case .cancel(let id, let reason): inbox.cancel(id, reason: reason)
      case .finish(let id): inbox.finish(id)
      }
    }
    #expect(inbox.cancellation == test.cancellation)
  }
}
