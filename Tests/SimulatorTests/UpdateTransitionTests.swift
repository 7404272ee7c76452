import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// What an animated update reports for elements on screen before and after it.
@Suite struct UpdateTransitionTests {
  /// A layout whose survivors appear at their final attributes, as seeds 001 and 003 make their
  /// decorations and headers appear: the view jumps instead of sliding.
  final class JumpingLayout: FlowLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> LayoutAttributes?
    {
      layoutAttributesForItem(at: itemIndexPath)
    }
  }

  /// 320 wide, 100 x 100 items, three per line: section 0's four items take lines at y 0 and
  /// 110, so section 1 starts at 210. Deleting item 3 leaves section 0 one line, so cell/1/0,
  /// keeping its index path, moves to 100: a change even when its initial attributes are the
  /// final ones.
  @Test(arguments: [false, true])
  func aSurvivorThatJumpsIsAChange(_ jumps: Bool) {
    let layout = jumps ? JumpingLayout() : FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let subject = CollectionViewFixture(data: [SectionData(count: 4), SectionData(count: 1)])
      .make(layout)
    subject.onQueue {
      subject.cv.layoutInitially()
      subject.cv.performBatchUpdates(
        BatchUpdate([.deleteItems([IndexPath(item: 3, section: 0)])]), newData: nil,
        animated: true, duration: 0
      ) { _ in }
    }
    subject.settle()
    let changes = subject.events.compactMap { event -> (String, String?, CGRect?, CGRect?)? in
      guard case .change(let id, let was, _, let from, let to) = event.payload else { return nil }
      return (id, was, from.frame, to.frame)
    }
    let moved = changes.first { $0.0 == "cell/1/0" }
    #expect(moved?.1 == nil)
    #expect(moved?.2 == CGRect(x: 0, y: jumps ? 100 : 210, width: 100, height: 100))
    #expect(moved?.3 == CGRect(x: 0, y: 100, width: 100, height: 100))
  }
}
