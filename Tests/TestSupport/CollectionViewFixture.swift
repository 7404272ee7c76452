import Foundation
import LayoutKit
import Simulator

/// A simulated collection view for tests, built from the values tests vary, with the defaults
/// they share: 320 x 400 bounds at the top, no insets, left to right, scale 2.
public struct CollectionViewFixture {
  public var size = CGSize(width: 320, height: 400)
  public var contentOffset: CGPoint?
  public var contentInset = EdgeInsets.zero
  public var safeAreaInsets = EdgeInsets.zero
  public var behavior = ContentInsetAdjustmentBehavior.never
  public var layoutDirection = UserInterfaceLayoutDirection.leftToRight
  public var displayScale: Double = 2
  public var frameRate = 60
  public var data: [SectionData]
  public var sectionAnswers: [Int: FlowSectionAnswers] = [:]

  /// A fixture over `data`, the rest at the defaults.
  public init(data: [SectionData]) { self.data = data }

  /// The fixture with `change` applied, for one-line variations.
  public func with(_ change: (inout CollectionViewFixture) -> Void) -> CollectionViewFixture {
    var copy = self
    change(&copy)
    return copy
  }

  /// A collection view showing `layout`, its run loop and the events it writes (before its first
  /// layout pass: call `layoutInitially()` on the run loop's queue).
  public func make(_ layout: CollectionViewLayout) -> Subject {
    let recorder = EventRecorder()
    let runLoop = DispatchRunLoop(label: "test", frameRate: frameRate)
    let cv = CollectionView(
      runLoop: runLoop, log: EventLog(sink: recorder, clock: runLoop.clock), size: size,
      contentOffset: contentOffset, contentInset: contentInset, safeAreaInsets: safeAreaInsets,
      behavior: behavior, layoutDirection: layoutDirection, displayScale: displayScale,
      data: data, sectionAnswers: sectionAnswers, layout: layout)
    return Subject(cv: cv, runLoop: runLoop, recorder: recorder)
  }

  /// A collection view under test with its run loop and recorder.
  public struct Subject {
    public let cv: CollectionView
    public let runLoop: DispatchRunLoop
    public let recorder: EventRecorder

    /// The events written so far.
    public var events: [Event] { recorder.events }

    /// Runs `body` on the run loop's queue, as everything the collection view does runs.
    @discardableResult
    public func onQueue<T>(_ body: () -> T) -> T { runLoop.queue.sync(execute: body) }

    /// The first layout pass, then `turns` more turns of the run loop for the passes it asked for.
    public func layOut(turns: Int = 4) {
      onQueue { cv.layoutInitially() }
      settle(turns: turns)
    }

    /// Lets the run loop take `turns` turns.
    public func settle(turns: Int = 4) {
      for _ in 0..<turns { runLoop.queue.sync {} }
    }

    /// Turns the run loop until `flag` is set (at most `limit` turns).
    public func wait(for flag: Flag, limit: Int = 10_000) {
      var turns = 0
      while !runLoop.queue.sync(execute: { flag.value }) && turns < limit { turns += 1 }
    }
  }
}

/// A flag set on the run loop's queue and read by a test waiting for it.
public final class Flag: @unchecked Sendable {
  public var value = false
  public init() {}
}
