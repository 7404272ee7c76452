import Foundation
import Simulator
import Testing

@Suite struct TimingAndClockTests {
  @Test func easeInOutIsSymmetricAndPinned() {
    let curve = TimingCurve.easeInOut
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-12)
    #expect(abs(curve.progress(at: 0.25) + curve.progress(at: 0.75) - 1) < 1e-12)
    // Slow start: at a quarter of the time, well under a quarter of the way.
    #expect(curve.progress(at: 0.25) < 0.15)
  }

  @Test func linearIsTheIdentity() {
    for f in [0.1, 0.33, 0.9] { #expect(abs(TimingCurve.linear.progress(at: f) - f) < 1e-12) }
  }

  @Test(arguments: [(60, 0.3, 18), (120, 0.3, 36), (60, 0.05, 3), (60, 0, 0), (30, 1.0 / 60, 1)])
  func ticksForSeconds(_ rate: Int, _ seconds: Double, _ ticks: Int) {
    #expect(VirtualClock(frameRate: rate).ticks(for: seconds) == ticks)
  }

  @Test func timeIsTheTickOverTheRate() {
    let clock = VirtualClock(frameRate: 120)
    for _ in 0..<3 { clock.advance() }
    #expect(clock.frame == 3)
    #expect(clock.time == 3.0 / 120)
  }
}
