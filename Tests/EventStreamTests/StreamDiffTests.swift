import EventStream
import Foundation
import LayoutKit
import Simulator
import Testing

/// The semantic diff: per element the first moment its attributes differ, nothing for a `seq`
/// shifted by an inserted event, failures only one run has; and the reader it works from gives
/// back every golden log byte for byte.
@Suite struct StreamDiffTests {
  static func event(_ step: Int, _ frame: Int, _ payload: Event.Payload) -> Event {
    Event(t: Double(frame) / 60, frame: frame, step: step, payload: payload)
  }

  static func cell(_ y: Double) -> Attrs {
    Attrs(frame: CGRect(x: 0, y: y, width: 100, height: 50))
  }

  /// A first pass showing cell/0/0 at y 0, a step scrolling to 10 at tick 1 that moves the
  /// cell to `moved`, and an expect.
  static func run(moved: Double = 20, extra: [Event] = [], failing: Bool = false) -> [Event] {
    [
      event(-1, 0, .scenario(name: "s", layout: "flow", version: 1)),
      event(-1, 0, .appear(id: "cell/0/0", cause: .layout, from: nil, to: cell(0))),
      event(0, 0, .step(op: "scroll", line: 7)),
    ] + extra + [
      event(0, 1, .scroll(offset: CGPoint(x: 0, y: 10), velocity: nil)),
      event(
        0, 1, .change(id: "cell/0/0", was: nil, cause: .layout, from: cell(0), to: cell(moved))),
      event(1, 1, .step(op: "expect", line: 8)),
      event(
        1, 1,
        .assert(
          passed: !failing,
          expect: .object([("contentOffset", .array([.number(0), .number(10)]))]),
          actual: .object([("contentOffset", .array([.number(0), .number(10)]))]))),
      event(1, 1, .end(steps: 2, events: 7, failures: failing ? 1 : 0)),
    ]
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var new: [Event]
    var text: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "the same run", new: run(), text: "the streams show the same replay\n"),
    // cell/0/0 goes to y 25, not 20, at step 0 tick 1 (t=1/60).
    Case(
      name: "an element moved elsewhere", new: run(moved: 25),
      text: """
        --- old
        +++ new
        first difference: step 0 (scroll, line 7) frame 1 t=0.017
        cell/0/0 at step 0 (scroll, line 7) frame 1 t=0.017:
        - [0, 20, 100, 50]
        + [0, 25, 100, 50]
        differ: 1 element

        """),
    // An inserted warning shifts every later seq; only the warning itself differs.
    Case(
      name: "an inserted event", new: run(extra: [event(0, 0, .warning(message: "slow"))]),
      text: """
        --- old
        +++ new
        first other event that differs:
        - step=1 step expect (line 8)
        + step=0 warning slow
        differ: other events

        """),
    Case(
      name: "a failure only in the new run", new: run(failing: true),
      text: """
        --- old
        +++ new
        + line 8 (step 1), only in new: assert FAILED {contentOffset: [0, 10]} actual {contentOffset: [0, 10]}
        differ: 1 failure

        """),
  ]

  @Test(arguments: cases)
  func differencesAreReportedAtTheirFirstMoment(_ c: Case) {
    let diff = StreamDiff(old: Self.run(), new: c.new)
    #expect(diff.text(oldName: "old", newName: "new") == c.text)
    #expect(diff.isEmpty == (c.name == "the same run"))
  }

  /// Every shipped golden log read back and written again is the same bytes.
  @Test func everyGoldenReadsBackExactly() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".events.jsonl")
    }
    #expect(names.count > 50)
    for name in names {
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
      let events = try EventStreamReader.read(bytes)
      let output = MemoryOutput()
      let writer = JSONLinesWriter(output: output)
      for (index, event) in events.enumerated() { writer.write(event, seq: index + 1) }
      writer.flush()
      #expect(output.bytes == bytes, "\(name)")
    }
  }

  @Test func aSectionsScrollReadsBackAsItWasWritten() throws {
    let line = Array(
      "{\"seq\":1,\"t\":0,\"frame\":0,\"step\":0,\"type\":\"scroll\",\"offset\":[290,0],\"section\":3}\n"
        .utf8)
    let events = try EventStreamReader.read(line)
    guard case .orthogonalScroll(3, let offset, nil)? = events.first?.payload else {
      Issue.record("not a section's scroll: \(String(describing: events.first?.payload))")
      return
    }
    #expect(offset == CGPoint(x: 290, y: 0))
    let output = MemoryOutput()
    let writer = JSONLinesWriter(output: output)
    writer.write(try #require(events.first), seq: 1)
    writer.flush()
    #expect(output.bytes == line)
  }

  @Test(arguments: [
    ("{\"seq\":1,\"t\":0}\n", "line 1: not an event of the contract (no type)"),
    (
      "{\"seq\":1,\"t\":0,\"frame\":0,\"step\":-1,\"type\":\"scroll\",\"offset\":[0]}\n",
      "line 1: not an event of the contract (scroll)"
    ),
    ("\n[1,2]\n", "line 2: not a JSON object"),
  ])
  func aLineThatIsNotAnEventNamesItsLine(_ text: String, _ message: String) {
    #expect(throws: EventStreamReader.Failure.self) { try EventStreamReader.read(Array(text.utf8)) }
    do {
      _ = try EventStreamReader.read(Array(text.utf8))
    } catch {
      #expect(error.description == message)
    }
  }
}
