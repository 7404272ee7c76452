import Foundation
import LayoutKit
import Simulator

/// Two streams of a scenario compared by what they show rather than line by line: for every
/// element (and the content offset, content size and bounds size), the first moment its value
/// differs between the runs, so that an event inserted earlier (which shifts every later `seq`)
/// is no difference of its own; then the failed expects and errors one run has and the other
/// does not.
public struct StreamDiff: Sendable {
  /// A moment: a step and a display tick (both only grow along a stream).
  public struct Moment: Hashable, Comparable, Sendable {
    public var step: Int
    public var frame: Int
    /// The moment of `step` at display tick `frame`.
    public init(step: Int, frame: Int) {
      self.step = step
      self.frame = frame
    }
    public static func < (lhs: Moment, rhs: Moment) -> Bool {
      (lhs.step, lhs.frame) < (rhs.step, rhs.frame)
    }
  }

  /// A displayed value: an element's attributes, an offset or a size.
  public enum Value: Equatable, Sendable {
    case attrs(Attrs)
    case point(CGPoint)
    case size(CGSize)

    /// The value in docs/text-format.md's notation.
    public var text: String {
      switch self {
      case .attrs(let attrs): TextWriter.text(attrs)
      case .point(let point): TextWriter.text(point)
      case .size(let size): TextWriter.text(size)
      }
    }
  }

  /// The first moment one thing differs: its id (or `contentOffset`, `contentSize`, `bounds`),
  /// and its value in each run (nil: not visible).
  public struct Difference: Sendable {
    public var id: String
    public var moment: Moment
    public var old: Value?
    public var new: Value?
  }

  /// A failed expect or an error of one run, with its step and its line in the scenario.
  public struct Failure: Equatable, Sendable {
    public var step: Int
    public var line: Int
    public var text: String
  }

  /// What each run showed, moment by moment.
  public let old: StreamTrack
  public let new: StreamTrack
  /// Every thing that differs, by its first moment, then by id.
  public let differences: [Difference]
  /// Failures only the old run has, and only the new one.
  public let failuresOnlyOld: [Failure]
  public let failuresOnlyNew: [Failure]
  /// The first pair of events (other than element, offset and size events) that differ, in the
  /// text format, when the runs differ only there.
  public let otherDifference: (old: String, new: String)?

  /// Compares the old and the new run.
  public init(old: [Event], new: [Event]) {
    let before = StreamTrack(events: old)
    let after = StreamTrack(events: new)
    self.old = before
    self.new = after
    differences = Self.firstDifferences(before, after)
    failuresOnlyOld = before.failures.filter { !after.failures.contains($0) }
    failuresOnlyNew = after.failures.filter { !before.failures.contains($0) }
    if let first = zip(before.others, after.others).first(where: { $0.0 != $0.1 }) {
      otherDifference = first
    } else if before.others.count != after.others.count {
      otherDifference = (
        before.others.dropFirst(after.others.count).first ?? "(no more events)",
        after.others.dropFirst(before.others.count).first ?? "(no more events)"
      )
    } else {
      otherDifference = nil
    }
  }

  /// For each id, the first moment its value differs, sorted by moment, then by id.
  static func firstDifferences(_ old: StreamTrack, _ new: StreamTrack) -> [Difference] {
    var differences: [Difference] = []
    for id in Set(old.values.keys).union(new.values.keys) {
      let oldValues = old.values[id] ?? []
      let newValues = new.values[id] ?? []
      for moment in Set(oldValues.map(\.moment)).union(newValues.map(\.moment)).sorted() {
        let oldValue = StreamTrack.value(in: oldValues, at: moment)
        let newValue = StreamTrack.value(in: newValues, at: moment)
        if oldValue != newValue {
          differences.append(Difference(id: id, moment: moment, old: oldValue, new: newValue))
          break
        }
      }
    }
    return differences.sorted {
      $0.moment != $1.moment ? $0.moment < $1.moment : canonicalIDOrder($0.id, $1.id)
    }
  }

  /// Whether the runs show the same thing.
  public var isEmpty: Bool {
    differences.isEmpty && failuresOnlyOld.isEmpty && failuresOnlyNew.isEmpty
      && otherDifference == nil
  }

  /// The first moment anything differs.
  public var firstMoment: Moment? { differences.first?.moment }

  /// The ids that differ at `moment` (whatever their first difference).
  public func differing(at moment: Moment) -> [(id: String, old: Value?, new: Value?)] {
    var result: [(id: String, old: Value?, new: Value?)] = []
    for id in Set(old.values.keys).union(new.values.keys).sorted(by: canonicalIDOrder) {
      let oldValue = StreamTrack.value(in: old.values[id] ?? [], at: moment)
      let newValue = StreamTrack.value(in: new.values[id] ?? [], at: moment)
      if oldValue != newValue { result.append((id, oldValue, newValue)) }
    }
    return result
  }
}
