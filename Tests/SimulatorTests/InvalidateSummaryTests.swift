import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// An `invalidate` event's `context` names the invalidated elements in canonical order
/// (`InvalidationContext.invalidatedElementKeys`), however the layout named them: the ids of a
/// context that names only items are made from its index paths, sorted only when they are out
/// of order.
@Suite struct InvalidateSummaryTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let items: [[Int]]
    let headers: [[Int]]
    /// The ids, worked out by hand.
    let ids: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "items in order", items: [[0, 1], [0, 2], [1, 0]], headers: [],
      ids: ["cell/0/1", "cell/0/2", "cell/1/0"]),
    Case(
      name: "items out of order", items: [[1, 0], [0, 7], [0, 2], [0, 10]], headers: [],
      ids: ["cell/0/2", "cell/0/7", "cell/0/10", "cell/1/0"]),
    Case(
      name: "an item named twice", items: [[0, 3], [0, 1], [0, 3]], headers: [],
      ids: ["cell/0/1", "cell/0/3", "cell/0/3"]),
    Case(
      name: "items and headers", items: [[2, 0], [0, 4]], headers: [[1, 0], [0, 0]],
      ids: ["cell/0/4", "cell/2/0", "supplementary/header/0/0", "supplementary/header/1/0"]),
    Case(name: "nothing named", items: [], headers: [], ids: []),
  ]

  @Test(arguments: cases)
  func theInvalidatedIdsAreInCanonicalOrder(_ c: Case) {
    let context = InvalidationContext()
    if !c.items.isEmpty { context.invalidateItems(at: c.items.map { IndexPath(indexes: $0) }) }
    if !c.headers.isEmpty {
      context.invalidateSupplementaryElements(
        ofKind: ElementKind.sectionHeader, at: c.headers.map { IndexPath(indexes: $0) })
    }
    #expect(context.invalidatedElementKeys.map(\.id) == c.ids)
    let expected = JSONValue.array(c.ids.map { .string($0) })
    #expect(CollectionView.summary(of: context) == .object([("invalidated", expected)]))
  }
}
