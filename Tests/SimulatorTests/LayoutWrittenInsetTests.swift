import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// A layout that writes `collectionView.contentInset` in its prepare(), as carousels centring
/// their first item do: the adjusted inset follows at once, the layout is asked whether the
/// change invalidates it (the flow layout: only across its scroll direction), and the content
/// offset's limits move.
@Suite struct LayoutWrittenInsetTests {
  /// A flow layout whose prepare() sets the content inset it is given.
  final class InsettingLayout: FlowLayout {
    var sideInset: Double = 0
    var topInset: Double = 0

    override func prepare() {
      collectionView?.contentInset = EdgeInsets(
        top: topInset, left: sideInset, bottom: 0, right: sideInset)
      super.prepare()
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let scrollDirection: ScrollDirection
    let sideInset: Double
    let topInset: Double
    /// The adjusted inset after the layout's next prepare.
    let adjusted: EdgeInsets
    /// The smallest offset then: minus the adjusted left and top.
    let minimumOffset: CGPoint
    /// Whether the flow layout invalidated for it (an `invalidate` event).
    let invalidates: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "vertical, the sides change: across the scroll direction, invalidates",
      scrollDirection: .vertical, sideInset: 20, topInset: 0,
      adjusted: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
      minimumOffset: CGPoint(x: -20, y: 0), invalidates: true),
    Case(
      name: "vertical, the top changes: along it, does not",
      scrollDirection: .vertical, sideInset: 0, topInset: 30,
      adjusted: EdgeInsets(top: 30, left: 0, bottom: 0, right: 0),
      minimumOffset: CGPoint(x: 0, y: -30), invalidates: false),
    Case(
      name: "horizontal, the sides change: along it, does not",
      scrollDirection: .horizontal, sideInset: 39, topInset: 0,
      adjusted: EdgeInsets(top: 0, left: 39, bottom: 0, right: 39),
      minimumOffset: CGPoint(x: -39, y: 0), invalidates: false),
    Case(
      name: "horizontal, the top changes: across it, invalidates",
      scrollDirection: .horizontal, sideInset: 0, topInset: 12,
      adjusted: EdgeInsets(top: 12, left: 0, bottom: 0, right: 0),
      minimumOffset: CGPoint(x: 0, y: -12), invalidates: true),
  ]

  @Test(arguments: cases)
  func theAdjustedInsetFollowsAndTheLayoutIsAsked(_ example: Case) {
    let layout = InsettingLayout()
    layout.scrollDirection = example.scrollDirection
    let subject = CollectionViewFixture(data: [SectionData(count: 40)]).make(layout)
    subject.cv.tracesCalls = true
    subject.layOut()
    let before = subject.events.count
    // The next prepare (after any invalidation) writes the new inset.
    subject.onQueue {
      layout.sideInset = example.sideInset
      layout.topInset = example.topInset
      subject.cv.invalidateLayout(cause: .layout)
    }
    subject.settle()
    let events = subject.events[before...]
    #expect(subject.onQueue { subject.cv.adjustedContentInset } == example.adjusted)
    #expect(subject.onQueue { subject.cv.minimumContentOffset } == example.minimumOffset)
    let asked = events.compactMap { event -> JSONValue? in
      guard case .call(let method, let args) = event.payload,
        method == "_shouldInvalidateLayout(forOldInsets:newInsets:)"
      else { return nil }
      return args
    }
    let inset = example.adjusted
    #expect(
      asked == [
        .object([
          ("oldInsets", .numbers(0, 0, 0, 0)),
          ("newInsets", .numbers(inset.top, inset.left, inset.bottom, inset.right)),
        ])
      ])
    // Two invalidations when the change invalidates: the test's own, then the inset's.
    let invalidations = events.filter {
      if case .invalidate = $0.payload { return true } else { return false }
    }
    #expect(invalidations.count == (example.invalidates ? 2 : 1))
  }
}
