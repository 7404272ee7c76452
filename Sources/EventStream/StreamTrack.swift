import Foundation
import LayoutKit
import Simulator

/// What one stream showed, moment by moment: for every element (and `contentOffset`,
/// `contentSize`, `bounds`) each value it took and the moment it took it, the failed expects and
/// errors with their steps' lines, and the other events in the text format without `seq`.
public struct StreamTrack: Sendable {
  /// Values by id, in the order taken; nil is "not visible".
  public private(set) var values:
    [String: [(moment: StreamDiff.Moment, value: StreamDiff.Value?)]] =
      [:]
  /// The moments of the stream, in order, with the time of each.
  public private(set) var moments: [(moment: StreamDiff.Moment, t: Double)] = []
  /// The failed expects and the errors.
  public private(set) var failures: [StreamDiff.Failure] = []
  /// Every event that is not an element, offset or size event, an expectation, an error or the
  /// `end` (whose event count changes with any difference), as `step=S TYPE DETAILS`.
  public private(set) var others: [String] = []
  /// The op and line of each step begun, by step index.
  public private(set) var steps: [Int: (op: String, line: Int)] = [:]

  /// The track of `events`.
  public init(events: [Event]) {
    var current: [String: StreamDiff.Value] = [:]
    var pass: [Event] = []
    var line = 1
    func record(_ id: String, _ value: StreamDiff.Value?, _ moment: StreamDiff.Moment) {
      guard current[id] != value || values[id] == nil else { return }
      current[id] = value
      values[id, default: []].append((moment, value))
    }
    func apply(_ moment: StreamDiff.Moment) {
      // Removals first: in one pass an element can take the id another one leaves.
      var removed: [String] = []
      var added: [(String, Attrs)] = []
      for event in pass {
        switch event.payload {
        case .appear(let id, _, _, let to): added.append((id, to))
        case .change(let id, let was, _, _, let to):
          if let was { removed.append(was) }
          added.append((id, to))
        case .disappear(let id, _, _, _): removed.append(id)
        default: break
        }
      }
      let addedIDs = Set(added.map(\.0))
      for id in removed where !addedIDs.contains(id) { record(id, nil, moment) }
      for (id, attrs) in added { record(id, .attrs(attrs), moment) }
      pass.removeAll()
    }
    for (index, event) in events.enumerated() {
      let moment = StreamDiff.Moment(step: event.step, frame: event.frame)
      if moments.last?.moment != moment { moments.append((moment, event.t)) }
      switch event.payload {
      case .appear, .change, .disappear: pass.append(event)
      case .scroll(let offset, _): record("contentOffset", .point(offset), moment)
      // Each orthogonal section's offset is a track of its own.
      case .orthogonalScroll(let section, let offset, _):
        record("section \(section) contentOffset", .point(offset), moment)
      case .contentSize(let size): record("contentSize", .size(size), moment)
      case .bounds(let size): record("bounds", .size(size), moment)
      case .step(let op, let stepLine):
        line = stepLine
        steps[event.step] = (op, stepLine)
        others.append("step=\(event.step) step \(TextWriter.details(event.payload))")
      case .assert(false, _, _):
        failures.append(
          StreamDiff.Failure(
            step: event.step, line: line, text: "assert " + TextWriter.details(event.payload)))
      case .error(_, let errorLine):
        failures.append(
          StreamDiff.Failure(
            step: event.step, line: errorLine, text: "error " + TextWriter.details(event.payload)))
      // A passed expect is no difference; a failed one is a failure; the end counts events.
      case .end, .assert(true, _, _): break
      default:
        others.append(
          "step=\(event.step) \(event.payload.type) \(TextWriter.details(event.payload))")
      }
      let next = index + 1 < events.count ? events[index + 1] : nil
      if next.map({ StreamDiff.Moment(step: $0.step, frame: $0.frame) != moment }) ?? true {
        apply(moment)
      }
    }
  }

  /// The value `changes` hold at `moment`: the last one taken at or before it.
  static func value(
    in changes: [(moment: StreamDiff.Moment, value: StreamDiff.Value?)],
    at moment: StreamDiff.Moment
  ) -> StreamDiff.Value? {
    var result: StreamDiff.Value?
    for change in changes {
      guard change.moment <= moment else { break }
      result = change.value
    }
    return result
  }

  /// The time of `moment` in this stream, or nil when the stream has no such moment.
  public func time(of moment: StreamDiff.Moment) -> Double? {
    moments.first { $0.moment == moment }?.t
  }
}
