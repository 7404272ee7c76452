import EventStream
import LayoutKit
import Pictures
import Simulator

/// The moment `render` draws, found in the replay's events: a step, display tick or time the
/// replay never reached is an error naming the last one it did reach, not a picture of the end.
enum RenderMoment {
  /// The steps with events, in order (-1 is the first layout pass).
  static func steps(in timeline: FrameTimeline) -> [Int] {
    var steps: [Int] = []
    for event in timeline.events where steps.last != event.step { steps.append(event.step) }
    return steps
  }

  /// The state at `moment` (the end of the replay when nil), or why there is none.
  static func resolve(_ moment: RenderOptions.Moment?, in timeline: FrameTimeline)
    -> Result<FrameState, UsageError>
  {
    guard let last = timeline.events.last else {
      return .success(timeline.state { _ in true })
    }
    switch moment {
    case nil: return .success(timeline.state { _ in true })
    case .step(let step):
      guard steps(in: timeline).contains(step) else {
        return .failure(
          UsageError("step \(step) does not exist in this replay: the last step is \(last.step)"))
      }
      return .success(timeline.state(atStep: step))
    case .frame(let frame):
      guard frame <= last.frame else {
        return .failure(
          UsageError(
            "frame \(frame) does not exist in this replay: the last display tick is \(last.frame)"))
      }
      return .success(timeline.state(atFrame: frame))
    case .time(let time):
      guard time <= last.t else {
        return .failure(
          UsageError(
            "time \(ECMAScriptNumber.text(time)) is after the end of this replay at "
              + "t=\(ECMAScriptNumber.text(last.t)) (display tick \(last.frame))"))
      }
      return .success(timeline.state(atTime: time))
    }
  }
}
