import EventStream
import Foundation
import LayoutKit
import Simulator
import Testing

/// The hand-written writer: envelope and key order of every type, number text, escaping.
@Suite struct JSONLinesWriterTests {
  func line(_ payload: Event.Payload, t: Double = 0, frame: Int = 0, step: Int = -1) -> String {
    let output = MemoryOutput()
    let writer = JSONLinesWriter(output: output)
    writer.write(Event(t: t, frame: frame, step: step, payload: payload), seq: 7)
    writer.flush()
    return output.text
  }

  static let a = Attrs(
    frame: CGRect(x: 0, y: 137.5, width: 100, height: 40), alpha: 0.5, zIndex: -1)
  static let h = Attrs(frame: CGRect(x: 0, y: 0, width: 10, height: 10), isHidden: true)
  /// Hidden, scaled to half about the centre and moved 3 right, with two subclass properties
  /// given out of order: hidden, transform, custom (keys sorted), after the three fixed keys.
  static let c = Attrs(
    frame: CGRect(x: 0, y: 0, width: 10, height: 10), isHidden: true,
    transform: CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 6, y: 0),
    custom: [
      .init(name: "color", value: "red"), .init(name: "badges", value: [1, true, .null]),
    ])

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let payload: Event.Payload
    let json: String
    var testDescription: String { name }
  }

  /// Scaled by half and pushed back 10 in depth: the affine part as `transform`, the sixteen
  /// entries under `custom.transform3D`.
  static let deep: Attrs = {
    let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    attributes.transform3D = CATransform3DTranslate(CATransform3DMakeScale(0.5, 0.5, 1), 0, 0, -10)
    return Attrs(attributes)
  }()

  static let cases: [Case] = [
    Case(
      name: "attrs with a 3D transform",
      payload: .appear(id: "cell/0/0", cause: .layout, from: nil, to: deep),
      json:
        #""type":"appear","id":"cell/0/0","cause":"layout","from":null,"to":{"frame":[0,0,10,10],"alpha":1,"zIndex":0,"transform":[0.5,0,0,0.5,0,0],"custom":{"transform3D":[0.5,0,0,0,0,0.5,0,0,0,0,1,0,0,0,-10,1]}}"#
    ),
    Case(
      name: "attrs with transform and custom",
      payload: .appear(id: "decoration/background/0/0", cause: .layout, from: nil, to: c),
      json:
        #""type":"appear","id":"decoration/background/0/0","cause":"layout","from":null,"to":{"frame":[0,0,10,10],"alpha":1,"zIndex":0,"hidden":true,"transform":[0.5,0,0,0.5,3,0],"custom":{"badges":[1,true,null],"color":"red"}}"#
    ),
    Case(
      name: "scenario", payload: .scenario(name: "x", layout: "flow", version: 1),
      json: #""type":"scenario","name":"x","layout":"flow","version":1"#),
    Case(
      name: "invalidate with context",
      payload: .invalidate(
        reason: .context, context: .object([("invalidated", .array([.string("cell/0/1")]))])),
      json: #""type":"invalidate","reason":"context","context":{"invalidated":["cell/0/1"]}"#),
    Case(
      name: "scroll with velocity",
      payload: .scroll(offset: CGPoint(x: 0, y: -0.0), velocity: CGPoint(x: 0, y: 1250.5)),
      json: #""type":"scroll","offset":[0,0],"velocity":[0,1250.5]"#),
    // An orthogonal section's own offset: `section` after `offset` and `velocity`.
    Case(
      name: "scroll of a section",
      payload: .orthogonalScroll(
        section: 2, offset: CGPoint(x: 290.5, y: 0), velocity: CGPoint(x: -12, y: 0)),
      json: #""type":"scroll","offset":[290.5,0],"velocity":[-12,0],"section":2"#),
    Case(
      name: "scroll of a section at rest",
      payload: .orthogonalScroll(section: 0, offset: CGPoint(x: 580, y: 0), velocity: nil),
      json: #""type":"scroll","offset":[580,0],"section":0"#),
    Case(
      name: "appear from null", payload: .appear(id: "cell/0/0", cause: .layout, from: nil, to: a),
      json:
        #""type":"appear","id":"cell/0/0","cause":"layout","from":null,"to":{"frame":[0,137.5,100,40],"alpha":0.5,"zIndex":-1}"#
    ),
    Case(
      name: "change with was",
      payload: .change(id: "cell/0/2", was: "cell/0/1", cause: .update, from: h, to: a),
      json:
        #""type":"change","id":"cell/0/2","was":"cell/0/1","cause":"update","from":{"frame":[0,0,10,10],"alpha":1,"zIndex":0,"hidden":true},"to":{"frame":[0,137.5,100,40],"alpha":0.5,"zIndex":-1}"#
    ),
    Case(
      name: "disappear to null",
      payload: .disappear(id: "decoration/background/1/0", cause: .scroll, from: h, to: nil),
      json:
        #""type":"disappear","id":"decoration/background/1/0","cause":"scroll","from":{"frame":[0,0,10,10],"alpha":1,"zIndex":0,"hidden":true},"to":null"#
    ),
    Case(
      name: "update items",
      payload: .update(items: [.init(action: "delete", before: "cell/0/3", after: nil)]),
      json: #""type":"update","items":[{"action":"delete","before":"cell/0/3","after":null}]"#),
    Case(
      name: "target",
      payload: .target(
        proposed: CGPoint(x: 0, y: 499.5), velocity: CGPoint(x: 0, y: 1000),
        target: CGPoint(x: 0, y: 440)),
      json: #""type":"target","proposed":[0,499.5],"velocity":[0,1000],"target":[0,440]"#),
    Case(
      name: "snapshot",
      payload: .snapshot(
        rect: CGRect(x: 0, y: 0, width: 1, height: 2), elements: [("cell/0/0", h)]),
      json:
        #""type":"snapshot","rect":[0,0,1,2],"elements":[{"id":"cell/0/0","attrs":{"frame":[0,0,10,10],"alpha":1,"zIndex":0,"hidden":true}}]"#
    ),
    Case(
      name: "warning with newlines and quotes", payload: .warning(message: "a \"b\"\nc\\d\u{1}"),
      json: #""type":"warning","message":"a \"b\"\nc\\d\u0001""#),
    Case(
      name: "error", payload: .error(message: "Invalid update", line: 12),
      json: #""type":"error","message":"Invalid update","line":12"#),
    Case(
      name: "end", payload: .end(steps: 2, events: 18, failures: 0),
      json: #""type":"end","steps":2,"events":18,"failures":0"#),
  ]

  @Test(arguments: cases)
  func keysInContractOrder(_ c: Case) {
    #expect(line(c.payload) == #"{"seq":7,"t":0,"frame":0,"step":-1,"# + c.json + "}\n")
  }

  static let times: [(Double, String)] = [
    (1.0 / 60, "0.016666666666666666"), (0.3, "0.3"), (18.0 / 60, "0.3"), (100, "100"),
    (-2.5, "-2.5"), (413.0 / 3, "137.66666666666666"), (1e20, "100000000000000000000"),
    (1e21, "1e+21"), (1e-7, "1e-7"),
  ]

  @Test(arguments: times)
  func timesPrintAsECMAScriptDoes(_ t: Double, _ text: String) {
    #expect(line(.prepare(cycle: 1), t: t).hasPrefix(#"{"seq":7,"t":\#(text),"frame":0"#))
  }

  @Test func negativeIntegersAndLargeCounts() {
    #expect(line(.prepare(cycle: 1_234_567), frame: 0, step: -1).contains(#""cycle":1234567"#))
    #expect(
      line(.assert(passed: false, expect: .number(-3), actual: .null)).contains(
        #""passed":false,"expect":-3,"actual":null"#))
  }
}
