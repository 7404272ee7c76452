import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// One pass's element events, written in the contract's order with each element once
/// (docs/event-stream.md, "Order").
@Suite struct PassBufferTests {
  static let a = Attrs(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 1, zIndex: 0)
  static let b = Attrs(frame: CGRect(x: 0, y: 20, width: 10, height: 10), alpha: 1, zIndex: 0)
  static let c = Attrs(frame: CGRect(x: 0, y: 40, width: 10, height: 10), alpha: 1, zIndex: 0)

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let events: [(String, Event.Payload)]
    let written: [String]
    var testDescription: String { name }
  }

  static func describe(_ payload: Event.Payload) -> String {
    switch payload {
    case .appear(let id, _, let from, let to):
      "appear \(id) \(from == nil ? "null" : "from") \(to.frame.minY)"
    case .change(let id, _, _, let from, let to):
      "change \(id) \(from.frame.minY)->\(to.frame.minY)"
    case .disappear(let id, _, let from, _): "disappear \(id) \(from.frame.minY)"
    default: "other"
    }
  }

  static let cases: [Case] = [
    Case(
      name: "ordered disappear, change, appear, then by element",
      events: [
        ("cell/0/2", .appear(id: "cell/0/2", cause: .layout, from: nil, to: a)),
        ("cell/0/1", .change(id: "cell/0/1", was: nil, cause: .layout, from: a, to: b)),
        ("cell/0/0", .appear(id: "cell/0/0", cause: .layout, from: nil, to: a)),
        ("cell/0/3", .disappear(id: "cell/0/3", cause: .layout, from: a, to: nil)),
      ],
      written: [
        "disappear cell/0/3 0.0", "change cell/0/1 0.0->20.0", "appear cell/0/0 null 0.0",
        "appear cell/0/2 null 0.0",
      ]),
    Case(
      name: "an appear then a change is one appear of the later attributes",
      events: [
        ("cell/0/0", .appear(id: "cell/0/0", cause: .layout, from: nil, to: a)),
        ("cell/0/0", .change(id: "cell/0/0", was: nil, cause: .layout, from: a, to: b)),
      ],
      written: ["appear cell/0/0 null 20.0"]),
    Case(
      name: "two changes are one, from the first to the last",
      events: [
        ("cell/0/0", .change(id: "cell/0/0", was: nil, cause: .layout, from: a, to: b)),
        ("cell/0/0", .change(id: "cell/0/0", was: nil, cause: .layout, from: b, to: c)),
      ],
      written: ["change cell/0/0 0.0->40.0"]),
    Case(
      name: "a change taken back is none",
      events: [
        ("cell/0/0", .change(id: "cell/0/0", was: nil, cause: .layout, from: a, to: b)),
        ("cell/0/0", .change(id: "cell/0/0", was: nil, cause: .layout, from: b, to: a)),
      ],
      written: []),
    Case(
      name: "an appear then a disappear is nothing",
      events: [
        ("cell/0/0", .appear(id: "cell/0/0", cause: .layout, from: nil, to: a)),
        ("cell/0/0", .disappear(id: "cell/0/0", cause: .layout, from: a, to: nil)),
      ],
      written: []),
    Case(
      name: "a disappear then an appear both stand",
      events: [
        ("cell/0/5", .disappear(id: "cell/0/5", cause: .update, from: a, to: nil)),
        ("cell/0/5", .appear(id: "cell/0/5", cause: .layout, from: nil, to: b)),
      ],
      written: ["disappear cell/0/5 0.0", "appear cell/0/5 null 20.0"]),
    Case(
      name: "what stays after a fold is still written",
      events: [
        ("cell/0/5", .disappear(id: "cell/0/5", cause: .update, from: a, to: nil)),
        ("cell/0/5", .appear(id: "cell/0/5", cause: .layout, from: nil, to: b)),
        ("cell/0/5", .disappear(id: "cell/0/5", cause: .layout, from: b, to: nil)),
      ],
      written: ["disappear cell/0/5 0.0"]),
    Case(
      name: "two kinds at one index path are ordered by kind, whatever came first",
      events: [
        (
          "supplementary/header/0/0",
          .appear(id: "supplementary/header/0/0", cause: .layout, from: nil, to: a)
        ),
        (
          "supplementary/footer/0/0",
          .appear(id: "supplementary/footer/0/0", cause: .layout, from: nil, to: b)
        ),
        ("cell/0/0", .appear(id: "cell/0/0", cause: .layout, from: nil, to: c)),
      ],
      written: [
        "appear cell/0/0 null 40.0", "appear supplementary/footer/0/0 null 20.0",
        "appear supplementary/header/0/0 null 0.0",
      ]),
    Case(
      name: "a key past what an order word packs still comes in canonical order",
      events: [
        (
          "supplementary/header/0/0",
          .appear(id: "supplementary/header/0/0", cause: .layout, from: nil, to: a)
        ),
        ("cell/0/2147483648", .appear(id: "cell/0/2147483648", cause: .layout, from: nil, to: b)),
        ("cell/0/7", .appear(id: "cell/0/7", cause: .layout, from: nil, to: c)),
      ],
      written: [
        "appear cell/0/7 null 40.0", "appear cell/0/2147483648 null 20.0",
        "appear supplementary/header/0/0 null 0.0",
      ]),
  ]

  @Test(arguments: cases)
  func thePassIsWrittenInTheContractsOrderOncePerElement(_ c: Case) {
    var buffer = PassBuffer()
    for (id, payload) in c.events {
      guard let key = ElementKey(id: id) else { continue }
      buffer.add(PassBuffer.Entry(key: key, payload: payload, t: 0, frame: 0, step: 0))
    }
    #expect(buffer.isEmpty == c.written.isEmpty)
    var written: [String] = []
    buffer.drain { written.append(Self.describe($0.payload)) }
    #expect(written == c.written)
    #expect(buffer.isEmpty)
  }
}
