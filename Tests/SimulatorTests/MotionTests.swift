import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// Flings, drags, paging and scrollToItem on a simulated collection view: a 320 x 400 list of
/// 100 rows, 320 x 90 with 10 between (rows every 100 pt, content 9,990 pt).
@Suite struct MotionTests {
  final class Collector: EventSink {
    var events: [Event] = []
    func write(_ event: Event, seq: Int) { events.append(event) }
    func flush() {}
  }

  struct Subject {
    let runLoop: DispatchRunLoop
    let cv: CollectionView
    let sink: Collector

    init(frameRate: Int = 60, rows: Int = 100, paging: Bool = false, offset: CGPoint? = nil) {
      sink = Collector()
      runLoop = DispatchRunLoop(label: "test", frameRate: frameRate)
      let layout = FlowLayout()
      layout.itemSize = CGSize(width: 320, height: 90)
      cv = CollectionView(
        runLoop: runLoop, log: EventLog(sink: sink, clock: runLoop.clock),
        size: CGSize(width: 320, height: 400), contentOffset: offset, contentInset: .zero,
        safeAreaInsets: .zero, behavior: .never, layoutDirection: .leftToRight, displayScale: 2,
        data: [SectionData(count: rows)], sectionAnswers: [:], layout: layout)
      cv.isPagingEnabled = paging
      let cv = cv
      runLoop.queue.sync { cv.layoutInitially() }
    }

    /// Runs `start` on the loop and turns it until the motion calls back.
    func run(_ start: (CollectionView, @escaping () -> Void) -> Void) -> CGPoint {
      let done = Flag()
      runLoop.queue.sync { start(cv) { done.value = true } }
      var turns = 0
      while !runLoop.queue.sync(execute: { done.value }) && turns < 100_000 { turns += 1 }
      return runLoop.queue.sync { cv.bounds.origin }
    }

    var targets: [(CGPoint, CGPoint)] {
      sink.events.compactMap {
        if case .target(let proposed, _, let target) = $0.payload { return (proposed, target) }
        return nil
      }
    }
  }

  final class Flag: @unchecked Sendable { var value = false }

  /// 1,000 pt/s down rests 499.4998 pt further, at 60 Hz and at 120 Hz alike, after a `target`
  /// event naming that point.
  @Test(arguments: [60, 120])
  func aFlingRestsAtTheProjectedPoint(_ frameRate: Int) {
    let subject = Subject(frameRate: frameRate)
    let end = subject.run { cv, done in cv.fling(velocity: CGPoint(x: 0, y: 1000), completion: done)
    }
    let expected = ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998)
    #expect(abs(end.y - 499.4998) < 1e-3)
    #expect(Double(end.y).bitPattern == expected.bitPattern, "\(Double(end.y)) \(expected)")
    #expect(subject.targets.count == 1)
    #expect(subject.targets.first?.1 == CGPoint(x: 0, y: expected))
  }

  /// Every tick of a 1,000 pt/s fling lies on x(t) = v0 (d^(1000 t) - 1) / k scaled to land on
  /// the target: 499.4998 (1 - e^(k t)) at t = n / 60.
  @Test func everyTickLiesOnTheDecelerationCurve() {
    let subject = Subject()
    _ = subject.run { cv, done in cv.fling(velocity: CGPoint(x: 0, y: 1000), completion: done) }
    let k = 1000 * log(0.998)
    let distance = ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998)
    let offsets = subject.sink.events.compactMap { event -> Double? in
      if case .scroll(let offset, _) = event.payload { return Double(offset.y) }
      return nil
    }
    #expect(offsets.count > 200)
    for (n, y) in offsets.dropLast().enumerated() {
      let t = Double(n + 1) / 60
      #expect(abs(y - distance * (1 - exp(k * t))) < 1e-9, "tick \(n + 1)")
    }
    // At 0.5 s: 499.4998 (1 - e^(-1.001)) = 499.4998 x 0.63249 = 315.93.
    #expect(abs(offsets[29] - 315.93) < 0.01)
  }

  /// A second motion, or an offset set by a step, stops the one under way: no tick of the first
  /// fling follows.
  @Test func aNewMotionStopsTheOneUnderWay() {
    let subject = Subject()
    let end = subject.run { cv, done in
      cv.fling(velocity: CGPoint(x: 0, y: 1000), drivesClock: false) {}
      cv.fling(velocity: CGPoint(x: 0, y: 200), completion: done)
    }
    // 200 pt/s from 0: 99.90 pt.
    #expect(abs(end.y - 99.8999) < 1e-3)
    let ticks = subject.sink.events.filter {
      if case .scroll = $0.payload { return true }
      return false
    }
    let frames = ticks.map(\.frame)
    #expect(frames == Array(Set(frames)).sorted(), "one scroll event per tick")
  }

  /// Thrown back into the content after dragging past the top: it decelerates inwards rather
  /// than springing to the edge, ending the projection (3,000 / 2.002 = 1,498.5) past the
  /// rubber band's -48.35.
  @Test func aReleaseIntoTheContentDecelerates() {
    let subject = Subject()
    let end = subject.run { cv, done in
      cv.drag(
        by: CGPoint(x: 0, y: -100), duration: 0.25, releaseVelocity: CGPoint(x: 0, y: 3000),
        completion: done)
    }
    #expect(abs(end.y - (1498.4995 - 48.3516)) < 1e-3)
  }

  /// The maximum offset is 9,990 - 400 = 9,590: a fling past it stops there.
  @Test func aFlingIsClampedToTheContent() {
    let subject = Subject(offset: CGPoint(x: 0, y: 9_400))
    let end = subject.run { cv, done in cv.fling(velocity: CGPoint(x: 0, y: 3000), completion: done)
    }
    #expect(end == CGPoint(x: 0, y: 9_590))
    #expect(subject.targets.first?.0.y ?? 0 > 10_000)
  }

  /// Dragging 100 pt up from the top: the finger is 100 pt past the minimum, shown as
  /// (1 - 1 / (100 x 0.55 / 400 + 1)) x 400 = 48.35 pt of rubber band; released, the content
  /// springs back to 0.
  @Test func aDragPastTheTopRubberBandsAndSpringsBack() {
    let subject = Subject()
    let end = subject.run { cv, done in
      cv.drag(by: CGPoint(x: 0, y: -100), duration: 0.25, releaseVelocity: .zero, completion: done)
    }
    #expect(end == .zero)
    let offsets = subject.sink.events.compactMap { event -> Double? in
      if case .scroll(let offset, _) = event.payload { return Double(offset.y) }
      return nil
    }
    // 15 ticks of 0.25 s at 60 Hz: the 15th shows the full overshoot.
    #expect(abs((offsets.dropFirst(14).first ?? 0) + 48.3516) < 1e-3)
    #expect(offsets.min().map { abs($0 + 48.3516) < 1e-3 } == true)
  }

  /// Paging with 400-pt pages: from page 0, a slow fling projects (fast rate) 500 x 0.0995 =
  /// 49.75 pt and stays on page 0; a fast one lands on page 1, never further.
  @Test(arguments: [(500.0, 0.0), (5000, 400), (50_000, 400)])
  func pagingEndsOnAPage(_ velocity: Double, _ page: Double) {
    let subject = Subject(paging: true)
    let end = subject.run { cv, done in
      cv.fling(velocity: CGPoint(x: 0, y: velocity), completion: done)
    }
    #expect(end == CGPoint(x: 0, y: page))
  }

  /// Row 20 is at 2,000-2,090: top puts it at the top, centred (2,045 - 200), bottom
  /// (2,090 - 400); row 99 cannot reach the top, so the offset is clamped to 9,590.
  @Test(arguments: [
    (20, "top", 2000.0), (20, "centeredVertically", 1845), (20, "bottom", 1690),
    (99, "top", 9590), (0, "bottom", 0), (20, "left", 0),
  ])
  func scrollToItemOffsets(_ item: Int, _ position: String, _ y: Double) {
    let subject = Subject()
    let offset = subject.runLoop.queue.sync {
      subject.cv.contentOffset(scrollingTo: IndexPath(item: item, section: 0), position: position)
    }
    #expect(offset == CGPoint(x: 0, y: y))
  }
}
