import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// The first display: UIKit hands a newly set layout a context with `invalidateEverything` and
/// `invalidateDataSourceCounts` before its first `prepare()` (docs/uikit-choices.md, "The first
/// layout pass"), and the stream's first pass opens with that `invalidate`.
@Suite struct FirstLayoutPassTests {
  /// A flow layout that records its calls and, like layouts that configure themselves when
  /// invalidated, sets its section inset from the context it is handed.
  final class InsettingLayout: FlowLayout {
    var calls: [String] = []
    override func invalidateLayout(with context: InvalidationContext) {
      calls.append(
        "invalidateLayout(with:) everything=\(context.invalidateEverything) "
          + "counts=\(context.invalidateDataSourceCounts)")
      if context.invalidateEverything {
        sectionInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      }
      super.invalidateLayout(with: context)
    }
    override func prepare() {
      calls.append("prepare")
      super.prepare()
    }
  }

  /// The events of the first pass of `layout` over three items in 320 x 400 bounds, and the
  /// content size it ends with.
  private func firstPass(_ layout: InsettingLayout) -> (events: [Event], contentSize: CGSize) {
    let subject = CollectionViewFixture(data: [SectionData(count: 3)]).make(layout)
    layout.calls.removeAll()
    subject.layOut(turns: 0)
    return (subject.events, subject.onQueue { subject.cv.contentSize })
  }

  @Test func theLayoutIsInvalidatedWithEverythingBeforeItsFirstPrepare() {
    let layout = InsettingLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    let events = firstPass(layout).events
    #expect(layout.calls.first == "invalidateLayout(with:) everything=true counts=true")
    #expect(layout.calls.firstIndex(of: "prepare") == 1)
    guard case .invalidate(let reason, nil)? = events.first?.payload else {
      Issue.record("the first event is \(String(describing: events.first?.payload))")
      return
    }
    #expect(reason == .everything)
  }

  /// The inset set in invalidateLayout(with:) is in force at the first prepare: item 0 starts at
  /// 20, not 0, and the three 100-point rows with 10-point spacing end at 20 + 320 = 340.
  @Test func anInsetSetWhenInvalidatedShapesTheFirstDisplay() {
    let layout = InsettingLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    let (events, contentSize) = firstPass(layout)
    let appeared = events.compactMap { event -> CGRect? in
      if case .appear("cell/0/0", _, _, let to) = event.payload { return to.frame }
      return nil
    }
    #expect(appeared == [CGRect(x: 0, y: 20, width: 320, height: 100)])
    #expect(contentSize == CGSize(width: 320, height: 340))
  }
}
