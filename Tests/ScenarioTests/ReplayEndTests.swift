import Foundation
import Replay
import Scenario
import Simulator
import Testing

/// A replay ends at its `end` line: nothing it scheduled runs afterwards. The sweep of generated
/// scenarios (`FuzzReplay --sweep`, docs/testing.md) found layout passes still running after
/// `end`, writing into a sink its caller was already reading on another thread.
@Suite struct ReplayEndTests {
  /// Counts the events, from whichever thread writes them.
  final class Recorder: EventSink, @unchecked Sendable {
    private let lock = NSLock()
    private var types: [String] = []

    func write(_ event: Event, seq: Int) { lock.withLock { types.append(event.payload.type) } }
    func flush() {}
    var written: [String] { lock.withLock { types } }
  }

  /// A waterfall whose content width depends on the adjusted inset, which (under `automatic`)
  /// depends on whether that width scrolls: each pass changes the inset, which invalidates the
  /// layout and schedules another pass, without end.
  static let feedback = """
    name: inset-feedback
    collectionView: {size: [33.3, 200]}
    layout: {kind: waterfall}
    data: {sections: [3]}
    steps:
      - setInsets: {contentInset: [0, 20, 44, -1000000], safeAreaInsets: {left: 123456789.5}}
    """

  @Test func nothingIsWrittenAfterTheEndLine() throws {
    let document = try ScenarioDocument.parse(Array(Self.feedback.utf8), file: "feedback.yaml")
    let recorder = Recorder()
    _ = Replayer(document: document, sink: recorder, traceCalls: true).run()
    let atEnd = recorder.written
    #expect(atEnd.last == "end")
    // Long enough for thousands of passes, had any been left to run.
    Thread.sleep(forTimeInterval: 0.2)
    #expect(recorder.written.count == atEnd.count)
  }
}
