import EventStream
import Foundation
import LayoutKit
import Simulator
import Testing

/// Where a diffable data source's identifier goes: right after `id`, after `was` in a change,
/// after each element's `id` in a snapshot; the text format quotes it in the same places; an event
/// without one is written as before.
@Suite struct IdentifierWritingTests {
  static let attrs = Attrs(frame: CGRect(x: 0, y: 40, width: 320, height: 40))

  static func jsonLine(_ event: Event) -> String {
    var encoder = JSONLineEncoder()
    encoder.encode(event, seq: 3)
    return String(decoding: encoder.buffer, as: UTF8.self)
  }

  static func textLine(_ event: Event) -> String {
    let output = MemoryOutput()
    let writer = TextWriter(output: output, colour: false)
    writer.write(event, seq: 3)
    writer.flush()
    return output.text
  }

  static func event(_ payload: Event.Payload, _ identifier: String?, _ elements: [String]? = nil)
    -> Event
  {
    Event(
      t: 0, frame: 0, step: 1, payload: payload, identifier: identifier,
      snapshotIdentifiers: elements)
  }

  @Test func aChangeCarriesItAfterWas() {
    let change = Self.event(
      .change(id: "cell/0/1", was: "cell/0/0", cause: .update, from: Self.attrs, to: Self.attrs),
      "a")
    #expect(
      Self.jsonLine(change)
        == #"{"seq":3,"t":0,"frame":0,"step":1,"type":"change","id":"cell/0/1","was":"cell/0/0","identifier":"a","cause":"update","from":{"frame":[0,40,320,40],"alpha":1,"zIndex":0},"to":{"frame":[0,40,320,40],"alpha":1,"zIndex":0}}"#
        + "\n")
    #expect(
      Self.textLine(change)
        == "#3 t=0 frame=0 step=1 change cell/0/1 was cell/0/0 \"a\" (update) [0, 40, 320, 40] -> [0, 40, 320, 40]\n"
    )
  }

  @Test func anAppearCarriesItAfterID() {
    let appear = Self.event(.appear(id: "cell/0/1", cause: .layout, from: nil, to: Self.attrs), "b")
    #expect(Self.jsonLine(appear).contains(#""id":"cell/0/1","identifier":"b","cause":"layout""#))
    #expect(Self.textLine(appear).contains("appear cell/0/1 \"b\" (layout) null ->"))
  }

  @Test func withoutIdentifiersNothingChanges() {
    let disappear = Self.event(
      .disappear(id: "cell/0/1", cause: .scroll, from: Self.attrs, to: nil), nil)
    #expect(!Self.jsonLine(disappear).contains("identifier"))
    #expect(Self.textLine(disappear).contains("disappear cell/0/1 (scroll) ["))
  }

  @Test func aSnapshotCarriesOnePerElement() {
    let snapshot = Self.event(
      .snapshot(
        rect: CGRect(x: 0, y: 0, width: 320, height: 80),
        elements: [("cell/0/0", Self.attrs), ("supplementary/header/0/0", Self.attrs)]), nil,
      ["a", "favourites"])
    #expect(
      Self.jsonLine(snapshot).contains(
        #"[{"id":"cell/0/0","identifier":"a","attrs":"#))
    #expect(
      Self.jsonLine(snapshot).contains(
        #"{"id":"supplementary/header/0/0","identifier":"favourites","attrs":"#))
    #expect(Self.textLine(snapshot).contains("cell/0/0 \"a\" [0, 40, 320, 40], supplementary"))
  }
}
