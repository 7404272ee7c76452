import EventStream
import Foundation
import LayoutKit
import Replay
import Scenario
import Simulator

/// Events per second for a long scroll over 1,000,000 items: the hand-written JSON Lines writer
/// against Foundation's JSONEncoder writing the same events, in the same run (the writer's own
/// goal, at least 8 times as fast, from before issue 20).
enum EventStreamBenchmarks {
  /// Keeps every event so both encoders see the same ones.
  final class Collector: EventSink {
    var events: [(Event, Int)] = []
    func write(_ event: Event, seq: Int) { events.append((event, seq)) }
    func flush() {}
  }

  static func scenario(steps: Int) -> String {
    var text = """
      name: long-scroll
      collectionView: {size: [390, 844], displayScale: 3}
      layout: {kind: flow, itemSize: [120, 120], headerReferenceSize: [0, 40], sectionHeadersPinToVisibleBounds: true}
      data: {sections: [1000000]}
      steps:

      """
    for i in 1...steps { text += "  - scroll: {to: [0, \(i * 150)]}\n" }
    return text
  }

  /// The writer against JSONEncoder over the events of 4,000 scroll steps, A and B interleaved.
  static func figure() -> Figure? {
    let document: ScenarioDocument
    do {
      document = try ScenarioDocument.parse(Array(scenario(steps: 4_000).utf8), file: "bench.yaml")
    } catch {
      print("event stream: skipped, the scenario does not read: \(error)")
      return nil
    }
    let collector = Collector()
    _ = Replayer(document: document, sink: collector).run()
    let events = collector.events
    let output = MemoryOutput()
    let encoder = JSONEncoder()
    let count = Double(events.count)
    let rounds = Rounds.interleaved(
      {
        count
          / cpuSeconds {
            output.reset()
            let writer = JSONLinesWriter(output: output)
            for (event, seq) in events { writer.write(event, seq: seq) }
            writer.flush()
          }
      },
      {
        count
          / cpuSeconds {
            var bytes = Data()
            for (event, seq) in events {
              if let data = try? encoder.encode(CodableEvent(event, seq: seq)) {
                bytes.append(data)
                bytes.append(0x0A)
              }
            }
            keep(bytes)
          }
      })
    return Figure(
      "JSON Lines writer / JSONEncoder, \(events.count) events of 4,000 scroll steps at 1M items",
      a: ("writer", .eventsPerSecond), b: ("JSONEncoder", .eventsPerSecond), rounds: rounds,
      figure: .times, goal: .atLeast(8), value: /)
  }
}

/// The same fields as the contract's lines, for JSONEncoder (key order is JSONEncoder's own).
struct CodableEvent: Encodable {
  struct Attributes: Encodable {
    var frame: [Double]
    var alpha: Double
    var zIndex: Int
    var hidden: Bool?
  }
  var seq: Int
  var t: Double
  var frame: Int
  var step: Int
  var type: String
  var id: String?
  var cause: String?
  var from: Attributes?
  var to: Attributes?
  var offset: [Double]?
  var reason: String?
  var cycle: Int?
  var op: String?
  var line: Int?

  init(_ event: Event, seq: Int) {
    self.seq = seq
    t = event.t
    frame = event.frame
    step = event.step
    type = event.payload.type
    func attributes(_ a: Attrs?) -> Attributes? {
      a.map {
        Attributes(
          frame: [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height], alpha: $0.alpha,
          zIndex: $0.zIndex, hidden: $0.isHidden ? true : nil)
      }
    }
    switch event.payload {
    case .appear(let id, let cause, let from, let to):
      self.id = id
      self.cause = cause.rawValue
      self.from = attributes(from)
      self.to = attributes(to)
    case .disappear(let id, let cause, let from, let to):
      self.id = id
      self.cause = cause.rawValue
      self.from = attributes(from)
      self.to = attributes(to)
    case .change(let id, _, let cause, let from, let to):
      self.id = id
      self.cause = cause.rawValue
      self.from = attributes(from)
      self.to = attributes(to)
    case .scroll(let offset, _): self.offset = [offset.x, offset.y]
    case .invalidate(let reason, _): self.reason = reason.rawValue
    case .prepare(let cycle): self.cycle = cycle
    case .step(let op, let line):
      self.op = op
      self.line = line
    default: break
    }
  }
}
