import Dispatch
import Foundation

/// The main run loop of one replay: a serial DispatchQueue on which steps, layout passes and
/// display ticks run as work items, plus the virtual clock they share. Everything a replay touches
/// is confined to this queue, which is why the simulator's classes may cross into its closures.
public final class DispatchRunLoop: @unchecked Sendable {
  /// The queue every work item of this replay runs on.
  public let queue: DispatchQueue
  /// The virtual clock.
  public let clock: VirtualClock
  /// With `realtime`, display ticks are paced by a timer at the frame rate; otherwise the clock
  /// jumps from tick to tick.
  public let realtime: Bool

  private var tickObservers: [(id: Int, drivesClock: Bool, tick: () -> Bool)] = []
  private var nextObserverID = 0
  private var tickScheduled = false
  private var timer: DispatchSourceTimer?
  private var stopped = false

  /// Asked on the queue before every work item and timer tick; once it returns true the loop is
  /// stopped for good: that item and all later ones do nothing and the motions are dropped. It
  /// lets the daemon end a cancelled or over-limit replay in the middle of a step. Nil (never
  /// stop) for a plain replay.
  public var shouldStop: (() -> Bool)?

  /// A run loop on a new serial queue.
  public init(label: String, frameRate: Int, realtime: Bool = false) {
    queue = DispatchQueue(label: label)
    clock = VirtualClock(frameRate: frameRate)
    self.realtime = realtime
  }

  /// Runs `work` on a later turn of the loop (after everything already scheduled).
  public func perform(_ work: @escaping () -> Void) {
    let box = WorkBox(work)
    queue.async { [self] in
      if !stopsNow() { box.run() }
    }
  }

  /// Calls `tick` on every display tick until it returns false.
  ///
  /// The clock advances only while something waits for it: an observer that `drivesClock` (a
  /// step waiting for its motion or for frames), or `whenIdle`. A motion started with
  /// `wait: false` does not drive it, so the steps after it run at once, in the same frame, as
  /// code after setContentOffset(_:animated:) does; it moves on whenever the clock does.
  public func addTickObserver(drivesClock: Bool = true, _ tick: @escaping () -> Bool) {
    tickObservers.append((nextObserverID, drivesClock, tick))
    nextObserverID += 1
    scheduleTick()
  }

  private var idleWaiters: [() -> Void] = []

  /// Runs `completion` on a later turn once no motion needs display ticks any more, driving the
  /// clock until then.
  public func whenIdle(_ completion: @escaping () -> Void) {
    if tickObservers.isEmpty {
      perform(completion)
    } else {
      idleWaiters.append(completion)
      scheduleTick()
    }
  }

  /// Whether anything is waiting for the clock to advance.
  private var clockIsDriven: Bool {
    tickObservers.contains { $0.drivesClock } || (!idleWaiters.isEmpty && !tickObservers.isEmpty)
  }

  private func scheduleTick() {
    guard !tickScheduled, clockIsDriven else { return }
    tickScheduled = true
    if realtime {
      let source = timer ?? makeTimer()
      timer = source
    } else {
      perform { [self] in tick() }
    }
  }

  private func makeTimer() -> DispatchSourceTimer {
    let source = DispatchSource.makeTimerSource(queue: queue)
    let interval = DispatchTimeInterval.nanoseconds(Int(clock.tickInterval * 1e9))
    source.schedule(deadline: .now() + interval, repeating: interval)
    let box = WorkBox { [self] in
      if tickScheduled, !stopsNow() { tick() }
    }
    source.setEventHandler { box.run() }
    source.resume()
    return source
  }

  /// Whether the loop is stopped, asking `shouldStop` while it is not. Stopping drops the
  /// observers and waiters, whose closures hold the collection view, so its memory goes at once.
  private func stopsNow() -> Bool {
    if stopped { return true }
    guard let shouldStop, shouldStop() else { return false }
    stopped = true
    tickObservers.removeAll()
    idleWaiters.removeAll()
    timer?.cancel()
    timer = nil
    return true
  }

  private func tick() {
    tickScheduled = false
    clock.advance()
    let observers = tickObservers
    var finished: Set<Int> = []
    for observer in observers where !observer.tick() {
      finished.insert(observer.id)
    }
    tickObservers.removeAll { finished.contains($0.id) }
    if tickObservers.isEmpty {
      let waiters = idleWaiters
      idleWaiters.removeAll()
      for waiter in waiters { perform(waiter) }
    }
    if clockIsDriven {
      scheduleTick()
    } else {
      timer?.cancel()
      timer = nil
    }
  }
}

/// Carries a closure confined to the run loop's queue into Dispatch's Sendable closures.
private final class WorkBox: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
