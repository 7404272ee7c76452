import Foundation
import LayoutKit
import Simulator
import TestSupport
import Testing

/// JSON has no text for NaN or an infinity, so no event holding one is ever written: the log
/// writes an `error` naming the step and the field in its place and halts, dropping all later
/// events but the `end` line.
@Suite struct NonFiniteEventTests {
  static let box = Attrs(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  static func attrs(frame: CGRect = box.frame, alpha: Double = 1) -> Attrs {
    Attrs(frame: frame, alpha: alpha)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var payload: Event.Payload
    var field: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "content size", payload: .contentSize(CGSize(width: 320, height: CGFloat.infinity)),
      field: "size"),
    Case(
      name: "offset", payload: .scroll(offset: CGPoint(x: 0, y: -CGFloat.infinity), velocity: nil),
      field: "offset"),
    Case(
      name: "velocity",
      payload: .scroll(offset: .zero, velocity: CGPoint(x: CGFloat.nan, y: 0)), field: "velocity"),
    Case(
      name: "bounds", payload: .bounds(size: CGSize(width: CGFloat.nan, height: 1)), field: "size"),
    Case(
      name: "appearing frame",
      payload: .appear(
        id: "cell/0/0", cause: .layout, from: nil,
        to: attrs(frame: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))), field: "to"),
    Case(
      name: "initial alpha",
      payload: .appear(id: "cell/0/0", cause: .update, from: attrs(alpha: .nan), to: box),
      field: "from"),
    Case(
      name: "changed transform",
      payload: .change(
        id: "cell/0/0", was: nil, cause: .layout, from: box,
        to: Attrs(
          frame: box.frame,
          transform: CGAffineTransform(a: CGFloat.infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0))),
      field: "to"),
    Case(
      name: "custom attribute",
      payload: .disappear(
        id: "cell/0/0", cause: .update, from: box,
        to: Attrs(
          frame: box.frame,
          custom: [.init(name: "progress", value: .array([.number(1), .number(.nan)]))])),
      field: "to"),
    Case(
      name: "target",
      payload: .target(
        proposed: .zero, velocity: .zero, target: CGPoint(x: CGFloat.infinity, y: 0)),
      field: "target"),
    Case(
      name: "call arguments",
      payload: .call(method: "m", args: .object([("rect", .array([.number(-.infinity)]))])),
      field: "args"),
    Case(
      name: "assert actual",
      payload: .assert(passed: false, expect: .null, actual: .number(.nan)), field: "actual"),
    Case(
      name: "snapshot",
      payload: .snapshot(
        rect: .zero, elements: [(id: "cell/0/0", attrs: attrs(alpha: .infinity))]),
      field: "elements"),
    // The extremes that are finite are written: the largest double, the smallest subnormal,
    // negative zero.
    Case(
      name: "finite extremes",
      payload: .scroll(
        offset: CGPoint(x: Double.greatestFiniteMagnitude, y: -0.0),
        velocity: CGPoint(x: Double.leastNonzeroMagnitude, y: -Double.greatestFiniteMagnitude)),
      field: nil),
    Case(
      name: "an overflowing sum",
      payload: .contentSize(
        CGSize(width: 1, height: Double.greatestFiniteMagnitude + Double.greatestFiniteMagnitude)),
      field: "size"),
  ]

  @Test(arguments: cases)
  func theFieldHoldingANonFiniteNumberIsNamed(_ c: Case) {
    #expect(c.payload.nonFiniteField == c.field)
  }

  @Test(arguments: cases)
  func theLogWritesAnErrorInsteadAndHalts(_ c: Case) {
    let sink = EventRecorder()
    let log = EventLog(sink: sink, clock: VirtualClock(frameRate: 60))
    log.step = 3
    log.op = "scroll"
    log.line = 12
    log.emit(c.payload)
    log.emit(.warning(message: "later"))
    log.emit(.end(steps: 4, events: log.count + 1, failures: log.failures))
    let types = sink.events.map(\.payload.type)
    guard let field = c.field else {
      #expect(types == [c.payload.type, "warning", "end"])
      #expect(!log.halted)
      return
    }
    #expect(types == ["error", "end"])
    #expect(log.halted)
    guard case .error(let message, let line) = sink.events.first?.payload else { return }
    #expect(
      message
        == "step 3 (scroll, line 12) produced a number that is not finite in a \(c.payload.type) "
        + "event's \(field); the replay stops")
    #expect(line == 12)
  }
}
