import Foundation
import LayoutKit
import Scenario
import Simulator

/// A scenario replayed in-process: its typed events, the JSON Lines stream `scrollsim replay`
/// would write, and queries over them.
public struct ReplayLog: Sendable {
  /// The scenario as read.
  public let document: ScenarioDocument
  /// The scenario's file, or the name given to a YAML string.
  public let file: String
  /// Every event, in stream order (`events[i]` is the line with `seq` i + 1).
  public let events: [Event]
  /// The stream's bytes, exactly as `scrollsim replay` writes them.
  public let jsonLines: [UInt8]
  /// 0 when every expectation held, 1 after a failed `expect` or an `error` event.
  public let exitStatus: Int32

  /// The stream as text.
  public var jsonLinesText: String { String(decoding: jsonLines, as: UTF8.self) }

  /// The failed asserts and the errors, each printing as its line of the text format.
  public var failures: [ReplayFailure] {
    events.enumerated().compactMap { index, event in
      switch event.payload {
      case .assert(let passed, _, _) where !passed: ReplayFailure(seq: index + 1, event: event)
      case .error: ReplayFailure(seq: index + 1, event: event)
      default: nil
      }
    }
  }

  /// The appear, change and disappear events of one element (`cell/0/3`), including a change
  /// that gave it this id (`was` another).
  public func events(of id: String) -> [Event] {
    events.filter { Self.elementID(of: $0.payload)?.id == id }
  }

  /// The element's attributes once step `step` (0-based) has run, or nil when it is not visible
  /// then.
  public func attributes(of id: String, afterStep step: Int) -> Attrs? {
    attributes(of: id, through: events.filter { $0.step <= step })
  }

  /// The element's attributes at virtual time `time` (seconds), or nil when it is not visible.
  public func attributes(of id: String, at time: Double) -> Attrs? {
    attributes(of: id, through: events.filter { $0.t <= time })
  }

  /// The ids of the elements visible once step `step` has run, sorted.
  public func visibleElements(afterStep step: Int) -> [String] {
    visibleElements(in: events.prefix { $0.step <= step })
  }

  /// The ids of the elements visible right after `events[index]`, sorted.
  public func visibleElements(throughEvent index: Int) -> [String] {
    visibleElements(in: events.prefix(index + 1))
  }

  private func visibleElements(in events: ArraySlice<Event>) -> [String] {
    var visible = Set<String>()
    var removedInPass: [String] = []
    var addedInPass: [String] = []
    // A pass's changes are applied together: removing every `was` before adding every id, as
    // shifted ids may reuse each other's.
    func endPass() {
      visible.subtract(removedInPass)
      visible.formUnion(addedInPass)
      removedInPass = []
      addedInPass = []
    }
    for event in events {
      switch event.payload {
      case .appear(let id, _, _, _): addedInPass.append(id)
      case .disappear(let id, _, _, _): removedInPass.append(id)
      case .change(let id, let was, _, _, _):
        if let was {
          removedInPass.append(was)
          addedInPass.append(id)
        }
      default: endPass()
      }
    }
    endPass()
    return visible.sorted()
  }

  private func attributes(of id: String, through events: [Event]) -> Attrs? {
    var current: Attrs?
    for event in events {
      guard let (element, attrs) = Self.elementID(of: event.payload) else { continue }
      if element == id {
        current = attrs
      } else if case .change(_, let was?, _, _, _) = event.payload, was == id {
        current = nil
      }
    }
    return current
  }

  /// The element an event is about, and its attributes after the event (nil once it left).
  static func elementID(of payload: Event.Payload) -> (id: String, attrs: Attrs?)? {
    switch payload {
    case .appear(let id, _, _, let to): (id, to)
    case .change(let id, _, _, _, let to): (id, to)
    case .disappear(let id, _, _, _): (id, nil)
    default: nil
    }
  }
}
