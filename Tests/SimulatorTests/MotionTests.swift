import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// Flings, drags, paging and scrollToItem on a simulated collection view: a 320 x 400 list of
/// 100 rows, 320 x 90 with 10 between (rows every 100 pt, content 9,990 pt).
@Suite struct MotionTests {
  /// The list, laid out, with what the tests read from its events.
  struct Subject {
    let view: CollectionViewFixture.Subject
    var cv: CollectionView { view.cv }

    init(frameRate: Int = 60, rows: Int = 100, paging: Bool = false, offset: CGPoint? = nil) {
      let layout = FlowLayout()
      layout.itemSize = CGSize(width: 320, height: 90)
      view = CollectionViewFixture(data: [SectionData(count: rows)])
        .with {
          $0.frameRate = frameRate
          $0.contentOffset = offset
        }
        .make(layout)
      view.cv.isPagingEnabled = paging
      view.layOut(turns: 0)
    }

    /// Runs `start` on the loop and turns it until the motion calls back.
    func run(_ start: (CollectionView, @escaping () -> Void) -> Void) -> CGPoint {
      let done = Flag()
      view.onQueue { start(cv) { done.value = true } }
      view.wait(for: done, limit: 100_000)
      return view.onQueue { cv.bounds.origin }
    }

    var scrolls: [(offset: CGPoint, velocity: CGPoint?)] {
      view.events.compactMap {
        if case .scroll(let offset, let velocity) = $0.payload { return (offset, velocity) }
        return nil
      }
    }

    var warnings: [String] {
      view.events.compactMap {
        if case .warning(let message) = $0.payload { return message }
        return nil
      }
    }

    var targets: [(CGPoint, CGPoint)] {
      view.events.compactMap {
        if case .target(let proposed, _, let target) = $0.payload { return (proposed, target) }
        return nil
      }
    }
  }

  /// 1,000 pt/s down rests 0.499 x (1,000 - 10) = 494.01 pt further, at 60 Hz and at 120 Hz
  /// alike, after a `target` event proposing that point; the speed reaches 10 pt/s after
  /// ln 100 / 2.0020027 = 2.30028 s, so the last scroll event is at tick ceil(138.02) = 139 at
  /// 60 Hz and ceil(276.03) = 277 at 120 Hz.
  @Test(arguments: [(60, 139), (120, 277)])
  func aFlingRestsAtTheProjectedPoint(_ frameRate: Int, _ ticks: Int) {
    let subject = Subject(frameRate: frameRate)
    let end = subject.run { cv, done in cv.fling(velocity: CGPoint(x: 0, y: 1000), completion: done)
    }
    #expect(abs(end.y - 494.01) < 1e-9)
    #expect(subject.targets.count == 1)
    #expect(subject.targets.first.map { abs($0.0.y - 494.01) < 1e-9 && $0.1 == end } == true)
    #expect(subject.scrolls.count == ticks)
    #expect(subject.scrolls.last?.velocity == .zero)
  }

  /// Every tick of a 1,000 pt/s fling lies on x(t) = 0.499 x 1,000 (1 - e^(-2.0020027 t)) with
  /// the velocity 1,000 e^(-2.0020027 t), until the last, which rests on 494.01 with none.
  @Test func everyTickLiesOnTheDecelerationCurve() {
    let subject = Subject()
    _ = subject.run { cv, done in cv.fling(velocity: CGPoint(x: 0, y: 1000), completion: done) }
    let lambda = -1000 * log(0.998)
    let scrolls = subject.scrolls
    for (n, scroll) in scrolls.dropLast().enumerated() {
      let t = Double(n + 1) / 60
      #expect(abs(Double(scroll.offset.y) - 499 * (1 - exp(-lambda * t))) < 1e-9, "tick \(n + 1)")
      #expect(abs(Double(scroll.velocity?.y ?? 0) - 1000 * exp(-lambda * t)) < 1e-9)
    }
    // At 0.5 s: 499 (1 - e^(-1.001)) = 499 x 0.63249 = 315.61, at 367.51 pt/s.
    #expect(abs(Double(scrolls[29].offset.y) - 315.612) < 1e-3)
    // The tick before the last (138 / 60 = 2.3 s) still moves faster than 10 pt/s:
    // 1,000 e^(-4.6046061) = 10 e^(0.0005641) = 10.00564.
    #expect(abs(Double(scrolls[137].velocity?.y ?? 0) - 10.00564) < 1e-5)
    // The last is 0.499 x (10.00564 - 10) = 0.00281 pt further: no snap.
    #expect(abs(Double(scrolls[138].offset.y - scrolls[137].offset.y) - 0.00281) < 1e-5)
  }

  /// A layout that sets `collectionView.decelerationRate = .fast` is obeyed by the fling and by
  /// a drag's release: 0.099 x (1,000 - 10) = 98.01 rather than 494.01.
  @Test(arguments: [false, true])
  func theLiveRateIsRead(_ dragged: Bool) {
    let subject = Subject()
    let end = subject.run { cv, done in
      cv.decelerationRate = .fast
      if dragged {
        cv.drag(
          by: CGPoint(x: 0, y: 100), duration: 0.25, releaseVelocity: CGPoint(x: 0, y: 1000),
          completion: done)
      } else {
        cv.fling(velocity: CGPoint(x: 0, y: 1000), completion: done)
      }
    }
    #expect(abs(end.y - (dragged ? 198.01 : 98.01)) < 1e-9)
  }

  /// A second motion, or an offset set by a step, stops the one under way: no tick of the first
  /// fling follows.
  @Test func aNewMotionStopsTheOneUnderWay() {
    let subject = Subject()
    let end = subject.run { cv, done in
      cv.fling(velocity: CGPoint(x: 0, y: 1000), drivesClock: false) {}
      cv.fling(velocity: CGPoint(x: 0, y: 200), completion: done)
    }
    // 200 pt/s from 0: 0.499 x 190 = 94.81 pt.
    #expect(abs(end.y - 94.81) < 1e-9)
    let ticks = subject.view.events.filter {
      if case .scroll = $0.payload { return true }
      return false
    }
    let frames = ticks.map(\.frame)
    #expect(frames == Array(Set(frames)).sorted(), "one scroll event per tick")
  }

  /// Thrown back into the content after dragging past the top: it decelerates inwards rather
  /// than springing to the edge, ending 0.499 x (3,000 - 10) = 1,492.01 past the rubber band's
  /// -48.3516.
  @Test func aReleaseIntoTheContentDecelerates() {
    let subject = Subject()
    let end = subject.run { cv, done in
      cv.drag(
        by: CGPoint(x: 0, y: -100), duration: 0.25, releaseVelocity: CGPoint(x: 0, y: 3000),
        completion: done)
    }
    #expect(abs(end.y - (1492.01 - 48.3516)) < 1e-3)
  }

  /// A rate a layout sets outside (0, 1) decelerates at normal, with a warning: 494.01.
  @Test func aRateOutsideTheRangeIsNormal() {
    let subject = Subject()
    let end = subject.run { cv, done in
      cv.decelerationRate = DecelerationRate(rawValue: 1.5)
      cv.fling(velocity: CGPoint(x: 0, y: 1000), completion: done)
    }
    #expect(abs(end.y - 494.01) < 1e-9)
    #expect(
      subject.warnings == [
        "decelerationRate 1.5 is not between 0 and 1; the motion decelerates at normal (0.998)"
      ])
  }

  /// The maximum offset is 9,990 - 400 = 9,590: a fling from 9,400 at 3,000 pt/s would rest at
  /// 9,400 + 1,492.01, so the layout is proposed 9,590. The content keeps the release velocity's
  /// deceleration, reaches the edge at 2,619.24 pt/s after 0.0678 s (tick 5), bounces at most
  /// 2,619.24 / (10 e) = 96.36 pt past it (96.35 at tick 10, τ = 0.0989 s) and rests on it;
  /// without bounces it stops at the edge on tick 5. Either way in about a second, not the
  /// seconds of a deceleration stretched to end there.
  @Test(arguments: [true, false])
  func aFlingIntoTheEndStopsThere(_ bounces: Bool) {
    let subject = Subject(offset: CGPoint(x: 0, y: 9_400))
    subject.view.onQueue { subject.cv.bounces = bounces }
    let end = subject.run { cv, done in cv.fling(velocity: CGPoint(x: 0, y: 3000), completion: done)
    }
    #expect(end == CGPoint(x: 0, y: 9_590))
    #expect(subject.targets.first?.0.y == 9_590)
    let offsets = subject.scrolls.map { Double($0.offset.y) }
    #expect(offsets.count <= 70)
    if bounces {
      #expect(abs((offsets.max() ?? 0) - 9_590 - 96.35) < 0.01)
      #expect(offsets[9] == offsets.max())
    } else {
      #expect(offsets.count == 5 && offsets.max() == 9_590)
    }
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
    let offsets = subject.view.events.compactMap { event -> Double? in
      if case .scroll(let offset, _) = event.payload { return Double(offset.y) }
      return nil
    }
    // 15 ticks of 0.25 s at 60 Hz: the 15th shows the full overshoot.
    #expect(abs((offsets.dropFirst(14).first ?? 0) + 48.3516) < 1e-3)
    #expect(offsets.min().map { abs($0 + 48.3516) < 1e-3 } == true)
  }

  /// Paging with 400-pt pages: from page 0, a slow fling projects (fast rate) 0.099 x (500 -
  /// 10) = 48.51 pt and stays on page 0; a fast one lands on page 1, never further, and never
  /// passes it: the spring starts at no more than 10 x 400 = 4,000 pt/s towards the page.
  @Test(arguments: [(500.0, 0.0), (5000, 400), (50_000, 400)])
  func pagingEndsOnAPage(_ velocity: Double, _ page: Double) {
    let subject = Subject(paging: true)
    let end = subject.run { cv, done in
      cv.fling(velocity: CGPoint(x: 0, y: velocity), completion: done)
    }
    #expect(end == CGPoint(x: 0, y: page))
    #expect(subject.scrolls.allSatisfy { $0.offset.y <= page })
  }

  /// 50,000 pt/s towards page 1: x = -400 e^(-10 t) from the page, so 400 - 400 e^(-1/6) =
  /// 61.407 at the first tick; within 0.25 pt (scale 2) once e^(-10 t) < 0.25 / 400, t > ln 1,600
  /// / 10 = 0.73778 s: tick ceil(44.27) = 45 lands on 400.
  @Test func aPagingFlickSettlesWithoutOvershoot() {
    let subject = Subject(paging: true)
    _ = subject.run { cv, done in cv.fling(velocity: CGPoint(x: 0, y: 50_000), completion: done) }
    let offsets = subject.scrolls.map { Double($0.offset.y) }
    #expect(abs(offsets[0] - 61.4073) < 1e-3)
    #expect(offsets.count == 45 && offsets.last == 400)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// With the longest motion set to 2 s, a 1,000 pt/s fling (2.30 s) and a spring that cannot
  /// settle (stiffness 1e-6: ω = 0.001 rad/s, x = -400 e^(-0.001 t)) reach it at tick 120: the
  /// content is placed on its target (494.01, page 1 at 400) and a `warning` says so.
  @Test(arguments: [true, false])
  func theDurationLimitIsReported(_ paging: Bool) {
    let subject = Subject(paging: paging)
    subject.view.onQueue {
      subject.cv.physics.springStiffness = 1e-6
      subject.cv.physics.maximumDuration = 2
    }
    let end = subject.run { cv, done in
      cv.fling(velocity: CGPoint(x: 0, y: paging ? 5000 : 1000), completion: done)
    }
    #expect(subject.scrolls.count == 120)
    #expect(abs(end.y - (paging ? 400 : 494.01)) < 1e-9)
    let motion = paging ? "spring" : "fling"
    #expect(
      subject.warnings == [
        "the \(motion) did not come to rest within 2 s (the longest a motion runs); it is placed "
          + "on its target"
      ])
  }

  /// Row 20 is at 2,000-2,090: top puts it at the top, centred (2,045 - 200), bottom
  /// (2,090 - 400); row 99 cannot reach the top, so the offset is clamped to 9,590.
  @Test(arguments: [
    (20, "top", 2000.0), (20, "centeredVertically", 1845), (20, "bottom", 1690),
    (99, "top", 9590), (0, "bottom", 0), (20, "left", 0),
  ])
  func scrollToItemOffsets(_ item: Int, _ position: String, _ y: Double) {
    let subject = Subject()
    let offset = subject.view.onQueue {
      subject.cv.contentOffset(scrollingTo: IndexPath(item: item, section: 0), position: position)
    }
    #expect(offset == CGPoint(x: 0, y: y))
  }
}
