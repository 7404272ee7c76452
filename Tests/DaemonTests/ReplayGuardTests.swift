import EventStream
import Foundation
import Replay
import Scenario
import Simulator
import Testing

@testable import Daemon

/// The guard ends a replay at a limit with an `error` event and the `end` line, numbered as the
/// replay would have numbered them, and passes everything through when no limit is hit.
@Suite struct ReplayGuardTests {
  static let pinnedScroll = """
    name: pinned-scroll
    collectionView: {size: [320, 200], displayScale: 2}
    layout: {kind: flow, itemSize: [150, 100], minimumLineSpacing: 10, minimumInteritemSpacing: 10, headerReferenceSize: [0, 40], sectionHeadersPinToVisibleBounds: true}
    data: {sections: [6]}
    steps:
      - scroll: {to: [0, 70]}
      - expect: {element: supplementary/header/0/0, frame: [0, 70, 320, 40]}
    """

  /// Replays `text` through a guard; returns the lines written and the guard's reason.
  static func replay(
    _ text: String, maxEvents: Int = 1_000_000, timeout: Double = 1_000,
    cancellation: @escaping () -> String? = { nil }
  ) throws -> (lines: [String], reason: String?) {
    let document = try ScenarioDocument.parse(Array(text.utf8), file: "guard.yaml")
    let output = MemoryOutput()
    let limits = ReplayGuard(
      sink: JSONLinesWriter(output: output), maxEvents: maxEvents, timeout: timeout,
      cancellation: cancellation)
    let replayer = Replayer(document: document, sink: limits)
    replayer.interruption = { limits.interruption(time: $0) }
    _ = replayer.run()
    return (output.text.split(separator: "\n").map(String.init), limits.endReason)
  }

  static func plain(_ text: String) throws -> [String] {
    let output = MemoryOutput()
    let document = try ScenarioDocument.parse(Array(text.utf8), file: "guard.yaml")
    _ = Replayer(document: document, sink: JSONLinesWriter(output: output)).run()
    return output.text.split(separator: "\n").map(String.init)
  }

  @Test func withinTheLimitsTheStreamIsUnchanged() throws {
    let guarded = try Self.replay(Self.pinnedScroll)
    #expect(guarded.reason == nil)
    #expect(guarded.lines == (try Self.plain(Self.pinnedScroll)))
    #expect(guarded.lines.count == 19)
  }

  @Test func theEventPastMaxEventsBecomesTheError() throws {
    let guarded = try Self.replay(Self.pinnedScroll, maxEvents: 5)
    #expect(guarded.lines.dropLast(2) == (try Self.plain(Self.pinnedScroll)).prefix(5))
    // The sixth event came before the first step: step -1, line 0, no steps run.
    #expect(
      guarded.lines.suffix(2) == [
        #"{"seq":6,"t":0,"frame":0,"step":-1,"type":"error","message":"the replay passed the server's limit of 5 events (--max-events)","line":0}"#,
        #"{"seq":7,"t":0,"frame":0,"step":-1,"type":"end","steps":0,"events":7,"failures":1}"#,
      ])
  }

  @Test func aLimitInsideAStepNamesThatStep() throws {
    // Event 10 is step 0's `step`; the eleventh, its `scroll`, is refused.
    let guarded = try Self.replay(Self.pinnedScroll, maxEvents: 10)
    #expect(
      guarded.lines.suffix(2) == [
        #"{"seq":11,"t":0,"frame":0,"step":0,"type":"error","message":"the replay passed the server's limit of 10 events (--max-events)","line":6}"#,
        #"{"seq":12,"t":0,"frame":0,"step":0,"type":"end","steps":1,"events":12,"failures":1}"#,
      ])
  }

  @Test func theVirtualClockStopsASilentWait() throws {
    // 10 ticks a second: the clock passes 0.5 s on tick 6, in the middle of the wait, which
    // writes nothing itself; the replay ends at the next turn of its run loop.
    let text = """
      name: waiting
      collectionView: {size: [100, 100], frameRate: 10}
      layout: {kind: flow, itemSize: [100, 100]}
      data: {sections: [0]}
      steps:
        - wait: {seconds: 1000}
      """
    let guarded = try Self.replay(text, timeout: 0.5)
    #expect(
      guarded.lines.suffix(3) == [
        #"{"seq":5,"t":0,"frame":0,"step":0,"type":"step","op":"wait","line":6}"#,
        #"{"seq":6,"t":0.6,"frame":6,"step":0,"type":"error","message":"the replay passed the server's limit of 0.5 seconds of virtual time (--timeout)","line":6}"#,
        #"{"seq":7,"t":0.6,"frame":6,"step":0,"type":"end","steps":1,"events":7,"failures":1}"#,
      ])
  }

  @Test func anEventStampedPastTheVirtualLimitIsNotWritten() throws {
    // An animated scroll at 60 ticks a second stamps its scroll events 1/60, 2/60...: the first
    // past 0.05 s is on tick 4, and it is the error that carries that stamp.
    let animated = Self.pinnedScroll.replacingOccurrences(
      of: "[0, 70]}", with: "[0, 70], animated: true}")
    let lines = try Self.plain(animated)
    let cut = try Self.replay(animated, timeout: 0.05)
    let kept = Array(cut.lines.dropLast(2))
    #expect(kept == Array(lines.prefix(kept.count)))
    #expect(kept.last?.contains(#""frame":3,"#) == true)
    #expect(
      cut.lines.suffix(2).first?.hasPrefix(
        #"{"seq":\#(kept.count + 1),"t":0.06666666666666667,"frame":4,"step":0,"type":"error""#)
        == true)
  }

  @Test func cancellationEndsTheReplayAfterItsFirstTurn() throws {
    // Cancelled from the start, the replay still writes its first turn (the scenario line, the
    // first layout pass and step 0's scroll: 12 events), so the stream begins as every stream does.
    let guarded = try Self.replay(Self.pinnedScroll) { "the client disconnected" }
    #expect(guarded.reason == "the client disconnected")
    #expect(guarded.lines.dropLast(2) == (try Self.plain(Self.pinnedScroll)).prefix(12))
    #expect(
      guarded.lines.suffix(2) == [
        #"{"seq":13,"t":0,"frame":0,"step":0,"type":"error","message":"the client disconnected","line":6}"#,
        #"{"seq":14,"t":0,"frame":0,"step":0,"type":"end","steps":1,"events":14,"failures":1}"#,
      ])
  }
}
