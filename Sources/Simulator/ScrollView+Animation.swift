import Foundation
import LayoutKit

extension ScrollView {
  /// setContentOffset(_:animated: true): moves the offset tick by tick along UIKit's default
  /// ease-in-out curve over `duration` seconds, landing exactly on `target`; `completion` runs on
  /// the tick that lands. With `drivesClock` false the motion advances only while something else
  /// waits for the clock (a step with `wait: false`).
  public func animateContentOffset(
    to target: CGPoint, duration: Double, drivesClock: Bool = true,
    completion: @escaping () -> Void
  ) {
    let token = beginMotion()
    let start = bounds.origin
    let clock = runLoop.clock
    let ticks = max(1, clock.ticks(for: duration))
    let frameRate = Double(clock.frameRate)
    var elapsed = 0
    var previous = start
    runLoop.addTickObserver(drivesClock: drivesClock) { [self] in
      guard token == motionGeneration else {
        completion()
        return false
      }
      elapsed += 1
      let progress = TimingCurve.easeInOut.progress(at: Double(elapsed) / Double(ticks))
      let offset =
        elapsed >= ticks
        ? target
        : CGPoint(
          x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress
        )
      // The velocity over the tick that led here, in points per second.
      setContentOffset(
        offset,
        velocity: CGPoint(
          x: (offset.x - previous.x) * frameRate, y: (offset.y - previous.y) * frameRate))
      previous = offset
      if elapsed >= ticks {
        completion()
        return false
      }
      return true
    }
  }

  /// An offset set inside an animation block (a batch update's): the content is already laid
  /// out at the new offset, and what is shown glides there from `start` along UIView's default
  /// ease-in-out curve over `duration`, one `scroll` event per display tick with its velocity,
  /// the last landing on the offset the content has then. The elements keep the attributes they
  /// were given for it, as Core Animation moves only the presented bounds. A motion that starts
  /// meanwhile ends the glide.
  func glideContentOffset(from start: CGPoint, duration: Double) {
    let token = beginMotion()
    let clock = runLoop.clock
    let ticks = max(1, clock.ticks(for: duration))
    let frameRate = Double(clock.frameRate)
    var elapsed = 0
    var previous = start
    runLoop.addTickObserver(drivesClock: false) { [self] in
      guard token == motionGeneration else { return false }
      elapsed += 1
      let target = bounds.origin
      let progress = TimingCurve.easeInOut.progress(at: Double(elapsed) / Double(ticks))
      let offset =
        elapsed >= ticks
        ? target
        : CGPoint(
          x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress
        )
      setContentOffset(
        offset,
        velocity: CGPoint(
          x: (offset.x - previous.x) * frameRate, y: (offset.y - previous.y) * frameRate),
        change: .presentation)
      previous = offset
      return elapsed < ticks
    }
  }

  /// Lets `ticks` display ticks pass, then runs `completion`.
  public func wait(ticks: Int, completion: @escaping () -> Void) {
    guard ticks > 0 else {
      completion()
      return
    }
    var remaining = ticks
    runLoop.addTickObserver {
      remaining -= 1
      if remaining == 0 {
        completion()
        return false
      }
      return true
    }
  }
}
