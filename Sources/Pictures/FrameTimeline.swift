import EventStream
import Foundation
import LayoutKit
import Simulator

/// The displayed state of a replay at a moment, rebuilt from its events alone: the visible
/// elements with the attributes the stream reports, the bounds, the content size, and, in an
/// update's pass, the initial and final attributes of elements appearing and disappearing.
public struct FrameState: Sendable {
  /// Virtual time, display tick and step of the moment.
  public var t = 0.0
  public var frame = 0
  public var step = -1
  /// The bounds: content offset and size.
  public var bounds: CGRect
  /// The content size last reported.
  public var contentSize = CGSize.zero
  /// The visible elements, by id.
  public var elements: [String: Attrs] = [:]
  /// Elements moved by a scroll in the last pass that changed them (pinned views).
  public var pinned: Set<String> = []
  /// Where appearing elements came from and disappearing ones went, in the last update pass.
  /// `appearing` tells an appearing element's initial attributes from a disappearing one's final.
  public var ghosts: [(id: String, attrs: Attrs, appearing: Bool)] = []
  /// Elements whose frame changed in the last pass: where they were and where they are.
  public var moves: [(id: String, from: CGRect, to: CGRect)] = []
  /// The last step begun: its op and its line in the scenario (nil in the first pass).
  public var stepOp: String?
  public var stepLine: Int?
  /// The velocity of the last scroll, when it had one.
  public var velocity: CGPoint?
}

/// Replays a stream's events into states, so a picture is drawn from exactly what the log says.
public struct FrameTimeline: Sendable {
  /// The events, in order.
  public let events: [Event]
  /// The bounds before the first event (the scenario's size and initial offset).
  public let initialBounds: CGRect

  /// A timeline of `events`, starting from `initialBounds`.
  public init(events: [Event], initialBounds: CGRect) {
    self.events = events
    self.initialBounds = initialBounds
  }

  /// The state after every event that satisfies `include` (events are in time order). The
  /// element events of one layout pass (consecutive, at one time and step) apply together,
  /// removals before additions, since an element can take the id another one leaves.
  public func state(through include: (Event) -> Bool) -> FrameState {
    var state = FrameState(bounds: initialBounds)
    var pass: [Event] = []
    // Whether the last scroll was an orthogonal section's (its cells' changes follow it).
    var sectionScrolled = false
    func apply() {
      guard !pass.isEmpty else { return }
      state.ghosts.removeAll()
      state.pinned.removeAll()
      state.moves.removeAll()
      for event in pass {
        switch event.payload {
        case .disappear(let id, let cause, _, let to):
          state.elements[id] = nil
          if cause == .update, let to { state.ghosts.append((id, to, false)) }
        case .change(_, let was?, _, _, _): state.elements[was] = nil
        default: break
        }
      }
      for event in pass {
        switch event.payload {
        case .appear(let id, let cause, let from, let to):
          state.elements[id] = to
          if cause == .update, let from { state.ghosts.append((id, from, true)) }
        case .change(let id, _, let cause, let from, let to):
          state.elements[id] = to
          // A scroll of the collection view moves only what pins; one of an orthogonal
          // section moves its cells with it, which are not pinned.
          if cause == .scroll && !sectionScrolled { state.pinned.insert(id) }
          if from.frame != to.frame { state.moves.append((id, from.frame, to.frame)) }
        default: break
        }
      }
      pass.removeAll()
    }
    for event in events {
      guard include(event) else { break }
      state.t = event.t
      state.frame = event.frame
      state.step = event.step
      switch event.payload {
      case .appear, .change, .disappear:
        if let last = pass.last, last.t != event.t || last.step != event.step { apply() }
        pass.append(event)
        continue
      default: apply()
      }
      switch event.payload {
      case .scroll(let offset, let velocity):
        state.bounds.origin = offset
        state.velocity = velocity
        sectionScrolled = false
      case .orthogonalScroll: sectionScrolled = true
      case .step(let op, let line):
        state.stepOp = op
        state.stepLine = line
      case .bounds(let size): state.bounds.size = size
      case .contentSize(let size): state.contentSize = size
      default: break
      }
    }
    apply()
    return state
  }

  /// The state at the end of step `n` (the first pass is step -1).
  public func state(atStep step: Int) -> FrameState { state { $0.step <= step } }

  /// The state after display tick `f`.
  public func state(atFrame frame: Int) -> FrameState { state { $0.frame <= frame } }

  /// The state at virtual time `t`.
  public func state(atTime time: Double) -> FrameState { state { $0.t <= time } }
}
