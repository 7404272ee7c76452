import EventStream
import Foundation
import LayoutKit
import Simulator

/// The replay as a Chrome trace (the JSON object format that Perfetto and chrome://tracing open),
/// timed by the virtual clock: a track of steps (slices named by their op, with their YAML line),
/// a layout track (invalidate, prepare, update, target, warning and error as instants), one track
/// per element (a slice while it is visible, its changes as instants) and counters for the
/// content offset, the content size and the number of visible elements.
///
/// The trace is one JSON document, so the writer keeps the events and writes it when the replay
/// ends (`end`). Elements change id when their index path changes (`change` with `was`); the
/// elements of one layout pass (the element events between two other events) are applied
/// together, removals before additions, so a track is never closed by a later move.
public final class ChromeTraceWriter: EventSink {
  private let output: ByteOutput
  private var trace: [JSONValue] = []
  private var tracks: [String: Int] = [:]
  private var trackNames: [(Int, String)] = []
  private var visible: Set<String> = []
  private var pass: [Event] = []
  private var openStep: (name: String, tid: Int)?
  private var scenarioName = "scrollsim"
  private var lastTime = 0.0

  /// A writer into `output`.
  public init(output: ByteOutput) {
    self.output = output
    _ = track("steps")
    _ = track("layout")
  }

  public func write(_ event: Event, seq: Int) {
    lastTime = event.t
    switch event.payload {
    case .appear, .change, .disappear:
      if let previous = pass.last, previous.t != event.t || previous.step != event.step {
        closePass()
      }
      pass.append(event)
      return
    default:
      closePass()
    }
    let ts = Self.micros(event.t)
    switch event.payload {
    case .scenario(let name, let layout, _):
      scenarioName = "\(name) (\(layout))"
    case .step(let op, let line):
      endStep(at: ts)
      openStep = (op, line)
      trace.append(
        Self.event(
          name: op, phase: "B", ts: ts, tid: 0,
          args: [("step", .number(Double(event.step))), ("line", .number(Double(line)))]))
    case .invalidate(let reason, _):
      instant("invalidate", ts, tid: 1, args: [("reason", .string(reason.rawValue))])
    case .prepare(let cycle):
      instant("prepare", ts, tid: 1, args: [("cycle", .number(Double(cycle)))])
    case .update(let items):
      instant("update", ts, tid: 1, args: [("items", .number(Double(items.count)))])
    case .target(let proposed, _, let target):
      instant(
        "target", ts, tid: 1,
        args: [("proposed", JSONValue(proposed)), ("target", JSONValue(target))])
    case .warning(let message):
      instant("warning", ts, tid: 1, args: [("message", .string(message))])
    case .error(let message, let line):
      instant(
        "error", ts, tid: 1, args: [("message", .string(message)), ("line", .number(Double(line)))])
    case .scroll(let offset, _):
      counter("contentOffset", ts, [("x", .number(offset.x)), ("y", .number(offset.y))])
    case .orthogonalScroll(let section, let offset, _):
      // Each orthogonal section's offset is a counter of its own.
      counter(
        "section \(section) contentOffset", ts,
        [("x", .number(offset.x)), ("y", .number(offset.y))])
    case .contentSize(let size):
      counter(
        "contentSize", ts, [("width", .number(size.width)), ("height", .number(size.height))])
    case .bounds(let size):
      counter(
        "boundsSize", ts, [("width", .number(size.width)), ("height", .number(size.height))])
    case .assert(let passed, _, _):
      instant("expect", ts, tid: 0, args: [("passed", .bool(passed))])
    case .end:
      finish(at: ts)
    case .call, .snapshot, .appear, .change, .disappear:
      break
    }
  }

  public func flush() {}

  private func closePass() {
    guard let first = pass.first else { return }
    let ts = Self.micros(first.t)
    let before = visible
    var removed: Set<String> = []
    var added: Set<String> = []
    for event in pass {
      switch event.payload {
      case .disappear(let id, _, _, _): removed.insert(id)
      case .appear(let id, _, _, _): added.insert(id)
      case .change(let id, let was, _, _, _):
        if let was { removed.insert(was) }
        added.insert(id)
      default: break
      }
    }
    visible = before.subtracting(removed).union(added)
    for id in before.subtracting(visible).sorted(by: canonicalIDOrder) {
      trace.append(Self.event(name: id, phase: "E", ts: ts, tid: track(id)))
    }
    for id in visible.subtracting(before).sorted(by: canonicalIDOrder) {
      trace.append(Self.event(name: id, phase: "B", ts: ts, tid: track(id)))
    }
    for event in pass {
      switch event.payload {
      case .appear(let id, let cause, _, _):
        instant("appear", ts, tid: track(id), args: [("cause", .string(cause.rawValue))])
      case .disappear(let id, let cause, _, _):
        instant("disappear", ts, tid: track(id), args: [("cause", .string(cause.rawValue))])
      case .change(let id, let was, let cause, _, let to):
        var args: [(String, JSONValue)] = [("cause", .string(cause.rawValue))]
        if let was { args.append(("was", .string(was))) }
        args.append(("frame", JSONValue(to.frame)))
        instant("change", ts, tid: track(id), args: args)
      default: break
      }
    }
    counter("visible", ts, [("count", .number(Double(visible.count)))])
    pass.removeAll()
  }

  private func endStep(at ts: Double) {
    guard let step = openStep else { return }
    trace.append(Self.event(name: step.name, phase: "E", ts: ts, tid: 0))
    openStep = nil
  }

  private func finish(at ts: Double) {
    closePass()
    endStep(at: ts)
    for id in visible.sorted(by: canonicalIDOrder) {
      trace.append(Self.event(name: id, phase: "E", ts: ts, tid: track(id)))
    }
    visible.removeAll()
    var metadata: [JSONValue] = [
      .object([
        ("name", .string("process_name")), ("ph", .string("M")), ("pid", .number(1)),
        ("tid", .number(0)), ("args", .object([("name", .string(scenarioName))])),
      ])
    ]
    for (tid, name) in trackNames {
      metadata.append(
        .object([
          ("name", .string("thread_name")), ("ph", .string("M")), ("pid", .number(1)),
          ("tid", .number(Double(tid))), ("args", .object([("name", .string(name))])),
        ]))
      metadata.append(
        .object([
          ("name", .string("thread_sort_index")), ("ph", .string("M")), ("pid", .number(1)),
          ("tid", .number(Double(tid))), ("args", .object([("sort_index", .number(Double(tid)))])),
        ]))
    }
    let document = JSONValue.object([
      ("traceEvents", .array(metadata + trace)), ("displayTimeUnit", .string("ms")),
    ])
    var encoder = JSONLineEncoder()
    encoder.append(document)
    encoder.append("\n")
    encoder.buffer.withUnsafeBytes { output.write($0) }
    trace.removeAll()
  }

  /// The track of a name, numbered in order of first use.
  private func track(_ name: String) -> Int {
    if let tid = tracks[name] { return tid }
    let tid = tracks.count
    tracks[name] = tid
    trackNames.append((tid, name))
    return tid
  }

  private func instant(_ name: String, _ ts: Double, tid: Int, args: [(String, JSONValue)]) {
    trace.append(Self.event(name: name, phase: "i", ts: ts, tid: tid, args: args, scope: "t"))
  }

  private func counter(_ name: String, _ ts: Double, _ values: [(String, JSONValue)]) {
    trace.append(Self.event(name: name, phase: "C", ts: ts, tid: 0, args: values))
  }

  static func event(
    name: String, phase: String, ts: Double, tid: Int, args: [(String, JSONValue)] = [],
    scope: String? = nil
  ) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("name", .string(name)), ("ph", .string(phase)), ("ts", .number(ts)), ("pid", .number(1)),
      ("tid", .number(Double(tid))),
    ]
    if let scope { pairs.append(("s", .string(scope))) }
    if !args.isEmpty { pairs.append(("args", .object(args))) }
    return .object(pairs)
  }

  /// Virtual seconds as the trace's microseconds.
  static func micros(_ seconds: Double) -> Double { seconds * 1_000_000 }
}
