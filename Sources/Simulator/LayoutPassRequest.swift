/// What a layout pass must do and why: made by whoever asks for the pass (a scroll, a bounds
/// change, an invalidation, an update, a layout switch) and handed to the pass that runs on a
/// later turn of the run loop. Requests made before that pass runs are one pass.
struct LayoutPassRequest {
  /// The work beyond bringing the visible elements up to date.
  enum Work {
    /// Bring the visible elements up to date.
    case layout
    /// The same, as an animated bounds change: elements entering or leaving get the layout's
    /// initial and final attributes, and the layout hears finalizeAnimatedBoundsChange().
    case animatedBoundsChange
    /// A batch update's pass.
    case update(PendingUpdate)
    /// A layout switch's pass.
    case transition(PendingTransition)
  }

  /// The `cause` of the pass's element events.
  var cause: Cause
  var work = Work.layout

  /// This request and a later one as one pass: the later cause (the stream reports the last
  /// trigger's), and the weightier work (an update or a layout switch over an animated bounds
  /// change over a plain pass).
  func merged(with later: LayoutPassRequest) -> LayoutPassRequest {
    LayoutPassRequest(
      cause: later.cause, work: later.work.weight >= work.weight ? later.work : work)
  }
}

extension LayoutPassRequest.Work {
  fileprivate var weight: Int {
    switch self {
    case .layout: 0
    case .animatedBoundsChange: 1
    case .update, .transition: 2
    }
  }
}
