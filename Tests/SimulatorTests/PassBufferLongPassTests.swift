import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// A pass of more events than the buffer searches one by one (`PassBuffer.searchedEntries`)
/// folds each element's events as a short one does, before and after it starts keeping an index
/// of them.
@Suite struct PassBufferLongPassTests {
  static func attrs(_ y: Double) -> Attrs {
    Attrs(frame: CGRect(x: 0, y: y, width: 10, height: 10), alpha: 1, zIndex: 0)
  }

  static func describe(_ payload: Event.Payload) -> String {
    switch payload {
    case .appear(let id, _, _, let to): "appear \(id) \(to.frame.minY)"
    case .change(let id, _, _, let from, let to):
      "change \(id) \(from.frame.minY)->\(to.frame.minY)"
    case .disappear(let id, _, let from, _): "disappear \(id) \(from.frame.minY)"
    default: "other"
    }
  }

  static func appear(_ item: Int, _ y: Double) -> (Int, Event.Payload) {
    (item, .appear(id: "cell/0/\(item)", cause: .layout, from: nil, to: attrs(y)))
  }

  static func change(_ item: Int, _ from: Double, _ to: Double) -> (Int, Event.Payload) {
    (
      item,
      .change(id: "cell/0/\(item)", was: nil, cause: .layout, from: attrs(from), to: attrs(to))
    )
  }

  static func disappear(_ item: Int, _ y: Double) -> (Int, Event.Payload) {
    (item, .disappear(id: "cell/0/\(item)", cause: .layout, from: attrs(y), to: nil))
  }

  @Test func eventsFoldBeforeAndAfterThePassOutgrowsTheSearch() {
    let count = 3 * PassBuffer.searchedEntries
    var events: [(Int, Event.Payload)] = []
    // Item 0 appears and leaves before the pass is long: nothing, then it appears again.
    events += [Self.appear(0, 0), Self.disappear(0, 0)]
    // Item 1 changes twice and back while the pass is short: nothing.
    events += [Self.change(1, 10, 11), Self.change(1, 11, 10)]
    events += (2..<count).map { Self.appear($0, Double($0)) }
    events += [Self.appear(0, 5), Self.change(0, 5, 6)]
    // Every item that appeared moves; every third of them then leaves: nothing is left of it.
    events += (2..<count).map { Self.change($0, Double($0), Double($0) + 0.5) }
    events += stride(from: 3, to: count, by: 3).map { Self.disappear($0, Double($0) + 0.5) }
    // Item 1 changes again, in the long pass: once.
    events += [Self.change(1, 10, 12)]

    var buffer = PassBuffer()
    for (item, payload) in events {
      buffer.add(PassBuffer.Entry(key: .cell(0, item), payload: payload, t: 0, frame: 0, step: 0))
    }
    var written: [String] = []
    buffer.drain { written.append(Self.describe($0.payload)) }

    let appeared = (2..<count).filter { $0 % 3 != 0 }.map {
      "appear cell/0/\($0) \(Double($0) + 0.5)"
    }
    #expect(written == ["change cell/0/1 10.0->12.0", "appear cell/0/0 6.0"] + appeared)
  }
}
