import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// A batch update as UIKit runs it (docs/uikit-choices.md, "Batch updates"): the layout's calls
/// in Apple's documented order, and a content offset that the update changes set inside its
/// animation, so that what is shown glides there.
@Suite struct UpdateOrderAndOffsetTests {
  /// A flow layout that records the update hooks it hears.
  final class Recording: FlowLayout {
    var calls: [String] = []
    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
      calls.append("prepare(forCollectionViewUpdates:)")
      super.prepare(forCollectionViewUpdates: updateItems)
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      calls.append("targetContentOffset(forProposedContentOffset:)")
      return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
      calls.append("prepare(forAnimatedBoundsChange:)")
    }
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      calls.append("indexPathsToDeleteForSupplementaryView(ofKind:)")
      return super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
      -> LayoutAttributes?
    {
      calls.append("finalLayoutAttributesForDisappearingItem(at:)")
      return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    override func finalizeCollectionViewUpdates() {
      calls.append("finalizeCollectionViewUpdates()")
    }
    override func finalizeAnimatedBoundsChange() {
      calls.append("finalizeAnimatedBoundsChange()")
    }
  }

  /// A list of ten 320 x 100 items 10 apart with a 50-point footer (content 1,140) in 320 x 400
  /// bounds at its largest offset, 740; items 7 to 9 are deleted (content 810, largest offset
  /// 410), `animated` or not.
  static func deleteAtTheEnd(animated: Bool) -> (events: [Event], calls: [String]) {
    let layout = Recording()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.footerReferenceSize = CGSize(width: 0, height: 50)
    let subject = CollectionViewFixture(data: [SectionData(count: 10)])
      .with { $0.contentOffset = CGPoint(x: 0, y: 740) }
      .make(layout)
    let cv = subject.cv
    let done = Flag()
    subject.onQueue {
      cv.layoutInitially()
      layout.calls.removeAll()
      subject.recorder.events.removeAll()
      let update = BatchUpdate([
        .deleteItems((7...9).map { IndexPath(item: $0, section: 0) })
      ])
      cv.performBatchUpdates(update, newData: nil, animated: animated, duration: 0.3) { _ in
        done.value = true
      }
    }
    subject.wait(for: done)
    return (subject.events, layout.calls)
  }

  @Test func theLayoutHearsTheUpdateInAppleDocumentedOrder() {
    let calls = Self.deleteAtTheEnd(animated: true).calls
    let order = [
      "prepare(forCollectionViewUpdates:)", "targetContentOffset(forProposedContentOffset:)",
      "prepare(forAnimatedBoundsChange:)", "indexPathsToDeleteForSupplementaryView(ofKind:)",
      "finalLayoutAttributesForDisappearingItem(at:)", "finalizeCollectionViewUpdates()",
      "finalizeAnimatedBoundsChange()",
    ]
    let firsts = order.map { calls.firstIndex(of: $0) ?? -1 }
    #expect(!firsts.contains(-1), "\(calls)")
    #expect(firsts == firsts.sorted(), "\(calls)")
  }

  /// Animated, the shown offset glides from 740 to 410 along the ease-in-out curve over 0.3 s
  /// (18 ticks at 60 Hz): halfway, by the curve's symmetry, 740 - 330 / 2 = 575; the last tick
  /// lands on 410. Nothing moves it before the first tick.
  @Test func anAnimatedUpdateGlidesToItsTargetOffset() {
    let scrolls = Self.deleteAtTheEnd(animated: true).events.compactMap { event -> (Int, Double)? in
      if case .scroll(let offset, _) = event.payload { return (event.frame, Double(offset.y)) }
      return nil
    }
    #expect(scrolls.count == 18)
    #expect(scrolls.first?.0 == 1)
    #expect(scrolls.first { $0.0 == 9 }?.1 == 575)
    #expect(scrolls.last.map { [Double($0.0), $0.1] } == [18, 410])
  }

  /// Without animation the content jumps to 410 at once, and there is no animated bounds change.
  @Test func aNonAnimatedUpdateJumps() {
    let (events, calls) = Self.deleteAtTheEnd(animated: false)
    let scrolls = events.compactMap { event -> (Int, Double)? in
      if case .scroll(let offset, _) = event.payload { return (event.frame, Double(offset.y)) }
      return nil
    }
    #expect(scrolls.count == 1)
    #expect(scrolls.first?.0 == 0)
    #expect(scrolls.first?.1 == 410)
    #expect(!calls.contains("prepare(forAnimatedBoundsChange:)"))
  }
}
